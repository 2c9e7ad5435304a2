import ThemeModel

extension AuditRule {
    /// A color the reader could not read, so nothing it colors is checked.
    public static let unreadableColor = AuditRule(
        id: "unreadable-color", name: "Color that cannot be read", severity: .error,
        help: "A color set, token or alias the audit could not read (bad JSON, a component out of range, an alias to a token no file defines): what it colors is not checked. The rest of the file was read and audited.",
        manualFix: "fix the color where it is defined (the message says what is wrong), or give the files that define what it refers to")

    /// A system color name the reader does not know.
    public static let unknownSystemColor = AuditRule(
        id: "unknown-system-color", name: "Unknown system color", severity: .error,
        help: "An asset catalog refers to a system color Tincture does not know (UIKit's and AppKit's are built in): a misspelling, or a name this version lacks. What it colors is not checked.",
        manualFix: "pick the system color in Xcode's color set inspector again, or use the suggested name")

    /// A color written as components in code.
    public static let hardCodedColor = AuditRule(
        id: "hard-coded-color", name: "Color written in code", severity: .warning,
        help: "A color written as components in Swift (UIColor(red:green:blue:alpha:), Color(hex:), #colorLiteral) instead of taken from the asset catalog or token set: it has no dark or increased-contrast variant and drifts from the palette. The finding names the nearest catalog or token color when one is within ΔEOK 0.02.",
        manualFix: "use the suggested catalog or token color, or add one for it")

    /// An asset name no catalog has.
    public static let unknownColorName = AuditRule(
        id: "unknown-color-name", name: "Color name no catalog has", severity: .error,
        help: "Code names an asset color (Color(\"Name\"), UIColor(named:)) that no asset catalog of the app holds: at run time the view shows no color (SwiftUI logs an error, UIColor(named:) returns nil).",
        manualFix: "fix the name (the finding suggests the nearest) or add the color set")

    /// The rules that report what reading left out or found in code, in report order.
    static let input: [AuditRule] = [.unreadableColor, .unknownSystemColor, .unknownColorName, .hardCodedColor]
}

extension AuditContext {
    /// What a finding without a token is about: the color set (`Brand.colorset/Contents.json` →
    /// `Brand`) or the file's name.
    static func inputName(_ file: String?) -> String {
        let parts = (file ?? "input").split(separator: "/").map(String.init)
        if parts.last == "Contents.json", let set = parts.dropLast().last, let dot = set.lastIndex(of: ".") {
            return String(set[..<dot])
        }
        return parts.last ?? "input"
    }

    /// A finding for each color the reader left out with a warning, at its place.
    mutating func auditInput() {
        for note in theme.document.notes where note.severity == .warning && note.kind != .runTimeColor {
            let rule: AuditRule = switch note.kind {
            case .unknownSystemColor: .unknownSystemColor
            case .unknownColorName: .unknownColorName
            case .hardCodedColor: .hardCodedColor
            default: .unreadableColor
            }
            let token = note.path.flatMap(TokenPath.init(parsing:)) ?? TokenPath([Self.inputName(note.location?.file)])
            add(Finding(rule: rule, theme: ThemeDocument.defaultThemeName, token: token,
                        message: note.message + (note.suggestion.map { " (\($0))" } ?? ""),
                        location: note.location ?? SourceLocation(file: theme.document.file, line: 0, column: 0)))
        }
    }
}
