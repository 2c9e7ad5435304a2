import Testing

@testable import ColorScience

/// Parsing features beyond the reference vectors.
@Suite struct CSSParseExampleTests {
    static func expect(
        _ css: String, _ space: ColorSpace, _ coordinates: [Double?], alpha: Double? = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let color = try Color(css: css)
            #expect(color.space == space, sourceLocation: sourceLocation)
            for (actual, expected) in zip(color.coordinates.array, coordinates) {
                #expect(close(actual, expected), "\(css): \(color.coordinates.array)", sourceLocation: sourceLocation)
            }
            #expect(
                close(color.alpha, alpha), "\(css): alpha \(String(describing: color.alpha))",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(css): \(error)", sourceLocation: sourceLocation)
        }
    }

    static func close(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): abs(a - b) <= 1e-9 * max(1, abs(b))
        default: false
        }
    }

    /// CSS Syntax §4.3.2: a comment makes no token, wherever it stands.
    @Test func commentsWhereCSSAllowsThem() {
        Self.expect("rgb(1/**/2 3)", .srgb, [1.0 / 255, 2.0 / 255, 3.0 / 255])
        Self.expect("/* x */ #fff", .srgb, [1, 1, 1])
        Self.expect("#fff/* brand */", .srgb, [1, 1, 1])
        Self.expect("rgb(1 2 3 /* alpha: */ / 0.5)", .srgb, [1.0 / 255, 2.0 / 255, 3.0 / 255], alpha: 0.5)
        Self.expect("rgb(1,/* g */2, 3)", .srgb, [1.0 / 255, 2.0 / 255, 3.0 / 255])
        Self.expect("color(/* space */display-p3 1 0 0)", .displayP3, [1, 0, 0])
        Self.expect("/**/red/***/", .srgb, [1, 0, 0])
        Self.expect("red /* left open", .srgb, [1, 0, 0])
        // A comment is no whitespace inside a token: `1/**/0` is two numbers, 1 and 0.
        #expect((try? Color(css: "rgb(1/**/0 2 3)")) == nil)
        #expect((try? Color(css: "/* only a comment */")) == nil)
    }

    @Test func dashedSpacesReadBack() {
        Self.expect("color(--hsv 220 75% 80%)", .hsv, [220, 0.75, 0.8])
        Self.expect("color(--hct 282.8 58.3 44.1)", .hct, [282.8, 58.3, 44.1])
        Self.expect("color(--lab-d65 50 20 -30)", .labD65, [50, 20, -30])
        Self.expect("color(--lch-d65 50 30 20deg)", .lchD65, [50, 30, 20])
    }

    @Test func hexAndNames() {
        Self.expect("#F80", .srgb, [1, 136.0 / 255, 0])
        Self.expect("#ff880080", .srgb, [1, 136.0 / 255, 0], alpha: 128.0 / 255)
        Self.expect("  gray\n", .srgb, [128.0 / 255, 128.0 / 255, 128.0 / 255])
        Self.expect("DarkSlateGrey", .srgb, [47.0 / 255, 79.0 / 255, 79.0 / 255])
        Self.expect("mediumpurple", .srgb, [147.0 / 255, 112.0 / 255, 219.0 / 255])
        Self.expect("palevioletred", .srgb, [219.0 / 255, 112.0 / 255, 147.0 / 255])
        Self.expect("Transparent", .srgb, [0, 0, 0], alpha: 0)
        #expect(CSSNamedColors.table.count == 148)
    }

    @Test func numbersAnglesAndWhitespace() {
        Self.expect("rgb(+1e1 2E1 .3e2)", .srgb, [10.0 / 255, 20.0 / 255, 30.0 / 255])
        Self.expect("rgb(\n10\t20\r\n30\n/\n.5)", .srgb, [10.0 / 255, 20.0 / 255, 30.0 / 255], alpha: 0.5)
        Self.expect("rgb(10%20%30%)", .srgb, [0.1, 0.2, 0.3])
        Self.expect("hsl(0.25TURN 10% 20%)", .hsl, [90, 0.1, 0.2])
        Self.expect("hsl(100grad 10% 20%)", .hsl, [90, 0.1, 0.2])
        Self.expect("hsl(-1.5707963267948966rad 10% 20%)", .hsl, [-90, 0.1, 0.2])
        Self.expect("oklch(50% 50% 720deg)", .oklch, [0.5, 0.2, 720])
        Self.expect("LCH(50% 100% -30)", .lch, [50, 150, -30])
    }

    @Test func noneAndAlpha() {
        Self.expect("rgb(none none none / none)", .srgb, [nil, nil, nil], alpha: nil)
        Self.expect("hwb(none 10% 20% / 150%)", .hwb, [nil, 0.1, 0.2], alpha: 1)
        Self.expect("oklab(none 0.1 0.1 / -1)", .oklab, [nil, 0.1, 0.1], alpha: 0)
        Self.expect("rgba(10, 20, 30, 40%)", .srgb, [10.0 / 255, 20.0 / 255, 30.0 / 255], alpha: 0.4)
    }

    @Test func colorFunctionSpaces() {
        Self.expect("color(display-p3-linear 0.5 0.5 0.5)", .displayP3Linear, [0.5, 0.5, 0.5])
        Self.expect("COLOR(XYZ-D50 50% 1 -0.5)", .xyzD50, [0.5, 1, -0.5])
        Self.expect("color(srgb 150% -20% 0.5)", .srgb, [1.5, -0.2, 0.5])
        for name in CSSColorSpaceName.validNames {
            #expect((try? Color(css: "color(\(name) 0.1 0.2 0.3)")) != nil, "\(name)")
        }
    }

    /// CSS Color 4 clamps these at parsed-value time.
    @Test func clampsWhatCSSClamps() {
        Self.expect("rgb(300 -20 120%)", .srgb, [1, 0, 1])
        Self.expect("hsl(10 -50% 150%)", .hsl, [10, 0, 1.5])
        Self.expect("lab(-10 200 -200)", .lab, [0, 200, -200])
        Self.expect("lch(120% -5 10)", .lch, [100, 0, 10])
        Self.expect("oklab(1.5 0.5 -0.5)", .oklab, [1, 0.5, -0.5])
        Self.expect("oklch(-1 -0.1 10)", .oklch, [0, 0, 10])
        Self.expect("hwb(10 150% -10%)", .hwb, [10, 1.5, -0.1])
    }
}
