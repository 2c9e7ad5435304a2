import ColorScience
import Testing
@testable import PNGImage

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

    /// Found by `Fuzz/run FuzzPNG`: 210 bytes whose third chunk (tEXt) states 2,113,929,224 bytes, for
    /// which libpng set aside 2 GB before finding the file ends.
    static let statesTwoGigabytes = """
            "89504e470d0a1a0a0000000d49484452000000080000000808020000013c6a194a00000008744558740f0500bfb916e3"
            "997445a8a87e00000874455874000f0500bfa78b4e470d0a1a650000000874455874000f0500bf8b0bb916e300000073"
            "49444154789c0d8c311100400cc2aa042555d23922aa0425010000000000001eaaa8fda96597eae23ef5729faae9669b"
            "eb0f471f7bdc512aa67091df56338d9bfc9a9659bce41fe898c347fea684448b112b2c81250c1240202d324520830c32"
            "c88b024e44ae0a4228a0800200822a656082"
        """

    @Test("A chunk stating more bytes than the file holds is refused before libpng sets that much aside")
    func chunkPastTheEnd() throws {
        let hex = Self.statesTwoGigabytes.filter(\.isHexDigit)
        let bytes = stride(from: 0, to: hex.count, by: 2).map { offset -> UInt8 in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
        }
        #expect(bytes.count == 210)
        #expect(throws: PNGError("the PNG file is cut short: its tEXt chunk at byte 53 states 2113929224 bytes, and 145 follow")) {
            _ = try RGBAImage(png: bytes)
        }
        // A whole image with one chunk stating 2³¹ − 1 bytes in front of its data.
        let image = try RGBAImage(width: 2, height: 2, pixels: Array(repeating: RGBA8(red: 9, green: 8, blue: 7), count: 4)).png()
        let stated = Array(image.prefix(33)) + [0x7f, 0xff, 0xff, 0xff] + Array("tEXt".utf8) + Array(image.dropFirst(33))
        #expect(throws: PNGError("the PNG file is cut short: its tEXt chunk at byte 33 states 2147483647 bytes, and \(stated.count - 45) follow")) {
            _ = try RGBAImage(png: stated)
        }
        // Nothing after IEND is read.
        #expect(try RGBAImage(png: image + [0x7f, 0xff, 0xff, 0xff, 0x41, 0x42, 0x43, 0x44]) == RGBAImage(png: image))
    }

    @Test("libpng is given only the chunks that make the pixels: text, profiles and unknown chunks stay with Tincture")
    func onlyPixelChunks() throws {
        let image = try RGBAImage(width: 2, height: 2, pixels: Array(repeating: RGBA8(red: 9, green: 8, blue: 7, alpha: 200), count: 4)).png()
        let end = image.count - 12
        let extra = PNGChunks.chunk("tEXt", Array("Comment".utf8) + [0, 0x41]) + PNGChunks.chunk("zTXt", Array("k".utf8) + [0, 0, 0x78, 0x9c])
            + PNGChunks.chunk("iCCP", Array("p".utf8) + [0, 0, 0x78, 0x9c, 0x01]) + PNGChunks.chunk("prVt", [1, 2, 3])
        let file = Array(image[..<end]) + extra + Array(image[end...])
        #expect(PNGChunks(PNGChunks.forDecoding(file)).chunks.map(\.type) == ["IHDR", "sRGB", "IDAT", "IEND"])
        #expect(try RGBAImage(png: file).pixels == RGBAImage(png: image).pixels)
    }
}

