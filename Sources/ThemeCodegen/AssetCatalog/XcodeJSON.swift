import ThemeModel

/// A JSON value written the way Xcode writes an asset catalog's `Contents.json`: keys sorted,
/// two-space indentation, `" : "` between key and value, a final newline.
///
/// Xcode writes through `NSJSONSerialization` with pretty printing and sorted keys; this writer
/// produces the same bytes for the values catalogs hold (strings without escapes other than
/// `"` and `\`, small integers, booleans, arrays and objects).
enum XcodeJSON: Hashable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([XcodeJSON])
    case object([String: XcodeJSON])

    /// The document text, ending with a newline.
    var text: String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .string(let value): out += XcodeJSON.quoted(value)
        case .int(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { out += "[\n\n" + XcodeJSON.pad(indent) + "]"; return }
            out += "[\n"
            for (offset, item) in items.enumerated() {
                out += XcodeJSON.pad(indent + 1)
                item.write(to: &out, indent: indent + 1)
                out += offset == items.count - 1 ? "\n" : ",\n"
            }
            out += XcodeJSON.pad(indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{\n\n" + XcodeJSON.pad(indent) + "}"; return }
            out += "{\n"
            let keys = members.keys.sorted()
            for (offset, key) in keys.enumerated() {
                out += XcodeJSON.pad(indent + 1) + XcodeJSON.quoted(key) + " : "
                members[key]!.write(to: &out, indent: indent + 1)
                out += offset == keys.count - 1 ? "\n" : ",\n"
            }
            out += XcodeJSON.pad(indent) + "}"
        }
    }

    private static func pad(_ level: Int) -> String { String(repeating: "  ", count: level) }

    /// JSON's string literal as Xcode writes it, `/` escaped too.
    private static func quoted(_ value: String) -> String {
        QuotedText.quoted(value, named: ["/": "\\/"], uppercase: false) { $0.value < 0x20 }
    }
}
