import PropertyBased

/// A theme file (JSON, which theme files may be) made from a seed: palette colors and tokens with
/// names of letters from several scripts, digits, `-`, `_` and spaces, in groups; literal colors in
/// hex, `rgb()`, `hsl()`, `lab()`, `oklch()` and `color(display-p3 …)`, some translucent;
/// references with and without an alpha; values per appearance; roles, text sizes, and names and
/// descriptions holding any character a theme can hold — quotes, backslashes, controls, line
/// breaks YAML knows (NEL, LS, PS), DEL, the byte-order mark — escaped as JSON escapes them.
struct RandomTheme {
    private var random: Xoshiro

    init(seed: Int) {
        let value = UInt64(truncatingIfNeeded: seed)
        random = Xoshiro(seed: (value | 1, value &* 0x9E37_79B9_7F4A_7C15 | 1, ~value | 1, 0xD1B5_4A32_D192_ED03))
    }

    private mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    private mutating func number(_ range: ClosedRange<Double>, decimals: Int) -> String {
        let scale = Double([1, 10, 100, 1000, 10000][decimals])
        let value = (range.lowerBound + Double(random.next() % 1_000_001) / 1_000_000 * (range.upperBound - range.lowerBound)) * scale
        let rounded = value.rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Characters of names: letters (Latin, accented, Greek, CJK), digits, `-` and `_`; spaces
    /// inside.
    static let nameCharacters: [Character] = Array("abcxyzABZéßΩ中0129-_")
    /// Characters of free text.
    static let textCharacters: [Character] = Array("aZ é中😀 \"'\\/#:{}[],&*!|>%@`-?\n\r\t") + ["\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFD}", "\u{E000}"]

    private mutating func name() -> String {
        var text = String(pick(Array(Self.nameCharacters.prefix(12))))
        for _ in 0..<below(6) { text.append(chance(15) ? " " : pick(Self.nameCharacters)) }
        text.append(pick(Self.nameCharacters))
        return text
    }

    private mutating func freeText() -> String {
        String((0..<below(12)).map { _ in pick(Self.textCharacters) })
    }

    private mutating func literal() -> String {
        let alpha = chance(25) ? " / \(number(0...1, decimals: 2))" : ""
        switch below(6) {
        case 0: return "#" + (0..<(chance(20) ? 8 : 6)).map { _ in String(pick(Array("0123456789abcdef"))) }.joined()
        case 1: return "rgb(\(number(0...255, decimals: 0)) \(number(0...255, decimals: 0)) \(number(0...255, decimals: 0))\(alpha))"
        case 2: return "hsl(\(number(0...360, decimals: 1)) \(number(0...100, decimals: 1))% \(number(0...100, decimals: 1))%\(alpha))"
        case 3: return "lab(\(number(0...100, decimals: 2)) \(number(-100...100, decimals: 2)) \(number(-100...100, decimals: 2))\(alpha))"
        case 4: return "oklch(\(number(0...1, decimals: 3)) \(number(0...0.37, decimals: 3)) \(number(0...360, decimals: 2))\(alpha))"
        default: return "color(display-p3 \(number(0...1, decimals: 4)) \(number(0...1, decimals: 4)) \(number(0...1, decimals: 4))\(alpha))"
        }
    }

    /// A literal, or a reference to one of `targets` (paths as written in references).
    private mutating func value(_ targets: [String]) -> String {
        guard !targets.isEmpty, chance(40) else { return literal() }
        return "{\(pick(targets))}" + (chance(30) ? " / \(number(0...100, decimals: 0))%" : "")
    }

    /// A JSON string literal with every character outside printable ASCII as a `\u` escape
    /// (characters beyond the Basic Multilingual Plane, which YAML takes as they are, kept).
    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~", "\u{10000}"...: result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result + "\""
    }

    /// A token's JSON: a single value, or an object of appearance values, role, size and
    /// description.
    private mutating func token(_ targets: [String], palette: Bool) -> String {
        if chance(40) { return Self.json(value(targets)) }
        var members: [String] = []
        if chance(50) {
            members.append("\"value\": \(Self.json(value(targets)))")
        } else {
            members.append("\"light\": \(Self.json(value(targets)))")
            members.append("\"dark\": \(Self.json(value(targets)))")
        }
        for condition in ["light+increased", "dark+increased", "dark+elevated", "dark+increased+elevated"] where chance(15) {
            members.append("\(Self.json(condition)): \(Self.json(value(targets)))")
        }
        if !palette, chance(30) { members.append("\"role\": \(Self.json(pick(["text", "icon", "tint", "border", "separator", "background", "fill", "shadow", "other"])))") }
        if !palette, chance(20) { members.append("\"size\": \(Self.json(pick(["small", "large", "17pt", "14pt bold", "body"])))") }
        if chance(30) { members.append("\"description\": \(Self.json(freeText()))") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// The theme's text; with `namedThemes`, up to three named themes, each extending the file's
    /// own theme or one before it, replacing palette colors and tokens, adding palette colors.
    mutating func themeText(namedThemes: Bool = false) -> String {
        var members: [String] = []
        if chance(50) { members.append("\"name\": \(Self.json(freeText()))") }
        if chance(30) { members.append("\"description\": \(Self.json(freeText()))") }
        var targets: [String] = []
        var palette: [String] = []
        for _ in 0..<below(4) {
            let name = name()
            palette.append("\(Self.json(name)): \(token([], palette: true))")
            targets.append("palette." + name)
        }
        if !palette.isEmpty { members.append("\"palette\": {" + palette.joined(separator: ", ") + "}") }
        var tokens: [String] = []
        for _ in 0..<(1 + below(6)) {
            let path = (chance(30) ? [name(), name()] : [name()])
            let written = token(targets, palette: false)
            tokens.append("\(Self.json(path.joined(separator: "/"))): \(written)")
            targets.append(path.joined(separator: "."))
        }
        members.append("\"tokens\": {" + tokens.joined(separator: ", ") + "}")
        if namedThemes { members.append("\"themes\": {" + themes(targets).joined(separator: ", ") + "}") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Named themes over the palette colors and tokens `targets` names.
    private mutating func themes(_ targets: [String]) -> [String] {
        var names: [String] = []
        var themes: [String] = []
        for _ in 0..<below(4) {
            let name = name()
            guard name != "default", !names.contains(name) else { continue }
            var members: [String] = []
            if !names.isEmpty, chance(50) { members.append("\"extends\": \(Self.json(pick(names)))") }
            if chance(30) { members.append("\"description\": \(Self.json(freeText()))") }
            var palette: [String] = []
            for target in targets where target.hasPrefix("palette.") && chance(40) {
                palette.append("\(Self.json(String(target.dropFirst(8)))): \(token([], palette: true))")
            }
            if chance(20) { palette.append("\(Self.json(self.name() + "-added")): \(token([], palette: true))") }
            if !palette.isEmpty { members.append("\"palette\": {" + palette.joined(separator: ", ") + "}") }
            var tokens: [String] = []
            for target in targets where !target.hasPrefix("palette.") && chance(40) {
                tokens.append("\(Self.json(target.split(separator: ".").joined(separator: "/"))): \(token(targets, palette: false))")
            }
            if !tokens.isEmpty { members.append("\"tokens\": {" + tokens.joined(separator: ", ") + "}") }
            names.append(name)
            themes.append("\(Self.json(name)): {" + members.joined(separator: ", ") + "}")
        }
        return themes
    }
}
