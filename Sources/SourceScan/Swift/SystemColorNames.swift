import ThemeModel

/// The system colors code names, mapped to the palette's names.
enum SystemColorNames {
    /// SwiftUI's `Color` statics and hierarchical styles (`.secondary` as a `ShapeStyle` is the
    /// secondary label color).
    static let swiftUI: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel",
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint",
        "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple",
        "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "black": "black", "white": "white", "clear": "clear",
        "background": "systemBackground", "foreground": "label",
    ]

    /// The palette name of `name` written after `type` (`Color`, `UIColor`, `NSColor`, or nil
    /// for an implicit member such as `.label`); nil when it is no system color.
    static func paletteName(_ name: String, type: String?) -> String? {
        switch type {
        case "Color", "SwiftUI.Color":
            return swiftUI[name]
        case "NSColor", "AppKit.NSColor":
            let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            return SystemPalette.color(named: bare, era: .macos) != nil ? bare : nil
        case "UIColor", "UIKit.UIColor", "CGColor":
            return uikit(name)
        default:
            // An implicit member: SwiftUI's names first (`.red` is systemRed in SwiftUI), then
            // UIKit's and AppKit's.
            if let swiftUI = swiftUI[name] { return swiftUI }
            if let uikit = uikit(name) { return uikit }
            let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            return name.hasSuffix("Color") && SystemPalette.color(named: bare, era: .macos) != nil ? bare : nil
        }
    }

    /// UIKit's name as the palette has it (`label`, `systemBlue`, `white`, `lightGray`).
    static func uikit(_ name: String) -> String? {
        guard let color = SystemPalette.color(named: name, era: .ios18), color.platform == .iOS else { return nil }
        return color.name
    }
}
