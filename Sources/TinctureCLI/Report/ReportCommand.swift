import ArgumentParser
import Foundation
import Report
import SourceScan
import ThemeAudit
import ThemeCodegen
import ThemeModel

/// `tincture report [PATH] --output report.html`
struct ReportCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the audit as one self-contained HTML page.",
        discussion: """
            The page shows every token in the eight appearances of each named theme, every pair \
            drawn as real text on its background with its ratio and verdict, the findings and \
            the fixes tincture fix would propose; a switch shows it all as each color vision \
            sees it. It fetches nothing and opens from disk. PATH is read as audit reads it: a \
            theme file, an asset catalog, a token file or an app's folder (default: \
            tincture.yml, else the built-in example in an interactive terminal). The file is \
            written atomically and carries tincture's do-not-edit marker; a file without it is \
            not overwritten unless --force. Exit status: 0 when written, 65 for a bad theme, 66 \
            for a missing one, 73 when the page cannot be written.
            """
    )

    @Argument(help: "The theme file, catalog, token file or app folder (default: tincture.yml).")
    var theme: String?

    @Flag(help: "Report on the built-in example (the Try! Swift palette) instead of a theme file.")
    var example = false

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The page to write; - writes it to standard output.")
    var output = "tincture-report.html"

    @Option(help: "Contrast thresholds: wcag-aa, wcag-aaa or apple (default: the configuration's, else wcag-aa).")
    var policy: ContrastPolicy?

    @OptionGroup var project: ProjectOptions

    @Flag(help: "Overwrite a file that lacks tincture's do-not-edit marker.")
    var force = false

    func validate() throws {
        if example, let theme { throw ValidationError("--example reports on the built-in example, so give no theme with it (got '\(theme)')") }
    }

    func run(console: Console) throws {
        let project = try self.project.load(near: example ? nil : theme, console: console)
        let (resolved, _, scan) = try AuditCommand.load(theme, example: example, machineReadable: output == "-", options: input.reading,
                                                        console: console, configuration: project)
        let page = HTMLReport.page(Self.input(resolved, configuration: project.audit(policy: policy), scan: scan, ignoring: project.ignore))
        if output == "-" {
            console.write(page)
            return
        }
        let file = GeneratedFile(path: URL(fileURLWithPath: output).lastPathComponent, contents: page)
        let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
        let plans: [OutputWriter.Plan]
        do {
            plans = try OutputWriter(force: force).write([file], under: folder)
        } catch {
            console.errorLine("tincture: error: \(error)")
            throw ExitCode(73)
        }
        if plans.contains(where: { $0.action == .refuse }) {
            console.errorLine("tincture: \(output) was not written by tincture (no do-not-edit marker); not overwriting it (--force to replace it)")
            throw ExitCode(73)
        }
        let kilobytes = (page.utf8.count + 1023) / 1024
        let verb = plans.first?.action == .unchanged ? "unchanged" : "wrote"
        console.line("\(verb) \(output) (\(kilobytes) KB): open it in a browser")
    }

    /// What the page shows: the audit of `theme` under `policy`, the fixer's proposals for its
    /// errors, and, for an app's folder, how much of its code was read.
    static func input(_ theme: ResolvedTheme, configuration: AuditConfiguration, scan: AppScan?, ignoring entries: [IgnoreEntry] = []) -> ReportInput {
        let audit = AuditRun.audit(theme, configuration: configuration, scan: scan, ignoring: entries)
        let fixes = audit.count(.error) > 0 ? ThemeFixer(FixOptions(audit: configuration)).fix(theme) : nil
        var notes: [String] = []
        if let scan { notes.append("Read \(scan.coverage.summary).") }
        return ReportInput(theme: theme, audit: audit, configuration: configuration, fixes: fixes, notes: notes)
    }
}
