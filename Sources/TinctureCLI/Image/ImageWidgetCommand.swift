import ArgumentParser
import ColorScience
import Foundation
import PNGImage
import Screenshots
import ThemeAudit
import ThemeModel

/// The accented rendering modes of images, by their command-line names.
enum ImageModeArgument: String, ExpressibleByArgument, CaseIterable {
    case accented, accentedDesaturated = "accented-desaturated", desaturated, fullColor = "full-color"

    var mode: WidgetImageRenderingMode {
        switch self {
        case .accented: .accented
        case .accentedDesaturated: .accentedDesaturated
        case .desaturated: .desaturated
        case .fullColor: .fullColor
        }
    }
}

/// `tincture image widget IN.png… --mode accented|vibrant [--tint T] [--accent-mask M] -o OUT`
struct ImageWidgetCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "widget",
        abstract: "Show full-color widget pictures as a tinted Home Screen (accented) or the Lock Screen (vibrant) draws them.",
        discussion: """
            The widget audit's emulation, pixel by pixel (docs/widgets.md): each pixel is drawn \
            from its alpha; in the accented mode the accent group takes the tint and the rest \
            white, on a dark backdrop of the tint; in the vibrant mode luminance becomes the \
            alpha of white on a dark neutral. The container background, which WidgetKit \
            removes in these modes, is keyed out: by default the color of most of the \
            picture's edge; --background names it, or none. --accent-mask marks the \
            widgetAccentable() views (the mask's opaque light pixels); --image-mode treats the \
            whole picture as one image with that accented rendering mode.
            """
    )

    @OptionGroup var batch: ImageBatchOptions

    @Option(help: "accented or vibrant.")
    var mode: WidgetRenderingMode

    @Option(help: "The accented mode's tint: orange, blue, green, pink, purple, gray (the audit's), or any CSS color.")
    var tint: String = "orange"

    @Option(name: .customLong("accent-mask"), help: "A PNG the size of the pictures whose opaque light pixels are the accent group.")
    var accentMask: String?

    @Option(name: .customLong("image-mode"), help: "Treat the picture as one image: accented, accented-desaturated, desaturated or full-color.")
    var imageMode: ImageModeArgument?

    @Option(help: "The container background to key out: auto (the picture's edge), none, or a CSS color.")
    var background: String = "auto"

    func validate() throws {
        guard mode != .fullColor else { throw ValidationError("--mode full-color leaves a widget as it is: give accented or vibrant") }
    }

    func run(console: Console) throws {
        let tintColor = try Self.tint(tint)
        var fixedBackground: SRGB?
        if background != "auto", background != "none" {
            guard let color = try? ColorText.parse(background) else {
                throw ValidationError("--background '\(background)' is not a color: give auto, none or a CSS color")
            }
            fixedBackground = color.srgb
        }
        let mask = try accentMask.map { try Self.readMask($0, console: console) }
        let what = mode == .accented ? "accented (\(tint))" : "vibrant"
        let batch = try self.batch.batch(verb: "drew widgets \(what)", console: console)
        let (mode, imageMode, key, fixed) = (self.mode, self.imageMode?.mode, background, fixedBackground)
        try batch.run(console: console) { image, _ in
            if let mask, mask.width != image.width || mask.height != image.height {
                throw ImageSizeMismatch(description: "the accent mask is \(mask.width)×\(mask.height), the picture \(image.width)×\(image.height)")
            }
            let container: SRGB? = switch key {
            case "none": nil
            case "auto": WidgetImageRendering.containerBackground(of: image).map { WidgetImageRendering.color(of: $0, encoding: image.colorSpace.encoding) }
            default: fixed
            }
            let rendering = WidgetImageRendering(mode: mode, tint: tintColor, imageMode: imageMode, background: container)
            rendering.render(&image, accentMask: mask)
        }
    }

    /// An accent mask's picture; a missing or unreadable file exits 66 or 65.
    static func readMask(_ path: String, console: Console) throws -> RGBAImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            console.errorLine("tincture: error: \(path): no such accent mask")
            throw missingFileExitCode
        }
        do throws(PNGError) {
            return try RGBAImage(png: Array(data))
        } catch {
            console.errorLine("tincture: error: \(path): not a PNG image tincture can read (\(error.description))")
            throw dataErrorExitCode
        }
    }

    /// A tint by the audit's name, or any color.
    static func tint(_ text: String) throws -> SRGB {
        if let named = WidgetTint.checked.first(where: { $0.name == text.lowercased() }) { return named.color }
        guard let color = try? ColorText.parse(text) else {
            throw ValidationError("--tint '\(text)' is not a tint: give \(WidgetTint.checked.map(\.name).joined(separator: ", ")) or a CSS color")
        }
        return color.srgb
    }
}

struct ImageSizeMismatch: Error, CustomStringConvertible {
    var description: String
}
