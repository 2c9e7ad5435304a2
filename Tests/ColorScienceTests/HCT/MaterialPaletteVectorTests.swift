import Testing
@testable import ColorScience

/// `material_palettes` (materialyoucolor 3.0.4, the Python port of material-color-utilities): a
/// seed's own tonal palette and its core palettes, hue, chroma and 101 tones, graded exactly as the
/// vectors' checker grades them.
@Suite struct MaterialPaletteVectorTests {
    @Test func everyMaterialPaletteHasTheReferenceTones() throws {
        let vectors = try ReferenceVectors.load("material_palettes")
        #expect(vectors.gradedCases.count == 35)
        var failures: [String] = []
        for c in vectors.gradedCases {
            let b = hexBytes(c.input["seed"]!.string!)
            let seed = RGBA8(red: b[0], green: b[1], blue: b[2])
            let name = c.input["palette"]!.string!
            let palette: TonalPalette
            if name == "seed" {
                palette = TonalPalette(seed: seed)
            } else {
                let role = try #require(CorePalette.Role(rawValue: name), "unknown palette \(name)")
                palette = CorePalette(seed: seed)[role]
            }
            let actual = JSONValue.object([
                "hue": .number(palette.hue),
                "chroma": .number(palette.chroma),
                "tones": .array(palette.tones.map { .string($0.hexRGB) }),
            ])
            failures += vectors.grade(c, actual: actual)
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }
}
