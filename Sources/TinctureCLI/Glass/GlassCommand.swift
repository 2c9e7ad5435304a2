import ArgumentParser
import ColorScience
import ThemeAudit
import ThemeModel

extension GlassSurface.Variant: ExpressibleByArgument {}
extension GlassContrast.Blend: ExpressibleByArgument {}

/// `tincture glass CONTENT… --variant clear --dim COLOR@OPACITY [--tint COLOR@OPACITY] [--over BACKDROP…]`
struct GlassCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "glass",
        abstract: "The worst-case contrast of content on Liquid Glass over any backdrop, and the least dimming that passes.",
        discussion: """
            What scrolls beneath glass is not known, so each content color is checked over every \
            backdrop from black to white (or over the --over colors), after the glass's tint and \
            dimming layer are composited over it: the lowest WCAG ratio is the bound. The glass \
            itself is taken as transparent; layers are blended source-over in gamma-encoded sRGB \
            (--blend linear: in linear light). Apple publishes no formula: docs/glass.md states \
            the model and what is unconfirmed. Also prints the least opacity of the dimming \
            color (default black under light content, white under dark) for 3:1, 4.5:1 and 7:1. Exits 1 when a content color's worst \
            case is below --needs.
            """
    )

    @Argument(help: "Content colors drawn on the glass (text, icons).")
    var content: [String]

    @Option(help: "regular, clear or identity.")
    var variant: GlassSurface.Variant = .regular

    @Option(help: "The dimming layer beneath the content, COLOR@OPACITY (black@0.3, #000@30%).")
    var dim: String?

    @Option(help: "The glass's tint, COLOR@OPACITY.")
    var tint: String?

    @Option(parsing: .upToNextOption, help: "Backdrops known to lie beneath (default: every color from black to white).")
    var over: [String] = []

    @Option(help: "How layers blend: gamma (gamma-encoded sRGB, the default) or linear.")
    var blend: GlassContrast.Blend = .gamma

    @Option(help: "The ratio the content needs (default 4.5, text).")
    var needs: Double = 4.5

    @OptionGroup var output: OutputOptions

    struct Result: Encodable {
        var content: String
        var variant: String
        var bounded: Bool
        var worstRatio: Double
        var backdrop: String
        var background: String
        var needs: Double
        var passes: Bool
        var leastDimming: [String: Double?]
        var blend: String
        var note: String?
    }

    func run(console: Console) throws {
        let dimLayer = try dim.map { try Self.layer($0, "--dim") }
        let glass = GlassSurface(variant: variant, tint: try tint.map { try Self.layer($0, "--tint") }, dim: dimLayer)
        let backdrops = try over.isEmpty ? nil : over.map { text -> SRGB in
            guard let color = try? ColorText.parse(text) else { throw ValidationError("--over '\(text)' is not a color") }
            return color.srgb.clipped
        }
        var failed = false
        if output.format == .text {
            console.line("\(variant.rawValue) glass" + (glass.tint.map { ", tint \(Self.describe($0))" } ?? "")
                + (glass.dim.map { ", dimming \(Self.describe($0))" } ?? ", no dimming layer")
                + (backdrops == nil ? ", over any backdrop" : ", over \(over.joined(separator: ", "))")
                + " (source-over in \(blend == .gamma ? "gamma-encoded sRGB" : "linear light"))")
            if let note = Self.note(glass) { console.line("  note: " + note) }
        }
        for text in content {
            guard let parsed = try? ColorText.parse(text) else { throw ValidationError("'\(text)' is not a color") }
            let color = parsed.srgb
            // The dimming layer's color, or the one that helps this content: black under light
            // content, white under dark.
            let dimColor = dimLayer.map { SRGB(red: $0.red, green: $0.green, blue: $0.blue) } ?? GlassContrast.helpfulDimming(for: color)
            let worst = GlassContrast.worstCase(of: color, on: glass, over: backdrops, blend: blend)
            let passes = worst.ratio >= needs
            if !passes { failed = true }
            var least: [String: Double?] = [:]
            for ratio in [3.0, 4.5, 7.0] {
                least[NumberText.string(ratio)] = GlassContrast.leastDimming(for: color, to: ratio, color: dimColor, on: glass, over: backdrops, blend: blend)
            }
            switch output.format {
            case .json:
                console.line(JSONLine.encode(Result(
                    content: text, variant: variant.rawValue, bounded: glass.isBounded, worstRatio: worst.ratio,
                    backdrop: RGBA8(rounding: worst.backdrop).hexRGB, background: RGBA8(rounding: worst.background).hexRGB, needs: needs,
                    passes: passes, leastDimming: least, blend: blend.rawValue, note: Self.note(glass)), schemaVersion: 1))
            case .text:
                let verdict = passes ? "passes \(NumberText.string(needs)):1" : "fails \(NumberText.string(needs)):1"
                console.line("\(text): worst case \(Self.ratio(worst.ratio)):1 over \(RGBA8(rounding: worst.backdrop).hexRGB) "
                    + "(drawn on \(RGBA8(rounding: worst.background).hexRGB)) — \(verdict)")
                let dimName = RGBA8(rounding: dimColor).hexRGB
                let figures = [3.0, 4.5, 7.0].map { ratio -> String in
                    let opacity = least[NumberText.string(ratio)] ?? nil
                    return "\(NumberText.string(ratio)):1 " + (opacity.map { "at \(NumberText.string(($0 * 10000).rounded(.up) / 100))%" } ?? "never")
                }
                console.line("  least \(dimName) dimming: " + figures.joined(separator: ", "))
            }
        }
        if failed { throw ExitCode.failure }
    }

    /// What cannot be bounded: regular glass adapts its content; clear glass without a layer
    /// shows whatever is behind.
    static func note(_ glass: GlassSurface) -> String? {
        guard !glass.isBounded else { return nil }
        switch glass.variant {
        case .regular:
            return "regular glass adapts its content at run time (small elements flip light or dark), so no static bound holds for custom colors; "
                + "the figures assume the glass transparent — declare a dimming layer or tint to get a guarantee, or use the system's vibrant label styles"
        case .clear, .identity:
            return "nothing lies between the content and what scrolls beneath: text on it is unbounded without a dimming layer"
        }
    }

    /// `black@0.3`, `#000@30%`.
    static func layer(_ text: String, _ option: String) throws -> SRGB {
        let parts = text.split(separator: "@", maxSplits: 1).map(String.init)
        guard parts.count == 2, let color = try? ColorText.parse(parts[0]) else {
            throw ValidationError("\(option) '\(text)' is not COLOR@OPACITY (black@0.3, #000@30%)")
        }
        let percent = parts[1].hasSuffix("%")
        guard let number = Double(percent ? String(parts[1].dropLast()) : parts[1]) else {
            throw ValidationError("\(option) '\(text)': '\(parts[1])' is not an opacity (0.3 or 30%)")
        }
        let opacity = percent ? number / 100 : number
        guard opacity >= 0, opacity <= 1 else { throw ValidationError("\(option) '\(text)': the opacity must lie between 0 and 1 (0% and 100%)") }
        let srgb = color.srgb.clipped
        return SRGB(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: opacity)
    }

    static func describe(_ layer: SRGB) -> String {
        RGBA8(rounding: SRGB(red: layer.red, green: layer.green, blue: layer.blue)).hexRGB + " at \(NumberText.string((layer.alpha * 1000).rounded() / 10))%"
    }

    /// A ratio truncated to two places (never rounded up to a pass).
    static func ratio(_ value: Double) -> String {
        NumberText.string((value * 100).rounded(.down) / 100)
    }
}
