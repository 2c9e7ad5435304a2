import Testing
@testable import ColorScience

/// Known answers of material-color-utilities and the API's conventions.
@Suite struct HCTTests {
    @Test func blackHasNoHueAndOtherGraysDo() {
        let black = HCT(RGBA8(red: 0, green: 0, blue: 0))
        #expect(black.hue == nil)
        #expect(Swift.abs(black.chroma) < 1e-9)
        #expect(Swift.abs(black.tone) < 1e-9)
        // CAM16 under Material's conditions sees D65 white as a faint blue (hue ≈ 209.5, C ≈ 2.87).
        let white = HCT(RGBA8(red: 255, green: 255, blue: 255))
        #expect(Swift.abs((white.hue ?? 0) - 209.49) < 0.1)
        #expect(Swift.abs(white.chroma - 2.869) < 0.01)
        #expect(Swift.abs(white.tone - 100) < 1e-9)
    }

    /// Material's documented figures for its primaries (material-color-utilities hct_test).
    @Test(arguments: [
        (RGBA8(red: 255, green: 0, blue: 0), 27.408, 113.357, 53.233),
        (RGBA8(red: 0, green: 255, blue: 0), 142.139, 108.410, 87.737),
        (RGBA8(red: 0, green: 0, blue: 255), 282.788, 87.230, 32.303),
    ])
    func primariesHaveMaterialsHCT(color: RGBA8, hue: Double, chroma: Double, tone: Double) {
        let hct = HCT(color)
        #expect(Swift.abs((hct.hue ?? -1) - hue) < 0.01)
        #expect(Swift.abs(hct.chroma - chroma) < 0.01)
        #expect(Swift.abs(hct.tone - tone) < 0.01)
    }

    @Test func theSolverLowersAnUnreachableChroma() {
        // Blue at tone 90 cannot have chroma 100 in sRGB; the solver keeps hue and tone.
        let request = HCT(hue: 282.788, chroma: 100, tone: 90)
        let measured = HCT(request.rgba8)
        #expect(measured.chroma < 40)
        #expect(Swift.abs(measured.tone - 90) < 0.5)
        #expect(Swift.abs((measured.hue ?? 0) - 282.788) < 4)
    }

    @Test func hctIsReachableThroughTheColorHub() {
        let color = Color(space: .hct, coordinates: ColorCoordinates(27.408, 113.357, 53.233))
        #expect(color.converted(to: SRGB.self).isInGamut())
        #expect(RGBA8(rounding: color.converted(to: SRGB.self)) == RGBA8(red: 255, green: 0, blue: 0))
        let back = Color(SRGB(red: 1, green: 0, blue: 0)).converted(to: .hct)
        #expect(Swift.abs((back.coordinates.first ?? 0) - 27.408) < 0.01)
    }

    @Test func grayRequestsGiveTheGrayOfTheTone() {
        let gray = HCT(hue: nil, chroma: 0, tone: 50).rgba8
        #expect(gray == RGBA8(red: 119, green: 119, blue: 119))
        #expect(HCT(hue: 120, chroma: 40, tone: 0).rgba8 == RGBA8(red: 0, green: 0, blue: 0))
        #expect(HCT(hue: 120, chroma: 40, tone: 100).rgba8 == RGBA8(red: 255, green: 255, blue: 255))
    }
}
