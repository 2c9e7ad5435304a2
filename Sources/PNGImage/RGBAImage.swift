import ColorScience

/// An image as 8-bit pixels with straight (not premultiplied) alpha, row by row from the top
/// left, in the color space its file gave (sRGB, or Display P3 for an iPhone screenshot).
public struct RGBAImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// `width × height` pixels, row by row.
    public var pixels: [RGBA8]
    /// The space the pixels are in.
    public var colorSpace: ImageColorSpace
    /// The file's chunks that say so (`cICP`, `iCCP`, …), written again with the image so
    /// that a P3 screenshot stays P3.
    public var colorChunks: [[UInt8]]

    public init(width: Int, height: Int, pixels: [RGBA8], colorSpace: ImageColorSpace = ImageColorSpace(encoding: .sRGB),
                colorChunks: [[UInt8]] = []) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "\(pixels.count) pixels for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.colorSpace = colorSpace
        self.colorChunks = colorChunks
    }

    /// The pixel at column `x`, row `y` (0-based, from the top left).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}

/// Why an image could not be read or written, in libpng's (or ImageIO's) words.
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
