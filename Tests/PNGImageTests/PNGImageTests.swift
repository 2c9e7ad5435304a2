import ColorScience
import Testing
import PNGImage

@Suite("PNG images")
struct PNGImageTests {
    @Test("An image survives encoding and decoding, alpha included")
    func roundTrip() throws {
        var pixels: [RGBA8] = []
        for y in 0..<7 {
            for x in 0..<5 {
                pixels.append(RGBA8(red: UInt8(x * 50), green: UInt8(y * 36), blue: UInt8((x + y) * 20), alpha: UInt8(255 - x * 40)))
            }
        }
        let image = RGBAImage(width: 5, height: 7, pixels: pixels)
        let bytes = try image.png()
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        #expect(try RGBAImage(png: bytes) == image)
    }

    @Test("Bytes that are not a PNG, or a PNG cut short, are an error with libpng's reason", arguments: [
        [UInt8](), [0x00, 0x01, 0x02], Array("GIF89a not a png".utf8),
    ])
    func notPNG(_ bytes: [UInt8]) {
        #expect(throws: PNGError.self) { _ = try RGBAImage(png: bytes) }
    }

    @Test("A PNG cut short is an error, not a crash")
    func truncated() throws {
        let image = RGBAImage(width: 16, height: 16, pixels: Array(repeating: RGBA8(red: 1, green: 2, blue: 3), count: 256))
        let bytes = try image.png()
        // Cut inside the header, the first chunk, and the image data (a file missing only its
        // closing IEND chunk still holds the whole image, and libpng reads it).
        for length in [8, 20, 33, bytes.count / 2] {
            #expect(throws: PNGError.self, "cut at \(length)") { _ = try RGBAImage(png: Array(bytes.prefix(length))) }
        }
    }
}
