import ColorScience

/// Reading and writing colors as text on the command line.
enum ColorText {
    /// Parses any CSS Color 4 color.
    static func parse(_ text: String) throws -> Color {
        try Color(css: text)
    }

    /// CSS text of a color in its own space.
    static func css(_ color: Color) -> String {
        color.cssString
    }
}
