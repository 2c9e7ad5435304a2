import ArgumentParser
import ThemeModel

/// `tincture validate [THEME]`
struct ValidateCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a theme file: syntax, colors, references, named themes, every appearance.",
        discussion: """
            Every problem is printed as file:line:column with the token, the value and a \
            suggested fix. Exits 0 when the theme is valid, 65 when it is not, 66 when the file \
            does not exist.
            """
    )

    @Argument(help: "The theme file (YAML or JSON), asset catalog, token file or folder of token files.")
    var theme: String = defaultThemeFile

    @OptionGroup var output: OutputOptions

    @OptionGroup var input: InputOptions

    struct Summary: Encodable {
        var file: String
        var valid: Bool
        var tokens: Int
        var palette: Int
        var themes: [String]
        var contrast: Int
        var distinct: Int
    }

    func run(console: Console) throws {
        let resolved = try console.loadTheme(theme, options: input.reading, notes: true)
        let document = resolved.document
        switch output.format {
        case .json:
            console.line(JSONLine.encode(Summary(
                file: theme, valid: true, tokens: document.tokens.count, palette: document.palette.count,
                themes: resolved.themeNames, contrast: document.contrast.count, distinct: document.distinct.count), schemaVersion: 1))
        case .text:
            let names = resolved.themeNames.joined(separator: ", ")
            console.line("\(theme): valid — \(count(document.tokens.count, "token")), \(count(document.palette.count, "palette color")), "
                + "\(count(resolved.themeNames.count, "theme")) (\(names)), resolved in all \(resolved.appearances.count) appearances")
        }
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
