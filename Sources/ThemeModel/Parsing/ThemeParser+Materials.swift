import ColorScience
import Yams

extension ThemeParser {
    static let materialKeys = ["foreground", "materials", "content", "size", "minimum", "vibrancy", "description"]

    /// `materials:` — a list of `{foreground, materials?, content?, size?, minimum?, vibrancy?}`:
    /// what is drawn on system materials, and with which vibrancy.
    mutating func materialDeclarations(_ node: Node) -> [MaterialDeclaration] {
        guard let items = list(node, for: "materials") else { return [] }
        var result: [MaterialDeclaration] = []
        for item in items {
            guard let mapping = item.mapping else {
                errors.append(ThemeError(.wrongType, "each `materials` entry is a mapping with `foreground`", at: location(of: item),
                                         suggestion: "- { foreground: [label.primary], materials: [regular, thick] }"))
                continue
            }
            var foregrounds: [TokenPattern]?
            var materials = SystemMaterial.allCases
            var content: [TokenPattern] = []
            var size: TextSize?
            var minimum: Double?
            var vibrancy: VibrancyStyle?
            for (keyNode, value) in mapping {
                switch keyNode.string ?? "" {
                case "foreground": foregrounds = patterns(value, for: "foreground")
                case "materials": materials = systemMaterials(value)
                case "content": content = patterns(value, for: "content") ?? []
                case "size": size = textSize(value)
                case "minimum": minimum = ratioMinimum(value)
                case "vibrancy": vibrancy = vibrancyStyle(value)
                case "description": break
                default: unknownKey(keyNode, among: Self.materialKeys, in: "a materials entry")
                }
            }
            if let given = foregrounds, given.isEmpty, let node = mapping.first(where: { $0.key.string == "foreground" })?.value {
                errors.append(ThemeError(.missingValue, "`foreground` is an empty list: name the tokens drawn on the material",
                                         at: location(of: node), suggestion: "foreground: [label.primary, label.secondary]"))
                continue
            }
            guard let foregrounds else {
                errors.append(ThemeError(.missingValue, "a materials entry needs `foreground`: the tokens drawn on the material",
                                         at: location(of: item), suggestion: "foreground: [label.primary, label.secondary]"))
                continue
            }
            result.append(MaterialDeclaration(foregrounds: foregrounds, materials: materials, content: content, size: size,
                                              minimum: minimum, vibrancy: vibrancy, location: location(of: item)))
        }
        return result
    }

    /// A vibrancy style name (`secondaryLabel`, `secondary-label`, or SwiftUI's `secondary`);
    /// an unknown one is reported with the nearest.
    private mutating func vibrancyStyle(_ node: Node) -> VibrancyStyle? {
        let names = VibrancyStyle.allCases.map(\.rawValue)
        guard let text = scalarText(node) else {
            errors.append(ThemeError(.wrongType, "`vibrancy` takes one vibrancy style", at: location(of: node),
                                     suggestion: "vibrancy: secondaryLabel"))
            return nil
        }
        guard let style = VibrancyStyle(name: text) else {
            errors.append(ThemeError(.invalidName, "unknown vibrancy style", at: location(of: node), value: text,
                                     suggestion: suggestion(for: text, among: names, otherwise: "vibrancy: " + names.joined(separator: ", "))))
            return nil
        }
        return style
    }

    /// One material name or a list of them; every unknown name is reported with the nearest.
    private mutating func systemMaterials(_ node: Node) -> [SystemMaterial] {
        let nodes = node.sequence.map(Array.init) ?? [node]
        let names = SystemMaterial.allCases.map(\.rawValue)
        if nodes.isEmpty {
            errors.append(ThemeError(.missingValue, "`materials` is an empty list: name at least one material, or leave the key out for all four",
                                     at: location(of: node), suggestion: "materials: [" + names.joined(separator: ", ") + "]"))
        }
        var result: [SystemMaterial] = []
        for item in nodes {
            guard let text = scalarText(item) else {
                errors.append(ThemeError(.wrongType, "`materials` takes material names", at: location(of: item),
                                         suggestion: "materials: [" + names.joined(separator: ", ") + "]"))
                continue
            }
            guard let material = SystemMaterial(name: text) else {
                errors.append(ThemeError(.invalidName, "unknown material", at: location(of: item), value: text,
                                         suggestion: suggestion(for: text, among: names, otherwise: "materials: " + names.joined(separator: ", "))))
                continue
            }
            if !result.contains(material) { result.append(material) }
        }
        return result.isEmpty ? SystemMaterial.allCases : result
    }
}
