import ArgumentParser
import ColorScience
import Foundation
import ThemeModel

/// `tincture tokens [THEME]`
struct TokensCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "List a theme's tokens: path, role, text size, the appearances given, description."
    )

    @Argument(help: "The theme file (YAML or JSON).")
    var theme: String = defaultThemeFile

    @Option(name: .customLong("theme"), help: "A named theme whose definitions to list (default: the file's own).")
    var themeName: String = ThemeDocument.defaultThemeName

    @Flag(help: "Include the palette colors.")
    var palette = false

    @OptionGroup var output: OutputOptions

    @OptionGroup var input: InputOptions

    struct Entry: Encodable {
        var path: String
        var role: String?
        var size: String?
        var appearances: [String: String]
        var description: String?
    }

    func run(console: Console) throws {
        let resolved = try console.loadTheme(theme, options: input.reading)
        try requireTheme(themeName, in: resolved, console: console)
        let paths = (palette ? resolved.document.palette.map(\.path) : []) + resolved.tokens.map(\.path)
        let definitions = paths.compactMap { resolved.definition(of: $0, theme: themeName) }
        // Text columns: path, role and size, the appearances given, the description.
        func kind(_ definition: TokenDefinition) -> String {
            (definition.role?.rawValue ?? "-") + (definition.size.map { " \($0)" } ?? "")
        }
        func given(_ definition: TokenDefinition) -> String {
            "[" + definition.conditions.map(\.name).joined(separator: ", ") + "]"
        }
        let width = definitions.map(\.path.string.count).max() ?? 0
        let kindWidth = definitions.map { kind($0).count }.max() ?? 0
        let givenWidth = definitions.filter { $0.description != nil }.map { given($0).count }.max() ?? 0
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        for definition in definitions {
            switch output.format {
            case .json:
                console.line(JSONLine.encode(Entry(
                    path: definition.path.string, role: definition.role?.rawValue, size: definition.size?.description,
                    appearances: Dictionary(uniqueKeysWithValues: definition.conditions.map { ($0.name, definition.values[$0]!.expression.description) }),
                    description: definition.description), schemaVersion: 1))
            case .text:
                let line = padded(definition.path.string, width) + "  " + padded(kind(definition), kindWidth) + "  "
                if let description = definition.description {
                    console.line(line + padded(given(definition), givenWidth) + "  " + description)
                } else {
                    console.line(line + given(definition))
                }
            }
        }
    }
}

/// Exits 64 with a suggestion when a named theme does not exist.
func requireTheme(_ name: String, in resolved: ResolvedTheme, console: Console) throws {
    guard !resolved.themeNames.contains(name) else { return }
    let hint = Spelling.nearest(to: name, among: resolved.themeNames).map { "did you mean '\($0)'? " } ?? ""
    console.errorLine("tincture: error: no theme named '\(name.excerpt())' (\(hint)themes: \(resolved.themeNames.joined(separator: ", ")))")
    throw ExitCode(64)
}
