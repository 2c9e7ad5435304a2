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

    @Test("A picture of more colors than the rendering keeps worked out renders each pixel as it renders alone")
    func manyColors() {
        // 320×320 pixels, each a different color: past the bound, the kept colors start over.
        let side = 320
        var pixels: [RGBA8] = []
        for index in 0..<(side * side) {
            let value = UInt32(truncatingIfNeeded: index &* 2_654_435_761)
            pixels.append(RGBA8(red: UInt8(value & 0xff), green: UInt8(value >> 8 & 0xff), blue: UInt8(value >> 16 & 0xff), alpha: UInt8(128 + index % 128)))
        }
        let image = RGBAImage(width: side, height: side, pixels: pixels)
        #expect(Set(pixels.map { UInt32($0.red) | UInt32($0.green) << 8 | UInt32($0.blue) << 16 }).count > 1 << 16)
        let rendering = WidgetImageRendering(mode: .accented, tint: WidgetTint.checked[1].color)
        let whole = rendering.rendered(image)
        var differing = 0
        for index in stride(from: 0, to: pixels.count, by: 97) {
            let alone = rendering.rendered(RGBAImage(width: 1, height: 1, pixels: [pixels[index]]))
            if alone.pixels[0] != whole.pixels[index] { differing += 1 }
        }
        #expect(differing == 0)
    }
}
