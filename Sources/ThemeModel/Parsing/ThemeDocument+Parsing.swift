extension ThemeDocument {
    /// Parses a theme file's YAML or JSON text, throwing every problem found in it (references
    /// are checked when the document is resolved).
    public init(yaml text: String, file: String) throws(ThemeErrors) {
        var parser = ThemeParser(file: file, text: text)
        let document = parser.parse(text)
        guard parser.errors.isEmpty else { throw ThemeErrors(parser.errors.sortedByLocation()) }
        self = document
    }
}
