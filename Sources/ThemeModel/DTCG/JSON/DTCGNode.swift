/// A parsed JSON value with the place each value and key was written, for error messages.
/// ``json`` drops the places.
struct DTCGNode: Sendable {
    enum Content: Sendable {
        case object([Member])
        case array([DTCGNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// An object member with the place of its key.
    struct Member: Sendable {
        var key: String
        var keyLocation: SourceLocation
        var value: DTCGNode
    }

    var content: Content
    /// Where the value starts.
    var location: SourceLocation

    var members: [Member]? {
        if case .object(let members) = content { members } else { nil }
    }

    var string: String? {
        if case .string(let text) = content { text } else { nil }
    }

    var array: [DTCGNode]? {
        if case .array(let items) = content { items } else { nil }
    }

    subscript(key: String) -> DTCGNode? {
        members?.first { $0.key == key }?.value
    }

    /// The member named `key` with the place of its key.
    func member(_ key: String) -> Member? {
        members?.first { $0.key == key }
    }

    /// What kind of JSON value this is, for messages ("an array", "a number").
    var kindName: String {
        switch content {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The value without places.
    var json: DTCGJSON {
        switch content {
        case .object(let members): .object(members.map { DTCGMember($0.key, $0.value.json) })
        case .array(let items): .array(items.map(\.json))
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }

    /// Short JSON text of the value, for the `value` of an error (at most about 80 characters).
    /// Only the beginning is written, so a large object costs no more than a small one.
    var excerpt: String {
        var text = ""
        appendCompact(to: &text, budget: 96)
        return text.count > 80 ? String(text.prefix(77)) + "…" : text
    }

    /// Appends the value on one line, as ``DTCGJSON/compactText`` writes it, until `text` holds
    /// `budget` bytes.
    private func appendCompact(to text: inout String, budget: Int) {
        guard text.utf8.count < budget else { return }
        switch content {
        case .object(let members):
            text += "{"
            for (offset, member) in members.enumerated() {
                guard text.utf8.count < budget else { return }
                text += (offset == 0 ? "" : ", ") + DTCGJSON.quoted(member.key) + ": "
                member.value.appendCompact(to: &text, budget: budget)
            }
            text += "}"
        case .array(let items):
            text += "["
            for (offset, item) in items.enumerated() {
                guard text.utf8.count < budget else { return }
                text += offset == 0 ? "" : ", "
                item.appendCompact(to: &text, budget: budget)
            }
            text += "]"
        case .string(let value): text += DTCGJSON.string(value).compactText
        case .number(let value): text += DTCGJSON.number(value).compactText
        case .bool(let flag): text += DTCGJSON.bool(flag).compactText
        case .null: text += DTCGJSON.null.compactText
        }
    }
}
