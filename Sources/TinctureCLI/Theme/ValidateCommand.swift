import ArgumentParser
import ColorScience
import ThemeModel

/// `tincture validate [THEME]`
struct ValidateCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a theme file: syntax, colors, references, named themes, every appearance.",
        discussion: """
            Every problem is printed as file:line:column with the token, the value and a \
            suggested fix, all in one pass: bad colors, bad references, cycles and themes \
            together. An asset catalog or token file is read whole: each color set or token \
            that cannot be read is a problem at its place (the rest is still read), and a \
            catalog without color sets is empty. Exits 0 when the theme is valid, 65 when it is \
            not, 66 when the file does not exist.
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
        // A color the reader left out (a color set or token it could not read) is a problem:
        // what it colors would go unchecked.
        let leftOut = document.notes.count { $0.severity == .warning }
        let valid = leftOut == 0
        switch output.format {
        case .json:
            console.line(JSONLine.encode(Summary(
                file: theme, valid: valid, tokens: document.tokens.count, palette: document.palette.count,
                themes: resolved.themeNames, contrast: document.contrast.count, distinct: document.distinct.count), schemaVersion: 1))
        case .text:
            let names = resolved.themeNames.joined(separator: ", ")
            let read = "\(Counted(document.tokens.count, "token")), \(Counted(document.palette.count, "palette color")), "
                + "\(Counted(resolved.themeNames.count, "theme")) (\(names)), resolved in all \(resolved.appearances.count) appearances"
            if valid {
                console.line("\(theme): valid — " + read)
            } else {
                console.errorLine("\(theme): not valid — \(Counted(leftOut, "problem")) above (what could not be read is left out); read \(read)")
            }
        }
        if !valid { throw dataErrorExitCode }
    }
}
