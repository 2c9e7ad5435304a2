import Testing

@testable import ColorScience

/// `css_parse`: 553 CSS strings (446 graded as valid, 107 as invalid) parsed and converted to
/// sRGB, graded exactly like the reference checker.
@Suite struct CSSParseVectorTests {
    /// The vector's answer for one parsed string: validity, space, channels, alpha, and the color
    /// in unclipped gamma-encoded sRGB with `none` as 0.
    static func actual(for css: String) -> JSONValue {
        guard let color = try? Color(css: css) else { return .object(["valid": .bool(false)]) }
        return .object([
            "valid": .bool(true),
            "space": .string(color.space.rawValue),
            "coords": .numbers(color.coordinates.array),
            "alpha": color.alpha.map(JSONValue.number) ?? .null,
            "srgb": .numbers(color.converted(to: SRGB.self).rgb),
        ])
    }

    @Test func everyGradedCasePasses() throws {
        let vectors = try ReferenceVectors.load("css_parse")
        #expect(vectors.cases.count == 553)
        var failures: [String] = []
        for c in vectors.gradedCases {
            let css = try #require(c.input["css"]?.string)
            failures += vectors.grade(c, actual: Self.actual(for: css))
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(10))")
    }

    @Test func invalidCasesAreRejectedWithAnError() throws {
        let vectors = try ReferenceVectors.load("css_parse")
        let invalid = vectors.gradedCases.filter { $0.expected["valid"]?.bool == false }
        #expect(invalid.count == 107)
        for c in invalid {
            let css = try #require(c.input["css"]?.string)
            #expect(throws: CSSColorParseError.self, "\(css)") { try Color(css: css) }
        }
    }

    /// The informational cases follow CSS Color 4 rather than the reference library.
    @Test func informationalCasesFollowTheSpecification() throws {
        // A trailing comma is invalid CSS.
        #expect(throws: CSSColorParseError.self) { try Color(css: "rgb(10,20,30,)") }
        // calc() is valid CSS but not evaluated: refused with an error that says so.
        #expect {
            try Color(css: "rgb(calc(10) 20 30)")
        } throws: { ($0 as? CSSColorParseError)?.kind == .unsupportedMathFunction }
        // currentcolor has no value outside a style context.
        #expect {
            try Color(css: "currentcolor")
        } throws: { ($0 as? CSSColorParseError)?.kind == .contextDependentColor }
        // Values CSS clamps at parsed-value time are clamped.
        let rgb = try Color(css: "rgb(300 -20 30)")
        #expect(abs((rgb.coordinates.first ?? 0) - 1) < 1e-12)
        #expect(abs(rgb.coordinates.second ?? 1) < 1e-12)
        let lab = try Color(css: "lab(150 0 0)")
        #expect(abs((lab.coordinates.first ?? 0) - 100) < 1e-12)
        let lch = try Color(css: "lch(50 -10 30)")
        #expect(abs(lch.coordinates.second ?? 1) < 1e-12)
    }
}
