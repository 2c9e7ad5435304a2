import ArgumentParser
import ColorScience
import Foundation
import ThemeModel

/// `tincture resolve [THEME] TOKEN... [--appearance A] [--theme NAME]`
struct ResolveCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Show the color tokens take in each appearance, and where each value comes from.",
        discussion: """
            Tokens are paths such as text.primary, palette.black, system.label, or a group as \
            text.* (all tokens when none is given). Without --appearance, every one of the eight \
            appearances is shown. Values of Apple's system colors that public sources do not \
            confirm are marked "unconfirmed".
            """
    )

    @Argument(help: "An optional theme file (default tincture.yml), then token paths.")
    var arguments: [String] = []

    @Option(help: "One appearance, such as dark or dark,increased,elevated (default: all eight).")
    var appearance: String?

    @Option(name: .customLong("theme"), help: "A named theme (default: the file's own).")
    var themeName: String = ThemeDocument.defaultThemeName

    @OptionGroup var output: OutputOptions

    @OptionGroup var input: InputOptions

    func validate() throws {
        if let appearance, Appearance(name: appearance) == nil {
            throw ValidationError("unknown appearance '\(appearance.excerpt())': give light or dark, optionally with increased and elevated (dark,increased,elevated)")
        }
    }

    struct Row: Encodable {
        var token: String
        var theme: String
        var appearance: String
        var hex: String
        var css: String
        var alpha: Double
        var condition: String
        var chain: [String]
        var source: String
        var systemColor: String?
        var confirmed: Bool?
    }

    func run(console: Console) throws {
        let (file, tokens) = splitThemeArgument(arguments)
        let resolved = try console.loadTheme(file, options: input.reading)
        try requireTheme(themeName, in: resolved, console: console)
        let paths = try selectedPaths(tokens, in: resolved, console: console)
        let appearances = appearance.flatMap(Appearance.init(name:)).map { [$0] } ?? resolved.appearances
        for path in paths {
            if output.format == .text {
                let definition = resolved.definition(of: path, theme: themeName)
                let role = definition?.role.map { " (\($0.rawValue)\(definition?.size.map { ", \($0)" } ?? ""))" } ?? ""
                console.line("\(path)\(role)" + (definition?.description.map { "  \($0)" } ?? ""))
            }
            for appearance in appearances {
                guard let color = resolved.color(path, in: appearance, theme: themeName) else { continue }
                print(color, of: path, in: appearance, console: console)
            }
        }
    }

    private func print(_ color: ResolvedColor, of path: TokenPath, in appearance: Appearance, console: Console) {
        let css = ColorText.css(color.color)
        let hex = color.rgba8.hex
        switch output.format {
        case .json:
            console.line(JSONLine.encode(Row(
                token: path.string, theme: themeName, appearance: appearance.name, hex: hex, css: css, alpha: color.alpha,
                condition: color.condition.name, chain: color.chain.map(\.string), source: color.source.description,
                systemColor: color.system?.name, confirmed: color.system?.confirmed), schemaVersion: 2))
        case .text:
            var line = "  " + appearance.name.padding(toLength: 25, withPad: " ", startingAt: 0) + Swatch.of(color.color, in: console)
            line += hex.padding(toLength: 10, withPad: " ", startingAt: 0)
            if css != hex, !(color.color.space == .srgb && Gamut.srgb.contains(color.color)) { line += "  \(css)" }
            if !color.chain.isEmpty { line += "  via " + color.chain.map { "{\($0)}" }.joined(separator: " → ") }
            if color.condition != AppearanceCondition(appearance) { line += "  (from \(color.condition.name))" }
            if let system = color.system, !system.confirmed {
                line += "  unconfirmed system value"
                if !system.alternatives.isEmpty { line += " (also seen: " + system.alternatives.map(\.hex).joined(separator: ", ") + ")" }
            }
            console.line(line)
        }
    }

    /// The paths the arguments name: exact paths or `group.*`; every token when none.
    private func selectedPaths(_ arguments: [String], in resolved: ResolvedTheme, console: Console) throws -> [TokenPath] {
        guard !arguments.isEmpty else { return resolved.tokens.map(\.path) }
        var result: [TokenPath] = []
        for argument in arguments {
            var text = argument
            let isWildcard = text.hasSuffix(".*") || text.hasSuffix("/*")
            if isWildcard { text.removeLast(2) }
            if text.hasPrefix("{"), text.hasSuffix("}") { text = String(text.dropFirst().dropLast()) }
            guard let path = TokenPath(parsing: text) else {
                console.errorLine("tincture: error: '\(argument.excerpt())' is not a token path (write group.name, or group.* for a group)")
                throw ExitCode(64)
            }
            let pattern = TokenPattern(path: path, isWildcard: isWildcard, location: SourceLocation(file: "<arguments>", line: 0, column: 0))
            let matches = resolved.paths(matching: pattern)
            guard !matches.isEmpty, resolved.color(matches[0], in: .light, theme: themeName) != nil else {
                let known = resolved.paths.map(\.string)
                let hint = Spelling.nearest(to: path.string, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                console.errorLine("tincture: error: no token '\(argument.excerpt())' in \(resolved.document.file)\(hint)")
                throw ExitCode(64)
            }
            result += matches
        }
        return result
    }
}
