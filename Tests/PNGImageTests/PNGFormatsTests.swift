import ColorScience
import PNGImage
import Testing

/// PNG files of every color type, 16-bit channels and Adam7 interlacing, written here byte by
/// byte (uncompressed deflate blocks), read to the 8-bit straight-alpha pixels they hold.
@Suite("PNG formats")
struct PNGFormatsTests {
    /// A PNG of `width × height` from raw scanline bytes per pixel (`sample(x, y)`), with the
    /// IHDR fields given and extra chunks (PLTE, tRNS) before the data.
    static func png(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false,
                    chunks: [[UInt8]] = [], sample: (Int, Int) -> [UInt8]) -> [UInt8] {
        var raw: [UInt8] = []
        if interlaced {
            // Adam7: seven passes, each a sub-image of rows with a filter byte each.
            let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            for (x0, y0, dx, dy) in passes {
                for y in stride(from: y0, to: height, by: dy) {
                    let xs = Array(stride(from: x0, to: width, by: dx))
                    guard !xs.isEmpty else { continue }
                    raw.append(0)
                    for x in xs { raw += sample(x, y) }
                }
            }
        } else {
            for y in 0..<height {
                raw.append(0)
                for x in 0..<width { raw += sample(x, y) }
            }
        }
        let header = PNGFile.bigEndian(UInt32(width)) + PNGFile.bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGFile.chunk("IHDR", header) + chunks.flatMap { $0 }
            + PNGFile.chunk("IDAT", PNGFile.zlibStored(raw)) + PNGFile.chunk("IEND", [])
    }

    static let (width, height) = (13, 11)

    static func expected(_ color: (Int, Int) -> RGBA8) -> [RGBA8] {
        (0..<height).flatMap { y in (0..<width).map { x in color(x, y) } }
    }

    @Test("8-bit gray, and gray with alpha")
    func gray() throws {
        let gray = try RGBAImage(png: Self.png(width: Self.width, height: Self.height, bitDepth: 8, colorType: 0) { x, y in [UInt8(x * 19 + y)] })
        #expect(gray.pixels == Self.expected { x, y in RGBA8(red: UInt8(x * 19 + y), green: UInt8(x * 19 + y), blue: UInt8(x * 19 + y)) })
        let grayAlpha = try RGBAImage(png: Self.png(width: Self.width, height: Self.height, bitDepth: 8, colorType: 4) { x, y in [UInt8(x * 19), UInt8(y * 23)] })
        #expect(grayAlpha.pixels == Self.expected { x, y in RGBA8(red: UInt8(x * 19), green: UInt8(x * 19), blue: UInt8(x * 19), alpha: UInt8(y * 23)) })
    }

    @Test("A palette with transparency (PLTE, tRNS)")
    func palette() throws {
        let colors: [RGBA8] = [RGBA8(red: 255, green: 59, blue: 48), RGBA8(red: 0, green: 122, blue: 255, alpha: 128), RGBA8(red: 52, green: 199, blue: 89, alpha: 0)]
        let plte = PNGFile.chunk("PLTE", colors.flatMap { [$0.red, $0.green, $0.blue] })
        let trns = PNGFile.chunk("tRNS", colors.map(\.alpha))
        let image = try RGBAImage(png: Self.png(width: Self.width, height: Self.height, bitDepth: 8, colorType: 3, chunks: [plte, trns]) { x, y in
            [UInt8((x + y) % 3)]
        })
        #expect(image.pixels.enumerated().allSatisfy { index, pixel in
            let expected = colors[(index % Self.width + index / Self.width) % 3]
            // A fully transparent pixel's color does not matter.
            return expected.alpha == 0 ? pixel.alpha == 0 : pixel == expected
        })
    }

    @Test("16-bit RGB and RGBA round to 8 bits")
    func sixteenBit() throws {
        let rgb = try RGBAImage(png: Self.png(width: Self.width, height: Self.height, bitDepth: 16, colorType: 2) { x, y in
            // 16-bit values that are exact multiples of 257: the 8-bit value is exact.
            [UInt8(x * 19), UInt8(x * 19), UInt8(y * 23), UInt8(y * 23), 200, 200]
        })
        #expect(rgb.pixels == Self.expected { x, y in RGBA8(red: UInt8(x * 19), green: UInt8(y * 23), blue: 200) })
        let rgba = try RGBAImage(png: Self.png(width: Self.width, height: Self.height, bitDepth: 16, colorType: 6) { x, y in
            [UInt8(x * 19), UInt8(x * 19), 0, 0, 255, 255, 255, 255]
        })
        #expect(rgba.pixels == Self.expected { x, _ in RGBA8(red: UInt8(x * 19), green: 0, blue: 255) })
    }

    @Test("Adam7 interlacing gives the same pixels as the plain file")
    func interlaced() throws {
        let sample = { (x: Int, y: Int) -> [UInt8] in [UInt8(x * 19), UInt8(y * 23), UInt8((x * y) % 256), UInt8(255 - x * 3)] }
        let plain = try RGBAImage(png: Self.png(width: Self.width, height: Self.height, bitDepth: 8, colorType: 6, sample: sample))
        let interlaced = try RGBAImage(png: Self.png(width: Self.width, height: Self.height, bitDepth: 8, colorType: 6, interlaced: true, sample: sample))
        #expect(interlaced.pixels == plain.pixels)
        #expect(plain.pixels[14] == RGBA8(red: 19, green: 23, blue: 1, alpha: 252))
    }
}
