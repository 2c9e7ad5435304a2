import ArgumentParser
import ColorScience

extension Gamut: ExpressibleByArgument {
    /// A gamut by its name or alias (`p3`), as ``Gamut/init(name:)`` reads it.
    public init?(argument: String) { self.init(name: argument) }
}

/// `tincture gamut COLOR... [--to srgb|display-p3|p3|rec2020]`
struct GamutCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "gamut",
        abstract: "Check colors against a gamut, and clip or map those outside into it.",
        discussion: """
            Mapping follows CSS Color 4: lower OKLCH chroma, keeping lightness and hue, until \
            clipping changes the color by less than a just-noticeable difference (ΔEOK 0.02). \
            With no COLOR arguments, colors are read from standard input, one per line.
            """
    )

    @Argument(help: "Colors to check (standard input when none).")
    var colors: [String] = []

    @Option(name: .long, help: "The gamut: srgb, display-p3 (p3) or rec2020.")
    var to: Gamut = .srgb

    @OptionGroup var output: OutputOptions

    struct Result: Encodable {
        var input: String
        var gamut: String
        var inGamut: Bool
        var clipped: String
        var mapped: String
        var mappedCoordinates: [Double?]
        var mappedDeltaEOK: Double
    }

    func run(console: Console) throws {
        try console.forEachInput(arguments: colors) { item in
            let color = try ColorText.parse(item.text)
            let inside = to.contains(color)
            let mapped = to.mapped(color)
            let clipped = to.clipped(color)
            let shift = ColorDifference.ok.between(xyz: color.xyz, xyz: mapped.xyz)
            switch output.format {
            case .json:
                console.line(
                    JSONLine.encode(
                        Result(
                            input: item.text, gamut: to.rawValue, inGamut: inside, clipped: ColorText.css(clipped),
                            mapped: ColorText.css(mapped), mappedCoordinates: mapped.coordinates.array,
                            mappedDeltaEOK: shift), schemaVersion: 2))
            case .text:
                if inside {
                    console.line(Swatch.of(color, in: console) + "\(item.text): inside \(to.rawValue)")
                } else {
                    console.line(
                        Swatch.of(color, in: console) + "\(item.text): outside \(to.rawValue); mapped "
                            + Swatch.of(mapped, in: console) + ColorText.css(mapped)
                            + " (ΔEOK \(ContrastRatioFormat.string(shift, decimals: 4))), clipped "
                            + ColorText.css(clipped))
                }
            }
        }
    }
}
