import ColorScience
import ThemeAudit
import ThemeModel

/// Apple's text styles at their Dynamic Type sizes — the smallest category, the default, the
/// largest and the largest accessibility size — each drawn at its point size, weight, leading
/// and SF tracking, with those figures. Shown when the theme sizes its text (a token's `size`,
/// a font read from code), since sizes set the contrast text needs.
struct TypeSpecimen {
    struct Row {
        var name: String
        var cells: [Cell]
    }

    struct Cell {
        var css: String
        var figures: String
        var small: Bool
    }

    static let categories: [ContentSizeCategory] = [.xSmall, .large, .xxxLarge, .accessibility5]

    var columns: [String]
    var rows: [Row]

    init() {
        columns = Self.categories.map { $0 == .large ? "\($0.rawValue) (default)" : $0.rawValue }
        rows = TextStyle.allCases.map { style in
            Row(name: style.rawValue, cells: Self.categories.map { category in
                let metrics = DynamicType.metrics(style, category)
                let weight = switch metrics.weight {
                case .regular: 400
                case .semibold: 600
                case .bold: 700
                }
                let figure = { (value: Double) in ContrastRatioFormat.figure((value * 100).rounded() / 100) }
                return Cell(css: "font-size:\(figure(metrics.size))px;line-height:\(figure(metrics.leading))px;font-weight:\(weight);"
                                + "letter-spacing:\(figure(metrics.tracking))px",
                            figures: "\(figure(metrics.size)) pt · \(metrics.weight.rawValue) · leading \(figure(metrics.leading)) · tracking \(figure(metrics.tracking))",
                            small: metrics.isBelowMinimum)
            })
        }
    }

    /// Whether a theme's text has sizes worth showing beside these: a token's or a pair's.
    static func applies(to theme: ResolvedTheme, pairs: [ContrastPair]) -> Bool {
        theme.tokens.contains { $0.size != nil } || pairs.contains { $0.size != nil }
    }
}
