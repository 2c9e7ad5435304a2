/// How large the text a foreground token colors is, which sets its contrast threshold.
///
/// WCAG 2.x calls text large from 18 pt, or from 14 pt when bold; Apple's guidance treats text
/// up to 17 pt as small enough to need 4.5:1. Written in theme files as `small`, `normal`,
/// `large`, a point size with an optional weight (`17`, `17pt`, `14pt bold`), or a Dynamic Type
/// text style at a size category (`caption2 AX5`).
public enum TextSize: Hashable, Sendable, CustomStringConvertible {
    /// Small print (footnotes, captions, 11–12 pt): the documents ask 7:1.
    case small
    /// Body text: 4.5:1 at AA.
    case normal
    /// Large text (18 pt, or 14 pt bold): 3:1 at AA.
    case large
    /// An exact size in points, bold or not.
    case points(Double, bold: Bool)

    /// Whether WCAG counts it as large text: 18 pt and up, or 14 pt and up when bold.
    public var isLargeText: Bool {
        switch self {
        case .small, .normal: false
        case .large: true
        case .points(let size, let bold): size >= 18 || (bold && size >= 14)
        }
    }

    public var description: String {
        switch self {
        case .small: "small"
        case .normal: "normal"
        case .large: "large"
        case .points(let size, let bold):
            (size == size.rounded() ? String(Int(size)) : String(size)) + "pt" + (bold ? " bold" : "")
        }
    }

    /// Parses the forms above, and a Dynamic Type text style with an optional size category
    /// (`caption2`, `"caption2 AX5"`, `"headline xxxLarge"`: the style's size and weight at that
    /// category, at the default `large` when none is given); nil for anything else.
    public init?(parsing text: String) {
        let styleWords = text.split(separator: " ").map(String.init)
        if let first = styleWords.first, let style = TextStyle(parsing: first), styleWords.count <= 2 {
            guard let category = styleWords.count == 2 ? ContentSizeCategory(parsing: styleWords[1]) : .default else { return nil }
            self.init(style: style, category: category)
            return
        }
        let words = text.lowercased().split(separator: " ").map(String.init)
        switch words {
        case ["small"]: self = .small
        case ["normal"], ["body"], ["regular"]: self = .normal
        case ["large"]: self = .large
        default:
            guard let first = words.first, words.count <= 2 else { return nil }
            let number = first.hasSuffix("pt") ? String(first.dropLast(2)) : first
            guard let size = Double(number), size > 0, size.isFinite else { return nil }
            let bold = words.count == 2
            if bold, !["bold", "semibold", "heavy", "black"].contains(words[1]) { return nil }
            self = .points(size, bold: bold)
        }
    }
}
