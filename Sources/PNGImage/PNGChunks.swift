/// A PNG file's chunks, read for the ones that say what color space the pixels are in
/// (`cICP`, `iCCP`, `sRGB`, `gAMA`, `cHRM`), which an image carries into the file written
/// from it. libpng checks the rest; this only walks the chunk lengths.
struct PNGChunks {
    struct Chunk {
        /// The four-letter type (`IHDR`, `iCCP`, …).
        var type: String
        /// The whole chunk as stored: length, type, data, CRC.
        var bytes: ArraySlice<UInt8>
        /// The data alone.
        var data: ArraySlice<UInt8> { bytes.dropFirst(8).dropLast(4) }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The chunks that describe the pixels' color space, in the order PNG wants them before
    /// the image data.
    static let colorTypes = ["cICP", "iCCP", "sRGB", "cHRM", "gAMA"]

    var chunks: [Chunk] = []

    /// The chunks of a file, up to `IEND` or the first one cut short.
    init(_ bytes: [UInt8]) {
        guard bytes.count >= 8, Array(bytes.prefix(8)) == Self.signature else { return }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let end = offset + 12 + length
            guard length <= Int(Int32.max), end <= bytes.count else { break }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, bytes: bytes[offset..<end]))
            if type == "IEND" { break }
            offset = end
        }
    }

    /// Where a file is cut short: the first chunk before `IEND` whose stated length runs past
    /// the file's end, with that length and the bytes there are. libpng sets aside a chunk's
    /// stated length before it reads the chunk (up to 2 GB), so a few hundred bytes stating one
    /// that large would cost that much memory to fail on; nil for a file whose chunks all fit.
    static func cutShort(_ bytes: [UInt8]) -> (offset: Int, type: String, length: Int, remaining: Int)? {
        guard bytes.count >= 8, Array(bytes.prefix(8)) == signature else { return nil }
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "IEND" { return nil }
            let remaining = bytes.count - offset - 12
            if length > remaining { return (offset, type, length, max(0, remaining)) }
            offset += 12 + length
        }
        return nil
    }

    /// The chunks that say which space the pixels are in, whole, for writing again: `cICP` and
    /// `iCCP`. (An `sRGB` chunk is what libpng writes anyway; `gAMA` and `cHRM` are not kept
    /// because libpng converts a file's own gamma to sRGB's when it decodes, so they no longer
    /// describe the pixels.)
    var colorChunks: [[UInt8]] { chunks.filter { ["cICP", "iCCP"].contains($0.type) }.map { Array($0.bytes) } }

    /// `file` (a PNG another encoder wrote) with its own color-space chunks replaced by
    /// `colorChunks`, placed right after `IHDR`.
    static func replacingColorChunks(of file: [UInt8], with colorChunks: [[UInt8]]) -> [UInt8] {
        let parsed = PNGChunks(file)
        guard let header = parsed.chunks.first, header.type == "IHDR" else { return file }
        var output = signature + Array(header.bytes)
        for chunk in colorChunks { output += chunk }
        for chunk in parsed.chunks.dropFirst() where !colorTypes.contains(chunk.type) { output += chunk.bytes }
        return output
    }

    /// A chunk of `type` holding `data`, with its CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// `file` with `chunk` inserted just before `IEND`.
    static func inserting(_ chunk: [UInt8], beforeEndOf file: [UInt8]) -> [UInt8] {
        guard let end = PNGChunks(file).chunks.last, end.type == "IEND" else { return file }
        return Array(file[..<end.bytes.startIndex]) + chunk + Array(end.bytes)
    }

    /// The text of a `tEXt` chunk with this keyword, if any.
    func text(_ keyword: String) -> String? {
        let prefix = Array(keyword.utf8) + [0]
        for chunk in chunks where chunk.type == "tEXt" {
            let data = Array(chunk.data)
            if data.starts(with: prefix) { return String(decoding: data.dropFirst(prefix.count), as: UTF8.self) }
        }
        return nil
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// CRC-32 (ISO 3309), as PNG computes it over a chunk's type and data.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return ~crc
    }

    static let crcTable: [UInt32] = (0..<256).map { (n: Int) -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The file as libpng's simplified reader should see it: only the chunks that make its
    /// pixels (`IHDR`, `PLTE`, `tRNS`, the gamma and chromaticities, `IDAT`, `IEND`). Tincture
    /// reads the color space from the chunks itself (see ``ImageColorSpace``), and libpng sets
    /// aside what a text, profile or unknown chunk states before it reads it, so those are not
    /// given to it. That reader also takes 16-bit data without a `gAMA` or `sRGB` chunk to be
    /// linear light, but such files (from image editors, snapshot tools, iPhone exports) hold
    /// sRGB-curve values like 8-bit ones: an `sRGB` chunk is inserted after `IHDR` so they are
    /// read as they are meant.
    static func forDecoding(_ file: [UInt8]) -> [UInt8] {
        let parsed = PNGChunks(file)
        guard let header = parsed.chunks.first, header.type == "IHDR" else { return file }
        let sixteenBit = header.data.count == 13 && header.data[header.data.startIndex + 8] == 16
            && !parsed.chunks.contains(where: { $0.type == "gAMA" || $0.type == "sRGB" })
        var output = signature
        for chunk in parsed.chunks where pixelTypes.contains(chunk.type) {
            output += chunk.bytes
            if chunk.type == "IHDR", sixteenBit { output += Self.chunk("sRGB", [0]) }
        }
        // What follows the last whole chunk of a file cut short, for libpng to judge.
        if let last = parsed.chunks.last, last.type != "IEND" { output += file[last.bytes.endIndex...] }
        return output
    }

    /// The chunks libpng's simplified reader needs for the pixels.
    static let pixelTypes: Set<String> = ["IHDR", "PLTE", "tRNS", "gAMA", "sRGB", "cHRM", "sBIT", "IDAT", "IEND"]
}
