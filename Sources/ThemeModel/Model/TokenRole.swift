/// What a token colors, which decides the checks it takes part in.
///
/// Foreground roles (text, icon, tint, border, separator) are drawn on background roles
/// (background, fill). A token without an explicit `role` takes one from its group's name
/// (``inferred(from:)``).
public enum TokenRole: String, Hashable, Sendable, CaseIterable {
    case text, icon, tint, border, separator, background, fill, shadow, other

    /// Drawn on top of something: text, icons, tints, borders and separators.
    public var isForeground: Bool {
        switch self {
        case .text, .icon, .tint, .border, .separator: true
        case .background, .fill, .shadow, .other: false
        }
    }

    /// Something is drawn on it: backgrounds and fills.
    public var isBackground: Bool { self == .background || self == .fill }

    /// The role a group name implies: `text`, `label`, `foreground` → text; `icon`, `glyph`,
    /// `symbol` → icon; `tint`, `accent`, `brand`, `link` → tint; `border`, `outline`, `stroke` →
    /// border; `separator`, `divider` → separator; `background`, `surface` → background; `fill` →
    /// fill; `shadow` → shadow. Plurals count too. Anything else is nil.
    public static func inferred(from group: String) -> TokenRole? {
        var word = group.lowercased()
        if word.hasSuffix("s"), word.count > 3 { word.removeLast() }
        switch word {
        case "text", "label", "foreground": return .text
        case "icon", "glyph", "symbol": return .icon
        case "tint", "accent", "brand", "link": return .tint
        case "border", "outline", "stroke": return .border
        case "separator", "divider": return .separator
        case "background", "surface", "backdrop": return .background
        case "fill": return .fill
        case "shadow": return .shadow
        default: return nil
        }
    }

    /// The role a token's own name implies, as apps name colors in flat catalogs and token
    /// files: its words (split at `-`, `_`, spaces and case changes) read from the last, the
    /// first that names a role deciding — `TextPrimary`, `primaryText`, `title-color` → text,
    /// `cardBackground`, `surface-2` → background, `textBackground` → background. `title`,
    /// `heading`, `caption` and `body` mean text too, and `card`, `container`, `page` and
    /// `canvas` background; `onPrimary`, `on-surface` (Material's names for what is drawn on
    /// a color) are text. Nil when no word names a role.
    public static func inferred(fromName name: String) -> TokenRole? {
        let words = nameWords(name)
        if words.count > 1, words[0] == "on" { return .text }
        for word in words.reversed() {
            if let role = inferred(from: word) { return role }
            switch word {
            case "title", "heading", "headline", "caption", "body", "subtitle", "placeholder": return .text
            case "card", "container", "page", "canvas", "bg", "sheet": return .background
            default: continue
            }
        }
        return nil
    }

    /// Lowercased words of a name: split at anything but letters (digits too, with
    /// `keepingDigits`) and at lower-to-upper case changes (`onPrimary` → `on`, `primary`).
    public static func nameWords(_ name: String, keepingDigits: Bool = false) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            guard character.isLetter || keepingDigits && character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
