import ColorScience
import PNGImage
import Testing

/// PNG files that say their color space — a `cICP` chunk, an `iCCP` profile — made here byte by
/// byte: the space is read, and written again with the image.
@Suite("PNG color spaces")
struct ColorSpaceTests {
    static let pixels: [RGBA8] = (0..<16).map { (i: Int) -> RGBA8 in
        let up = UInt8(i * 16)
        return RGBA8(red: up, green: 200, blue: 255 - up, alpha: UInt8(100 + i * 9))
    }

    /// A 4×4 PNG with `chunks` inserted after IHDR.
    static func png(with chunks: [[UInt8]]) throws -> [UInt8] {
        let plain = try RGBAImage(width: 4, height: 4, pixels: pixels).png()
        // IHDR is the first chunk: 8 bytes of signature, then 4 + 4 + 13 + 4.
        return Array(plain.prefix(33)) + chunks.flatMap { $0 } + Array(plain.dropFirst(33))
    }

    @Test("An untagged image is sRGB, and is written without color chunks")
    func untagged() throws {
        let image = try RGBAImage(png: try Self.png(with: []))
        #expect(image.colorSpace == ImageColorSpace(encoding: .sRGB))
        #expect(image.colorChunks.isEmpty)
        #expect(PNGFile.chunkTypes(try image.png()).allSatisfy { !["iCCP", "cICP"].contains($0) })
    }

    @Test("cICP: P3 D65 with the sRGB curve is Display P3; BT.709 is sRGB; PQ is read with a note", arguments: [
        ([12, 13, 0, 1] as [UInt8], PixelEncoding.displayP3, false),
        ([1, 13, 0, 1], .sRGB, false),
        ([12, 16, 0, 1], .displayP3, true),
        ([9, 13, 0, 1], .sRGB, true),
    ])
    func cicp(_ data: [UInt8], _ encoding: PixelEncoding, _ noted: Bool) throws {
        let image = try RGBAImage(png: try Self.png(with: [PNGFile.chunk("cICP", data)]))
        #expect(image.colorSpace.encoding == encoding)
        #expect((image.colorSpace.note != nil) == noted, "\(image.colorSpace.note ?? "")")
        #expect(image.pixels == Self.pixels)
        // Written again with the same chunk.
        let written = try image.png()
        #expect(PNGFile.chunkTypes(written) == ["IHDR", "cICP", "IDAT", "IEND"])
        #expect(try RGBAImage(png: written).colorSpace == image.colorSpace)
    }

    @Test("iCCP: a Display P3 profile and an sRGB one are told apart by their colorants; another is read as sRGB with a note")
    func iccp() throws {
        let p3 = try RGBAImage(png: try Self.png(with: [PNGFile.iccp(name: "Display P3", colorants: ConversionMatrices.linearDisplayP3ToXYZ)]))
        #expect(p3.colorSpace == ImageColorSpace(encoding: .displayP3))
        let written = try p3.png()
        #expect(PNGFile.chunkTypes(written).prefix(2) == ["IHDR", "iCCP"])
        #expect(try RGBAImage(png: written).colorSpace.encoding == .displayP3)

        let srgb = try RGBAImage(png: try Self.png(with: [PNGFile.iccp(name: "sRGB IEC61966-2.1", colorants: ConversionMatrices.linearSRGBToXYZ)]))
        #expect(srgb.colorSpace == ImageColorSpace(encoding: .sRGB))

        let wide = try RGBAImage(png: try Self.png(with: [PNGFile.iccp(name: "Rec. 2020", colorants: ConversionMatrices.linearRec2020ToXYZ)]))
        #expect(wide.colorSpace.encoding == .sRGB)
        #expect(wide.colorSpace.note?.contains("'Rec. 2020' has primaries other than sRGB's or Display P3's") == true)

        var broken = PNGFile.iccp(name: "Broken", colorants: ConversionMatrices.linearDisplayP3ToXYZ)
        broken[20] ^= 0xFF  // inside the compressed profile: it no longer inflates
        let unread = try RGBAImage(png: try Self.png(with: [PNGFile.chunk("iCCP", Array(broken.dropFirst(8).dropLast(4)))]))
        #expect(unread.colorSpace.encoding == .sRGB && unread.colorSpace.note != nil)
    }
}

/// PNG chunks made by hand: CRC-32, and zlib streams of stored (uncompressed) blocks.
enum PNGFile {
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    static func chunkTypes(_ file: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= file.count {
            let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
            types.append(String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    /// An iCCP chunk holding a minimal RGB display profile with the colorants of a D65 space
    /// (adapted to D50 with Bradford, as ICC profiles are).
    static func iccp(name: String, colorants toXYZ: Matrix3) -> [UInt8] {
        let d50 = ConversionMatrices.bradfordD65ToD50 * toXYZ
        let columns = [SIMD3(d50.row0.x, d50.row1.x, d50.row2.x), SIMD3(d50.row0.y, d50.row1.y, d50.row2.y), SIMD3(d50.row0.z, d50.row1.z, d50.row2.z)]
        let tags = ["rXYZ", "gXYZ", "bXYZ"]
        var header = [UInt8](repeating: 0, count: 128)
        header.replaceSubrange(12..<16, with: Array("mntr".utf8))
        header.replaceSubrange(16..<20, with: Array("RGB ".utf8))
        header.replaceSubrange(20..<24, with: Array("XYZ ".utf8))
        header.replaceSubrange(36..<40, with: Array("acsp".utf8))
        var table = bigEndian(UInt32(tags.count))
        var data: [UInt8] = []
        let start = 128 + 4 + 12 * tags.count
        for (tag, xyz) in zip(tags, columns) {
            table += Array(tag.utf8) + bigEndian(UInt32(start + data.count)) + bigEndian(20)
            data += Array("XYZ ".utf8) + [0, 0, 0, 0]
            for value in [xyz.x, xyz.y, xyz.z] { data += bigEndian(UInt32(bitPattern: Int32((value * 65536).rounded()))) }
        }
        var profile = header + table + data
        profile.replaceSubrange(0..<4, with: bigEndian(UInt32(profile.count)))
        return chunk("iCCP", Array(name.utf8) + [0, 0] + zlibStored(profile))
    }

    /// A zlib stream of one stored block.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        let length = UInt16(bytes.count)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + bytes + bigEndian(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
