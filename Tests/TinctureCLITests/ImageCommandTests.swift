import ColorScience
import Foundation
import PNGImage
import Testing
@testable import TinctureCLI

/// `tincture image simulate` on PNG files made here: a test card of ramps and alpha, simulated
/// for each deficiency and compared with golden pictures the tests recorded
/// (`RECORD_GOLDEN=1` records them again), and batches with broken files.
@Suite("tincture image simulate")
struct ImageCommandTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/images").path

    /// 48×32: hue ramps on the top rows, a gray ramp, a band of falling alpha.
    static func card() -> RGBAImage {
        var pixels: [RGBA8] = []
        for y in 0..<32 {
            for x in 0..<48 {
                let t = Double(x) / 47
                let color: RGBA8 = switch y / 8 {
                case 0: RGBA8(red: UInt8(255 * (1 - t)), green: UInt8(255 * t), blue: 40)
                case 1: RGBA8(red: 30, green: UInt8(255 * (1 - t)), blue: UInt8(255 * t))
                case 2: RGBA8(red: UInt8(255 * t), green: UInt8(255 * t), blue: UInt8(255 * t))
                default: RGBA8(red: 220, green: 60, blue: 40, alpha: UInt8(255 * (1 - t)))
                }
                pixels.append(color)
            }
        }
        return RGBAImage(width: 48, height: 32, pixels: pixels)
    }

    static func write(_ image: RGBAImage, to path: String) throws {
        try Data(try image.png()).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) throws -> RGBAImage {
        try RGBAImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test("Each deficiency's picture equals the golden one, pixel for pixel, and each pixel equals the color simulation",
          arguments: ColorVisionDeficiency.allCases)
    func golden(_ deficiency: ColorVisionDeficiency) throws {
        let folder = try Scratch.directory("image-golden")
        try Self.write(Self.card(), to: folder + "/card.png")
        let out = folder + "/card-\(deficiency.rawValue).png"
        let result = runTincture(["image", "simulate", folder + "/card.png", "--deficiency", deficiency.rawValue, "-o", out])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("tincture: simulated \(deficiency.rawValue): 1 image, 0 Mpx"), "\(result.standardError)")
        let simulated = try Self.read(out)
        let simulation = ColorVisionSimulation(deficiency)
        #expect(simulated.pixels == Self.card().pixels.map(simulation.simulate))
        #expect(RGBAImage.software(of: Array(try Data(contentsOf: URL(fileURLWithPath: out)))) == "tincture")
        let goldenPath = Self.golden + "/card-\(deficiency.rawValue).png"
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(atPath: Self.golden, withIntermediateDirectories: true)
            try Self.write(simulated, to: goldenPath)
        }
        #expect(try Self.read(goldenPath).pixels == simulated.pixels)
    }

    @Test("A batch: folders and globs, the names kept under the output folder; a broken file is reported and the rest done (exit 65)")
    func batch() throws {
        let folder = try Scratch.directory("image-batch")
        try FileManager.default.createDirectory(atPath: folder + "/shots/dark", withIntermediateDirectories: true)
        try Self.write(Self.card(), to: folder + "/shots/a.png")
        try Self.write(Self.card(), to: folder + "/shots/dark/b.png")
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: folder + "/shots/broken.png"))
        let result = runTincture(["image", "simulate", folder + "/shots", "--deficiency", "protanopia", "-o", folder + "/out", "--jobs", "2"])
        #expect(result.exitCode == 65)
        #expect(result.standardError.contains("tincture: error: \(folder)/shots/broken.png: not a PNG file (it does not start with PNG's signature)"))
        #expect(result.standardError.contains("simulated protanopia: 2 images, 0 Mpx, in "))
        #expect(result.standardError.contains("; 1 failed → \(folder)/out"))
        #expect(FileManager.default.fileExists(atPath: folder + "/out/a.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/out/dark/b.png"))
        // No progress bar when standard error is not a terminal.
        #expect(!result.standardError.contains("\r"))
        let globbed = runTincture(["image", "simulate", folder + "/shots/**/b.png", "--deficiency", "protanopia", "-o", folder + "/glob"])
        #expect(globbed.exitCode == 0, "\(globbed.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder + "/glob/dark/b.png"))
        let missing = runTincture(["image", "simulate", folder + "/nothing.png", "--deficiency", "protanopia", "-o", folder + "/x"])
        #expect(missing.exitCode == 66)
    }

    @Test("A file at the output that tincture did not write is kept unless --force; its own results are replaced")
    func overwrite() throws {
        let folder = try Scratch.directory("image-overwrite")
        try Self.write(Self.card(), to: folder + "/card.png")
        try Self.write(Self.card(), to: folder + "/mine.png")
        let arguments = ["image", "simulate", folder + "/card.png", "--deficiency", "tritanopia", "-o", folder + "/mine.png"]
        let refused = runTincture(arguments)
        #expect(refused.exitCode == 65)
        #expect(refused.standardError.contains("mine.png: exists and was not written by tincture; --force replaces it"))
        #expect(try Self.read(folder + "/mine.png") == Self.card())
        #expect(runTincture(arguments + ["--force"]).exitCode == 0)
        // Now tincture's: replaced without --force.
        #expect(runTincture(arguments).exitCode == 0)
    }

    @Test("A Display P3 screenshot is simulated in P3 and written as P3")
    func displayP3() throws {
        let folder = try Scratch.directory("image-p3")
        var card = Self.card()
        card.colorSpace = ImageColorSpace(encoding: .displayP3)
        // cICP: P3 D65 primaries, the sRGB curve.
        let cicp: [UInt8] = [0, 0, 0, 4] + Array("cICP".utf8) + [12, 13, 0, 1]
        card.colorChunks = [cicp + Self.crc(Array(cicp.dropFirst(4)))]
        try Self.write(card, to: folder + "/p3.png")
        #expect(try Self.read(folder + "/p3.png").colorSpace.encoding == .displayP3)
        let result = runTincture(["image", "simulate", folder + "/p3.png", "--deficiency", "deuteranopia", "-o", folder + "/out.png"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let simulated = try Self.read(folder + "/out.png")
        #expect(simulated.colorSpace.encoding == .displayP3)
        var expected = card.pixels
        ColorVisionSimulation(.deuteranopia).simulate(&expected, encoding: .displayP3)
        #expect(simulated.pixels == expected)
        #expect(simulated.pixels != Self.card().pixels.map(ColorVisionSimulation(.deuteranopia).simulate))
    }

    static func crc(_ bytes: [UInt8]) -> [UInt8] {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc = ~crc
        return [UInt8(crc >> 24), UInt8(truncatingIfNeeded: crc >> 16), UInt8(truncatingIfNeeded: crc >> 8), UInt8(truncatingIfNeeded: crc)]
    }
}
