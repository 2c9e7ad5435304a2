import ColorScience
import ThemeModel

extension AuditContext {
    /// The ratio above which a pair's contrast dropping with Increase Contrast is not reported.
    static let comfortableRatio = 7.0

    /// Increase Contrast: foregrounds darker in light and lighter in dark; no pair's contrast
    /// lower than without it.
    mutating func auditIncreasedContrast(theme name: String) {
        for token in theme.tokens {
            guard let definition = theme.definition(of: token.path, theme: name), definition.role?.isForeground == true,
                  definition.values.keys.contains(where: { $0.contrast == .increased }) else { continue }
            for scheme in Appearance.Scheme.allCases {
                for level in Appearance.Level.allCases {
                    let (normalAppearance, increasedAppearance) = (Appearance(scheme, .normal, level), Appearance(scheme, .increased, level))
                    guard let normal = theme.color(token.path, in: normalAppearance, theme: name),
                          let increased = theme.color(token.path, in: increasedAppearance, theme: name),
                          normal.rgba8 != increased.rgba8 else { continue }
                    let plain = snapshot(name).backdrops[increasedAppearance.index].colors[0].color
                    let (l0, l1) = (lightness(normal, over: plain), lightness(increased, over: plain))
                    let wrong = scheme == .light ? l1 > l0 + 1e-9 : l1 < l0 - 1e-9
                    guard wrong else { continue }
                    add(Finding(rule: .increasedContrastDirection, theme: name, appearance: increasedAppearance, token: token.path,
                                message: "is \(scheme == .light ? "lighter" : "darker") with Increase Contrast (OKLCH lightness \(format(l1)) vs \(format(l0))); it should be \(scheme == .light ? "darker" : "lighter")",
                                measured: l1, required: l0, colors: [normal.rgba8, increased.rgba8], location: definition.location))
                }
            }
        }
        let snapshot = snapshot(name)
        for (number, pair) in pairs.enumerated() {
            let (fgIndex, bgIndex) = pairIndices[number]
            for scheme in Appearance.Scheme.allCases {
                for level in Appearance.Level.allCases {
                    let (normalAppearance, increasedAppearance) = (Appearance(scheme, .normal, level), Appearance(scheme, .increased, level))
                    guard let fg0 = snapshot.color(fgIndex, normalAppearance), let bg0 = snapshot.color(bgIndex, normalAppearance),
                          let fg1 = snapshot.color(fgIndex, increasedAppearance), let bg1 = snapshot.color(bgIndex, increasedAppearance),
                          fg0.rgba8 != fg1.rgba8 || bg0.rgba8 != bg1.rgba8 else { continue }
                    let before = measure(fg0, on: bg0, backdrops: snapshot.backdrops[normalAppearance.index], vision: nil)
                    let after = measure(fg1, on: bg1, backdrops: snapshot.backdrops[increasedAppearance.index], vision: nil)
                    // A drop that still leaves 7:1 (AAA) does not hurt anyone reading.
                    guard after.ratio < before.ratio - 1e-9, after.ratio < Self.comfortableRatio else { continue }
                    add(Finding(rule: .increasedContrastLowers, theme: name, appearance: increasedAppearance, token: pair.foreground,
                                other: pair.background,
                                message: "contrast on \(pair.background) drops to \(ContrastRatioFormat.string(after.ratio)):1 with Increase Contrast, from \(ContrastRatioFormat.string(before.ratio)):1",
                                measured: after.ratio, required: before.ratio,
                                colors: [RGBA8(rounding: after.foreground), RGBA8(rounding: after.background)],
                                location: location(of: pair.foreground, theme: name)))
                }
            }
        }
    }

    /// Dark elevated backgrounds lighter than their base.
    mutating func auditElevation(theme name: String) {
        for token in theme.tokens {
            guard let definition = theme.definition(of: token.path, theme: name), definition.role == .background else { continue }
            for contrast in Appearance.Contrast.allCases {
                let (baseAppearance, elevatedAppearance) = (Appearance(.dark, contrast, .base), Appearance(.dark, contrast, .elevated))
                guard let base = theme.color(token.path, in: baseAppearance, theme: name),
                      let elevated = theme.color(token.path, in: elevatedAppearance, theme: name),
                      base.rgba8 != elevated.rgba8 else { continue }
                let plain = SRGB(red: 0, green: 0, blue: 0)
                let (l0, l1) = (lightness(base, over: plain), lightness(elevated, over: plain))
                guard l1 < l0 - 1e-9 else { continue }
                add(Finding(rule: .elevation, theme: name, appearance: elevatedAppearance, token: token.path,
                            message: "elevated is darker than base (OKLCH lightness \(format(l1)) vs \(format(l0))); elevated surfaces should be lighter in dark",
                            measured: l1, required: l0, colors: [base.rgba8, elevated.rgba8], location: definition.location))
            }
        }
    }

    /// OKLab lightness of a color as it appears over `backdrop`.
    func lightness(_ color: ResolvedColor, over backdrop: SRGB) -> Double {
        let opaque = color.alpha < 1 ? color.srgb.composited(over: backdrop) : color.srgb
        return OKLab(opaque.clipped).lightness
    }
}
