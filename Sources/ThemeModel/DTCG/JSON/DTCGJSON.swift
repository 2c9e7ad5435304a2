/// A JSON value that keeps the order of object members as written, so that a DTCG file read and
/// written back comes out with its members in the same order.
///
/// Numbers are `Double`s (JSON does not distinguish integers); two values are equal when they are
/// the same JSON value, member order included.
public indirect enum DTCGJSON: Hashable, Sendable {
    /// An object's members in file order.
    case object([DTCGMember])
    case array([DTCGJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The members, if this is an object.
    public var members: [DTCGMember]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The value of the first member named `key`, if this is an object that has one.
    public subscript(key: String) -> DTCGJSON? {
        members?.first { $0.key == key }?.value
    }

    /// The text, if this is a string.
    public var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// Sets, replaces (in place) or, with `nil`, removes the member `key` of an object; does
    /// nothing to other values.
    public mutating func set(_ key: String, _ value: DTCGJSON?) {
        guard var members else { return }
        if let index = members.firstIndex(where: { $0.key == key }) {
            if let value { members[index].value = value } else { members.remove(at: index) }
        } else if let value {
            members.append(DTCGMember(key, value))
        }
        self = .object(members)
    }
}

/// One member of a JSON object: its key and value.
public struct DTCGMember: Hashable, Sendable {
    public var key: String
    public var value: DTCGJSON

    public init(_ key: String, _ value: DTCGJSON) {
        self.key = key
        self.value = value
    }
}
