import ArgumentParser
import ColorScience
import ThemeAudit
import ThemeModel

/// `tincture materials [THEME]`
struct MaterialsCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "materials",
        abstract: "Show the system materials over content, and check what a theme draws on them.",
        discussion: """
            Each material (ultra thin, thin, regular, thick) is modeled as a blend layer and a \
            tint over the content beneath, the content's blur taken as its average color — an \
            approximation (docs/materials.md). Shows each material over white, black and the \
            theme's backgrounds and content tokens, its opaque Reduce Transparency color, then \
            the worst contrast of each foreground the theme's `materials:` section declares, and \
            the material findings of the audit. Without a theme, shows the model alone. With \
            --vibrancy, also each vibrancy level (label … quaternaryLabel, fill … tertiaryFill, \
            separator) as it shows on each material over the same content — most of those \
            values are unconfirmed. Exits 1 when a foreground fails.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "A theme file with a `materials:` section (default: the model alone).")
    var theme: String?

    @Option(help: "Only this color scheme: light or dark (default: both).")
    var appearance: Appearance.Scheme?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Option(help: "Contrast thresholds: wcag-aa, wcag-aaa or apple.")
    var policy: ContrastPolicy = .wcagAA

    @Flag(help: "Also show the vibrant color of each vibrancy level on each material.")
    var vibrancy = false

    func run(console: Console) throws {
        let resolved = try theme.map { try console.loadTheme($0) }
        let schemes = appearance.map { [$0] } ?? Appearance.Scheme.allCases
        let report = MaterialsReport.make(theme: resolved, schemes: schemes, policy: policy, vibrancy: vibrancy)
        switch format {
        case .json: console.line(JSONLine.encode(report, schemaVersion: 1))
        case .text: MaterialsTextReport(report: report, console: console).write()
        }
        if !report.findings.isEmpty { throw ExitCode.failure }
    }
}

// Also `tincture widget --appearance`.
extension Appearance.Scheme: ExpressibleByArgument {}
