import PropertyBased
import Testing

@testable import ColorScience

/// Whatever color the parsers accept — any space, components far outside every gamut, colors no
/// light makes — every conversion, contrast, difference, gamut mapping and simulation is finite,
/// so that no command prints nan or inf.
@Suite struct FiniteResultPropertyTests {
    /// Colors of every space with components from 10⁻³ to 10⁷ in magnitude, either sign; those
    /// beyond `Color.isWithinComputableRange` are the parsers' range errors.
    static var wideColors: Generator<Color, some SendableSequenceType> {
        zip(
            Gen.element(of: ColorSpace.allCases), Gen.double(in: -1...1), Gen.double(in: -1...1), Gen.double(in: -1...1),
            Gen.int(in: -3...7)
        ).map { space, a, b, c, exponent in
            let scale = Double.pow(10, Double(exponent))
            return Color(space: space ?? .srgb, coordinates: ColorCoordinates(a * scale, b * scale, c * scale))
        }
    }

    static func isFinite(_ color: Color) -> Bool {
        color.coordinates.array.allSatisfy { $0?.isFinite ?? true } && (color.alpha?.isFinite ?? true)
    }

    @Test func everyResultOfAComputableColorIsFinite() async {
        let white = Color(SRGB(red: 1, green: 1, blue: 1)), black = Color(SRGB(red: 0, green: 0, blue: 0))
        await propertyCheck(count: 400, input: Self.wideColors) { color in
            guard color.isWithinComputableRange else { return }
            for space in ColorSpace.allCases {
                let converted = color.converted(to: space)
                #expect(Self.isFinite(converted), "\(color) → \(space): \(converted)")
            }
            for other in [white, black, color] {
                let ratio = WCAG21Contrast.ratio(color.srgb, other.srgb)
                #expect(ratio >= 1 && ratio <= 21, "contrast of \(color) over \(other): \(ratio)")
                for method in ColorDifference.allCases {
                    let difference = method.between(xyz: color.xyz, xyz: other.xyz)
                    #expect(difference.isFinite && difference >= 0, "\(method) between \(color) and \(other): \(difference)")
                }
            }
            for gamut in Gamut.allCases {
                #expect(Self.isFinite(gamut.mapped(color)), "\(color) mapped into \(gamut)")
                #expect(Self.isFinite(gamut.clipped(color)), "\(color) clipped to \(gamut)")
            }
            for deficiency in ColorVisionDeficiency.allCases {
                let seen = ColorVisionSimulation(deficiency, severity: 0.5).simulate(color.srgb)
                #expect(seen.red.isFinite && seen.green.isFinite && seen.blue.isFinite, "\(color) seen with \(deficiency)")
            }
        }
    }

    @Test func aColorNoLightMakesHasTheHCTOfWhatADisplayShows() throws {
        // OKLab lightness 0 with chroma: black on a display, and black has chroma 0 in HCT.
        let hct = try Color(css: "oklch(0 0.1 30)").converted(to: HCT.self)
        #expect(hct.hue == nil)
        #expect(hct.chroma == 0)
        #expect(hct.tone == 0)
        let imaginary = try Color(css: "oklch(0 0.1 30)")
        #expect(CAM16(realizable: imaginary.xyz) == nil)
        // A color light makes keeps its own appearance, even outside sRGB.
        let p3 = try Color(css: "color(display-p3 0 1 0)")
        #expect(CAM16(realizable: p3.xyz) != nil)
        #expect(p3.converted(to: HCT.self).chroma > HCT(SRGB(red: 0, green: 1, blue: 0)).chroma)
    }

    @Test func aColorWhoseXYZOverflowsIsARangeError() {
        for text in ["lab(50 1e308 1e308)", "lch(50 1e200 30)", "oklab(0.5 1e103 0)", "color(xyz 1e7 0 0)", "hsl(0 1e300% 50%)"] {
            #expect { try Color(css: text) } throws: { error in
                guard let error = error as? CSSColorParseError else { return false }
                return error.kind == .colorOutOfRange && error.column == 1 && error.token == text
                    && error.description.contains("lies beyond any color Tincture computes with")
            }
        }
        #expect(throws: Never.self) { try Color(css: "color(xyz 999999 -999999 0)") }
    }
}
