import Yams

extension ThemeParser {
    static let neumorphicKeys = ["surface", "icon", "accent", "shape", "corner-radius", "size", "fill", "stroke", "description"]
    /// The largest side a control may have, in points (far beyond any screen).
    static let largestControlSide = 10_000.0

    /// `neumorphic:` — a mapping of control names to `{surface, icon, accent?, shape?,
    /// corner-radius?, size?, fill?, stroke?, description?}`.
    mutating func neumorphicControls(_ node: Node) -> [NeumorphicControl] {
        guard let mapping = node.mapping else {
            if !node.isNull {
                errors.append(ThemeError(.wrongType, "`neumorphic` is a mapping of control names to their colors", at: location(of: node),
                                         suggestion: "neumorphic: { play: { surface: \"{surface.base}\", icon: \"{icon.primary}\" } }"))
            }
            return []
        }
        var result: [NeumorphicControl] = []
        for (nameNode, value) in mapping {
            let name = nameNode.string ?? ""
            let path = TokenPath(["neumorphic", name])
            guard TokenPath.isValidComponent(name) else {
                errors.append(ThemeError(.invalidName, "a control name may hold letters, digits, '-' and '_'", at: location(of: nameNode), value: name))
                continue
            }
            guard let body = value.mapping else {
                errors.append(ThemeError(.wrongType, "a neumorphic control is a mapping with `surface` and `icon`", at: location(of: value),
                                         path: path.string, suggestion: "\(name): { surface: \"{surface.base}\", icon: \"{icon.primary}\" }"))
                continue
            }
            if let control = neumorphicControl(body, name: name, path: path, at: nameNode) { result.append(control) }
        }
        return result
    }

    private mutating func neumorphicControl(_ body: Node.Mapping, name: String, path: TokenPath, at nameNode: Node) -> NeumorphicControl? {
        var surface: ColorValueDefinition?, icon: ColorValueDefinition?, accent: ColorValueDefinition?
        var description: String?
        var shape: String?, shapeNode: Node?, cornerRadius: Double?
        var fill = NeumorphicFill.gradient, stroked = true
        var size: (width: Double, height: Double)?
        for (keyNode, value) in body {
            switch keyNode.string ?? "" {
            case "surface": surface = colorValue(value, path: path, keyNode: keyNode)
            case "icon": icon = colorValue(value, path: path, keyNode: keyNode)
            case "accent": accent = colorValue(value, path: path, keyNode: keyNode)
            case "description": description = string(value, for: "description", path: path)
            case "shape":
                shapeNode = value
                guard let text = string(value, for: "shape", path: path) else { break }
                if NeumorphicShape(name: text, cornerRadius: 0) != nil {
                    shape = text
                } else {
                    let names = NeumorphicShape.builtInNames
                    errors.append(ThemeError(.invalidName, "unknown shape", at: location(of: value), path: path.string, value: text,
                                             suggestion: suggestion(for: text, among: names,
                                                                    otherwise: "use \(names.joined(separator: ", ")), or your own Shape type's name (Hexagon)")))
                }
            case "fill":
                guard let text = string(value, for: "fill", path: path) else { break }
                if let parsed = NeumorphicFill(rawValue: text) {
                    fill = parsed
                } else {
                    let names = NeumorphicFill.allCases.map(\.rawValue)
                    errors.append(ThemeError(.invalidName, "unknown fill", at: location(of: value), path: path.string, value: text,
                                             suggestion: suggestion(for: text, among: names, otherwise: "use flat or gradient")))
                }
            case "stroke":
                switch scalarText(value)?.lowercased() {
                case "true", "yes", "on": stroked = true
                case "false", "no", "off": stroked = false
                default:
                    errors.append(ThemeError(.invalidName, "`stroke` is true or false", at: location(of: value), path: path.string,
                                             value: scalarText(value), suggestion: "write stroke: false to leave the stroke overlays out"))
                }
            case "corner-radius":
                cornerRadius = number(value, for: "corner-radius", in: 0...1000, hint: "a radius in points, such as 20")
            case "size": size = controlSize(value, path: path)
            default: unknownKey(keyNode, among: Self.neumorphicKeys, in: "a neumorphic control", path: path)
            }
        }
        let rounded = shape.flatMap { NeumorphicShape(name: $0, cornerRadius: 0) } == .rounded(cornerRadius: 0)
        if cornerRadius != nil, !rounded {
            let place = shapeNode ?? body.first { $0.key.string == "corner-radius" }?.key ?? nameNode
            errors.append(ThemeError(.invalidName, "`corner-radius` applies to `shape: rounded` only", at: location(of: place),
                                     path: path.string, value: shape ?? "circle (the default)", suggestion: "write shape: rounded"))
        }
        guard let surface, let icon else {
            let missing = [surface == nil ? "`surface`" : nil, icon == nil ? "`icon`" : nil].compactMap { $0 }.joined(separator: " and ")
            errors.append(ThemeError(.missingValue, "a neumorphic control needs \(missing)", at: location(of: nameNode), path: path.string,
                                     suggestion: "surface: the color it is raised from; icon: the symbol or label drawn on it"))
            return nil
        }
        let outline = shape.flatMap { NeumorphicShape(name: $0, cornerRadius: cornerRadius ?? NeumorphicControl.defaultCornerRadius) } ?? .circle
        return NeumorphicControl(
            name: name, description: description, surface: surface, icon: icon, accent: accent, shape: outline, fill: fill, stroked: stroked,
            width: size?.width ?? NeumorphicControl.defaultSide, height: size?.height ?? NeumorphicControl.defaultSide,
            location: location(of: nameNode))
    }

    /// `60` (a square), `60x44`, or `[60, 44]`: points, each side above 0.
    private mutating func controlSize(_ node: Node, path: TokenPath) -> (width: Double, height: Double)? {
        let parts: [String]
        if let sequence = node.sequence {
            parts = sequence.compactMap(scalarText)
        } else if let text = scalarText(node) {
            parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
                .map { String($0).trimmingLeadingAndTrailingSpaces }
        } else {
            parts = []
        }
        let numbers = parts.compactMap { Double($0.hasSuffix("pt") ? String($0.dropLast(2)) : $0) }
            .filter { $0 > 0 && $0 <= Self.largestControlSide }
        guard numbers.count == parts.count, numbers.count == 1 || numbers.count == 2 else {
            errors.append(ThemeError(.invalidName, "`size` must be a side or a width and height in points, each above 0 and at most 10000",
                                     at: location(of: node),
                                     path: path.string, value: scalarText(node), suggestion: "write size: 60 or size: 60x44"))
            return nil
        }
        return (numbers[0], numbers.count == 2 ? numbers[1] : numbers[0])
    }
}
