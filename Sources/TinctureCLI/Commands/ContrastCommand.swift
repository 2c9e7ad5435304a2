import ArgumentParser
import ColorScience

/// `tincture contrast FG BG`
struct ContrastCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "WCAG 2.x contrast ratio of a foreground over a background.",
        discussion: """
            A translucent foreground is composited over the background first, as browsers paint \
            it; a color outside sRGB is measured as sRGB shows it, clipped, as the audit measures \
            it. Pass/fail uses the unrounded ratio; the ratio shown is truncated, never rounded up. \
            Levels: AA 4.5:1 (normal text), AA large 3:1 (18 pt, or 14 pt bold), AAA 7:1, \
            AAA large 4.5:1, non-text 3:1 (WCAG 2.1 SC 1.4.11). With no arguments, pairs \
            "FG BG" are read from standard input, one per line.
            """
    )

    @Argument(help: "The foreground and background colors (pairs from standard input when none).")
    var colors: [String] = []

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard colors.isEmpty || colors.count == 2 else {
            throw ValidationError("give two colors, FG and BG (or none, to read pairs from standard input)")
        }
    }

    struct Result: Encodable {
        var foreground: String
        var background: String
        var compositedForeground: String?
        var ratio: Double
        var ratioDisplay: String
        var levels: [String: Bool]
    }

    static let levels: [(key: String, label: String, requirement: ContrastRequirement)] = [
        ("aaNormal", "AA", .aaNormal), ("aaLarge", "AA large", .aaLarge), ("aaaNormal", "AAA", .aaaNormal),
        ("aaaLarge", "AAA large", .aaaLarge), ("nonText", "non-text", .nonText),
    ]

    func run(console: Console) throws {
        try console.forEachPair(arguments: colors) { pair in
            let fgColor = pair.first, bgColor = pair.second
            let fg = fgColor.srgb, bg = bgColor.srgb
            if bg.alpha < 1 {
                throw InputError(message: "the background must be opaque (alpha 1); composite it over its backdrop first")
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
                            foreground: fgText, background: bgText, compositedForeground: composited, ratio: ratio,
                            ratioDisplay: display, levels: levels), schemaVersion: 2))
            case .text:
                let verdicts = Self.levels.map { "\($0.label) \($0.requirement.isMet(by: ratio) ? "pass" : "fail")" }
                console.line(
                    Swatch.of(fgColor, in: console) + Swatch.of(bgColor, in: console) + "\(display):1  "
                        + verdicts.joined(separator: ", ") + "  (\(fgText) on \(bgText))")
            }
        }
    }

}
