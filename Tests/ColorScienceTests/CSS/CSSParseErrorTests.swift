import Testing

@testable import ColorScience

/// What `Color(css:)` says about bad input: the kind, the 1-based column, the offending token and
/// a suggested fix.
@Suite struct CSSParseErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let kind: CSSColorParseError.Kind
        let column: Int
        let token: String
        var suggestion: String? = nil
        var testDescription: String { input.debugDescription }
    }

    static let cases: [Case] = [
        Case(input: "", kind: .emptyInput, column: 1, token: ""),
        Case(input: "  \t", kind: .emptyInput, column: 1, token: ""),
        Case(input: "#", kind: .unexpectedToken(expected: "hex digits after '#'"), column: 1, token: "#"),
        Case(input: "#12", kind: .invalidHexLength(digits: 2), column: 1, token: "#12"),
        Case(input: "#aabbccddee", kind: .invalidHexLength(digits: 10), column: 1, token: "#aabbccddee"),
        Case(input: "#abg", kind: .invalidHexDigit, column: 4, token: "g"),
        Case(input: "  #ggg", kind: .invalidHexDigit, column: 4, token: "g"),
        Case(
            input: "mediumpurpel", kind: .unknownColorName(suggestion: "mediumpurple"), column: 1,
            token: "mediumpurpel", suggestion: "did you mean 'mediumpurple'?"),
        Case(
            input: "magentag", kind: .unknownColorName(suggestion: "magenta"), column: 1, token: "magentag",
            suggestion: "did you mean 'magenta'?"),
        Case(
            input: "transparent2", kind: .unknownColorName(suggestion: "transparent"), column: 1,
            token: "transparent2", suggestion: "did you mean 'transparent'?"),
        Case(input: "notacolor", kind: .unknownColorName(suggestion: nil), column: 1, token: "notacolor"),
        Case(
            input: "ffcc00", kind: .unknownColorName(suggestion: nil), column: 1, token: "ffcc00",
            suggestion: "did you mean '#ffcc00'?"),
        Case(
            input: "336699", kind: .unexpectedToken(expected: "a color"), column: 1, token: "336699",
            suggestion: "did you mean '#336699'?"),
        Case(input: "currentcolor", kind: .contextDependentColor, column: 1, token: "currentcolor"),
        Case(input: " CanvasText", kind: .contextDependentColor, column: 2, token: "CanvasText"),
        Case(input: "inherit", kind: .cssWideKeyword, column: 1, token: "inherit"),
        Case(input: "revert-layer", kind: .cssWideKeyword, column: 1, token: "revert-layer"),
        Case(input: "rgb 10 20 30", kind: .missingParenthesis(function: "rgb"), column: 1, token: "rgb"),
        Case(
            input: "colour(srgb 1 0 0)", kind: .unknownFunction(suggestion: "color"), column: 1, token: "colour(",
            suggestion: "did you mean 'color('?"),
        Case(input: "rgbx(1, 2, 3)", kind: .unknownFunction(suggestion: "rgb"), column: 1, token: "rgbx("),
        Case(input: "rgb(10, 20 30)", kind: .mixedSeparators(expected: .comma), column: 11, token: "30"),
        Case(input: "rgb(10 20, 30)", kind: .mixedSeparators(expected: .space), column: 10, token: ","),
        Case(input: "hsl(120 50% 50%, 0.5)", kind: .mixedSeparators(expected: .space), column: 16, token: ","),
        Case(input: "hwb(120, 10%, 20%)", kind: .legacySyntaxNotAllowed(function: "hwb"), column: 8, token: ","),
        Case(input: "lab(50, 20, -30)", kind: .legacySyntaxNotAllowed(function: "lab"), column: 7, token: ","),
        Case(
            input: "color(display-p3, 1, 0, 0)", kind: .legacySyntaxNotAllowed(function: "color"), column: 17,
            token: ","),
        Case(input: "rgb(10,20,30 / 0.5)", kind: .slashInLegacySyntax, column: 14, token: "/"),
        Case(input: "rgb(none, 20, 30)", kind: .noneInLegacySyntax, column: 5, token: "none"),
        Case(input: "rgb(10%, 20, 30)", kind: .mixedNumbersAndPercentages, column: 10, token: "20"),
        Case(input: "hsl(120, 50, 50)", kind: .percentageRequired(channel: "saturation"), column: 10, token: "50"),
        Case(input: "hsl(120, 50%, 50)", kind: .percentageRequired(channel: "lightness"), column: 15, token: "50"),
        Case(input: "rgb()", kind: .tooFewComponents(function: "rgb()", expected: 3, found: 0), column: 5, token: ")"),
        Case(
            input: "rgb(10 20 / 1)", kind: .tooFewComponents(function: "rgb()", expected: 3, found: 2), column: 11,
            token: "/"),
        Case(
            input: "color(srgb 1 0)", kind: .tooFewComponents(function: "color(srgb)", expected: 3, found: 2),
            column: 15, token: ")"),
        Case(
            input: "rgba(10 20 30 0.5)", kind: .tooManyComponents(function: "rgba()", expected: 3, alphaHint: true),
            column: 15, token: "0.5", suggestion: "to give alpha, write '/ 0.5'"),
        Case(
            input: "rgb(10, 20, 30, 0.5, 1)",
            kind: .tooManyComponents(function: "rgb()", expected: 3, alphaHint: false),
            column: 22, token: "1"),
        Case(
            input: "lab(10 20 30 / 1 2)", kind: .tooManyComponents(function: "lab()", expected: 3, alphaHint: false),
            column: 18, token: "2"),
        Case(
            input: "rgb(10px 20 30)",
            kind: .invalidUnit(channel: "red channel of rgb()", accepts: "a number, a percentage or 'none'"), column: 5,
            token: "10px"),
        Case(
            input: "hsl(120px 50% 50%)",
            kind: .invalidUnit(
                channel: "hue of hsl()", accepts: "a number or an angle (deg, grad, rad, turn) or 'none'"),
            column: 5, token: "120px"),
        Case(
            input: "oklch(0.5 0.1 50%)",
            kind: .invalidValue(
                channel: "hue of oklch()", accepts: "a number or an angle (deg, grad, rad, turn) or 'none'"),
            column: 15, token: "50%"),
        Case(
            input: "rgb(10 20 30 / 50px)",
            kind: .invalidUnit(channel: "alpha", accepts: "a number, a percentage or 'none'"),
            column: 16, token: "50px"),
        Case(input: "rgb(10 20 30 /)", kind: .missingAlpha, column: 15, token: ")"),
        Case(input: "rgb(10 20 30 / 50% / 1)", kind: .extraSlash, column: 20, token: "/"),
        Case(input: "rgb(10 20 30 // 1)", kind: .extraSlash, column: 15, token: "/"),
        Case(input: "rgb(10 20 30", kind: .unclosedParenthesis(function: "rgb", openedAt: 1), column: 13, token: ""),
        Case(input: "rgb(10 20 30) extra", kind: .trailingCharacters, column: 15, token: "extra"),
        Case(input: "#53181D(", kind: .trailingCharacters, column: 8, token: "("),
        Case(input: "rgb(calc(10) 20 30)", kind: .unsupportedMathFunction, column: 5, token: "calc("),
        Case(input: "rgb(1e999 0 0)", kind: .numberOutOfRange, column: 5, token: "1e999"),
        Case(
            input: "rgb(10,20,30,)", kind: .unexpectedToken(expected: "a number, a percentage or 'none'"), column: 14,
            token: ")"),
        Case(
            input: "rgb(10,,20,30)", kind: .unexpectedToken(expected: "a number, a percentage or 'none'"), column: 8,
            token: ","),
        Case(
            input: "color(foo 1 0 0)", kind: .unknownColorSpace(suggestion: nil), column: 7, token: "foo"),
        Case(
            input: "color(dispaly-p3 1 0 0)", kind: .unknownColorSpace(suggestion: "display-p3"), column: 7,
            token: "dispaly-p3", suggestion: "did you mean 'display-p3'?"),
        Case(input: "color(1 0 0)", kind: .missingColorSpace, column: 7, token: "1"),
        Case(input: "color(none 1 0 0)", kind: .missingColorSpace, column: 7, token: "none"),
        // Columns count characters, not bytes.
        Case(
            input: "rgb(é 1 2)",
            kind: .invalidValue(channel: "red channel of rgb()", accepts: "a number, a percentage or 'none'"),
            column: 5, token: "é"),
        Case(input: "🎨 red", kind: .unknownColorName(suggestion: nil), column: 1, token: "🎨"),
        Case(input: "red 🎨", kind: .trailingCharacters, column: 5, token: "🎨"),
    ]

    @Test(arguments: cases)
    func reportsKindColumnTokenAndSuggestion(_ c: Case) {
        do {
            let color = try Color(css: c.input)
            Issue.record("parsed \(c.input.debugDescription) as \(color)")
        } catch {
            #expect(error.kind == c.kind)
            #expect(error.column == c.column)
            #expect(error.token == c.token)
            if let suggestion = c.suggestion { #expect(error.suggestion == suggestion) }
            #expect(error.description.contains("at column \(c.column)"))
        }
    }

    @Test func descriptionsReadAsSentences() throws {
        let messages: [(String, String)] = [
            ("rgb(10, 20 30)", "mixed commas and spaces at column 11: expected ',' before '30'"),
            (
                "mediumpurpel",
                "unknown color name 'mediumpurpel' at column 1: not one of the 148 CSS named colors; did you mean 'mediumpurple'?"
            ),
            (
                "color(foo 1 0 0)",
                "unknown color space 'foo' at column 7: color() takes srgb, srgb-linear, display-p3, display-p3-linear, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d65, xyz-d50"
            ),
            ("rgb(10 20 30", "unclosed parenthesis at column 13: expected ')' to close 'rgb(' from column 1"),
            (
                "rgba(10 20 30 0.5)",
                "too many components at column 15: rgba() takes 3 components and an optional alpha; '0.5' is one too many; to give alpha, write '/ 0.5'"
            ),
            ("", "empty input at column 1: expected a color"),
        ]
        for (input, message) in messages {
            #expect(throws: CSSColorParseError.self) { try Color(css: input) }
            do { _ = try Color(css: input) } catch { #expect(error.description == message) }
        }
    }

    @Test func longTokensAreShortenedInTheDescription() {
        let name = String(repeating: "x", count: 4000)
        do {
            _ = try Color(css: name)
            Issue.record("parsed a long name")
        } catch {
            #expect(error.token == name)
            #expect(error.description.count < 200)
            #expect(error.description.contains("… (4000 characters)"))
        }
    }
}
