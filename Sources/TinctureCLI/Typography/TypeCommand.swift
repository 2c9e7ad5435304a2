import ArgumentParser
import ColorScience
import ThemeModel

/// `tincture type STYLE... [--category C] [--emphasized]`
struct TypeCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Show a Dynamic Type text style's size, leading, weight and tracking at a text size.",
        discussion: """
            STYLE is one of largeTitle, title1, title2, title3, headline, body, callout, \
            subheadline, footnote, caption1, caption2. --category takes SwiftUI names (xSmall … \
            xxxLarge, accessibility1 … accessibility5), UIKit names (extraLarge, \
            accessibilityMedium) or AX1 … AX5. Also shown: whether WCAG counts the text as large \
            (18 pt, or 14 pt semibold and heavier), and a flag below the HIG's 11 pt minimum. \
            Leading outside the default size is marked unconfirmed: one public source only.
            """
    )

    @Argument(help: "Text styles, such as body or caption2.")
    var styles: [String]

    @Option(help: "The content size category (default: large).")
    var category: String = ContentSizeCategory.default.rawValue

    @Flag(help: "Use the style's emphasized (bold trait) weight.")
    var emphasized = false

    @OptionGroup var output: OutputOptions

    struct Row: Encodable {
        var style: String
        var category: String
        var uikitCategory: String
        var size: Double
        var leading: Double
        var leadingConfirmed: Bool
        var weight: String
        var weightConfirmed: Bool
        var trackingPt: Double
        var trackingEm1000: Double
        var largeText: Bool
        var belowMinimum: Bool
    }

    func run(console: Console) throws {
        guard let sizeCategory = ContentSizeCategory(parsing: category) else {
            let hint = Spelling.nearest(to: category, among: ContentSizeCategory.spellings).map { " (did you mean '\($0)'?)" } ?? ""
            console.errorLine("tincture: error: unknown content size category '\(category.excerpt())'\(hint)")
            throw ExitCode(64)
        }
        var parsed: [TextStyle] = []
        for name in styles {
            guard let style = TextStyle(parsing: name) else {
                let hint = Spelling.nearest(to: name, among: TextStyle.allCases.map(\.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
                console.errorLine("tincture: error: unknown text style '\(name.excerpt())'\(hint)")
                throw ExitCode(64)
            }
            parsed.append(style)
        }
        for style in parsed {
            let metrics = DynamicType.metrics(style, sizeCategory, emphasized: emphasized)
            let em1000 = SFTracking.em1000(pointSize: metrics.size)
            switch output.format {
            case .json:
                console.line(JSONLine.encode(Row(
                    style: style.rawValue, category: sizeCategory.rawValue, uikitCategory: sizeCategory.uiKitMember,
                    size: metrics.size, leading: metrics.leading, leadingConfirmed: metrics.leadingConfirmed,
                    weight: metrics.weight.rawValue, weightConfirmed: metrics.weightConfirmed,
                    trackingPt: metrics.tracking, trackingEm1000: em1000,
                    largeText: metrics.textSize.isLargeText, belowMinimum: metrics.isBelowMinimum), schemaVersion: 2))
            case .text:
                let p = PointFormat.string
                console.line("\(style.rawValue) at \(sizeCategory.shortName) (\(sizeCategory.uiKitMember))")
                console.line("  size      \(p(metrics.size)) pt" + (metrics.isBelowMinimum ? "  below the 11 pt minimum" : ""))
                console.line("  leading   \(p(metrics.leading)) pt" + (metrics.leadingConfirmed ? "" : "  (unconfirmed)"))
                console.line("  weight    \(metrics.weight.rawValue)" + (metrics.weightConfirmed ? "" : "  (unconfirmed)"))
                console.line("  tracking  \(p(metrics.tracking)) pt (\(p(em1000))/1000 em, SF Pro)")
                console.line("  WCAG      " + (metrics.textSize.isLargeText ? "large text (3:1 at AA)" : "normal text (4.5:1 at AA)"))
            }
        }
    }
}
