import Testing
@testable import ColorScience

/// `srgb_to_<space>`: 500 8-bit colors into every space.
@Suite struct FromSRGBVectorTests {
    static let targets: [(file: String, space: ColorSpace)] = [
        ("srgb_to_srgb-linear", .srgbLinear), ("srgb_to_xyz-d65", .xyzD65), ("srgb_to_xyz-d50", .xyzD50),
        ("srgb_to_lab", .lab), ("srgb_to_lab-d65", .labD65), ("srgb_to_lch", .lch), ("srgb_to_lch-d65", .lchD65),
        ("srgb_to_oklab", .oklab), ("srgb_to_oklch", .oklch), ("srgb_to_hsl", .hsl), ("srgb_to_hsv", .hsv),
        ("srgb_to_hwb", .hwb), ("srgb_to_display-p3", .displayP3),
    ]

    @Test(arguments: targets.map(\.file))
    func convertsEveryReferenceColor(file: String) throws {
        let vectors = try ReferenceVectors.load(file)
        let space = Self.targets.first { $0.file == file }!.space
        let key = space.rawValue
        #expect(vectors.gradedCases.count == 500)
        var failures: [String] = []
        for c in vectors.gradedCases {
            let b = hexBytes(c.input["hex"]!.string!)
            let srgb = SRGB(RGBA8(red: b[0], green: b[1], blue: b[2]))
            let converted = Color(srgb).converted(to: space)
            let actual = JSONValue.object([
                "srgb": .numbers(srgb.rgb),
                key: .numbers(converted.coordinates.array),
            ])
            failures += vectors.grade(c, actual: actual)
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }
}

/// `<space>_to_srgb`: 300 coordinates (many out of gamut) to unclipped sRGB and a gamut test.
@Suite struct ToSRGBVectorTests {
    static let files = [
        "xyz-d65_to_srgb", "lab_to_srgb", "lch_to_srgb", "oklab_to_srgb", "oklch_to_srgb", "hsl_to_srgb",
        "hsv_to_srgb", "hwb_to_srgb", "display-p3_to_srgb",
    ]

    @Test(arguments: files)
    func convertsEveryReferenceCoordinate(file: String) throws {
        let vectors = try ReferenceVectors.load(file)
        #expect(vectors.gradedCases.count == 300)
        var failures: [String] = []
        for c in vectors.gradedCases {
            let space = try #require(ColorSpace(name: c.input["space"]!.string!))
            let v = c.input["coords"]!.optionalDoubles!
            let color = Color(space: space, coordinates: ColorCoordinates(v[0], v[1], v[2]))
            let srgb = color.converted(to: SRGB.self)
            let actual = JSONValue.object([
                "srgb": .numbers(srgb.rgb),
                "in_gamut": .bool(srgb.isInGamut()),
            ])
            failures += vectors.grade(c, actual: actual)
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }
}
