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
    /// Besides Tincture theme files it reads what `tincture import` reads: an Xcode asset
    /// catalog (`.xcassets` folder), a DTCG resolver (`.resolver.json`) or token file
    /// (`.tokens.json`, `.tokens`).
    func loadTheme(_ path: String) throws -> ResolvedTheme {
        do {
            return try ResolvedTheme(ThemeSourceKind(path).document(at: path))
        } catch {
            report(error)
            throw error.isDataError ? dataErrorExitCode : missingFileExitCode
        }
    }

    /// Prints theme errors, one per line, compiler style.
    func report(_ errors: ThemeErrors) {
        for error in errors.errors { errorLine(Self.format(error)) }
        if errors.errors.count > 1 { errorLine("\(errors.errors.count) errors") }
    }

    static func format(_ error: ThemeError) -> String {
        var text = error.location.map { "\($0): error: " } ?? "tincture: error: "
        if error.location == nil, let value = error.value, error.kind == .unreadable {
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
/// existing file or ends in `.yml`, `.yaml` or `.json`.
func splitThemeArgument(_ arguments: [String]) -> (theme: String, rest: [String]) {
    guard let first = arguments.first else { return (defaultThemeFile, []) }
    let lowered = first.lowercased()
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory) && !isDirectory.boolValue
    if exists || [".yml", ".yaml", ".json"].contains(where: lowered.hasSuffix) {
        return (first, Array(arguments.dropFirst()))
    }
    return (defaultThemeFile, arguments)
}
