import ColorScience
import ThemeModel

extension AuditContext {
    /// Measures a pair: a translucent background over each backdrop, a translucent foreground
    /// over the result, both seen with `vision`; the lowest ratio.
    mutating func measure(_ foreground: ResolvedColor, on background: ResolvedColor, backdrops: Backdrops,
                          vision: ColorVisionDeficiency?) -> ContrastMeasurement {
        let measured = ContrastMeasurement.worst(foreground, on: background, backdrops: backdrops) { seen($0, vision) }
        measurements += measured.count
        return measured.measurement
    }

    /// The ratio a pair needs.
    func requiredRatio(_ pair: ContrastPair, theme name: String) -> Double {
        pair.requiredRatio(configuration.policy, in: theme, theme: name)
    }

    mutating func auditContrast(theme name: String) {
        let snapshot = snapshot(name)
        let visions: [ColorVisionDeficiency?] = [nil] + configuration.visions.map(Optional.some)
        for appearance in theme.appearances {
            let backdrops = snapshot.backdrops[appearance.index]
            // This appearance's luminance rows, one per vision, fetched once for all pairs.
            let rows = visions.indices.map { snapshot.luminance[$0][appearance.index] }
            for (number, pair) in pairs.enumerated() {
                // A view that pins its scheme is never drawn in the other.
                if let scheme = pair.scheme, scheme != appearance.scheme { continue }
                let required = snapshot.required[number]
                let (fgIndex, bgIndex) = pairIndices[number]
                // Both opaque: the ratio from the snapshot's luminance, measured in full only when
                // it fails (the same arithmetic, so the same figures).
                if let fgIndex, let bgIndex, !rows[0][fgIndex].isNaN, !rows[0][bgIndex].isNaN {
                    for (visionNumber, vision) in visions.enumerated() {
                        if vision != nil, !configuration.runs(.contrastUnderColorFilters) { break }
                        measurements += 1
                        guard WCAG21Contrast.ratio(luminance: rows[visionNumber][fgIndex], rows[visionNumber][bgIndex]) < required,
                              let fg = snapshot.color(fgIndex, appearance), let bg = snapshot.color(bgIndex, appearance) else { continue }
                        let measured = measure(fg, on: bg, backdrops: backdrops, vision: vision)
                        add(contrastFinding(vision == nil ? .contrast : .contrastUnderColorFilters, pair, measured, required, name, appearance, vision))
                        if vision == nil { break }
                    }
                    continue
                }
                guard let fg = snapshot.color(fgIndex, appearance), let bg = snapshot.color(bgIndex, appearance) else { continue }
                // An opaque foreground on a translucent background: find the worst backdrop from
                // the precomputed composites' luminance, then measure over it alone.
                var worstBackdrop = backdrops
                if fg.alpha >= 1, let bgIndex = pairIndices[number].background,
                   let composites = snapshot.composites[appearance.index][bgIndex], composites.count > 1 {
                    let worst = ThemeSnapshot.worstBackdrop(among: composites, forLuminance: fg.srgb.clipped.relativeLuminance)
                    worstBackdrop = Backdrops(colors: [backdrops.colors[worst]])
                }
                let normal = measure(fg, on: bg, backdrops: worstBackdrop, vision: nil)
                if normal.ratio < required {
                    add(contrastFinding(.contrast, pair, normal, required, name, appearance, nil))
                    continue
                }
                guard configuration.runs(.contrastUnderColorFilters) else { continue }
                for vision in configuration.visions {
                    // Under a deficiency, every backdrop again only when there are few.
                    let seen = measure(fg, on: bg, backdrops: backdrops.colors.count <= 8 ? backdrops : worstBackdrop, vision: vision)
                    if seen.ratio < required {
                        add(contrastFinding(.contrastUnderColorFilters, pair, seen, required, name, appearance, vision))
                    }
                }
            }
        }
    }

    func contrastFinding(_ rule: AuditRule, _ pair: ContrastPair, _ measurement: ContrastMeasurement, _ required: Double,
                         _ name: String, _ appearance: Appearance, _ vision: ColorVisionDeficiency?) -> Finding {
        var message = "\(ContrastRatioFormat.string(measurement.ratio)):1 on \(pair.background), needs \(ContrastRatioFormat.figure(required)):1"
        if let vision { message += " with \(vision.rawValue)" }
        if let backdrop = measurement.backdrop { message += " (worst case over \(backdrop))" }
        if let evidence = pair.evidence {
            message += "; background: \(evidence)"
            if pair.otherUses > 0 { message += "; the same pair at \(pair.otherUses) other place\(pair.otherUses == 1 ? "" : "s")" }
        }
        return Finding(rule: rule, theme: name, appearance: appearance, vision: vision, token: pair.foreground, other: pair.background,
                       message: message, measured: measurement.ratio, required: required,
                       colors: [RGBA8(rounding: measurement.foreground), RGBA8(rounding: measurement.background)],
                       location: pair.location ?? location(of: pair.foreground, theme: name))
    }
}
