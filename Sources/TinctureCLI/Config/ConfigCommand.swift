import ArgumentParser
import ThemeAudit
import ThemeModel

/// `tincture config [PATH]`
struct ConfigCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the configuration an audit of PATH would use, and where each value comes from.",
        discussion: """
            The configuration is the nearest .tincture.yml at or above PATH (default: the \
            current folder), or the file --config names; each value is shown with the line that \
            sets it, or as Tincture's default. A file with an unknown key or value exits 64 \
            naming the ones allowed. docs/configuration.md describes every key.
            """
    )

    @Argument(help: "The path an audit would read (default: the current folder).")
    var path: String?

    @OptionGroup var project: ProjectOptions

    func run(console: Console) throws {
        let project = try self.project.load(near: path, console: console)
        for line in Self.lines(project) { console.line(line) }
    }

    static func lines(_ project: ProjectConfiguration) -> [String] {
        let defaults = AuditConfiguration()
        func origin(_ key: String) -> String { project.origins[key].map { "(\($0))" } ?? "(default)" }
        var lines = ["configuration: " + (project.file ?? "none found; the defaults")]
        lines.append("included: " + (project.included.isEmpty ? "everything" : project.included.joined(separator: ", ")) + " " + origin("included"))
        lines.append("excluded: " + (project.excluded.isEmpty ? "nothing" : project.excluded.joined(separator: ", ")) + " " + origin("excluded"))
        lines.append("policy: \((project.policy ?? defaults.policy).rawValue) " + origin("policy"))
        lines.append("fail-on: \((project.failOn ?? .error).rawValue) " + origin("fail-on"))
        let appearances = project.appearances.map { $0.map(\.name).joined(separator: ", ") } ?? "every appearance of the theme's platform"
        lines.append("appearances: \(appearances) " + origin("appearances"))
        lines.append("visions: " + (project.visions ?? defaults.visions).map(\.rawValue).joined(separator: ", ") + " " + origin("visions"))
        lines.append("system: " + (project.system.map { "\($0)" } ?? "the theme's own, else ios18") + " " + origin("system"))
        var rules: [String] = []
        for rule in AuditRule.all {
            if project.disabledRules.contains(rule.id) {
                rules.append("  \(rule.id): off")
            } else if let severity = project.severities[rule.id] {
                rules.append("  \(rule.id): \(severity.rawValue) (its own: \(rule.severity.rawValue))")
            }
        }
        lines.append("rules: " + (rules.isEmpty ? "every rule at its own severity " : "") + origin("rules"))
        lines += rules
        lines.append("ignore: " + (project.ignore.isEmpty ? "nothing " : "") + origin("ignore"))
        lines += project.ignore.map { "  \($0.text)" + ($0.reason.map { " - \($0)" } ?? "") }
        lines.append("baseline: " + (project.baselinePath ?? "none (--baseline names one)") + " " + origin("baseline"))
        lines.append("targets: " + (project.targets.isEmpty ? "none: one app, every catalog shared " : "") + origin("targets"))
        lines += project.targets.map { "  \($0.name): \($0.paths.joined(separator: ", "))" + (project.selectedTarget == $0 ? " (chosen)" : "") }
        return lines
    }
}
