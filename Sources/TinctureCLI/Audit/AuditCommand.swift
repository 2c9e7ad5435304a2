import ArgumentParser
import Foundation
import SourceScan
import ThemeAudit
import ThemeModel

/// `tincture audit [THEME]`
struct AuditCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check every contrast pair, appearance and color vision of a theme.",
        discussion: """
            Checks declared and inferred foreground/background pairs in all eight appearances of \
            every named theme, under protanopia, deuteranopia, tritanopia and achromatopsia; \
            distinct groups; Increase Contrast and elevation variants; and the documents' lints. \
            With no theme and no tincture.yml in the current directory, audits the built-in \
            example when the output is text to an interactive terminal outside CI, and exits 66 \
            otherwise (CI set, output piped, --format json or sarif); --example audits it \
            anywhere. A folder (an app, a repository) is read as the app it is: its catalogs, \
            token files and Swift sources (see tincture scan). Exit status: 1 when findings reach \
            --fail-on, 3 when nothing was measured (no pair; --allow-empty accepts it), 0 \
            otherwise, 65 for a bad theme, 66 for a missing one.
            """
    )

    @Argument(help: "The theme file (default: tincture.yml; without one, the built-in example in an interactive terminal).")
    var theme: String?

    @Flag(help: "Audit the built-in example (the Try! Swift palette, light and dark, two skins) instead of a theme file.")
    var example = false

    @OptionGroup var input: InputOptions

    @Option(help: "Contrast thresholds: wcag-aa, wcag-aaa or apple (default: the configuration's, else wcag-aa).")
    var policy: ContrastPolicy?

    @OptionGroup var project: ProjectOptions

    @Option(name: .customLong("theme"), help: "Audit only this named theme (default: all).")
    var namedTheme: String?

    /// The name `--theme` had before it was `--theme`, kept for scripts that use it.
    @Option(name: .customLong("theme-name"), help: .hidden)
    var themeNameAlias: String?

    /// The named theme to audit: `--theme`, or its old name `--theme-name`.
    var themeName: String? { namedTheme ?? themeNameAlias }

    @Option(name: .customLong("format"), help: "Output: text, json, sarif or xcode (path:line:column: error: …; the default inside an Xcode build).")
    var requestedFormat: AuditFormat?

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding is at least: error, warning or never (default: the configuration's, else error).")
    var failOn: FailLevel?

    @Flag(name: .customLong("allow-empty"), help: "Exit 0 even when the audit measured no pair (by default it exits 3).")
    var allowEmpty = false

    @Option(help: "Fail only on findings not in this baseline (see --write-baseline); findings in it are counted, not shown.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record this audit's findings as a baseline in FILE (sorted JSON), and exit 0.")
    var writeBaseline: String?

    @Flag(name: .customLong("update-baseline"), help: "Drop the baseline's entries that no longer occur (the baseline --baseline or the configuration names).")
    var updateBaseline = false

    @Option(help: .init("When the audit passes, write FILE (a Swift comment naming what was audited): the output a build system's step needs, as the build-tool plugin's.", visibility: .hidden))
    var stamp: String?

    /// The exit status of an audit that measured nothing (no pair, no component).
    static let nothingMeasuredExitCode = ExitCode(3)

    func validate() throws {
        if example, let theme { throw ValidationError("--example audits the built-in example, so give no theme with it (got '\(theme)')") }
        if let namedTheme, let themeNameAlias, namedTheme != themeNameAlias {
            throw ValidationError("--theme '\(namedTheme)' and --theme-name '\(themeNameAlias)' name different themes; give --theme once")
        }
    }

    func run(console: Console) throws {
        let format = requestedFormat ?? (AuditXcodeReport.isInsideXcode(console.environment) ? .xcode : .text)
        let project = try self.project.load(near: example ? nil : theme, console: console)
        let (resolved, isExample, scan) = try Self.load(theme, example: example, machineReadable: format != .text, options: input.reading,
                                                        console: console, configuration: project)
        if let themeName { try requireTheme(themeName, in: resolved, console: console) }
        var configuration = project.audit(policy: policy)
        configuration.themes = themeName.map { [$0] }
        let failOn = self.failOn ?? project.failOn ?? .error
        var report = AuditRun.audit(resolved, configuration: configuration, scan: scan, ignoring: project.ignore)
        if let writeBaseline {
            try AuditBaseline.write(AuditBaseline(report.findings, folder: AuditBaseline.folder(of: writeBaseline)), to: writeBaseline, console: console)
            console.line("wrote \(writeBaseline): \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") accepted; audit with --baseline \(writeBaseline)")
            return
        }
        if let baseline = baseline ?? project.baselinePath {
            // Entries of files this audit did not read (outside the audited folder, another
            // target's) are neither matched nor fixed.
            let root = scan.map { URL(fileURLWithPath: $0.root).standardizedFileURL.path + "/" }
            try apply(baseline: baseline, to: &report, console: console) { file in
                (root.map { file.hasPrefix($0) } ?? true) && project.reads(file)
            }
        } else if updateBaseline {
            console.errorLine("tincture: error: --update-baseline updates a baseline: give --baseline FILE, or name one in .tincture.yml (baseline: FILE)")
            throw ExitCode(64)
        }
        switch format {
        case .text:
            if isExample, example {
                console.line("Auditing the built-in example (\(BuiltInExample.name)).")
                console.line("Write your own with `tincture init`, or give a theme file: tincture audit path/to/theme.yml")
                console.line()
            } else if isExample {
                console.line("No theme given and no tincture.yml here: auditing the built-in example (\(BuiltInExample.name)).")
                console.line("Write your own with `tincture init`, or give a theme file: tincture audit path/to/theme.yml")
                console.line()
            }
            AuditTextReport(report: report, theme: resolved, console: console).write()
        case .json:
            console.write(AuditJSONReport.encode(report, theme: resolved))
        case .sarif:
            console.write(AuditSARIFReport.encode(report, theme: resolved))
        case .xcode:
            let directory = FileManager.default.currentDirectoryPath
            for line in AuditXcodeReport.diagnostics(report, theme: resolved, currentDirectory: directory) { console.line(line) }
            console.line("tincture: " + AuditTextReport(report: report, theme: resolved, console: console).summary)
        }
        if let scan, format == .text || format == .xcode { console.errorLine("tincture: note: " + Self.coverage(scan.coverage)) }
        let document = resolved.document
        let measuredNothing = report.pairCount == 0 && document.widgets.isEmpty && document.materials.isEmpty && document.glass.isEmpty && document.neumorphic.isEmpty
        if report.fails(at: failOn.severity) { throw ExitCode(1) }
        if measuredNothing, !allowEmpty {
            console.errorLine("tincture: error: nothing was measured: no foreground/background pair was declared, inferred from names, or found in code, "
                + "so this audit proves nothing. Declare pairs in a theme file (contrast: - foreground: text.primary, background: surface), "
                + "name colors by role (TextPrimary, CardBackground), or point tincture at the app's folder so its Swift code is read; "
                + "--allow-empty accepts an empty audit")
            throw Self.nothingMeasuredExitCode
        }
        if let stamp { try writeStamp(stamp, report: report, console: console) }
    }

    /// The build step's output: rewritten on every pass (its time is what the build compares
    /// with the inputs'), a Swift file holding only a comment, so a target compiles it as is.
    private func writeStamp(_ path: String, report: AuditReport, console: Console) throws {
        let audited = theme.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "the built-in example"
        let count = report.findings.count
        let text = "// tincture audit passed on \(audited): \(count) finding\(count == 1 ? "" : "s") shown, none failing. Written by the build; not code.\n"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            console.errorLine("tincture: error: \(path): could not write the stamp (\(error.localizedDescription))")
            throw ExitCode(73)
        }
    }

    /// Leaves out the findings the baseline accepts, says which of its entries no longer occur,
    /// and with `--update-baseline` drops those from the file.
    private func apply(baseline path: String, to report: inout AuditReport, console: Console, read: (String) -> Bool) throws {
        let accepted: AuditBaseline
        do {
            accepted = try AuditBaseline.read(path)
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            console.errorLine("tincture: error: \(path): " + (exists ? "not a baseline tincture wrote (\(error))" : "no such baseline (write one with --write-baseline)"))
            throw exists ? dataErrorExitCode : missingFileExitCode
        }
        let (new, known, fixed) = accepted.split(report.findings, folder: AuditBaseline.folder(of: path), read: read)
        report.findings = new
        report.baselined = known.count
        guard !fixed.isEmpty else { return }
        let count = fixed.reduce(0) { $0 + $1.count }
        if updateBaseline {
            try AuditBaseline.write(accepted.dropping(fixed), to: path, console: console)
            console.errorLine("tincture: note: \(count) baseline finding\(count == 1 ? "" : "s") no longer occur\(count == 1 ? "s" : ""): dropped from \(path)")
        } else {
            console.errorLine("tincture: note: \(count) baseline finding\(count == 1 ? "" : "s") no longer occur\(count == 1 ? "s" : "") (fixed); --update-baseline drops \(count == 1 ? "it" : "them"):")
            for entry in fixed.prefix(20) {
                console.errorLine("  \(entry.file)\(entry.declaration.map { " \($0)" } ?? ""): \(entry.rule) \(entry.token)\(entry.other.map { " on \($0)" } ?? "")")
            }
        }
    }

    static func coverage(_ c: AppScan.Coverage) -> String {
        "read \(c.summary) (tincture scan lists them)"
    }

    /// Which theme `audit` checks: the built-in example when `example` asks for it, else the
    /// one named, else `tincture.yml` when it exists (`defaultExists`), else the built-in
    /// example where it may stand in (`exampleMayStandIn`: see
    /// ``BuiltInExample/mayStandIn(requested:machineReadable:console:)``), else none: the
    /// theme is missing.
    enum AuditedTheme: Equatable {
        case file(String)
        case builtInExample
        case missing
    }

    static func auditedTheme(named theme: String?, defaultExists: Bool, example: Bool, exampleMayStandIn: Bool) -> AuditedTheme {
        if example { return .builtInExample }
        if let theme { return .file(theme) }
        if defaultExists { return .file(defaultThemeFile) }
        return exampleMayStandIn ? .builtInExample : .missing
    }

    /// The named theme (an app's folder is scanned), else `tincture.yml` when it exists, else
    /// the built-in example where it may stand in; else exits 66 as `validate` does. `report`
    /// reads what it shows the same way.
    static func load(_ theme: String?, example: Bool, machineReadable: Bool, options: ThemeInput.Options, console: Console,
                     configuration: ProjectConfiguration = ProjectConfiguration()) throws -> (ResolvedTheme, isExample: Bool, scan: AppScan?) {
        let choice = auditedTheme(
            named: theme, defaultExists: FileManager.default.fileExists(atPath: defaultThemeFile), example: example,
            exampleMayStandIn: BuiltInExample.mayStandIn(requested: example, machineReadable: machineReadable, console: console))
        if choice == .missing {
            return (try BuiltInExample.missingTheme(console: console, options: options), false, nil)
        }
        if case .file(let path) = choice {
            if AppScanLoading.isAppFolder(path) {
                var scan = try AppScanLoading.scan(path, options: options, console: console, configuration: configuration)
                if let era = configuration.system { scan.document.systemEra = era }
                do {
                    return (try ResolvedTheme(scan.document), false, scan)
                } catch {
                    console.report(error)
                    throw dataErrorExitCode
                }
            }
            return (try console.loadTheme(path, options: options, warnings: false), false, nil)
        }
        do {
            return (try ResolvedTheme(yaml: BuiltInExample.text, file: BuiltInExample.fileName), true, nil)
        } catch {
            console.report(error)
            throw dataErrorExitCode
        }
    }
}

/// How `tincture audit` prints its report.
enum AuditFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, sarif, xcode
}

/// The least severity that fails the audit.
enum FailLevel: String, ExpressibleByArgument, CaseIterable, Sendable {
    case error, warning, never

    var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .never: nil
        }
    }
}

extension ContrastPolicy: ExpressibleByArgument {}
