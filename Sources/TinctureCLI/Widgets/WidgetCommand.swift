import ArgumentParser
import ColorScience
import Foundation
import ThemeAudit
import ThemeModel

/// `tincture widget [THEME] WIDGET [--mode M] [--tint COLOR] [--appearance A]`
struct WidgetCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "widget",
        abstract: "Simulate a widget in WidgetKit's rendering modes, check it, and suggest a monochrome palette.",
        discussion: """
            Shows each element of a widget the theme file describes (top-level `widgets:`) in \
            full color and as the mode draws it — accented (tinted: the accent group in the tint, \
            the default group in white, from alpha alone) or vibrant (desaturated, luminance as \
            alpha) — with its contrast against what it is drawn on; then the widget findings of \
            the audit (every mode, the checked tints) and the suggested alpha ladder (white at \
            100/60/30/20 % by importance). The modes are an emulation built from Apple's \
            documentation: see docs/widgets.md. Exit status: 1 when a finding is an error.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "An optional theme file (default tincture.yml), then the widget's name.")
    var arguments: [String] = []

    @Option(help: "The rendering mode: fullColor, accented or vibrant.")
    var mode: WidgetRenderingMode = .accented

    @Option(help: "The tint for the accented mode, any CSS color (default: system orange #ff9500).")
    var tint: String?

    @Option(help: "light or dark.")
    var appearance: Appearance.Scheme = .light

    @Option(name: .customLong("theme"), help: "A named theme (default: the file's own).")
    var namedTheme: String?

    /// The name `--theme` had before it was `--theme`, kept for scripts that use it.
    @Option(name: .customLong("theme-name"), help: .hidden)
    var themeNameAlias: String?

    /// The named theme: `--theme`, or its old name `--theme-name`, else the file's own.
    var themeName: String { namedTheme ?? themeNameAlias ?? ThemeDocument.defaultThemeName }

    func validate() throws {
        if let namedTheme, let themeNameAlias, namedTheme != themeNameAlias {
            throw ValidationError("--theme '\(namedTheme)' and --theme-name '\(themeNameAlias)' name different themes; give --theme once")
        }
    }

    @Option(help: "Contrast thresholds: wcag-aa, wcag-aaa or apple.")
    var policy: ContrastPolicy = .wcagAA

    @Option(help: "Output: text or json.")
    var format: Format = .text

    func run(console: Console) throws {
        let (file, rest) = splitThemeArgument(arguments)
        guard rest.count <= 1 else {
            console.errorLine("tincture: error: give one widget name (got \(rest.joined(separator: ", ")))")
            throw ExitCode(64)
        }
        let theme = try console.loadTheme(file)
        try requireTheme(themeName, in: theme, console: console)
        let widget = try Self.widget(named: rest.first, in: theme, console: console)
        let tint = try Self.tint(tint)
        let appearance = Appearance(appearance)
        guard let resolved = ResolvedWidget(widget, in: theme, name: themeName, appearance: appearance) else {
            console.errorLine("tincture: error: widget '\(widget.name)' does not resolve in theme '\(themeName)'")
            throw dataErrorExitCode
        }
        // The checked tints, and the one asked for when it is another.
        let tints = WidgetTint.checked.contains(tint) ? WidgetTint.checked : WidgetTint.checked + [tint]
        let report = WidgetReport(resolved: resolved, mode: mode, tint: tint, tints: tints, policy: policy,
                                  findings: WidgetChecks.findings(widget, in: theme, theme: themeName, policy: policy, tints: tints)
                                      .filter { $0.appearance == nil || $0.appearance == appearance })
        switch format {
        case .text: report.write(to: console)
        case .json: console.line(JSONLine.encode(report.json, schemaVersion: 2))
        }
        if report.findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    /// The widget named, or a clear error listing the widgets (with a spelling suggestion).
    static func widget(named name: String?, in theme: ResolvedTheme, console: Console) throws -> WidgetDescription {
        let names = theme.widgets.map(\.name)
        guard !names.isEmpty else {
            console.errorLine("tincture: error: \(theme.document.file) describes no widgets (add a top-level `widgets:` section; see docs/widgets.md)")
            throw ExitCode(64)
        }
        guard let name else {
            console.errorLine("tincture: error: give a widget name (widgets: \(names.joined(separator: ", ")))")
            throw ExitCode(64)
        }
        guard let widget = theme.widget(named: name) else {
            let hint = Spelling.nearest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
            console.errorLine("tincture: error: no widget named '\(name.excerpt())' in \(theme.document.file) (\(hint)widgets: \(names.joined(separator: ", ")))")
            throw ExitCode(64)
        }
        return widget
    }

    /// The `--tint` color (opaque), named after a checked tint when it is one.
    static func tint(_ text: String?) throws -> WidgetTint {
        guard let text else { return WidgetTint.checked[0] }
        let color: SRGB
        do {
            color = try ColorText.parse(text).srgb.clipped
        } catch {
            throw ValidationError("--tint: '\(text.excerpt())': \(error)")
        }
        guard color.alpha >= 1 else {
            throw ValidationError("--tint: '\(text.excerpt())' is translucent (alpha \(color.alpha)); the user's tint is an opaque color")
        }
        let opaque = SRGB(red: color.red, green: color.green, blue: color.blue)
        let bytes = RGBA8(rounding: opaque)
        return WidgetTint.checked.first { RGBA8(rounding: $0.color) == bytes } ?? WidgetTint(name: "custom", color: opaque)
    }
}

extension WidgetRenderingMode: ExpressibleByArgument {}
