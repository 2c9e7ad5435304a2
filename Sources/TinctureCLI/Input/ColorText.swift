import ColorScience

/// Reading and writing colors as text on the command line.
enum ColorText {
    /// Parses any CSS Color 4 color, and the dashed spaces `css(keepingSpace:)` writes.
    static func parse(_ text: String) throws -> Color {
        try Color(css: text)
    }

    /// CSS text of a color in its own space, or in the nearest space CSS names when CSS has no
    /// form for it (HSV as `hwb()`, HCT as `lch()`).
    static func css(_ color: Color) -> String {
        color.cssString
    }

    /// Text of a color in its own space whatever it is: CSS where CSS has a form for the space,
    /// else `color(--hsv …)`, `color(--hct …)`, `color(--lab-d65 …)`, `color(--lch-d65 …)`,
    /// which `parse` reads back.
    static func inOwnSpace(_ color: Color) -> String {
        color.css(CSSSerializationOptions(keepsSpace: true))
    }
}
