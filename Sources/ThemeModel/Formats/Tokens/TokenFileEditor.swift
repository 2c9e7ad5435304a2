import ColorScience

/// Sets color values of a JSON token file in place (DTCG, its drafts, Tokens Studio, Style
/// Dictionary, Figma variables): each value found by where the reader found it, everything
/// else — key order, spacing, line breaks, `$extensions`, other tokens — byte for byte.
///
/// A CSS string stays in its notation: hex as hex (its case and length kept, eight digits when
/// the new color is translucent), a function (`rgb()`, `hsl()`, `oklch()` …) in the same space.
/// A DTCG 2025.10 object keeps its `colorSpace`: its components are rewritten one by one, and
/// its `alpha` and `hex` when it has them.
public enum TokenFileEditor {
    /// One value to set: where the reader found it, and the new color.
    public struct Change: Sendable {
        public var location: SourceLocation
        public var color: Color

        public init(location: SourceLocation, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// `text` with every change made.
    public static func edit(_ text: String, file: String, changes: [Change]) throws(ThemeError) -> String {
        let root = try DTCGJSONParser.parse(text, file: file)
        var edits = JSONTextEdits(text: text)
        for change in changes {
            guard let node = Self.node(at: change.location, in: root), let range = edits.valueRange(at: node.location) else {
                throw ThemeError(.invalidColor, "no color value here to change", at: change.location)
            }
            switch node.content {
            case .string(let old):
                edits.replace(range, with: DTCGJSON.quoted(Self.css(change.color, like: old.trimmingCharacters(in: .whitespaces))))
            case .object:
                try setObject(node, to: change.color, edits: &edits)
            default:
                throw ThemeError(.invalidColor, "a color value here is \(node.kindName), not a string or a color object", at: change.location)
            }
        }
        return edits.result
    }

    /// The value node starting at `location`.
    static func node(at location: SourceLocation, in node: DTCGNode) -> DTCGNode? {
        if node.location.line == location.line, node.location.column == location.column { return node }
        switch node.content {
        case .object(let members):
            for member in members {
                if let found = self.node(at: location, in: member.value) { return found }
            }
        case .array(let items):
            for item in items {
                if let found = self.node(at: location, in: item) { return found }
            }
        default: break
        }
        return nil
    }

    /// `color` written as `old` was: hex as hex, a CSS function in its space.
    static func css(_ color: Color, like old: String) -> String {
        let translucent = (color.alpha ?? 1) < 1
        if old.hasPrefix("#"), Gamut.srgb.contains(color, tolerance: 1e-6) {
            let bytes = RGBA8(rounding: color.srgb)
            var hex = translucent || old.count == 9 || old.count == 5 ? bytes.hexRGB + RGBA8.hexByte(bytes.alpha) : bytes.hexRGB
            if old.dropFirst().contains(where: \.isUppercase) { hex = "#" + hex.dropFirst().uppercased() }
            return hex
        }
        guard let original = try? Color(css: old), !old.hasPrefix("#") else { return color.cssString }
        return color.converted(to: original.space).css(CSSSerializationOptions(prefersHex: false))
    }

    /// Rewrites a DTCG 2025.10 color object's components (and alpha, hex) for `color`.
    static func setObject(_ node: DTCGNode, to color: Color, edits: inout JSONTextEdits) throws(ThemeError) {
        guard let spaceName = node["colorSpace"]?.string, let space = ColorSpace(rawValue: spaceName),
              let components = node["components"]?.array, components.count == 3 else {
            throw ThemeError(.invalidColor, "a color object without colorSpace and three components", at: node.location)
        }
        let json = DTCGColorValue.json(for: color.converted(to: space))
        guard case .object(let members) = json, case .array(let values)? = members.first(where: { $0.key == "components" })?.value else {
            throw ThemeError(.invalidColor, "cannot write the color in \(spaceName)", at: node.location)
        }
        for (component, value) in zip(components, values) {
            guard let range = edits.valueRange(at: component.location) else { continue }
            edits.replace(range, with: value.compactText)
        }
        let alpha = color.alpha ?? 1
        if let alphaNode = node["alpha"], let range = edits.valueRange(at: alphaNode.location) {
            if case .number(let old) = alphaNode.content, abs(old - alpha) < 1e-4 {} else { edits.replace(range, with: DTCGJSON.number(alpha).compactText) }
        } else if alpha < 1, let last = node.members?.last, let range = edits.valueRange(at: last.value.location) {
            edits.insert(", \"alpha\": " + DTCGJSON.number(alpha).compactText, at: range.upperBound)
        }
        if let hexNode = node["hex"], let range = edits.valueRange(at: hexNode.location), Gamut.srgb.contains(color, tolerance: 1e-6) {
            edits.replace(range, with: DTCGJSON.quoted(css(color.converted(to: .srgb), like: hexNode.string ?? "#000000")))
        }
    }
}
