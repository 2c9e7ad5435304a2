import ColorScience
import PNGImage
import Screenshots
import Testing
import ThemeAudit

@Suite("Widget pictures in the accented and vibrant modes")
struct WidgetImageRenderingTests {
    /// A white container with a black bar whose edge column is mid-gray (anti-aliasing).
    static func picture() -> RGBAImage {
        var image = RGBAImage(width: 30, height: 10, pixels: Array(repeating: RGBA8(red: 255, green: 255, blue: 255), count: 300))
        for y in 2..<8 {
            for x in 10..<20 { image[x, y] = RGBA8(red: 0, green: 0, blue: 0) }
            image[20, y] = RGBA8(red: 128, green: 128, blue: 128)
        }
        return image
    }

    @Test("An anti-aliased edge takes its view's color at partial alpha: no halo where the view itself vanishes")
    func matte() throws {
        let image = Self.picture()
        let white = try #require(WidgetImageRendering.containerBackground(of: image))
        #expect(white == RGBA8(red: 255, green: 255, blue: 255))
        let vibrant = WidgetImageRendering(mode: .vibrant, tint: WidgetTint.checked[0].color, background: SRGB(white)).rendered(image)
        let backdrop = RGBA8(rounding: WidgetRendering.vibrantBackground)
        // Black has no luminance: in the vibrant mode the bar, and its edge, are the backdrop.
        #expect(vibrant[0, 0] == backdrop)
        #expect(vibrant[15, 5] == backdrop)
        #expect(vibrant[20, 5] == backdrop)
        // Accented: the bar white, its edge between white and the backdrop.
        let accented = WidgetImageRendering(mode: .accented, tint: WidgetTint.checked[1].color, background: SRGB(white)).rendered(image)
        #expect(accented[15, 5] == RGBA8(red: 255, green: 255, blue: 255))
        let edge = accented[20, 5], dark = RGBA8(rounding: WidgetRendering.accentedBackground(tint: WidgetTint.checked[1].color))
        #expect(edge.red > dark.red && edge.red < 255)
        // Without keying, every pixel is an opaque view: the container turns white.
        let unkeyed = WidgetImageRendering(mode: .accented, tint: WidgetTint.checked[1].color).rendered(image)
        #expect(unkeyed[0, 0] == RGBA8(red: 255, green: 255, blue: 255))
    }
}
