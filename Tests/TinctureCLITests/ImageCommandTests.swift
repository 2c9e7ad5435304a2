import ColorScience
import Foundation
import PNGImage
import Testing
import ThemeAudit
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

/// `tincture image widget` and `tincture image grid` on pictures made here.
@Suite("tincture image widget and grid")
struct ImageWidgetGridTests {
    /// A 40×20 widget: a white container, an orange bar (left) and a blue bar (right), each
    /// with a faint anti-aliased column (ΔEOK 0.05 from the white) beside the orange one.
    static func widget() -> RGBAImage {
        var image = RGBAImage(width: 40, height: 20, pixels: Array(repeating: RGBA8(red: 255, green: 255, blue: 255), count: 800))
        for y in 5..<15 {
            for x in 4..<16 { image[x, y] = RGBA8(red: 255, green: 149, blue: 0) }
            image[16, y] = RGBA8(red: 255, green: 240, blue: 220)
            for x in 24..<36 { image[x, y] = RGBA8(red: 0, green: 122, blue: 255) }
        }
        return image
    }

    @Test("Accented: the container is keyed out to the tint's backdrop, elements are white, the masked ones take the tint")
    func accented() throws {
        let folder = try Scratch.directory("image-widget")
        try ImageCommandTests.write(Self.widget(), to: folder + "/w.png")
        var mask = RGBAImage(width: 40, height: 20, pixels: Array(repeating: RGBA8(red: 0, green: 0, blue: 0, alpha: 0), count: 800))
        for y in 0..<20 { for x in 20..<40 { mask[x, y] = RGBA8(red: 255, green: 255, blue: 255) } }
        try ImageCommandTests.write(mask, to: folder + "/mask.png")
        let result = runTincture(["image", "widget", folder + "/w.png", "--mode", "accented", "--tint", "blue",
                                  "--accent-mask", folder + "/mask.png", "-o", folder + "/out.png"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let out = try ImageCommandTests.read(folder + "/out.png")
        let tint = WidgetTint.checked[1].color
        let backdrop = RGBA8(rounding: WidgetRendering.accentedBackground(tint: tint))
        #expect(out[0, 0] == backdrop)
        #expect(out[8, 8] == RGBA8(red: 255, green: 255, blue: 255))
        #expect(out[30, 8] == RGBA8(rounding: tint))
        // The anti-aliased column lies between the backdrop and white.
        let edge = out[16, 8]
        #expect(edge.red > backdrop.red && edge.red < 255)
        // Vibrant: luminance to alpha on the dark neutral; the blue bar darker than the orange.
        #expect(runTincture(["image", "widget", folder + "/w.png", "--mode", "vibrant", "-o", folder + "/v.png"]).exitCode == 0)
        let vibrant = try ImageCommandTests.read(folder + "/v.png")
        #expect(vibrant[0, 0] == RGBA8(rounding: WidgetRendering.vibrantBackground))
        #expect(vibrant[8, 8].red > vibrant[30, 8].red)
        try ImageCommandTests.write(ImageCommandTests.card(), to: folder + "/big-mask.png")
        let mismatch = runTincture(["image", "widget", folder + "/w.png", "--mode", "accented", "--accent-mask", folder + "/big-mask.png",
                                    "-o", folder + "/x.png"])
        #expect(mismatch.exitCode == 65)
        #expect(mismatch.standardError.contains("the accent mask is 48×32, the picture 40×20"), "\(mismatch.standardError)")
        #expect(runTincture(["image", "widget", folder + "/w.png", "--mode", "accented", "--tint", "teal-ish", "-o", folder + "/y.png"]).exitCode == 64)
    }

    @Test("A grid: the original and the four color visions side by side, labelled, scaled down")
    func grid() throws {
        let folder = try Scratch.directory("image-grid")
        try ImageCommandTests.write(ImageCommandTests.card(), to: folder + "/card.png")
        let result = runTincture(["image", "grid", folder + "/card.png", "--width", "24", "-o", folder + "/grid.png"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let grid = try ImageCommandTests.read(folder + "/grid.png")
        // Five panels of 24×16 in one row, with margins and a label band above.
        #expect(grid.width == 8 + 5 * (24 + 8))
        #expect(grid.height > 16 + 16)
        // The deuteranopia panel (the third) holds the scaled simulation: its top-left pixel is
        // the simulation of the card's top-left 2×2 block's average, not the original.
        let label = grid.height - 8 - 16
        let original = grid[8, label], deutan = grid[8 + 2 * 32, label]
        #expect(original != deutan)
        #expect(deutan == ColorVisionSimulation(.deuteranopia).simulate(deutan))  // a dichromat's color is its own simulation
        // Labels are drawn (dark pixels in the band above the panels) when a font is installed.
        if !result.standardError.contains("no sans-serif font found") {
            let band = (0..<label).flatMap { y in (0..<grid.width).map { grid[$0, y] } }
            #expect(band.contains { $0.red < 128 })
        }
        let widgets = runTincture(["image", "grid", folder + "/card.png", "--widget", "--columns", "4", "-o", folder + "/w.png"])
        #expect(widgets.exitCode == 0, "\(widgets.standardError)")
        #expect(try ImageCommandTests.read(folder + "/w.png").width == 8 + 4 * (48 + 8))
        // An accent mask colors the accent group in each tint's panel; it goes with --widget only.
        let mask = RGBAImage(width: 48, height: 32, pixels: Array(repeating: RGBA8(red: 255, green: 255, blue: 255), count: 48 * 32))
        try ImageCommandTests.write(mask, to: folder + "/mask.png")
        let masked = runTincture(["image", "grid", folder + "/card.png", "--widget", "--columns", "4", "--accent-mask", folder + "/mask.png", "-o", folder + "/m.png"])
        #expect(masked.exitCode == 0, "\(masked.standardError)")
        let (plain, accented) = (try ImageCommandTests.read(folder + "/w.png"), try ImageCommandTests.read(folder + "/m.png"))
        #expect(plain.width == accented.width && plain.height == accented.height)
        #expect(plain.pixels != accented.pixels)
        #expect(runTincture(["image", "grid", folder + "/card.png", "--accent-mask", folder + "/mask.png", "-o", folder + "/x.png"]).exitCode == 64)
    }
}
