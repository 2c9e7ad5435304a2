import ColorScience
import Foundation

/// Sets the colors of a color set's `Contents.json` in place, the way a person would in Xcode:
/// the entries the reader takes each appearance from get the new colors, and an appearance
/// whose new color differs from the others its entry serves gets an entry of its own (a Dark
/// entry beside Any, a High Contrast one beside Dark).
///
/// Everything else stays byte for byte: key order, spacing, line breaks, other idioms and
/// entries. A changed color keeps its entry's color space (a Display P3 color stays Display P3;
/// an sRGB entry becomes Display P3 only for a color outside sRGB) and its component style —
/// floats with their number of decimals, 8-bit integers, or `0x` hex. A new entry copies the
/// style of the entry it splits from, in Xcode's layout.
public struct AssetCatalogEditor: Sendable {
    /// The reader's choices (idiom) that decide which entries are the color set's.
    public var reader: AssetCatalogReader

    public init(reader: AssetCatalogReader = AssetCatalogReader()) {
        self.reader = reader
    }

    /// `text` with its colors set to `colors` (appearances left out keep theirs); the text
    /// unchanged when nothing changes.
    public func edit(_ text: String, file: String, colors: [ColorSetAppearance: Color]) throws(ThemeError) -> String {
        let json = try DTCGJSONParser.parse(text, file: file)
        guard let entries = json["colors"]?.array,
              let idiom = AssetCatalogReader.preferredIdiom(among: Set(entries.map { $0["idiom"]?.string ?? "universal" }), asked: reader.idiom) else {
            throw ThemeError(.invalidColor, "color set has no entries to change", at: SourceLocation(file: file, line: 1, column: 1))
        }
        var slots: [String: DTCGNode] = [:]
        for entry in AssetCatalogReader.chosenEntries(entries, idiom: idiom).entries {
            if case .slot(let key) = AssetCatalogReader.kind(of: entry), entry["color"] != nil { slots[key] = entry }
        }
        guard !slots.isEmpty else {
            throw ThemeError(.invalidColor, "color set has no color to change", at: SourceLocation(file: file, line: 1, column: 1))
        }
        // The color each appearance takes now.
        var current: [ColorSetAppearance: Color] = [:]
        for appearance in ColorSetAppearance.allCases {
            guard let key = AssetCatalogReader.provider(of: appearance, among: Set(slots.keys)), let color = slots[key]?["color"] else { continue }
            if case .literal(let value, _) = try? AssetCatalogColor(color, era: reader.era).expression { current[appearance] = value }
        }
        var wanted = current
        for (appearance, color) in colors { wanted[appearance] = color }
        // Entries to add, each copying the entry it splits from; then each entry's new color.
        var keys = Set(slots.keys)
        var added: [(key: String, from: String)] = []
        for _ in 0..<4 {
            var split = false
            for (key, served) in Self.served(by: keys) where Set(served.compactMap { wanted[$0].map(Self.bytes) }).count > 1 {
                // The first appearance the entry serves keeps it; the first that differs gets its own.
                let first = served[0]
                guard let other = served.first(where: { wanted[$0].map(Self.bytes) != wanted[first].map(Self.bytes) }) else { continue }
                let own = Self.ownKey(other)
                guard !keys.contains(own) else { continue }
                keys.insert(own)
                added.append((own, slots[key] != nil ? key : added.first { $0.key == key }?.from ?? key))
                split = true
            }
            if !split { break }
        }
        var edits = JSONTextEdits(text: text)
        for (key, served) in Self.served(by: keys) {
            guard let first = served.first, let color = wanted[first], let entry = slots[key] else { continue }
            let unchanged = served.allSatisfy { appearance in current[appearance].map(Self.bytes) == wanted[appearance].map(Self.bytes) }
            guard !unchanged, let node = entry["color"] else { continue }
            try write(color, into: node, file: file, edits: &edits)
        }
        if !added.isEmpty {
            guard let last = AssetCatalogReader.chosenEntries(entries, idiom: idiom).entries.last,
                  let start = edits.offset(of: last.location), let range = edits.valueRange(at: start) else {
                throw ThemeError(.invalidColor, "cannot find where to add an entry", at: SourceLocation(file: file, line: 1, column: 1))
            }
            let indent = edits.indentation(ofLineAt: start)
            let unit = String(indent.prefix(2)).isEmpty ? "  " : String(indent.prefix(2))
            var text = ""
            for (key, from) in added {
                guard let served = Self.served(by: keys)[key], let color = served.first.flatMap({ wanted[$0] }),
                      let template = slots[from]?["color"] else { continue }
                text += "," + edits.lineBreak + newEntry(key: key, color: color, template: template, idiom: idiom, indent: indent, unit: unit,
                                                        lineBreak: edits.lineBreak)
            }
            edits.insert(text, at: range.upperBound)
        }
        return edits.result
    }

    /// The appearances each entry serves, in appearance order.
    static func served(by keys: Set<String>) -> [String: [ColorSetAppearance]] {
        var result: [String: [ColorSetAppearance]] = [:]
        for appearance in ColorSetAppearance.allCases {
            if let key = AssetCatalogReader.provider(of: appearance, among: keys) { result[key, default: []].append(appearance) }
        }
        return result
    }

    /// The entry that serves only `appearance` (when it has no entry of its own).
    static func ownKey(_ appearance: ColorSetAppearance) -> String {
        switch appearance {
        case .light: "light"
        case .dark: "dark"
        case .lightHigh: "light+high"
        case .darkHigh: "dark+high"
        }
    }

    /// A color compared as it is written: 8-bit sRGB and alpha (P3 colors at four decimals).
    static func bytes(_ color: Color) -> String {
        let srgb = color.srgb
        return [srgb.red, srgb.green, srgb.blue, color.alpha ?? 1].map { String(Int(($0 * 10000).rounded())) }.joined(separator: " ")
    }

    // MARK: Writing a color

    /// How a color set writes its components.
    struct Style {
        enum Number: Equatable { case float(decimals: Int), integer, hex(uppercase: Bool), bare(decimals: Int) }
        var space: String
        var number: Number
    }

    /// The style of the components of `node` (a `color` object).
    func style(of node: DTCGNode) -> Style? {
        guard let space = node["color-space"]?.string, let components = node["components"] else { return nil }
        let sample = components["red"] ?? components["white"]
        var number = Style.Number.float(decimals: 3)
        switch sample?.content {
        case .string(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
                // Xcode writes uppercase digits; lowercase only when the file does.
                number = .hex(uppercase: !trimmed.dropFirst(2).contains { $0.isLowercase })
            } else if let dot = trimmed.firstIndex(of: ".") {
                number = .float(decimals: max(trimmed.distance(from: dot, to: trimmed.endIndex) - 1, 1))
            } else if Int(trimmed) != nil {
                number = .integer
            }
        case .number?:
            number = .bare(decimals: 3)
        default: break
        }
        return Style(space: space, number: number)
    }

    /// The channels of `color` in `space` (`white` for the gray spaces).
    static func channels(_ color: Color, space: String) -> [(String, Double)]? {
        switch space {
        case "srgb", "extended-srgb":
            let c = color.srgb
            return [("red", c.red), ("green", c.green), ("blue", c.blue)]
        case "display-p3":
            let c = DisplayP3(xyz: color.xyz, alpha: 1)
            return [("red", c.red), ("green", c.green), ("blue", c.blue)]
        case "extended-linear-srgb":
            let c = LinearSRGB(color.srgb)
            return [("red", c.red), ("green", c.green), ("blue", c.blue)]
        case "gray-gamma-22", "extended-gray":
            let c = color.srgb
            guard abs(c.red - c.green) < 1e-6, abs(c.green - c.blue) < 1e-6 else { return nil }
            let linear = LinearSRGB(c).red
            return [("white", (linear < 0 ? -1.0 : 1.0) * pow(abs(linear), 1 / 2.2))]
        default:
            return nil
        }
    }

    /// A component in `style`: `"0.463"`, `"118"`, `"0x76"`, or a bare number.
    static func component(_ value: Double, _ number: Style.Number, isAlpha: Bool) -> String {
        switch number {
        case .hex(let uppercase) where !isAlpha:
            let digits = String(AssetCatalogColor.byte(value), radix: 16, uppercase: uppercase)
            return "\"0x" + (digits.count == 1 ? "0" : "") + digits + "\""
        case .integer where !isAlpha:
            return "\"\(AssetCatalogColor.byte(value))\""
        case .bare(let decimals):
            return fixed(value, decimals: decimals)
        case .float(let decimals):
            return "\"" + fixed(value, decimals: decimals) + "\""
        default:
            return "\"" + fixed(value, decimals: 3) + "\""
        }
    }

    /// `value` with exactly `decimals` decimals (`0.500`).
    static func fixed(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value == 0 ? 0 : value)
    }

    /// Writes `color` over the `color` object `node`: its components in place when the entry's
    /// space can hold it, else the whole object (a system color reference, a gray space for a
    /// color that is not gray).
    func write(_ color: Color, into node: DTCGNode, file: String, edits: inout JSONTextEdits) throws(ThemeError) {
        if let style = style(of: node).map({ Self.holding(color, in: $0) }), let components = node["components"],
           var channels = Self.channels(color, space: style.space),
           channels.allSatisfy({ components[$0.0] != nil }), components["alpha"] != nil {
            if let space = node["color-space"], space.string != style.space, let range = edits.valueRange(at: space.location) {
                edits.replace(range, with: "\"\(style.space)\"")
            }
            channels.append(("alpha", color.alpha ?? 1))
            for (key, value) in channels {
                guard let member = components.member(key), let range = edits.valueRange(at: member.value.location) else { continue }
                if key == "alpha", let old = try? AssetCatalogColor.parse(member.value.content, key: key, extended: true),
                   abs(old.value - value) < 1e-4 {
                    continue  // the alpha stays as written
                }
                edits.replace(range, with: Self.component(value, style.number, isAlpha: key == "alpha"))
            }
            return
        }
        guard let start = edits.offset(of: node.location), let range = edits.valueRange(at: start) else {
            throw ThemeError(.invalidColor, "cannot find the color to change", at: node.location)
        }
        let plain = Self.holding(color, in: Style(space: "srgb", number: .float(decimals: 3)))
        edits.replace(range, with: Self.colorObject(color, style: plain, indent: edits.indentation(ofLineAt: start), unit: "  ",
                                                    lineBreak: edits.lineBreak))
    }

    /// `style`, or the nearest one that holds `color`: an sRGB entry becomes Display P3 for a
    /// color outside sRGB, a gray one sRGB for a color that is not gray; Display P3 components
    /// get four decimals (they are not 8-bit).
    static func holding(_ color: Color, in style: Style) -> Style {
        var style = style
        let outside = !Gamut.srgb.contains(color, tolerance: 1e-6)
        if (style.space == "srgb" && outside) || (channels(color, space: style.space) == nil) {
            style.space = outside ? "display-p3" : "srgb"
            if case .hex = style.number { style.number = .float(decimals: 3) }
            if case .integer = style.number { style.number = .float(decimals: 3) }
        }
        if style.space == "display-p3" {
            switch style.number {
            case .float(let decimals): style.number = .float(decimals: max(decimals, 4))
            case .bare(let decimals): style.number = .bare(decimals: max(decimals, 4))
            default: style.number = .float(decimals: 4)
            }
        }
        return style
    }

    /// A `color` object in Xcode's layout (keys sorted, `" : "`), components in `style`.
    static func colorObject(_ color: Color, style: Style, indent: String, unit: String, lineBreak: String) -> String {
        let channels = (channels(color, space: style.space) ?? []) + [("alpha", color.alpha ?? 1)]
        let inner = indent + unit + unit
        let components = channels.sorted { $0.0 < $1.0 }.map { "\(inner)\"\($0.0)\" : \(component($0.1, style.number, isAlpha: $0.0 == "alpha"))" }
        return "{" + lineBreak
            + indent + unit + "\"color-space\" : \"\(style.space)\"," + lineBreak
            + indent + unit + "\"components\" : {" + lineBreak
            + components.joined(separator: "," + lineBreak) + lineBreak
            + indent + unit + "}" + lineBreak
            + indent + "}"
    }

    /// A new entry for `key` in Xcode's layout, its color written in the style of `template`.
    func newEntry(key: String, color: Color, template: DTCGNode, idiom: String, indent: String, unit: String, lineBreak: String) -> String {
        var appearances: [(String, String)] = []
        if key.hasPrefix("light") { appearances.append(("luminosity", "light")) }
        if key.hasPrefix("dark") { appearances.append(("luminosity", "dark")) }
        if key.hasSuffix("+high") { appearances.append(("contrast", "high")) }
        let inner = indent + unit
        var members: [String] = []
        if !appearances.isEmpty {
            let items = appearances.map { appearance, value in
                "\(inner + unit){" + lineBreak + "\(inner + unit + unit)\"appearance\" : \"\(appearance)\"," + lineBreak
                    + "\(inner + unit + unit)\"value\" : \"\(value)\"" + lineBreak + "\(inner + unit)}"
            }
            members.append("\(inner)\"appearances\" : [" + lineBreak + items.joined(separator: "," + lineBreak) + lineBreak + "\(inner)]")
        }
        let style = Self.holding(color, in: style(of: template) ?? Style(space: "srgb", number: .float(decimals: 3)))
        members.append("\(inner)\"color\" : " + Self.colorObject(color, style: style, indent: inner, unit: unit, lineBreak: lineBreak))
        members.append("\(inner)\"idiom\" : \"\(idiom)\"")
        return indent + "{" + lineBreak + members.joined(separator: "," + lineBreak) + lineBreak + indent + "}"
    }
}
