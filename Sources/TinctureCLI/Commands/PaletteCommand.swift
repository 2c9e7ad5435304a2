import ArgumentParser
import ColorScience
import Foundation

/// `tincture palette SEED`
struct PaletteCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Material tonal palettes (HCT) from a seed color.",
        discussion: """
            A tonal palette keeps the seed's HCT hue and chroma and varies tone (CIE L*) from 0 \
            (black) to 100 (white), reducing chroma where sRGB cannot reach it. With --core, the \
            Material core palettes: primary (a1: hue, max(48, chroma)), secondary (a2: chroma 16), \
            tertiary (a3: hue + 60, chroma 24), neutral (n1: 4), neutral variant (n2: 8) and \
            error (hue 25, chroma 84). With no SEED arguments, seeds are read from standard input.
            """
    )

    @Argument(help: "Seed colors (standard input when none).")
    var seeds: [String] = []

    @Flag(name: .long, help: "Every tone 0…100 instead of Material's usual 0, 10, …, 90, 95, 99, 100.")
    var allTones = false

    @Flag(name: .long, help: "The six Material core palettes instead of the seed's own palette.")
    var core = false

    @OptionGroup var output: OutputOptions

    static let usualTones = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99, 100]

    struct PaletteResult: Encodable {
        var hue: Double
        var chroma: Double
        var tones: [String: String]
    }

    struct Result: Encodable {
        var seed: String
        var palettes: [String: PaletteResult]
    }

    func run(console: Console) throws {
        let tones = allTones ? Array(TonalPalette.standardTones) : Self.usualTones
        try console.forEachInput(arguments: seeds) { item in
            let seed = try ColorText.parse(item.text)
            let hct = seed.converted(to: HCT.self)
            let palettes: [(name: String, palette: TonalPalette)] =
                core
                ? CorePalette.Role.allCases.map { (Self.name(of: $0), CorePalette(seed: hct)[$0]) }
                : [("seed", TonalPalette(seed: hct))]
            switch output.format {
            case .json:
                var result = Result(seed: item.text, palettes: [:])
                for (name, palette) in palettes {
                    result.palettes[name] = PaletteResult(
                        hue: palette.hue, chroma: palette.chroma,
                        tones: Dictionary(uniqueKeysWithValues: tones.map { (String($0), palette.tone($0).hexRGB) }))
                }
                console.line(JSONLine.encode(result, schemaVersion: 1))
            case .text:
                console.line("\(item.text): HCT hue \(String(format: "%.2f", hct.hue ?? 0)), chroma \(String(format: "%.2f", hct.chroma)), tone \(String(format: "%.2f", hct.tone))")
                for (name, palette) in palettes {
                    console.line("  \(name) (hue \(String(format: "%.2f", palette.hue)), chroma \(String(format: "%.2f", palette.chroma)))")
                    for tone in tones {
                        let bytes = palette.tone(tone)
                        console.line("    " + Swatch.of(Color(SRGB(bytes)), in: console) + "\(tone.description.leftPadded(to: 3))  \(bytes.hexRGB)")
                    }
                }
            }
        }
    }

    static func name(of role: CorePalette.Role) -> String {
        switch role {
        case .primary: "primary"
        case .secondary: "secondary"
        case .tertiary: "tertiary"
        case .neutral: "neutral"
        case .neutralVariant: "neutral-variant"
        case .error: "error"
        }
    }
}

extension String {
    /// The string padded with leading spaces to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
