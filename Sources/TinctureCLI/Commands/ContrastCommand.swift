import ArgumentParser
import ColorScience

/// `tincture contrast FG BG [--over COLOR]`
struct ContrastCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "WCAG 2.x contrast ratio of a foreground over a background.",
        discussion: """
            A translucent foreground is composited over the background first, as browsers paint \
            it. A translucent background needs what lies beneath it: with --over COLOR the \
            background is composited over COLOR (opaque), then the foreground over the result \
            (a 20% black fill over white: contrast '#000' 'rgb(0 0 0 / 20%)' --over white). A \
            color outside sRGB is measured as sRGB shows it, clipped, as the audit measures \
            it. Pass/fail uses the unrounded ratio; the ratio shown is truncated, never rounded \
            up. Levels: AA 4.5:1 (normal text), AA large 3:1 (18 pt, or 14 pt bold), AAA 7:1, \
            AAA large 4.5:1, non-text 3:1 (WCAG 2.1 SC 1.4.11). With no arguments, pairs \
            "FG BG" are read from standard input, one per line; --over applies to each.
            """
    )

    @Argument(help: "The foreground and background colors (pairs from standard input when none).")
    var colors: [String] = []

    @Option(help: ArgumentHelp("An opaque color beneath a translucent background, which is composited over it first.", valueName: "color"))
    var over: String?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard colors.isEmpty || colors.count == 2 else {
            throw ValidationError("give two colors, FG and BG (or none, to read pairs from standard input)")
        }
        _ = try backdrop()
    }

    /// The color of `--over`, checked: a color, and opaque.
    private func backdrop() throws -> SRGB? {
        guard let over else { return nil }
        let color: Color
        do {
            color = try ColorText.parse(over)
        } catch {
            throw ValidationError("--over: '\(over.excerpt())': \(error)")
        }
        let srgb = color.srgb
        guard srgb.alpha >= 1 else {
            throw ValidationError("--over: '\(over.excerpt())' is translucent (alpha \(Self.alphaText(srgb.alpha))); what lies beneath everything is opaque")
        }
        return srgb
    }

    struct Result: Encodable {
        var foreground: String
        var background: String
        var over: String?
        var compositedBackground: String?
        var compositedForeground: String?
        var ratio: Double
        var ratioDisplay: String
        var levels: [String: Bool]
    }

    /// An alpha to three decimals, as a person reads it (`0.2`).
    static func alphaText(_ alpha: Double) -> String {
        "\((alpha * 1000).rounded() / 1000)"
    }

    static let levels: [(key: String, label: String, requirement: ContrastRequirement)] = [
        ("aaNormal", "AA", .aaNormal), ("aaLarge", "AA large", .aaLarge), ("aaaNormal", "AAA", .aaaNormal),
        ("aaaLarge", "AAA large", .aaaLarge), ("nonText", "non-text", .nonText),
    ]

    func run(console: Console) throws {
        let backdrop = try backdrop()
        try console.forEachPair(arguments: colors) { pair in
            let fgColor = pair.first, bgColor = pair.second
            let fg = fgColor.srgb
            var bg = bgColor.srgb
            let translucent = bg.alpha < 1
            if translucent {
                guard let backdrop else {
                    throw InputError(message: "the background is translucent (alpha \(Self.alphaText(bg.alpha))); "
                        + "give what lies beneath it with --over COLOR (for example --over white)")
                }
                bg = bg.composited(over: backdrop)
            }
            let ratio = WCAG21Contrast.ratio(fg, bg)
            let display = ContrastRatioFormat.string(ratio)
            let (fgText, bgText) = (pair.firstText, pair.secondText)
            switch output.format {
            case .json:
                let composited = fg.alpha < 1 ? ColorText.css(Color(fg.composited(over: bg))) : nil
                let levels = Dictionary(uniqueKeysWithValues: Self.levels.map { ($0.key, $0.requirement.isMet(by: ratio)) })
                console.line(
                    JSONLine.encode(
                        Result(
                            foreground: fgText, background: bgText, over: over,
                            compositedBackground: translucent ? ColorText.css(Color(bg)) : nil,
                            compositedForeground: composited, ratio: ratio, ratioDisplay: display, levels: levels), schemaVersion: 2))
            case .text:
                let verdicts = Self.levels.map { "\($0.label) \($0.requirement.isMet(by: ratio) ? "pass" : "fail")" }
                let beneath = translucent ? " over \(over ?? "")" : ""
                console.line(
                    Swatch.of(fgColor, in: console) + Swatch.of(Color(bg), in: console) + "\(display):1  "
                        + verdicts.joined(separator: ", ") + "  (\(fgText) on \(bgText)\(beneath))")
            }
        }
    }
}
