extension ThemeDocument {
    /// Parses a theme file's YAML or JSON text, throwing every problem found in it (references
    /// are checked when the document is resolved).
    ///
    /// When the text has problems, the part that could be read is resolved too, so that one
    /// pass reports bad colors and bad references together: its reference, cycle and theme
    /// problems are added, except those about a token the text's own problems already name
    /// (a value left out there is no second problem).
    public init(yaml text: String, file: String) throws(ThemeErrors) {
        var parser = ThemeParser(file: file, text: text)
        let document = parser.parse(text)
        guard parser.errors.isEmpty else {
            var resolver = ThemeResolver(document: document)
            resolver.resolve()
            let named = Set(parser.errors.compactMap(\.path))
            let reported = Set(parser.errors.map(\.description))
            let more = resolver.errors.filter { error in
                !reported.contains(error.description) && !(error.kind == .missingValue && error.path.map(named.contains) == true)
            }
            throw ThemeErrors((parser.errors + more).sortedByLocation())
        }
        self = document
    }
}
