import ArgumentParser
import ColorScience
import Foundation
import ThemeAudit
import ThemeModel

/// `tincture fix [THEME]`
struct FixCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Propose the smallest color changes that make a theme pass its audit.",
        discussion: """
            For each failing token and appearance, finds the color nearest the original (ΔEOK) \
            that passes every error-severity check on that value at once: OKLCH lightness moves, \
            hue and alpha stay, chroma drops only where the gamut forces it, and contrast keeps a \
            margin so the written hex passes. Prints the changes as a diff; --write edits the file \
            in place (only the changed colors; comments and layout stay). Exit status: 0 when \
            everything can be fixed, 1 when something cannot (the reason is printed), 65 for a bad \
            theme, 66 for a missing one.
            """
    )

    @Argument(help: "The theme file, asset catalog, token file or app folder (default: tincture.yml; without one, the built-in example in an interactive terminal, never written).")
    var theme: String?

    @OptionGroup var input: InputOptions

    @Flag(help: "Edit the theme file in place (atomically).")
    var write = false

    @Flag(help: "Fix the built-in example (the Try! Swift palette; never written) instead of a theme file.")
    var example = false

    @Option(help: "The gamut new colors stay in: srgb or display-p3 (p3).")
    var gamut: FixGamut = .srgb

    @Option(help: "Contrast thresholds: wcag-aa, wcag-aaa or apple (default: the configuration's, else wcag-aa).")
    var policy: ContrastPolicy?

    @OptionGroup var project: ProjectOptions

    @Option(help: "Also add missing variants: increased-contrast (light+increased and dark+increased values).")
    var derive: DeriveKind?

    // Unconditional, so that `--contrast-target -1` is read as a number (and refused as out of range).
    @Option(name: .customLong("contrast-target"), parsing: .unconditional,
            help: "The contrast derived Increase Contrast values of text reach (other foregrounds: at most 4.5).")
    var target: Double = 7

    @Option(help: "When a failing token refers to a palette color other tokens share: token (give the token values of its own) or palette (move the shared color, and every token with it).")
    var move: FixMoveOption = .token

    @Flag(help: "Let the fixer replace references to Apple's system colors with literals (by default the other side of the pair moves).")
    var allowSystemOverride = false

    @Option(help: "Output: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        guard target >= 1, target <= 21 else {
            throw ValidationError("--contrast-target \(NumberText.string(target)) is out of range: it takes a WCAG ratio between 1 and 21")
        }
        if let name = project.target, Double(name) != nil {
            throw ValidationError("--target names a target of the configuration; for the contrast derived values reach, give --contrast-target \(name)")
        }
        if example, let theme { throw ValidationError("--example fixes the built-in example, so give no theme with it (got '\(theme)')") }
    }

    /// What `fix` reads: a theme file it edits line by line, the built-in example (never
    /// written), or colors that live elsewhere — an asset catalog, token files, an app's folder —
    /// edited in place where each color is defined.
    enum Source {
        case example
        case themeFile(path: String, snapshot: ThemeFileSnapshot)
        case files(path: String, swiftFiles: [String])
    }

    func run(console: Console) throws {
        let project = try self.project.load(near: example ? nil : theme, console: console)
        let (source, resolved) = try load(console: console, configuration: project)
        let options = FixOptions(audit: project.audit(policy: policy), gamut: gamut.gamut,
                                 deriveIncreasedContrast: derive == .increasedContrast, increasedContrastTarget: target,
                                 allowSystemOverride: allowSystemOverride, move: move.move)
        let result = ThemeFixer(options).fix(resolved)
        let file = resolved.document.file
        let changed: Int, diff: String, check: Check
        var written = false
        var byHand: [FixFileEdits.Manual] = []
        switch source {
        case .example, .themeFile:
            let snapshot: ThemeFileSnapshot? = if case .themeFile(_, let snapshot) = source { snapshot } else { nil }
            let editor = ThemeFileEditor(text: snapshot?.text ?? BuiltInExample.text, document: resolved.document)
            let changes: [ThemeFileEditor.LineChange]
            do {
                changes = try editor.changes(for: result.proposals)
            } catch {
                console.errorLine("tincture: error: \(error.description)")
                throw ExitCode(1)
            }
            let newText = editor.applying(changes)
            check = Self.verify(newText, file: file, options: options)
            diff = UnifiedDiff.render(old: editor.lines, changes: changes, oldName: file, newName: file + " (fixed)")
            changed = changes.isEmpty ? 0 : 1
            if write, case .themeFile(let path, let snapshot) = source, !changes.isEmpty {
                guard check.parses else {
                    console.errorLine("tincture: error: the edited file would not load, so nothing was written: \(check.problem ?? "")")
                    throw ExitCode(1)
                }
                // Only over the bytes that were read: an edit saved meanwhile is kept.
                try Self.write(snapshot.encoding(newText), to: path, expecting: snapshot.bytes, console: console)
                written = true
            }
        case .files(_, let swiftFiles):
            let edits: FixFileEdits
            do {
                edits = try FixFileEdits(result: result, original: resolved, reading: input.reading, swiftFiles: swiftFiles)
            } catch {
                console.errorLine("tincture: error: \(error.description)")
                throw ExitCode(1)
            }
            let errors = result.report.count(.error)
            let manual = edits.manual.count
            check = Check(parses: true, passes: errors == 0 && manual == 0, errors: errors,
                          problem: errors > 0 ? "\(errors) error\(errors == 1 ? "" : "s") remain (tincture audit shows them)"
                            : manual > 0 ? "the audit passes once the \(manual) color\(manual == 1 ? "" : "s") in code above \(manual == 1 ? "is" : "are") changed by hand" : nil)
            diff = edits.edits.map(\.diff).joined() + Self.manualText(edits.manual)
            byHand = edits.manual
            changed = edits.edits.count + (edits.manual.isEmpty ? 0 : 1)
            if write {
                for edit in edits.edits {
                    try Self.write(edit.snapshot.encoding(edit.newText), to: edit.path, expecting: edit.bytes, console: console)
                }
                written = !edits.edits.isEmpty
            }
        }
        switch format {
        case .text:
            if case .example = source {
                console.line("No theme given and no tincture.yml here: fixing the built-in example (\(BuiltInExample.name)).")
                if write { console.line("The built-in example is not a file, so --write writes nothing; the changes are shown below.") }
                console.line()
            }
            FixTextReport(result: result, file: file, options: options, console: console).write()
            if changed > 0 {
                console.line()
                if written {
                    let files: String
                    if case .files = source { files = "\(changed) file\(changed == 1 ? "" : "s")" } else { files = file }
                    console.line("Wrote \(result.proposals.count) change\(result.proposals.count == 1 ? "" : "s") to \(files).")
                } else {
                    console.write(diff)
                    if case .example = source {} else { console.line("Run again with --write to apply.") }
                }
            }
            if changed > 0, let problem = check.problem { console.line("After the changes: \(problem)") }
        case .json:
            console.write(FixJSONReport.encode(result, file: file, diff: diff, written: written, after: check, byHand: byHand))
        }
        if !result.failures.isEmpty || !check.passes { throw ExitCode(1) }
    }

    /// The colors to change by hand, in code Tincture does not edit.
    static func manualText(_ manual: [FixFileEdits.Manual]) -> String {
        guard !manual.isEmpty else { return "" }
        var text = "Change by hand (colors written in code):\n"
        for entry in manual {
            text += "  \(entry.location)  \(entry.condition == .any ? "" : entry.condition.name + " ")\(entry.old) → \(entry.new)"
            if let suggestion = entry.suggestion { text += "  (or use \(suggestion), which has that color)" }
            text += "\n"
        }
        return text
    }

    /// Writes `bytes` over `path` only if it still holds `expected` (an edit saved meanwhile is kept).
    static func write(_ bytes: [UInt8], to path: String, expecting expected: [UInt8], console: Console) throws {
        do {
            try FileWriter.write(bytes, to: path, expecting: .contents(expected))
        } catch {
            console.errorLine("tincture: error: \(error.description)")
            throw ExitCode(1)
        }
    }

    /// The named theme, folder or catalog, else `tincture.yml`, else the built-in example.
    ///
    /// A theme file's bytes are read before the theme is loaded, and are what the write expects
    /// to find: if the file changes in between, or later, the write refuses.
    private func load(console: Console, configuration: ProjectConfiguration) throws -> (Source, ResolvedTheme) {
        let path = example ? nil : theme ?? (FileManager.default.fileExists(atPath: defaultThemeFile) ? defaultThemeFile : nil)
        guard let path else {
            // The example stands in only where a person is watching, or when asked for.
            guard BuiltInExample.mayStandIn(requested: example, machineReadable: format != .text, console: console) else {
                _ = try BuiltInExample.missingTheme(console: console, options: input.reading)
                return try load(console: console, configuration: configuration)  // tincture.yml appeared meanwhile
            }
            do {
                return (.example, try ResolvedTheme(yaml: BuiltInExample.text, file: BuiltInExample.fileName))
            } catch {
                console.report(error)
                throw dataErrorExitCode
            }
        }
        if AppScanLoading.isAppFolder(path) {
            let scan = try AppScanLoading.scan(path, options: input.reading, console: console, configuration: configuration)
            do {
                return (.files(path: path, swiftFiles: scan.files.map(\.file)), try ResolvedTheme(scan.document))
            } catch {
                console.report(error)
                throw dataErrorExitCode
            }
        }
        let bytes = FileManager.default.contents(atPath: path)
        let resolved = try console.loadTheme(path, options: input.reading, warnings: false)
        guard resolved.document.format == .theme else { return (.files(path: path, swiftFiles: []), resolved) }
        guard let bytes else {
            console.errorLine("tincture: error: \(path) could not be read (was it being saved?); run the command again")
            throw ExitCode(1)
        }
        do {
            return (.themeFile(path: path, snapshot: try ThemeFileSnapshot(bytes: Array(bytes), file: path)), resolved)
        } catch {
            console.report(error)
            throw error.isDataError ? dataErrorExitCode : missingFileExitCode
        }
    }

    /// Whether the edited text loads and passes the audit.
    struct Check {
        var parses: Bool
        var passes: Bool
        var errors: Int
        var problem: String?
    }

    static func verify(_ text: String, file: String, options: FixOptions) -> Check {
        do {
            let theme = try ResolvedTheme(yaml: text, file: file)
            let errors = Auditor(options.audit).audit(theme).count(.error)
            return Check(parses: true, passes: errors == 0, errors: errors,
                         problem: errors == 0 ? nil : "\(errors) error\(errors == 1 ? "" : "s") remain (tincture audit shows them)")
        } catch {
            return Check(parses: false, passes: false, errors: 0, problem: error.description)
        }
    }
}

/// `--gamut`: `srgb` or `display-p3` (`p3`).
enum FixGamut: String, ExpressibleByArgument, CaseIterable, Sendable {
    case srgb
    case displayP3 = "display-p3"

    init?(argument: String) {
        switch Gamut(name: argument) {
        case .srgb?: self = .srgb
        case .displayP3?: self = .displayP3
        default: return nil
        }
    }

    var gamut: Gamut { self == .srgb ? .srgb : .displayP3 }
}

/// `--move`.
enum FixMoveOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case token
    case palette

    var move: FixMove { self == .token ? .token : .palette }
}

/// `--derive`.
enum DeriveKind: String, ExpressibleByArgument, CaseIterable, Sendable {
    case increasedContrast = "increased-contrast"
}
