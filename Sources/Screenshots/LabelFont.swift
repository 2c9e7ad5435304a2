import ColorScience
import PNGImage
#if canImport(CFreeType)
import CFreeType
import Foundation
#elseif canImport(CoreText)
import CoreGraphics
import CoreText
import Foundation
#endif

/// A sans-serif font at one pixel size, for the labels of a picture: FreeType with DejaVu Sans
/// (or another common sans-serif, or the file `TINCTURE_FONT` names) on Linux, Core Text's
/// system font on Apple platforms. Text is drawn anti-aliased in one color. A FreeType face
/// is not to be used by two threads at once, so rendering takes a lock.
public final class LabelFont: @unchecked Sendable {
    public let pixelSize: Int
    private let lock = NSLock()
    #if canImport(CFreeType)
    private var library: FT_Library?
    private var face: FT_Face?
    #endif

    /// The files tried on Linux, in order.
    public static let candidates = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
        "/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    ]

    /// The font, or nil when none can be found (no sans-serif font installed).
    public init?(pixelSize: Int, environment: [String: String] = [:]) {
        self.pixelSize = pixelSize
        #if canImport(CFreeType)
        let files = (environment["TINCTURE_FONT"].map { [$0] } ?? []) + Self.candidates
        guard FT_Init_FreeType(&library) == 0 else { return nil }
        for file in files where FileManager.default.fileExists(atPath: file) {
            if FT_New_Face(library, file, 0, &face) == 0, FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0 { return }
            face = nil
        }
        FT_Done_FreeType(library)
        return nil
        #elseif canImport(CoreText)
        #else
        return nil
        #endif
    }

    deinit {
        #if canImport(CFreeType)
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
        #endif
    }

    /// The coverage (0…255) of a line of text, `width × height` from the top left, with the
    /// baseline at ``ascent``.
    public struct Rendered {
        public var width: Int
        public var height: Int
        public var coverage: [UInt8]
    }

    /// The text as a coverage mask one line high.
    public func render(_ text: String) -> Rendered {
        lock.lock()
        defer { lock.unlock() }
        #if canImport(CFreeType)
        guard let face else { return Rendered(width: 0, height: 0, coverage: []) }
        let ascent = Int(face.pointee.size.pointee.metrics.ascender >> 6)
        let height = Int((face.pointee.size.pointee.metrics.ascender - face.pointee.size.pointee.metrics.descender) >> 6)
        // First the advance of the whole line, then the glyphs.
        var width = 0
        for scalar in text.unicodeScalars where FT_Load_Char(face, FT_ULong(scalar.value), FT_Int32(FT_LOAD_DEFAULT)) == 0 {
            width += Int(face.pointee.glyph.pointee.advance.x >> 6)
        }
        var coverage = [UInt8](repeating: 0, count: max(0, width * height))
        var penX = 0
        for scalar in text.unicodeScalars where FT_Load_Char(face, FT_ULong(scalar.value), FT_Int32(FT_LOAD_RENDER)) == 0 {
            let glyph = face.pointee.glyph.pointee
            let bitmap = glyph.bitmap
            let left = penX + Int(glyph.bitmap_left), top = ascent - Int(glyph.bitmap_top)
            for row in 0..<Int(bitmap.rows) {
                for column in 0..<Int(bitmap.width) {
                    let x = left + column, y = top + row
                    guard x >= 0, x < width, y >= 0, y < height, let buffer = bitmap.buffer else { continue }
                    let value = buffer[row * Int(bitmap.pitch) + column]
                    coverage[y * width + x] = max(coverage[y * width + x], value)
                }
            }
            penX += Int(glyph.advance.x >> 6)
        }
        return Rendered(width: width, height: height, coverage: coverage)
        #elseif canImport(CoreText)
        let font = CTFontCreateUIFontForLanguage(.system, CGFloat(pixelSize), nil)
        let attributed = NSAttributedString(string: text, attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font as Any])
        let line = CTLineCreateWithAttributedString(attributed)
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        let width = Int(CTLineGetTypographicBounds(line, &ascent, &descent, &leading).rounded(.up))
        let height = Int((ascent + descent).rounded(.up))
        var coverage = [UInt8](repeating: 0, count: max(0, width * height))
        coverage.withUnsafeMutableBytes { buffer in
            guard let context = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width,
                                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue) else { return }
            context.setFillColor(gray: 1, alpha: 1)
            context.textPosition = CGPoint(x: 0, y: descent)
            CTLineDraw(line, context)
        }
        return Rendered(width: width, height: height, coverage: coverage)
        #else
        return Rendered(width: 0, height: 0, coverage: [])
        #endif
    }
}

extension RGBAImage {
    /// Draws a coverage mask at `(x, y)` (its top left) in `color`, blended over the pixels
    /// (gamma-encoded, as text is rendered); what falls outside the image is left out.
    public mutating func draw(_ text: LabelFont.Rendered, x: Int, y: Int, color: RGBA8) {
        for row in 0..<text.height {
            for column in 0..<text.width {
                let px = x + column, py = y + row
                let coverage = Int(text.coverage[row * text.width + column])
                guard coverage > 0, px >= 0, px < width, py >= 0, py < height else { continue }
                var pixel = self[px, py]
                func blend(_ under: UInt8, _ over: UInt8) -> UInt8 {
                    UInt8((Int(over) * coverage + Int(under) * (255 - coverage) + 127) / 255)
                }
                pixel = RGBA8(red: blend(pixel.red, color.red), green: blend(pixel.green, color.green), blue: blend(pixel.blue, color.blue),
                              alpha: max(pixel.alpha, UInt8(coverage)))
                self[px, py] = pixel
            }
        }
    }
}
