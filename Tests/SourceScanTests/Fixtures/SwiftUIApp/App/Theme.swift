import SwiftUI

extension Color {
    static let cardBackground = Color("CardBackground")
    static let brandOrange = Color("Brand")
}

enum Palette {
    static let primaryText = Color("TextPrimary")
}

enum Theme {
    enum Text {
        static let main = Palette.primaryText
        static let subtle = Color("SubtleText")
    }
}

/// A function of an app type that picks a color: inlined at each call, its bare names the type's.
enum CellBackground {
    private static let normal = Color("CardBackground")
    private static let selected = Color("Brand")
    static func color(isHovering: Bool, isSelected: Bool = false) -> Color {
        #if os(macOS)
        isSelected ? selected : .clear
        #else
        isHovering || isSelected ? selected : normal
        #endif
    }
}
