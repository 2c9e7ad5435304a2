import ColorScience

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`), computed as the
/// Tokens Studio plugin and sd-transforms compute it (both use colorjs's coordinates).
///
/// `value` is a fraction 0…1 (a number, a numeric string, or an alias of a number token);
/// `space` is `srgb`, `hsl`, `lch` (CIE LCh, D50) or `p3` (Display P3, gamma-encoded):
///
/// | type | computation |
/// |---|---|
/// | `lighten` | srgb/p3: each channel `c + a·(1 − c)`; hsl: `L + a·(1 − L)`; lch: `L + a·(100 − L)` and `C·(1 − a)` |
/// | `darken` | srgb/p3: each channel `c·(1 − a)`; hsl: `L·(1 − a)`; lch: `L·(1 − a)` and `C·(1 − a)` |
/// | `mix` | interpolates toward `color` by `a` in the space (hues the shorter way; alpha too) |
/// | `alpha` | sets alpha to `a` |
///
/// Results stay in the modifier's space; Tincture maps them to a display's gamut as it maps any
/// color (the CSS Color 4 algorithm, as sd-transforms 2 does; the plugin's older colorjs maps
/// out-of-gamut results differently).
struct TokensStudioModifier {
    enum Kind: String, CaseIterable { case lighten, darken, mix, alpha }

    var kind: Kind
    var amount: Double
    var space: ColorSpace
    /// The color mixed in, for `mix`.
    var other: Color?

    static let spaces: [String: ColorSpace] = ["srgb": .srgb, "hsl": .hsl, "lch": .lch, "p3": .displayP3]

    func apply(to base: Color) -> Color {
        if kind == .alpha {
            var result = base
            result.alpha = min(1, max(0, amount))
            return result
        }
        var color = base.converted(to: space)
        var c = color.coordinates.filled
        let a = amount
        switch (kind, space) {
        case (.lighten, .hsl): c.z = min(1, c.z + a * (1 - c.z))
        case (.darken, .hsl): c.z = max(0, c.z - a * c.z)
        case (.lighten, .lch): c.x = min(100, c.x + a * (100 - c.x)); c.y = max(0, c.y - a * c.y)
        case (.darken, .lch): c.x = max(0, c.x - a * c.x); c.y = max(0, c.y - a * c.y)
        case (.lighten, _): c = SIMD3(min(1, c.x + a * (1 - c.x)), min(1, c.y + a * (1 - c.y)), min(1, c.z + a * (1 - c.z)))
        case (.darken, _): c = SIMD3(max(0, c.x - a * c.x), max(0, c.y - a * c.y), max(0, c.z - a * c.z))
        case (.mix, _):
            guard let other else { return base }
            return Self.mix(color, other.converted(to: space), weight: min(1, max(0, a)))
        case (.alpha, _): break
        }
        let hue = space == .hsl ? color.coordinates.first : space == .lch ? color.coordinates.third : nil
        color.coordinates = ColorCoordinates(c.x, c.y, c.z)
        if space == .hsl { color.coordinates.first = hue }
        if space == .lch { color.coordinates.third = hue }
        return color
    }

    /// colorjs `mix`: each coordinate from `a` toward `b` by `weight`; a missing hue takes the
    /// other's; hues go the shorter way round.
    static func mix(_ a: Color, _ b: Color, weight: Double) -> Color {
        let hueIndex = a.space == .hsl ? 0 : a.space == .lch ? 2 : nil
        var result = ColorCoordinates(nil, nil, nil)
        for index in 0..<3 {
            var (x, y) = (a.coordinates[index] ?? b.coordinates[index], b.coordinates[index] ?? a.coordinates[index])
            guard var start = x, var end = y else { continue }
            if index == hueIndex {
                start = start.truncatingRemainder(dividingBy: 360); if start < 0 { start += 360 }
                end = end.truncatingRemainder(dividingBy: 360); if end < 0 { end += 360 }
                if end - start > 180 { start += 360 } else if start - end > 180 { end += 360 }
                x = start; y = end
            }
            var value = start + (end - start) * weight
            if index == hueIndex { value = value.truncatingRemainder(dividingBy: 360) }
            result[index] = value
        }
        let alpha = (a.alpha ?? 0) + ((b.alpha ?? 0) - (a.alpha ?? 0)) * weight
        return Color(space: a.space, coordinates: result, alpha: alpha)
    }
}

extension DTCGTokenFile {
    /// The token's value with its Tokens Studio modifier applied, computed in this structure
    /// (its aliases followed to a color); nil with an error at the modifier when it cannot be.
    mutating func modified(_ value: ColorValueDefinition, of token: DTCGToken, modify: DTCGNode, name: String) -> ColorValueDefinition? {
        guard let modifier = modifier(modify, name: name, seen: [token.dottedPath]) else { return nil }
        guard let base = literalColor(of: token, seen: [], applyingModifier: false) else {
            errors.append(ThemeError(.unsupported, "the color this modifier changes cannot be worked out in the files read", at: modify.location,
                                     path: name, value: value.expression.description))
            return nil
        }
        let result = modifier.apply(to: base)
        let srgb = result.srgb
        let text = [srgb.red, srgb.green, srgb.blue].allSatisfy({ (-1e-9...(1 + 1e-9)).contains($0) }) ? RGBA8(rounding: srgb).hex : result.css()
        return ColorValueDefinition(.literal(result, text: text), at: modify.location)
    }

    /// The modifier `node` describes; `seen` holds the tokens whose colors are being worked out,
    /// so that a mix color that leads back to one of them is an error, not an endless loop.
    private mutating func modifier(_ node: DTCGNode, name: String, seen: Set<String>) -> TokensStudioModifier? {
        func fail(_ message: String, _ at: DTCGNode, suggestion: String? = nil) -> TokensStudioModifier? {
            errors.append(ThemeError(.unsupported, message, at: at.location, path: name, value: at.excerpt, suggestion: suggestion))
            return nil
        }
        guard node.members != nil else { return fail("a modifier is an object with type, value and space", node) }
        guard let typeNode = node["type"], let kind = typeNode.string.flatMap(TokensStudioModifier.Kind.init(rawValue:)) else {
            return fail("unknown modifier type", node["type"] ?? node, suggestion: "Tokens Studio's types: lighten, darken, mix, alpha")
        }
        guard let valueNode = node["value"], let amount = number(valueNode, seen: []) else {
            return fail("a modifier's value is a number from 0 to 1, or an alias of a number token (math is not read)", node["value"] ?? node)
        }
        let spaceName = node["space"]?.string ?? (kind == .alpha ? "srgb" : "")
        guard let space = TokensStudioModifier.spaces[spaceName] else {
            return fail("a modifier's space is srgb, hsl, lch or p3", node["space"] ?? node)
        }
        var other: Color?
        if kind == .mix {
            guard let colorNode = node["color"], let text = colorNode.string else { return fail("a mix modifier names the color mixed in", node) }
            if let target = Self.aliasPath(text)?.joined(separator: "."), let referenced = token(at: target) {
                guard !seen.contains(target) else { return fail("the color mixed in leads back to this token", colorNode) }
                other = literalColor(of: referenced, seen: seen, applyingModifier: true)
                guard other != nil else { return fail("the color mixed in cannot be worked out: it leads back to this token, or its own value or modifier cannot be read", colorNode) }
            } else {
                other = try? Color(css: text)
            }
            guard other != nil else { return fail("the color mixed in is not a color or an alias of one", colorNode) }
        }
        return TokensStudioModifier(kind: kind, amount: amount, space: space, other: other)
    }

    /// A number, numeric string, or alias of a number token.
    private func number(_ node: DTCGNode, seen: Set<String>) -> Double? {
        switch node.content {
        case .number(let value): return value
        case .string(let text):
            if let value = Double(text.trimmingCharacters(in: .whitespaces)) { return value }
            guard let target = Self.aliasPath(text)?.joined(separator: "."), !seen.contains(target),
                  let referenced = token(at: target)?.node["$value"] else { return nil }
            return number(referenced, seen: seen.union([target]))
        default: return nil
        }
    }

    /// The color a token stands for, its aliases followed and (when asked) its modifier applied.
    func literalColor(of token: DTCGToken, seen: Set<String>, applyingModifier: Bool) -> Color? {
        guard !seen.contains(token.dottedPath), let valueNode = token.node["$value"] else { return nil }
        let seen = seen.union([token.dottedPath])
        var color: Color?
        if let text = valueNode.string {
            if let target = Self.aliasPath(text)?.joined(separator: "."), let referenced = self.token(at: target) {
                color = literalColor(of: referenced, seen: seen, applyingModifier: true)
            } else if let (path, alpha) = Self.aliasWithAlpha(text), let referenced = self.token(at: path.joined(separator: ".")) {
                color = literalColor(of: referenced, seen: seen, applyingModifier: true)
                color?.alpha = alpha
            } else {
                color = try? Color(css: text.trimmingCharacters(in: .whitespaces))
            }
        } else {
            var scratch: [ThemeError] = []
            color = DTCGColorValue.color(from: valueNode, path: token.dottedPath, errors: &scratch)
        }
        guard applyingModifier, var result = color, let modify = token.node["$extensions"]?["studio.tokens"]?["modify"] else { return color }
        var copy = self
        guard let modifier = copy.modifier(modify, name: token.dottedPath, seen: seen) else { return nil }
        result = modifier.apply(to: result)
        return result
    }
}
