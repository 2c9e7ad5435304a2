/// Something a reader noticed that does not stop it: a value read in an older form, an entry
/// left out, a color set that could not be read while the rest of the catalog was. Commands
/// print notes on standard error; the audit reports warnings about colors it could not check as
/// findings at their place.
public struct ThemeNote: Hashable, Sendable, CustomStringConvertible {
    /// What kind of note, with a stable id (`legacy-color-string`, `unreadable-color`, …).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Which format a file was read as.
        case format
        /// A DTCG draft's CSS color string, read as the 2025.10 object it stands for.
        case legacyColorString = "legacy-color-string"
        /// An entry or part of a file left out on purpose (another idiom, a gamut, an
        /// appearance a catalog can hold but the audit does not model).
        case skipped
        /// A color defined again in another file of the same set (a second catalog of an app
        /// with several targets): the first one read is kept.
        case duplicateName = "duplicate-name"
        /// Code of a type nothing in the app names (dead code): its pairs are left out.
        case unusedType = "unused-type"
        /// Which idiom of a color set with several (or only another) was read; the idiom is
        /// the note's ``ThemeNote/detail``.
        case idiom
        /// A color set whose entries hold no color (Xcode's template `AccentColor`): the
        /// system default applies.
        case noColor = "no-color"
        /// A color that could not be read; the rest of the file was.
        case unreadableColor = "unreadable-color"
        /// A reference to a system color Tincture does not know.
        case unknownSystemColor = "unknown-system-color"
        /// A name changed to one a theme file can hold.
        case renamed
        /// A reference into tokens the files read do not define.
        case unresolvedReference = "unresolved-reference"
        /// A reference resolved in a token set the theme does not select (Tokens Studio's
        /// fallback).
        case fallbackReference = "fallback-reference"
        /// A color written as components in code rather than taken from a catalog or token.
        case hardCodedColor = "hard-coded-color"
        /// Code names an asset color no catalog has (`Color("Typo")`: clear at run time).
        case unknownColorName = "unknown-color-name"
        /// A color in code that reading cannot work out (computed at run time, or a constant
        /// not found in the sources).
        case runTimeColor = "run-time-color"
        /// A theme, token set or construct of a token format that Tincture reads only in part.
        case unsupported
    }

    public enum Severity: String, Hashable, Sendable {
        /// Worth knowing; nothing was lost.
        case note
        /// A color was left out: what it colors goes unchecked.
        case warning
    }

    public var kind: Kind
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// The token concerned, if any.
    public var path: String?
    public var suggestion: String?
    /// A value the note is about, for tools to read without parsing the message (the idiom of
    /// an ``Kind/idiom`` note).
    public var detail: String?

    /// A note (severity ``Severity/note``).
    public init(_ kind: Kind, _ message: String, at location: SourceLocation?, path: String? = nil, suggestion: String? = nil) {
        self.init(kind, .note, message, at: location, path: path, suggestion: suggestion)
    }

    public init(_ kind: Kind, _ severity: Severity, _ message: String, at location: SourceLocation?,
                path: String? = nil, suggestion: String? = nil) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.location = location
        self.path = path
        self.suggestion = suggestion
    }

    /// `file:line:column: path: message (suggestion)`.
    public var description: String {
        ThemeError.describe(location: location, path: path, message: message, value: nil, suggestion: suggestion)
    }

    /// A read error kept as a warning: the color it concerns is left out, the rest is read.
    public init(_ kind: Kind, error: ThemeError) {
        self.init(kind, .warning, error.message + (error.value.map { ": '\($0)'" } ?? ""), at: error.location,
                  path: error.path, suggestion: error.suggestion)
    }
}
