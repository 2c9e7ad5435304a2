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
/// removes it in these modes): pixels of `background`'s color are transparent, and a pixel
/// within ``keyDistance`` (ΔEOK) of it is partly so, as anti-aliased edges are. The accent group
/// is given by a mask (its opaque light pixels), or the whole picture is one image with an
/// `imageMode`. An emulation, as the audit's is (see ``WidgetRendering``).
public struct WidgetImageRendering: Sendable {
    public var mode: WidgetRenderingMode
    /// The tint of the accented mode.
    public var tint: SRGB
    /// The whole picture as one image in this accented rendering mode, if given.
    public var imageMode: WidgetImageRenderingMode?
    /// The container background's color, keyed out; nil: only the picture's alpha counts.
    public var background: SRGB?

    /// How far (ΔEOK) a pixel must be from the container background to be wholly element.
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
        let backgroundLab = background.map { OKLab($0.clipped) }
        let modeBackground = self.modeBackground
        var cache: [UInt64: RGBA8] = [:]
        let encoding = image.colorSpace.encoding
        for index in image.pixels.indices {
            let pixel = image.pixels[index]
            let accentable = accentMask.map { mask in
                let m = mask.pixels[index]
                return m.alpha >= 128 && Int(m.red) + Int(m.green) + Int(m.blue) >= 384
            } ?? false
            let key = UInt64(pixel.red) | UInt64(pixel.green) << 8 | UInt64(pixel.blue) << 16 | UInt64(pixel.alpha) << 24 | (accentable ? 1 << 32 : 0)
            if let done = cache[key] {
                image.pixels[index] = done
                continue
            }
            let color = Self.color(of: pixel, encoding: encoding)
            var alpha = Double(pixel.alpha) / 255
            if let backgroundLab {
                let lab = OKLab(color.clipped)
                let distance = ((lab.lightness - backgroundLab.lightness) * (lab.lightness - backgroundLab.lightness)
                    + (lab.a - backgroundLab.a) * (lab.a - backgroundLab.a) + (lab.b - backgroundLab.b) * (lab.b - backgroundLab.b)).squareRoot()
                alpha *= min(1, distance / Self.keyDistance)
            }
            let paint = WidgetRendering.paint(color: color, alpha: alpha, accentable: accentable, image: imageMode, monochrome: nil,
                                              mode: mode, tint: tint)
            let seen = paint.clipped.composited(over: modeBackground)
            let out = encoding == .displayP3 ? DisplayP3(xyz: seen.xyz, alpha: 1).clipped.rgb : seen.clipped.rgb
            let bytes = (out * 255 + 0.5).rounded(.down)
            let done = RGBA8(red: UInt8(bytes.x), green: UInt8(bytes.y), blue: UInt8(bytes.z), alpha: 255)
            cache[key] = done
            image.pixels[index] = done
        }
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
