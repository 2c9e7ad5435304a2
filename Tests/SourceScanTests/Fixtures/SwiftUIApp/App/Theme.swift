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
