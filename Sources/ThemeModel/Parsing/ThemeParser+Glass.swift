import ColorScience
import Yams

extension ThemeParser {
    static let glassKeys = ["foreground", "variant", "tint", "dim", "over", "size", "minimum", "description"]

    /// `glass:` — a list of `{foreground, variant?, tint?, dim?, over?, size?, minimum?}`: what is
    /// drawn on Liquid Glass, and what lies between the glass and it.
    mutating func glassDeclarations(_ node: Node) -> [GlassDeclaration] {
        guard let items = list(node, for: "glass") else { return [] }
        var result: [GlassDeclaration] = []
        for item in items {
            guard let mapping = item.mapping else {
                errors.append(ThemeError(.wrongType, "each `glass` entry is a mapping with `foreground`", at: location(of: item),
                                         suggestion: "- { foreground: [toolbar.label], variant: clear, dim: \"#000000 / 30%\" }"))
                continue
            }
            var foregrounds: [TokenPattern]?
            var variant = GlassSurface.Variant.regular
            var tint: ColorExpression?, dim: ColorExpression?
            var over: [TokenPattern] = []
            var size: TextSize?
            var minimum: Double?
            var dimLocation: SourceLocation?
            for (keyNode, value) in mapping {
                let key = keyNode.string ?? ""
                switch key {
                case "foreground": foregrounds = patterns(value, for: "foreground")
                case "variant":
                    let names = GlassSurface.Variant.allCases.map(\.rawValue)
                    if let text = scalarText(value), let named = GlassSurface.Variant(rawValue: text) {
                        variant = named
                    } else {
                        let text = scalarText(value) ?? ""
                        errors.append(ThemeError(.invalidName, "unknown glass variant", at: location(of: value), value: text,
                                                 suggestion: suggestion(for: text, among: names, otherwise: "variant: " + names.joined(separator: ", "))))
                    }
                case "tint", "dim":
                    let layer = colorValue(value, path: TokenPath(["glass", key]), keyNode: keyNode)?.expression
                    if key == "tint" { tint = layer } else { (dim, dimLocation) = (layer, location(of: value)) }
                case "over": over = patterns(value, for: "over") ?? []
                case "size": size = textSize(value)
                case "minimum": minimum = ratioMinimum(value)
                case "description": break
                default: unknownKey(keyNode, among: Self.glassKeys, in: "a glass entry")
                }
            }
            guard let foregrounds, !foregrounds.isEmpty else {
                errors.append(ThemeError(.missingValue, "a glass entry needs `foreground`: the tokens drawn on the glass",
                                         at: location(of: item), suggestion: "foreground: [toolbar.label]"))
                continue
            }
            result.append(GlassDeclaration(foregrounds: foregrounds, variant: variant, tint: tint, dim: dim, over: over, size: size,
                                           minimum: minimum, location: location(of: item), dimLocation: dimLocation))
        }
        return result
    }
}
