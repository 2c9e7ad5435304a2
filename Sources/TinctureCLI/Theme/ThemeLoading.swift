import ArgumentParser
import Foundation
import ThemeModel

/// The exit status for a theme or input file that does not exist (sysexits EX_NOINPUT).
let missingFileExitCode = ExitCode(66)

/// The theme file a command reads when none is named.
let defaultThemeFile = "tincture.yml"

extension Console {
    /// Reads, parses and resolves a theme file, printing every problem on standard error as
    /// `file:line:column: error: …` and exiting 66 when the file is missing, 65 when its data is
    /// bad.
    ///
    /// Besides Tincture theme files it reads whatever ``ThemeInput`` reads: an Xcode asset
    /// catalog, token files of every format Tincture knows, a folder of them. What the reader
    /// noticed is printed too: warnings (a color it could not read) unless `warnings` is off —
    /// the audit reports them as findings — and notes when `notes` is set.
    func loadTheme(_ path: String, options: ThemeInput.Options = ThemeInput.Options(), notes: Bool = false, warnings: Bool = true) throws -> ResolvedTheme {
        do {
            let document = try loadDocument(path, options: options, notes: notes, warnings: warnings)
            return try ResolvedTheme(document)
        } catch {
            report(error)
            throw error.isDataError ? dataErrorExitCode : missingFileExitCode
        }
    }

    /// Reads a document without resolving it, printing its notes as ``loadTheme(_:options:notes:)`` does.
    func loadDocument(_ path: String, options: ThemeInput.Options, notes: Bool, warnings: Bool = true) throws(ThemeErrors) -> ThemeDocument {
        let document = try ThemeInput.document(at: path, options: options)
        report(document.notes.filter { $0.severity == .warning ? warnings : notes })
        if !notes {
            // What was read, and the idiom chosen, are worth a line even when notes are not asked for.
            let format = document.notes.filter { $0.kind == .format }
            let idioms = Set(document.notes.filter { $0.kind == .idiom }.compactMap(\.detail))
            report(format)
            if !idioms.isEmpty {
                errorLine("tincture: note: color sets without one universal color: read their '\(idioms.sorted().joined(separator: "', '"))' entries (--idiom chooses)")
            }
            let rest = document.notes.count(where: { $0.severity == .note && $0.kind != .format && $0.kind != .idiom })
            if rest > 0, document.format != .theme {
                errorLine("tincture: note: \(rest) more note\(rest == 1 ? "" : "s") on what was read and left out: tincture validate \(path) lists them")
            }
        }
        return document
    }

    /// Prints reader notes on standard error: `tincture: warning: place: message`,
    /// `tincture: note: …`.
    func report(_ notes: [ThemeNote]) {
        for note in notes {
            errorLine("tincture: \(note.severity.rawValue): \(note)")
        }
    }

    /// Prints theme errors, one per line, compiler style.
    func report(_ errors: ThemeErrors) {
        for error in errors.errors { errorLine(Self.format(error)) }
        if errors.errors.count > 1 { errorLine("\(errors.errors.count) errors") }
    }

    static func format(_ error: ThemeError) -> String {
        var text = error.location.map { "\($0): error: " } ?? "tincture: error: "
        if error.location == nil, let value = error.value, error.kind == .unreadable || error.kind == .empty {
            return text + "\(value): \(error.message)" + (error.suggestion.map { " (\($0))" } ?? "")
        }
        if let path = error.path { text += "\(path): " }
        text += error.message
        if let value = error.value { text += ": '\(value)'" }
        if let suggestion = error.suggestion { text += " (\(suggestion))" }
        return text
    }
}

/// Splits a command's positional arguments into an optional theme file and the rest, for
/// `tincture resolve [THEME] TOKEN...`: the first argument is the theme when it names an
/// existing file or folder (a catalog, a folder of token files) or ends in `.yml`, `.yaml`,
/// `.json`, `.tokens` or `.xcassets`.
func splitThemeArgument(_ arguments: [String]) -> (theme: String, rest: [String]) {
    guard let first = arguments.first else { return (defaultThemeFile, []) }
    let lowered = first.lowercased()
    let exists = FileManager.default.fileExists(atPath: first)
    if exists || [".yml", ".yaml", ".json", ".tokens", ".xcassets", ".xcassets/"].contains(where: lowered.hasSuffix) {
        return (first, Array(arguments.dropFirst()))
    }
    return (defaultThemeFile, arguments)
}
