import ColorScience
import PNGImage
import ThemeAudit
import ThemeModel

/// A full-color picture of a widget as WidgetKit draws it in the accented (tinted Home Screen)
/// or vibrant (Lock Screen) mode, pixel by pixel with the widget audit's own formulas
/// (``WidgetRendering/paint(color:alpha:accentable:image:monochrome:mode:tint:)``): each pixel
/// is an element's paint at its alpha, luminance becomes alpha where the mode desaturates, the
/// accent group takes the tint, and the result lies on the mode's background.
///
/// A picture is flat: what the widget's container background was, and which views are
/// `widgetAccentable()`, have to be told. The container background is keyed out (WidgetKit
/// removes it in these modes) with a simple matte: each pixel belongs to the view whose color
/// lies farthest from the background within two pixels, covering it by how far the pixel lies
/// from the background towards that color, so an anti-aliased edge becomes the view's color at
/// partial alpha rather than a halo of its own; pixels within ``keyDistance`` (ΔEOK) of the
/// background are background. The accent group is given by a mask (its opaque light pixels), or
/// the whole picture is one image with an `imageMode`. An emulation, as the audit's is (see
/// ``WidgetRendering``).
public struct WidgetImageRendering: Sendable {
    public var mode: WidgetRenderingMode
    /// The tint of the accented mode.
    public var tint: SRGB
    /// The whole picture as one image in this accented rendering mode, if given.
    public var imageMode: WidgetImageRenderingMode?
    /// The container background's color, keyed out; nil: only the picture's alpha counts.
    public var background: SRGB?

    /// How far (ΔEOK) from the container background a view's color must be to count as a view.
    public static let keyDistance = 0.08

    public init(mode: WidgetRenderingMode, tint: SRGB, imageMode: WidgetImageRenderingMode? = nil, background: SRGB? = nil) {
        self.mode = mode
        self.tint = tint
        self.imageMode = imageMode
        self.background = background
    }

    /// The mode's background: the tint's dark backdrop, or the vibrant neutral.
    public var modeBackground: SRGB {
        mode == .accented ? WidgetRendering.accentedBackground(tint: tint) : WidgetRendering.vibrantBackground
    }

    /// The picture in the mode: opaque, in the picture's color space. `accentMask` (the same
    /// size) marks the accent group with its opaque pixels lighter than mid-gray.
    public func rendered(_ image: RGBAImage, accentMask: RGBAImage? = nil) -> RGBAImage {
        var result = image
        render(&result, accentMask: accentMask)
        return result
    }

    /// Renders the picture in place (see ``rendered(_:accentMask:)``).
    public func render(_ image: inout RGBAImage, accentMask: RGBAImage? = nil) {
        let encoding = image.colorSpace.encoding
        let modeBackground = self.modeBackground
        let elements = background.map { Self.matte(image, background: $0) }
        // Neighbours are read as they were: the loop writes the pixels it has done.
        let original = image.pixels
        var cache: [UInt64: RGBA8] = [:]
        for index in original.indices {
            // The view's color and its alpha: the pixel itself, or, with a background keyed
            // out, the color of the view it belongs to and the share of it in the pixel.
            let (pixel, coverage) = elements.map { (original[$0.source[index]], $0.coverage[index]) } ?? (original[index], 255)
            let alpha = UInt8((Int(original[index].alpha) * Int(coverage) + 127) / 255)
            let accentable = accentMask.map { mask in
                let m = mask.pixels[index]
                return m.alpha >= 128 && Int(m.red) + Int(m.green) + Int(m.blue) >= 384
            } ?? false
            let key = UInt64(pixel.red) | UInt64(pixel.green) << 8 | UInt64(pixel.blue) << 16 | UInt64(alpha) << 24 | (accentable ? 1 << 32 : 0)
            if let done = cache[key] {
                image.pixels[index] = done
                continue
            }
            let paint = WidgetRendering.paint(color: Self.color(of: pixel, encoding: encoding), alpha: Double(alpha) / 255, accentable: accentable,
                                              image: imageMode, monochrome: nil, mode: mode, tint: tint)
            let seen = paint.clipped.composited(over: modeBackground)
            let out = encoding == .displayP3 ? DisplayP3(xyz: seen.xyz, alpha: 1).clipped.rgb : seen.clipped.rgb
            let bytes = (out * 255 + 0.5).rounded(.down)
            let done = RGBA8(red: UInt8(bytes.x), green: UInt8(bytes.y), blue: UInt8(bytes.z), alpha: 255)
            // A picture of few colors is rendered once per color; a noisy one (a photo) would
            // fill the cache with a color per pixel, so it starts over past a bound.
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = done
            image.pixels[index] = done
        }
    }

    /// Each pixel's view and its share of the pixel, with the container background keyed out.
    struct Matte {
        /// The index of the pixel whose color is the view's: the one farthest from the
        /// background within ``matteRadius`` (the core of a glyph or a shape, past its
        /// anti-aliased edge).
        var source: [Int]
        /// The view's share of the pixel, 0…255: the pixel's distance from the background over
        /// the view's (at least ``keyDistance``), so an edge half-way to the view is half
        /// covered and the background itself not at all.
        var coverage: [UInt8]
    }

    /// The most colors a rendering keeps worked out (a few megabytes).
    static let cacheLimit = 1 << 16

    /// How far (pixels) an edge looks for the color of its view.
    static let matteRadius = 2

    static func matte(_ image: RGBAImage, background: SRGB) -> Matte {
        let backgroundLab = OKLab(background.clipped)
        let encoding = image.colorSpace.encoding
        var distances: [UInt32: Double] = [:]
        let distance = image.pixels.map { pixel -> Double in
            let key = UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16
            if let known = distances[key] { return known }
            let d = DeltaEOK.difference(OKLab(color(of: pixel, encoding: encoding).clipped), backgroundLab)
            if distances.count >= cacheLimit { distances.removeAll(keepingCapacity: true) }
            distances[key] = d
            return d
        }
        // The farthest pixel within the radius: rows, then columns (a separable maximum).
        let (width, height, r) = (image.width, image.height, matteRadius)
        var rows = Array(0..<distance.count)
        for y in 0..<height {
            for x in 0..<width {
                var best = y * width + x
                for nx in max(0, x - r)...min(width - 1, x + r) where distance[y * width + nx] > distance[best] { best = y * width + nx }
                rows[y * width + x] = best
            }
        }
        var source = rows
        var coverage = [UInt8](repeating: 0, count: distance.count)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                var best = rows[index]
                for ny in max(0, y - r)...min(height - 1, y + r) where distance[rows[ny * width + x]] > distance[best] { best = rows[ny * width + x] }
                let share = distance[index] / max(distance[best], keyDistance)
                source[index] = distance[best] >= keyDistance ? best : index
                coverage[index] = UInt8((min(1, share) * 255).rounded())
            }
        }
        return Matte(source: source, coverage: coverage)
    }

    /// A pixel's color as sRGB (unclipped: a P3 color outside sRGB keeps its values).
    public static func color(of pixel: RGBA8, encoding: PixelEncoding) -> SRGB {
        let encoded = SIMD3(Double(pixel.red), Double(pixel.green), Double(pixel.blue)) / 255
        return encoding == .displayP3 ? SRGB(xyz: DisplayP3(rgb: encoded).xyz, alpha: 1) : SRGB(rgb: encoded)
    }

    /// The container background of a widget picture: the color of most of its outermost ring
    /// of pixels, when one opaque color holds at least half of it; else nil.
    public static func containerBackground(of image: RGBAImage) -> RGBA8? {
        guard image.width > 1, image.height > 1 else { return nil }
        var counts: [RGBA8: Int] = [:]
        var ring = 0
        for x in 0..<image.width {
            for y in [0, image.height - 1] {
                counts[image[x, y], default: 0] += 1
                ring += 1
            }
        }
        for y in 1..<(image.height - 1) {
            for x in [0, image.width - 1] {
                counts[image[x, y], default: 0] += 1
                ring += 1
            }
        }
        guard let (color, count) = counts.max(by: { $0.value < $1.value }), color.alpha == 255, count * 2 >= ring else { return nil }
        return color
    }
}
