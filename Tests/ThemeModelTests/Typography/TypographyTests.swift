import Testing
@testable import ThemeModel

@Suite("Typography")
struct TypographyTests {
    struct Known: Sendable, CustomTestStringConvertible {
        var style: TextStyle
        var category: ContentSizeCategory
        var size: Double
        var leading: Double
        var testDescription: String { "\(style) at \(category)" }
    }

    @Test(arguments: [
        Known(style: .body, category: .large, size: 17, leading: 22),
        Known(style: .largeTitle, category: .large, size: 34, leading: 41),
        Known(style: .caption2, category: .xSmall, size: 11, leading: 13),
        Known(style: .caption2, category: .large, size: 11, leading: 13),
        Known(style: .caption1, category: .xSmall, size: 11, leading: 13),
        Known(style: .footnote, category: .small, size: 12, leading: 16),
        Known(style: .body, category: .accessibility5, size: 53, leading: 63),
        Known(style: .caption2, category: .accessibility5, size: 40, leading: 47),
        Known(style: .title3, category: .xSmall, size: 17, leading: 22),
    ])
    func knownMetrics(_ known: Known) {
        let metrics = DynamicType.metrics(known.style, known.category)
        #expect(metrics.size == known.size)
        #expect(metrics.leading == known.leading)
    }

    @Test func bodyRampMatchesChromiumsPreferredFontReading() {
        let sizes = ContentSizeCategory.allCases.map { DynamicType.metrics(.body, $0).size }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func noStyleGoesBelowTheElevenPointMinimum() {
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                #expect(!DynamicType.metrics(style, category).isBelowMinimum)
            }
        }
    }

    @Test func headlineIsSemiboldBodyWithTheSameRamp() {
        for category in ContentSizeCategory.allCases {
            let headline = DynamicType.metrics(.headline, category), body = DynamicType.metrics(.body, category)
            #expect(headline.size == body.size && headline.leading == body.leading)
            #expect(headline.weight == .semibold && body.weight == .regular)
        }
    }

    @Test func textSizeOfAStyleAtACategory() {
        #expect(TextSize(style: .caption2, category: .accessibility5) == .points(40, bold: false))
        #expect(TextSize(style: .caption2, category: .accessibility5).isLargeText)
        #expect(!TextSize(style: .body).isLargeText)
        #expect(TextSize(style: .headline) == .points(17, bold: true))
        #expect(TextSize(style: .headline).isLargeText)  // 17 pt semibold ≥ 14 pt bold
        #expect(!TextSize(style: .footnote, emphasized: true).isLargeText)  // 13 pt semibold
        #expect(TextSize(style: .title3).isLargeText)  // 20 pt
    }

    @Test func categoryNamesParse() {
        #expect(ContentSizeCategory(parsing: "AX3") == .accessibility3)
        #expect(ContentSizeCategory(parsing: "ax1") == .accessibility1)
        #expect(ContentSizeCategory(parsing: "accessibilityExtraLarge") == .accessibility3)
        #expect(ContentSizeCategory(parsing: "extraSmall") == .xSmall)
        #expect(ContentSizeCategory(parsing: "xxxlarge") == .xxxLarge)
        #expect(ContentSizeCategory(parsing: "AX6") == nil)
        #expect(ContentSizeCategory.accessibility3.shortName == "AX3")
        #expect(ContentSizeCategory.accessibility1.uiKitName == "UIContentSizeCategory.accessibilityMedium")
        #expect(ContentSizeCategory.xxLarge.swiftUIName == "DynamicTypeSize.xxLarge")
        #expect(ContentSizeCategory.xxxLarge < .accessibility1)
        #expect(!ContentSizeCategory.xxxLarge.isAccessibilityCategory && ContentSizeCategory.accessibility1.isAccessibilityCategory)
    }

    @Test func styleNamesParse() {
        #expect(TextStyle(parsing: "Title") == .title1)
        #expect(TextStyle(parsing: "caption") == .caption1)
        #expect(TextStyle(parsing: "LARGETITLE") == .largeTitle)
        #expect(TextStyle(parsing: "bdy") == nil)
        #expect(TextStyle.title1.swiftUIName == "Font.title")
        #expect(TextStyle.caption2.uiKitName == "UIFont.TextStyle.caption2")
    }

    struct TrackingCase: Sendable, CustomTestStringConvertible {
        var size: Double
        var table: SFTracking.Table
        var em1000: Double
        var testDescription: String { "\(size) pt \(table)" }
    }

    @Test(arguments: [
        TrackingCase(size: 17, table: .current, em1000: -26),
        TrackingCase(size: 20, table: .current, em1000: -23),
        TrackingCase(size: 24, table: .current, em1000: 3),
        TrackingCase(size: 55, table: .current, em1000: 6),  // between 54 and 56: the 54 row
        TrackingCase(size: 17.5, table: .current, em1000: -26),  // steps, no interpolation
        TrackingCase(size: 4, table: .current, em1000: 41),  // below the table: its first row
        TrackingCase(size: 80, table: .current, em1000: 0),
        TrackingCase(size: 200, table: .current, em1000: 0),
        TrackingCase(size: 17, table: .legacyText, em1000: -24),
        TrackingCase(size: 7, table: .legacyText, em1000: 41),
        TrackingCase(size: 20, table: .legacyDisplay, em1000: 19),
        TrackingCase(size: 79, table: .legacyDisplay, em1000: 2),
        TrackingCase(size: 80, table: .legacyDisplay, em1000: 0),
        TrackingCase(size: 19.9, table: .legacy, em1000: -26),  // Text below 20 pt
        TrackingCase(size: 20, table: .legacy, em1000: 19),  // Display from 20 pt
    ])
    func trackingValues(_ c: TrackingCase) {
        #expect(SFTracking.em1000(pointSize: c.size, table: c.table) == c.em1000)
        #expect(abs(SFTracking.tracking(pointSize: c.size, table: c.table) - c.size * c.em1000 / 1000) < 1e-12)
    }

    @Test func legacyPointsMatchTheDesignKitsStyleValues() {
        // The reference's textStyleTrackingPt "legacy" column equals size × legacy em / 1000, rounded.
        let expected: [(TextStyle, Double)] = [
            (.largeTitle, 0.37), (.title1, 0.36), (.title2, 0.35), (.title3, 0.38), (.body, -0.41),
            (.callout, -0.32), (.subheadline, -0.24), (.footnote, -0.08), (.caption1, 0), (.caption2, 0.07),
        ]
        for (style, points) in expected {
            let size = DynamicType.metrics(style).size
            #expect(abs(SFTracking.tracking(pointSize: size, table: .legacy) - points) < 0.005, "\(style)")
        }
    }
}
