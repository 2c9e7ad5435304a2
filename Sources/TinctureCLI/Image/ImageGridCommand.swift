import ArgumentParser
import ColorScience
import PNGImage
import Screenshots
import ThemeAudit

/// `tincture image grid IN.png -o grid.png [--widget] [--width W] [--columns N]`
struct ImageGridCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid",
        abstract: "Put a picture beside itself as each color vision sees it (or as each widget mode draws it), labelled.",
        discussion: """
            The original and protanopia, deuteranopia, tritanopia and achromatopsia (as `image \
            simulate` draws them); with --widget, the original and the accented mode in each of \
            the audit's tints, and the vibrant mode (as `image widget` draws them). Labels use \
            a sans-serif font found on the system (DejaVu Sans on Linux: Debian's \
            fonts-dejavu-core; or the file TINCTURE_FONT names); without one they are left out.
            """
    )

    @OptionGroup var batch: ImageBatchOptions

    @Flag(help: "Widget modes (accented in each of the audit's tints, and vibrant) instead of color visions.")
    var widget = false

    @Option(name: .customLong("accent-mask"), help: "With --widget: a PNG the size of the picture whose opaque light pixels are the accent group (as image widget takes it).")
    var accentMask: String?

    @Option(help: "Each panel's width in pixels (pictures are scaled down to it, never up).")
    var width: Int = 480

    @Option(help: "Panels per row (default: all in one row).")
    var columns: Int?

    func validate() throws {
        guard width >= 16 else { throw ValidationError("--width \(width) is too small: give 16 or more") }
        if let columns, columns < 1 { throw ValidationError("--columns \(columns) is out of range: give 1 or more") }
    }

    func run(console: Console) throws {
        let font = LabelFont(pixelSize: max(12, width / 24), environment: console.environment)
        if font == nil {
            console.errorLine("tincture: note: no sans-serif font found (install fonts-dejavu-core, or name one in TINCTURE_FONT): the grid has no labels")
        }
        if accentMask != nil, !widget { throw ValidationError("--accent-mask marks a widget's accent group: give it with --widget") }
        let mask = try accentMask.map { try ImageWidgetCommand.readMask($0, console: console) }
        let batch = try self.batch.batch(verb: widget ? "drew widget grids" : "drew color-vision grids", console: console)
        let (widget, width, columns) = (self.widget, self.width, self.columns)
        try batch.run(console: console) { image, threads in
            var panels = [ImageGrid.Panel(label: "Original", image: image)]
            if widget {
                if let mask, mask.width != image.width || mask.height != image.height {
                    throw ImageSizeMismatch(description: "the accent mask is \(mask.width)×\(mask.height), the picture \(image.width)×\(image.height)")
                }
                let background = WidgetImageRendering.containerBackground(of: image)
                    .map { WidgetImageRendering.color(of: $0, encoding: image.colorSpace.encoding) }
                for tint in WidgetTint.checked {
                    let rendering = WidgetImageRendering(mode: .accented, tint: tint.color, background: background)
                    panels.append(ImageGrid.Panel(label: "Accented, \(tint.name)", image: rendering.rendered(image, accentMask: mask)))
                }
                panels.append(ImageGrid.Panel(label: "Vibrant", image: WidgetImageRendering(mode: .vibrant, tint: WidgetTint.checked[0].color,
                                                                                          background: background).rendered(image)))
            } else {
                for deficiency in ColorVisionDeficiency.allCases {
                    panels.append(ImageGrid.Panel(label: deficiency.rawValue.capitalized,
                                                  image: image.simulated(ColorVisionSimulation(deficiency), threads: threads)))
                }
            }
            image = ImageGrid.compose(panels, columns: columns ?? panels.count, panelWidth: width, font: font)
        }
    }
}
