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
}
