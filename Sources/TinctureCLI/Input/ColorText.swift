import ColorScience

/// Reading and writing colors as text on the command line.
enum ColorText {
    /// Parses any CSS Color 4 color.
    static func parse(_ text: String) throws -> Color {
        try Color(css: text)
    }

    /// Parses two colors from one input: `FG BG` on a line of standard input.
    static func parsePair(_ item: InputItem) throws -> (Color, Color) {
        let words = item.text.colorWords
        guard words.count == 2 else {
            throw InputError(message: "expected two colors separated by a space, found \(words.count)")
        }
        return (try parse(words[0]), try parse(words[1]))
    }

    /// CSS text of a color in its own space.
    static func css(_ color: Color) -> String {
        color.cssString
    }
}
