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

    @Argument(help: "The theme file (default: tincture.yml, else the built-in example, which is never written).")
    var theme: String?

    @Flag(help: "Edit the theme file in place (atomically).")
    var write = false

    @Option(help: "The gamut new colors stay in: srgb or display-p3.")
    var gamut: FixGamut = .srgb

    @Option(help: "Contrast thresholds: wcag-aa, wcag-aaa or apple.")
    var policy: ContrastPolicy = .wcagAA

    @Option(help: "Also add missing variants: increased-contrast (light+increased and dark+increased values).")
    var derive: DeriveKind?

    @Option(help: "The contrast derived Increase Contrast values of text reach (other foregrounds: at most 4.5).")
    var target: Double = 7

    @Option(help: "When a failing token refers to a palette color other tokens share: token (give the token values of its own) or palette (move the shared color, and every token with it).")
    var move: FixMoveOption = .token

    @Flag(help: "Let the fixer replace references to Apple's system colors with literals (by default the other side of the pair moves).")
    var allowSystemOverride = false

    @Option(help: "Output: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        guard target >= 1, target <= 21 else { throw ValidationError("--target takes a WCAG ratio between 1 and 21") }
    }

    func run(console: Console) throws {
        let (path, snapshot, resolved) = try load(console: console)
        let text = snapshot?.text ?? BuiltInExample.text
        let options = FixOptions(audit: AuditConfiguration(policy: policy), gamut: gamut.gamut,
                                 deriveIncreasedContrast: derive == .increasedContrast, increasedContrastTarget: target,
                                 allowSystemOverride: allowSystemOverride, move: move.move)
        let result = ThemeFixer(options).fix(resolved)
        let editor = ThemeFileEditor(text: text, document: resolved.document)
        let changes: [ThemeFileEditor.LineChange]
        do {
            changes = try editor.changes(for: result.proposals)
        } catch {
            console.errorLine("tincture: error: \(error.description)")
            throw ExitCode(1)
        }
        let newText = editor.applying(changes)
        let check = Self.verify(newText, file: resolved.document.file, options: options)
        let diff = UnifiedDiff.render(old: editor.lines, changes: changes, oldName: resolved.document.file,
                                      newName: resolved.document.file + " (fixed)")
        var written = false
        if write, let path, let snapshot, !changes.isEmpty {
            guard check.parses else {
                console.errorLine("tincture: error: the edited file would not load, so nothing was written: \(check.problem ?? "")")
                throw ExitCode(1)
            }
            do {
                // Only over the bytes that were read: an edit saved meanwhile is kept.
                try FileWriter.write(snapshot.encoding(newText), to: path, expecting: .contents(snapshot.bytes))
                written = true
            } catch {
                console.errorLine("tincture: error: \(error.description)")
                throw ExitCode(1)
            }
        }
        switch format {
        case .text:
            if path == nil {
                console.line("No theme given and no tincture.yml here: fixing the built-in example (\(BuiltInExample.name)).")
                if write { console.line("The built-in example is not a file, so --write writes nothing; the changes are shown below.") }
                console.line()
            }
            FixTextReport(result: result, file: resolved.document.file, options: options, console: console).write()
            if !changes.isEmpty {
                console.line()
                if written {
                    console.line("Wrote \(result.proposals.count) change\(result.proposals.count == 1 ? "" : "s") to \(resolved.document.file).")
                } else {
                    console.write(diff)
                    if path != nil { console.line("Run again with --write to apply.") }
                }
            }
            if !changes.isEmpty, let problem = check.problem { console.line("After the changes: \(problem)") }
        case .json:
            console.write(FixJSONReport.encode(result, file: resolved.document.file, diff: diff, written: written, after: check))
        }
        if !result.failures.isEmpty || !check.passes { throw ExitCode(1) }
    }

    /// The named theme, else `tincture.yml`, else the built-in example (path and snapshot nil).
    ///
    /// The file's bytes are read before the theme is loaded, and are what the write expects to
    /// find: if the file changes in between, or later, the write refuses.
    private func load(console: Console) throws -> (path: String?, snapshot: ThemeFileSnapshot?, theme: ResolvedTheme) {
        let path = theme ?? (FileManager.default.fileExists(atPath: defaultThemeFile) ? defaultThemeFile : nil)
        guard let path else {
            do {
                return (nil, nil, try ResolvedTheme(yaml: BuiltInExample.text, file: BuiltInExample.fileName))
            } catch {
                console.report(error)
                throw dataErrorExitCode
            }
        }
        let bytes = FileManager.default.contents(atPath: path)
        let resolved = try console.loadTheme(path)
        guard resolved.document.format == .theme else {
            console.errorLine("tincture: error: '\(path)' is \(resolved.document.format.displayName); fix edits Tincture theme files, and cannot yet edit one in place "
                + "(import it first: tincture import \(path) --output theme.yml, then tincture fix theme.yml)")
            throw ExitCode(64)
        }
        guard let bytes else {
            console.errorLine("tincture: error: \(path) could not be read (was it being saved?); run the command again")
            throw ExitCode(1)
        }
        do {
            return (path, try ThemeFileSnapshot(bytes: Array(bytes), file: path), resolved)
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

/// `--gamut`.
enum FixGamut: String, ExpressibleByArgument, CaseIterable, Sendable {
    case srgb
    case displayP3 = "display-p3"

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
