extension ThemeDocument {
    /// The theme file `tincture import` writes for a document read from an asset catalog or token
    /// files: a comment naming where it came from, then ``yaml``. Only a theme that loads is
    /// given; otherwise nothing is, and the errors say why.
    ///
    /// - Throws: an ``ThemeError/Kind/empty`` error when the document has no colors (a theme
    ///   file needs at least one: a token file of dimensions alone, an empty resolver); a
    ///   ``ThemeError/Kind/duplicateName`` error when two names differ only in characters a
    ///   theme file does not allow, which are written as `-` and would then be one name; and,
    ///   should the text still not load, its errors, each saying so.
    /// - Parameter source: The name of what was read (a file or folder name), for the comment.
    public func importedThemeText(source: String) throws(ThemeErrors) -> String {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard !palette.isEmpty || !tokens.isEmpty else {
            throw ThemeErrors([ThemeError(.empty, "holds no colors, so there is no theme to import", at: start,
                                          suggestion: "a theme file needs at least one color; give the file or folder with the color tokens")])
        }
        if let clash = nameClash { throw ThemeErrors([clash]) }
        let text = Self.comment("Imported from \(source) by tincture.") + "\n" + yaml
        do {
            _ = try ResolvedTheme(yaml: text, file: file)
        } catch {
            throw ThemeErrors(error.errors.map { error in
                var error = error
                error.message = "the theme imported from it would not load: " + error.message
                return error
            })
        }
        return text
    }

    /// Two different names that a theme file writes the same way (see ``safe(_:)``): the second
    /// one's error, or nil.
    private var nameClash: ThemeError? {
        var written: [String: TokenDefinition] = [:]
        for definition in palette + tokens {
            let name = Self.name(definition.path.components)
            if let first = written[name], first.path != definition.path {
                return ThemeError(.duplicateName, "'\(first.path)' and '\(definition.path)' are both written '\(name)' in a theme file, "
                                  + "whose names hold letters, digits, spaces, '-' and '_'", at: definition.location, path: definition.path.string,
                                  suggestion: "rename one of them")
            }
            written[name] = definition
        }
        var themeNames: [String: String] = [:]
        for theme in themes {
            let name = Self.safe(theme.name)
            if let first = themeNames[name], first != theme.name {
                return ThemeError(.duplicateName, "the themes '\(first)' and '\(theme.name)' are both written '\(name)' in a theme file",
                                  at: theme.location, suggestion: "rename one of them")
            }
            themeNames[name] = theme.name
        }
        return nil
    }
}
