import ColorScience
#if canImport(CLibPNG)
import CLibPNG
#endif

/// What color space a PNG's pixels are in, from its chunks: `cICP` first, then an `iCCP`
/// profile (recognised by its primaries), then `sRGB`; an image with none is sRGB. Display P3
/// is what iPhone screenshots are.
public struct ImageColorSpace: Hashable, Sendable {
    /// How the 8-bit channels encode color.
    public var encoding: PixelEncoding
    /// Why the pixels are read as `encoding` when the file says something else (a profile
    /// Tincture does not know, an HDR transfer): nil when the file says `encoding`, or nothing.
    public var note: String?

    public init(encoding: PixelEncoding, note: String? = nil) {
        self.encoding = encoding
        self.note = note
    }

    /// The space the chunks describe.
    init(_ chunks: PNGChunks) {
        if let cicp = chunks.chunks.first(where: { $0.type == "cICP" }) {
            self = Self(cicp: Array(cicp.data))
        } else if let iccp = chunks.chunks.first(where: { $0.type == "iCCP" }) {
            self = Self(iccp: Array(iccp.data))
        } else {
            self.init(encoding: .sRGB)
        }
    }

    /// ITU-T H.273 code points: primaries 1 (BT.709, sRGB's) or 12 (SMPTE EG 432-1, P3 D65),
    /// transfer 13 (the sRGB curve).
    init(cicp data: [UInt8]) {
        guard data.count == 4 else {
            self.init(encoding: .sRGB, note: "its cICP chunk is not 4 bytes long: read as sRGB")
            return
        }
        let (primaries, transfer) = (data[0], data[1])
        let encoding: PixelEncoding? = switch primaries {
        case 1: .sRGB
        case 12: .displayP3
        default: nil
        }
        guard let encoding else {
            self.init(encoding: .sRGB, note: "its cICP chunk names color primaries \(primaries), which Tincture does not simulate in: read as sRGB")
            return
        }
        guard transfer == 13 else {
            let kind = transfer == 16 ? "PQ (HDR)" : transfer == 18 ? "HLG (HDR)" : "transfer \(transfer)"
            self.init(encoding: encoding, note: "its cICP chunk names \(kind), not the sRGB curve: read with the sRGB curve")
            return
        }
        self.init(encoding: encoding)
    }

    /// An `iCCP` chunk: a name, a zero byte, the compression method (0), the zlib-compressed
    /// ICC profile.
    init(iccp data: [UInt8]) {
        guard let zero = data.prefix(80).firstIndex(of: 0), zero + 2 <= data.count else {
            self.init(encoding: .sRGB, note: "its iCCP chunk is malformed: read as sRGB")
            return
        }
        let name = String(decoding: data[..<zero], as: UTF8.self)
        guard let profile = Self.inflate(Array(data[(zero + 2)...])) else {
            self.init(encoding: .sRGB, note: "its ICC profile '\(name)' could not be decompressed: read as sRGB")
            return
        }
        guard let colorants = ICCProfile(profile)?.colorants else {
            self.init(encoding: .sRGB, note: "its ICC profile '\(name)' is not an RGB matrix profile Tincture reads: read as sRGB")
            return
        }
        if ICCProfile.matches(colorants, ConversionMatrices.linearSRGBToXYZ) {
            self.init(encoding: .sRGB)
        } else if ICCProfile.matches(colorants, ConversionMatrices.linearDisplayP3ToXYZ) {
            self.init(encoding: .displayP3)
        } else {
            self.init(encoding: .sRGB, note: "its ICC profile '\(name)' has primaries other than sRGB's or Display P3's: read as sRGB")
        }
    }

    /// A zlib stream's bytes (at most 16 MB), or nil.
    static func inflate(_ compressed: [UInt8]) -> [UInt8]? {
        #if canImport(CLibPNG)
        var capacity = max(4096, compressed.count * 4)
        while capacity <= 16 << 20 {
            var output = [UInt8](repeating: 0, count: capacity)
            var length = uLongf(capacity)
            let status = output.withUnsafeMutableBufferPointer { out in
                compressed.withUnsafeBufferPointer { input in
                    uncompress(out.baseAddress, &length, input.baseAddress, uLong(input.count))
                }
            }
            if status == Z_OK { return Array(output.prefix(Int(length))) }
            guard status == Z_BUF_ERROR else { return nil }
            capacity *= 4
        }
        return nil
        #else
        return nil
        #endif
    }
}

/// The parts of an ICC profile that tell its RGB space: the colorants (`rXYZ`, `gXYZ`,
/// `bXYZ`, in the D50 profile connection space).
struct ICCProfile {
    /// The red, green and blue colorants' XYZ (D50).
    var colorants: (red: SIMD3<Double>, green: SIMD3<Double>, blue: SIMD3<Double>)?

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 132, String(decoding: bytes[36..<40], as: UTF8.self) == "acsp",
              String(decoding: bytes[16..<20], as: UTF8.self) == "RGB " else { return nil }
        func u32(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        func fixed(_ at: Int) -> Double? {
            u32(at).map { Double(Int32(truncatingIfNeeded: $0)) / 65536 }
        }
        guard let count = u32(128), count < 1000 else { return nil }
        var tags: [String: Int] = [:]
        for index in 0..<count {
            let entry = 132 + index * 12
            guard let offset = u32(entry + 4), entry + 12 <= bytes.count else { return nil }
            tags[String(decoding: bytes[entry..<(entry + 4)], as: UTF8.self)] = offset
        }
        func xyz(_ tag: String) -> SIMD3<Double>? {
            guard let offset = tags[tag], offset + 20 <= bytes.count, String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self) == "XYZ ",
                  let x = fixed(offset + 8), let y = fixed(offset + 12), let z = fixed(offset + 16) else { return nil }
            return SIMD3(x, y, z)
        }
        if let red = xyz("rXYZ"), let green = xyz("gXYZ"), let blue = xyz("bXYZ") { colorants = (red, green, blue) }
    }

    /// Whether colorants are a space's (its D65 RGB → XYZ matrix, adapted to D50 with Bradford
    /// as ICC profiles are), within 0.003: profiles round to 16-bit fractions and differ in
    /// their adaptation a little.
    static func matches(_ colorants: (red: SIMD3<Double>, green: SIMD3<Double>, blue: SIMD3<Double>), _ toXYZ: Matrix3) -> Bool {
        let d50 = ConversionMatrices.bradfordD65ToD50 * toXYZ
        let columns = [SIMD3(d50.row0.x, d50.row1.x, d50.row2.x), SIMD3(d50.row0.y, d50.row1.y, d50.row2.y), SIMD3(d50.row0.z, d50.row1.z, d50.row2.z)]
        return zip([colorants.red, colorants.green, colorants.blue], columns).allSatisfy { given, expected in
            let difference = given - expected
            return max(abs(difference.x), abs(difference.y), abs(difference.z)) < 0.003
        }
    }
}
