import Testing
@testable import ColorScience

private func srgb(hex: String) -> SRGB {
    let b = hexBytes(hex)
    return SRGB(RGBA8(red: b[0], green: b[1], blue: b[2], alpha: b.count > 3 ? b[3] : 255))
}

@Suite struct MeasureVectorTests {
    @Test func wcagContrast() throws {
        let vectors = try ReferenceVectors.load("wcag21_contrast")
        #expect(vectors.gradedCases.count == 500)
        var failures: [String] = []
        for c in vectors.gradedCases {
            let fg = srgb(hex: c.input["fg"]!.string!), bg = srgb(hex: c.input["bg"]!.string!)
            let composited = fg.composited(over: bg)
            let ratio = WCAG21Contrast.ratio(fg, bg)
            let actual = JSONValue.object([
                "fg_composited": .numbers(composited.rgb),
                "lum_fg": .number(composited.relativeLuminance),
                "lum_bg": .number(bg.relativeLuminance),
                "ratio": .number(ratio),
                "levels": .object([
                    "aa_normal": .bool(ContrastRequirement.aaNormal.isMet(by: ratio)),
                    "aa_large": .bool(ContrastRequirement.aaLarge.isMet(by: ratio)),
                    "aaa_normal": .bool(ContrastRequirement.aaaNormal.isMet(by: ratio)),
                    "aaa_large": .bool(ContrastRequirement.aaaLarge.isMet(by: ratio)),
                ]),
            ])
            failures += vectors.grade(c, actual: actual)
            // The 8-bit fast path agrees with the Double path.
            let b1 = hexBytes(c.input["fg"]!.string!), b2 = hexBytes(c.input["bg"]!.string!)
            let fast = WCAG21Contrast.ratio(
                RGBA8(red: b1[0], green: b1[1], blue: b1[2], alpha: b1.count > 3 ? b1[3] : 255),
                RGBA8(red: b2[0], green: b2[1], blue: b2[2]))
            if abs(fast - ratio) > 1e-12 { failures.append("\(c.id): 8-bit path \(fast) vs \(ratio)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    @Test func colorDifferences() throws {
        let vectors = try ReferenceVectors.load("deltae")
        #expect(vectors.gradedCases.count == 500)
        var failures: [String] = []
        for c in vectors.gradedCases {
            let a = srgb(hex: c.input["a"]!.string!), b = srgb(hex: c.input["b"]!.string!)
            let labA50 = CIELab(xyz: a.xyz, alpha: 1).vector, labB50 = CIELab(xyz: b.xyz, alpha: 1).vector
            let actual = JSONValue.object([
                "de2000": .number(ColorDifference.ciede2000.between(a, b)),
                "de76": .number(ColorDifference.cie76.between(a, b)),
                "deok": .number(ColorDifference.ok.between(a, b)),
                "de2000_d50": .number(DeltaE2000.difference(labA50, labB50)),
                "de76_d50": .number(DeltaE76.difference(labA50, labB50)),
                "lab_d65_a": .numbers(CIELabD65(xyz: a.xyz, alpha: 1).vector),
                "lab_d65_b": .numbers(CIELabD65(xyz: b.xyz, alpha: 1).vector),
            ])
            failures += vectors.grade(c, actual: actual)
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    @Test func ciede2000OnLab() throws {
        let vectors = try ReferenceVectors.load("deltae2000_lab")
        #expect(vectors.gradedCases.count == 200)
        var failures: [String] = []
        for c in vectors.gradedCases {
            let l1 = c.input["lab1"]!.optionalDoubles!, l2 = c.input["lab2"]!.optionalDoubles!
            let d = DeltaE2000.difference(SIMD3(l1[0]!, l1[1]!, l1[2]!), SIMD3(l2[0]!, l2[1]!, l2[2]!))
            failures += vectors.grade(c, actual: .object(["de2000": .number(d)]))
            // Sharma 2005's published 4-decimal figures.
            if let published = c.input["published_de2000"]?.double, abs(d - published) > 0.00005 {
                failures.append("\(c.id): Sharma \(published), got \(d)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    @Test func cssGamutMapping() throws {
        let vectors = try ReferenceVectors.load("gamut_map_css")
        #expect(vectors.gradedCases.count == 300)
        var failures: [String] = []
        for c in vectors.gradedCases {
            let v = c.input["oklch"]!.optionalDoubles!
            let origin = OKLCH(lightness: v[0]!, chroma: v[1]!, hue: v[2])
            let mapped = CSSGamutMapping.map(origin, into: SRGB.self)
            let mappedOKLCH = OKLCH(mapped)
            let actual = JSONValue.object([
                "in_gamut_before": .bool(Gamut.srgb.contains(origin, tolerance: 0)),
                "srgb": .numbers(mapped.rgb),
                "oklch": .numbers([mappedOKLCH.lightness, mappedOKLCH.chroma, mappedOKLCH.hue]),
            ])
            failures += vectors.grade(c, actual: actual)
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }
}
