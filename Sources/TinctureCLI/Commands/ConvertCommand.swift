import ArgumentParser
import ColorScience

/// `tincture convert COLOR... --to SPACE`
struct ConvertCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert colors to another color space.",
        discussion: """
            Colors are any CSS Color 4 syntax: hex, named colors, rgb(), hsl(), hwb(), lab(), lch(), \
            oklab(), oklch(), color(display-p3 …) and the other color() spaces. With no COLOR \
            arguments, colors are read from standard input, one per line.

            Spaces: \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")) \
            (aliases: xyz, hsb, p3). Text output is in the space asked for: CSS where CSS has a \
            form for it; HSV, HCT, and Lab and LCh relative to D65 (lab-d65, lch-d65) as \
            color(--hsv …), color(--hct …), color(--lab-d65 …), color(--lch-d65 …), as color.js \
            writes them, which every tincture command reads back. JSON output gives the \
            coordinates, and CSS a browser reads.
            """
    )

    @Argument(help: "Colors to convert (standard input when none).")
    var colors: [String] = []

    @Option(name: .long, help: "The target space, e.g. oklch, display-p3, hsl, hct.")
    var to: String

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard ColorSpace(name: to) != nil else {
            throw ValidationError(
                "unknown color space '\(to.excerpt())'; use one of: \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    struct Result: Encodable {
        var input: String
        var space: String
        var coordinates: [Double?]
        var alpha: Double?
        var css: String
    }

    func run(console: Console) throws {
        let space = ColorSpace(name: to)!
        try console.forEachInput(arguments: colors) { item in
            let converted = try ColorText.parse(item.text).converted(to: space)
            switch output.format {
            case .json:
                console.line(
                    JSONLine.encode(
                        Result(
                            input: item.text, space: space.rawValue, coordinates: converted.coordinates.array,
                            alpha: converted.alpha, css: ColorText.css(converted)), schemaVersion: 1))
            case .text:
                console.line(Swatch.of(converted, in: console) + ColorText.inOwnSpace(converted))
            }
        }
    }
}
