import Testing
@testable import ColorScience

/// `srgb_to_hct` (coloraide's HCT under Material's viewing conditions), graded exactly as the
/// vectors' checker grades them.
@Suite struct HCTVectorTests {
    @Test func everySRGBColorHasTheReferenceHCT() throws {
        let vectors = try ReferenceVectors.load("srgb_to_hct")
        #expect(vectors.gradedCases.count == 500)
        var failures: [String] = []
        for c in vectors.gradedCases {
            let b = hexBytes(c.input["hex"]!.string!)
            let hct = HCT(RGBA8(red: b[0], green: b[1], blue: b[2]))
            failures += vectors.grade(c, actual: .object(["hct": .numbers(hct.coordinates.array)]))
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }

    /// The same colors through the XYZ hub (`Color.converted(to: .hct)`) agree with the vectors too.
    @Test func theXYZHubGivesTheSameHCT() throws {
        let vectors = try ReferenceVectors.load("srgb_to_hct")
        var failures: [String] = []
        for c in vectors.gradedCases {
            let b = hexBytes(c.input["hex"]!.string!)
            let color = Color(SRGB(RGBA8(red: b[0], green: b[1], blue: b[2]))).converted(to: .hct)
            failures += vectors.grade(c, actual: .object(["hct": .numbers(color.coordinates.array)]))
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    }
}
