import ColorScience
import ThemeModel

extension AuditContext {
    /// The documents' lints: interactive and static elements sharing a color, pure white
    /// surfaces in dark, and tokens that differ imperceptibly.
    mutating func auditLints(theme name: String) {
        var reported: Set<SIMD2<Int32>> = []  // pairs of token positions (-1: white)
        let tokens = theme.tokens.compactMap { theme.definition(of: $0.path, theme: name) }
        // In a named theme, pairs of tokens it inherits unchanged give the parent's findings,
        // which are reported for the parent: only pairs with a replaced token are compared.
        let parent = theme.document.themes.first { $0.name == name }?.extends
        let changed = tokens.map { token in parent.map { theme.definition(of: token.path, theme: $0) != token } ?? true }
        let snapshot = snapshot(name)
        let positions = tokens.map { theme.index(of: $0.path) }
        for appearance in theme.appearances {
            let colors = positions.map { snapshot.color($0, appearance) }
            // Interactive (tint) and static (text, icon) tokens with the same color.
            var tints: [RGBA8: Int] = [:]
            for (index, (token, color)) in zip(tokens, colors).enumerated() where token.role == .tint {
                if let color { tints[color.rgba8] = tints[color.rgba8] ?? index }
            }
            for (index, (token, color)) in zip(tokens, colors).enumerated() where token.role == .text || token.role == .icon {
                guard let color, let tintIndex = tints[color.rgba8], reported.insert(SIMD2(Int32(tintIndex), Int32(index))).inserted else { continue }
                let tint = tokens[tintIndex].path
                add(Finding(rule: .sharedInteractiveColor, theme: name, appearance: appearance, token: token.path, other: tint,
                            message: "has the same color as the interactive \(tint) (\(color.rgba8.hex)); people cannot tell what can be tapped",
                            colors: [color.rgba8], location: token.location))
            }
            // Pure white surfaces in dark.
            if appearance.scheme == .dark {
                for (index, (token, color)) in zip(tokens, colors).enumerated() where token.role == .background {
                    guard let color, color.alpha >= 1, color.rgba8 == RGBA8(red: 255, green: 255, blue: 255),
                          reported.insert(SIMD2(Int32(index), -1)).inserted else { continue }
                    let dimmed = RGBA8(rounding: SRGB(OKLCH(lightness: 0.93, chroma: 0, hue: nil)))
                    add(Finding(rule: .pureWhiteSurface, theme: name, appearance: appearance, token: token.path,
                                message: "is pure white in a dark appearance; use a dimmed white such as \(dimmed.hexRGB)",
                                colors: [color.rgba8], location: token.location))
                }
            }
            // Different colors that look the same: neighbors in lightness, same role.
            var entries: [(lab: OKLab, index: Int)] = []
            for (index, color) in colors.enumerated() {
                guard let color else { continue }
                entries.append((OKLab(color.srgb.clipped), index))
            }
            entries.sort { $0.lab.lightness < $1.lab.lightness }
            for i in entries.indices {
                var j = i + 1
                while j < entries.count, entries[j].lab.lightness - entries[i].lab.lightness < 0.02 {
                    defer { j += 1 }
                    let (a, b) = (entries[i].index, entries[j].index)
                    guard tokens[a].role == tokens[b].role, changed[a] || changed[b], let ca = colors[a], let cb = colors[b],
                          ca.rgba8 != cb.rgba8, abs(ca.alpha - cb.alpha) < 0.01 else { continue }
                    // ΔEOK is the Euclidean distance in OKLab, whose coordinates are at hand.
                    let (la, lb) = (entries[i].lab, entries[j].lab)
                    let difference = ((la.lightness - lb.lightness) * (la.lightness - lb.lightness) + (la.a - lb.a) * (la.a - lb.a)
                        + (la.b - lb.b) * (la.b - lb.b)).squareRoot()
                    let (first, second) = tokens[a].path < tokens[b].path ? (a, b) : (b, a)
                    guard difference < 0.02, reported.insert(SIMD2(Int32(first), Int32(second))).inserted else { continue }
                    add(Finding(rule: .imperceptibleDifference, theme: name, appearance: appearance, token: tokens[first].path,
                                other: tokens[second].path,
                                message: "differs from \(tokens[second].path) by ΔEOK \(format(difference)), less than most people can see; use one token, or make the difference visible",
                                measured: difference, required: 0.02, colors: [ca.rgba8, cb.rgba8], location: tokens[first].location))
                }
            }
        }
    }
}
