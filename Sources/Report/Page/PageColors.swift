import ColorScience

/// Every color a page draws, each once, named by a CSS custom property (`--c12`) whose value
/// the page's vision switch swaps for the same color as a color vision sees it.
///
/// Colors are kept as the 8-bit sRGB the page shows; each simulated form is computed from that
/// value, so what a screenshot reads in normal vision and under a deficiency are both exactly
/// what `ColorScience` says.
struct PageColors {
    private(set) var colors: [RGBA8] = []
    private var numbers: [RGBA8: Int] = [:]

    /// The CSS value drawing an opaque color (`var(--c3)`); a translucent one is composited
    /// over nothing: give an opaque color.
    mutating func value(_ color: SRGB) -> String {
        value(RGBA8(rounding: SRGB(red: color.red, green: color.green, blue: color.blue, alpha: 1).clipped))
    }

    mutating func value(_ color: RGBA8) -> String {
        var opaque = color
        opaque.alpha = 255
        if let number = numbers[opaque] { return "var(--c\(number))" }
        numbers[opaque] = colors.count
        colors.append(opaque)
        return "var(--c\(colors.count - 1))"
    }

    /// The style sheet: the colors in normal vision on `:root`, then each other vision's on
    /// `html[data-v="…"]`.
    func styleSheet(visions: [ReportVision]) -> String {
        var css = ""
        for vision in visions {
            css += vision.deficiency == nil ? ":root{" : "html[data-v=\"\(vision.id)\"]{"
            let simulation = vision.simulation
            for (number, color) in colors.enumerated() {
                let seen = simulation.map { $0.simulate(color) } ?? color
                css += "--c\(number):\(seen.hexRGB);"
            }
            css += "}\n"
        }
        return css
    }
}
