import ColorScience
import ThemeModel

/// The worst contrast of a pair in one appearance and vision, with the colors measured.
struct ContrastMeasurement {
    var ratio: Double
    var foreground: SRGB
    var background: SRGB
    /// The backdrop a translucent background was composited over for the worst case.
    var backdrop: TokenPath?
}

extension AuditContext {
    /// Measures a pair: a translucent background over each backdrop, a translucent foreground
    /// over the result, both seen with `vision`; the lowest ratio.
    mutating func measure(_ foreground: ResolvedColor, on background: ResolvedColor, backdrops: Backdrops,
                          vision: ColorVisionDeficiency?) -> ContrastMeasurement {
        var worst: ContrastMeasurement?
        for form in backdrops.opaqueForms(of: background.srgb) {
            let fg = foreground.alpha < 1 ? foreground.srgb.composited(over: form.color) : foreground.srgb
            let (seenForeground, seenBackground) = (seen(fg, vision), seen(form.color, vision))
            let ratio = WCAG21Contrast.ratio(seenForeground, seenBackground)
            measurements += 1
            if ratio < (worst?.ratio ?? .infinity) {
                worst = ContrastMeasurement(ratio: ratio, foreground: seenForeground, background: seenBackground, backdrop: form.backdrop)
            }
        }
        return worst!
    }

    /// The ratio a pair needs.
    func requiredRatio(_ pair: ContrastPair, theme name: String) -> Double {
        pair.minimum ?? configuration.policy.minimum(role: role(of: pair.foreground, theme: name), size: pair.size)
    }

    mutating func auditContrast(theme name: String) {
        for appearance in Appearance.all {
            let backdrops = Backdrops(theme: theme, name: name, appearance: appearance)
            for pair in pairs {
                guard let fg = theme.color(pair.foreground, in: appearance, theme: name),
                      let bg = theme.color(pair.background, in: appearance, theme: name) else { continue }
                let required = requiredRatio(pair, theme: name)
                let normal = measure(fg, on: bg, backdrops: backdrops, vision: nil)
                if normal.ratio < required {
                    add(contrastFinding(.contrast, pair, normal, required, name, appearance, nil))
                    continue
                }
                guard configuration.runs(.contrastUnderColorFilters) else { continue }
                for vision in configuration.visions {
                    let seen = measure(fg, on: bg, backdrops: backdrops, vision: vision)
                    if seen.ratio < required {
                        add(contrastFinding(.contrastUnderColorFilters, pair, seen, required, name, appearance, vision))
                    }
                }
            }
        }
    }

    /// A required ratio as written: `4.5`, `3`, `7`.
    func ratio(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    func contrastFinding(_ rule: AuditRule, _ pair: ContrastPair, _ measurement: ContrastMeasurement, _ required: Double,
                         _ name: String, _ appearance: Appearance, _ vision: ColorVisionDeficiency?) -> Finding {
        var message = "\(ContrastRatioFormat.string(measurement.ratio)):1 on \(pair.background), needs \(ratio(required)):1"
        if let vision { message += " with \(vision.rawValue)" }
        if let backdrop = measurement.backdrop { message += " (worst case over \(backdrop))" }
        return Finding(rule: rule, theme: name, appearance: appearance, vision: vision, token: pair.foreground, other: pair.background,
                       message: message, measured: measurement.ratio, required: required,
                       colors: [RGBA8(rounding: measurement.foreground), RGBA8(rounding: measurement.background)],
                       location: location(of: pair.foreground, theme: name))
    }
}
