import ColorScience

/// An image as 8-bit sRGB pixels with straight (not premultiplied) alpha, row by row from the
/// top left.
public struct RGBAImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// `width × height` pixels, row by row.
    public var pixels: [RGBA8]

    public init(width: Int, height: Int, pixels: [RGBA8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "\(pixels.count) pixels for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
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
