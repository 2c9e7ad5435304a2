extension DTCGJSON {
    /// The value as JSON text: two-space indentation, one member per line, arrays of numbers,
    /// strings and booleans on one line, and a final newline. The same value always gives the
    /// same bytes.
    ///
    /// Whole numbers below 10¹⁵ are written without a fraction (`1`, not `1.0`); others in their
    /// shortest form that reads back as the same `Double`.
    public var formattedText: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    /// The value on one line, for messages.
    var compactText: String {
        switch self {
        case .object(let members):
            "{" + members.map { Self.quoted($0.key) + ": " + $0.value.compactText }.joined(separator: ", ") + "}"
        case .array(let items): "[" + items.map(\.compactText).joined(separator: ", ") + "]"
        default: scalarText
        }
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            let inner = indent + "  "
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += inner + Self.quoted(member.key) + ": "
                member.value.write(to: &output, indent: inner)
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let items):
            if items.allSatisfy(\.isScalar) {
                output += "[" + items.map(\.scalarText).joined(separator: ", ") + "]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (offset, item) in items.enumerated() {
                output += inner
                item.write(to: &output, indent: inner)
                output += offset == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        default:
            output += scalarText
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    private var scalarText: String {
        switch self {
        case .string(let text): Self.quoted(text)
        case .number(let number): Self.numberText(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .object, .array: compactText
        }
    }

    /// `1`, `0.5`, `1e-07`: whole numbers without a fraction, others in Swift's shortest
    /// round-trip form (valid JSON).
    static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number == number.rounded(), abs(number) < 1e15 {
            return number == 0 ? "0" : String(Int64(number))
        }
        return String(number)
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t` or `\u00XX`;
    /// everything else as UTF-8.
    static func quoted(_ text: String) -> String {
        QuotedText.quoted(text, named: ["\u{8}": "\\b", "\u{C}": "\\f"], uppercase: false) { $0.value < 0x20 }
    }
}
