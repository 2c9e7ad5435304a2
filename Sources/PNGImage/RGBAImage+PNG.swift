import ColorScience
#if canImport(CLibPNG)
import CLibPNG
#elseif canImport(ImageIO)
import CoreGraphics
import Foundation
import ImageIO
#endif

extension RGBAImage {
    /// Decodes a PNG file's bytes (any bit depth, palette, gray or color, with or without
    /// alpha, interlaced or not) to 8-bit channels with straight alpha, in the file's own color
    /// space (see ``ImageColorSpace``): 16-bit channels are rounded to 8 bits, a gamma other
    /// than sRGB's is converted to it.
    public init(png bytes: [UInt8]) throws(PNGError) {
        if let short = PNGChunks.cutShort(bytes) {
            let name = short.type.allSatisfy({ $0.isASCII && $0.isLetter }) ? "its \(short.type) chunk" : "its chunk"
            throw PNGError("the PNG file is cut short: \(name) at byte \(short.offset) states \(short.length) bytes, and \(short.remaining) follow")
        }
        let chunks = PNGChunks(bytes)
        var colorSpace = ImageColorSpace(chunks)
        #if canImport(CLibPNG)
        // libpng reads from the bytes until the image is finished: one pointer for both calls.
        let decoded: Result<RGBAImage, PNGError> = PNGChunks.forDecoding(bytes).withUnsafeBytes { buffer in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
                return .failure(PNGError(Self.message(of: image, or: "not a PNG image")))
            }
            image.format = UInt32(tincture_png_format_rgba)
            let (width, height) = (Int(image.width), Int(image.height))
            // 2³⁰ pixels (4 GB decoded) and more are refused rather than tried.
            guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= 1 << 30 else {
                png_image_free(&image)
                return .failure(PNGError("a PNG image of \(width)×\(height) pixels is too large to read"))
            }
            var pixels = [RGBA8](repeating: RGBA8(red: 0, green: 0, blue: 0, alpha: 0), count: width * height)
            let finished = pixels.withUnsafeMutableBytes { output in
                png_image_finish_read(&image, nil, output.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else { return .failure(PNGError(Self.message(of: image, or: "the PNG image could not be decoded"))) }
            return .success(RGBAImage(width: width, height: height, pixels: pixels))
        }
        self = try decoded.get()
        self.colorSpace = colorSpace
        self.colorChunks = chunks.colorChunks
        #elseif canImport(ImageIO)
        let data = Data(bytes) as CFData
        guard let source = CGImageSourceCreateWithData(data, nil), let image = CGImageSourceCreateImageAtIndex(source, 0, nil) else {
            throw PNGError("not a PNG image")
        }
        let (width, height) = (image.width, image.height)
        // ImageIO reads the profile itself: its name settles what the chunks could not.
        if colorSpace.note != nil, let name = image.colorSpace?.name {
            if name == CGColorSpace.displayP3 { colorSpace = ImageColorSpace(encoding: .displayP3) }
            if name == CGColorSpace.sRGB { colorSpace = ImageColorSpace(encoding: .sRGB) }
        }
        let spaceName = colorSpace.encoding == .displayP3 ? CGColorSpace.displayP3 : CGColorSpace.sRGB
        var pixels = [RGBA8](repeating: RGBA8(red: 0, green: 0, blue: 0, alpha: 0), count: width * height)
        let drawn: Bool = pixels.withUnsafeMutableBytes { buffer in
            guard let space = CGColorSpace(name: spaceName),
                  let context = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: space,
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        guard drawn else { throw PNGError("the PNG image could not be decoded") }
        // Core Graphics draws premultiplied alpha; the image's pixels are straight.
        for index in pixels.indices where pixels[index].alpha > 0 && pixels[index].alpha < 255 {
            var pixel = pixels[index]
            let alpha = Int(pixel.alpha)
            pixel.red = UInt8(min(255, (Int(pixel.red) * 255 + alpha / 2) / alpha))
            pixel.green = UInt8(min(255, (Int(pixel.green) * 255 + alpha / 2) / alpha))
            pixel.blue = UInt8(min(255, (Int(pixel.blue) * 255 + alpha / 2) / alpha))
            pixels[index] = pixel
        }
        self.init(width: width, height: height, pixels: pixels, colorSpace: colorSpace, colorChunks: chunks.colorChunks)
        #else
        throw PNGError("PNG images cannot be read on this platform")
        #endif
    }

    /// Encodes the image as an 8-bit RGBA PNG file, with the color chunks it was read with
    /// (so a Display P3 screenshot is written as Display P3).
    /// `software`, when given, is recorded in a `tEXt` chunk (`Software`), so that a tool can
    /// tell the files it wrote (see ``software(of:)``).
    public func png(software: String? = nil) throws(PNGError) -> [UInt8] {
        var encoded = try encodedPNG()
        if !colorChunks.isEmpty { encoded = PNGChunks.replacingColorChunks(of: encoded, with: colorChunks) }
        if let software {
            encoded = PNGChunks.inserting(PNGChunks.chunk("tEXt", Array("Software".utf8) + [0] + Array(software.utf8)), beforeEndOf: encoded)
        }
        return encoded
    }

    /// The `Software` a PNG file's `tEXt` chunk names, if any.
    public static func software(of bytes: [UInt8]) -> String? {
        PNGChunks(bytes).text("Software")
    }

    private func encodedPNG() throws(PNGError) -> [UInt8] {
        #if canImport(CLibPNG)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(tincture_png_format_rgba)
        // One pass into a buffer that holds any PNG of the image (the raw rows, a filter byte
        // each, and room for zlib's and the chunks' framing); libpng says the size it needs if
        // it is ever too small, and the second pass uses that.
        let raw = (width * 4 + 1) * height
        var size = raw + raw / 500 + 65_536
        var retried = false
        while true {
            // Uninitialized: only the pages libpng writes become resident.
            let capacity = size
            var written: Int32 = 0
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { output, count in
                written = pixels.withUnsafeBytes { buffer in
                    png_image_write_to_memory(&image, output.baseAddress, &size, 0, buffer.baseAddress, Int32(width * 4), nil)
                }
                count = written != 0 ? size : 0
            }
            if written != 0 { return bytes }
            guard size > capacity, !retried else { throw PNGError(Self.message(of: image, or: "the PNG image could not be encoded")) }
            retried = true
            image.warning_or_error = 0
        }
        #elseif canImport(ImageIO)
        let data = NSMutableData()
        guard let space = CGColorSpace(name: colorSpace.encoding == .displayP3 ? CGColorSpace.displayP3 : CGColorSpace.sRGB),
              let provider = CGDataProvider(data: Data(pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }) as CFData),
              let image = CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                                  space: space, bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue), provider: provider,
                                  decode: nil, shouldInterpolate: false, intent: .defaultIntent),
              let destination = CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil) else {
            throw PNGError("the PNG image could not be encoded")
        }
        CGImageDestinationAddImage(destination, image, nil)
        guard CGImageDestinationFinalize(destination) else { throw PNGError("the PNG image could not be encoded") }
        return [UInt8](data as Data)
        #else
        throw PNGError("PNG images cannot be written on this platform")
        #endif
    }

    #if canImport(CLibPNG)
    /// libpng's message for a failed call (and frees what the call holds), else `fallback`.
    private static func message(of image: png_image, or fallback: String) -> String {
        var image = image
        let message = withUnsafeBytes(of: image.message) { buffer in
            String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&image)
        return message.isEmpty ? fallback : message
    }
    #endif
}
