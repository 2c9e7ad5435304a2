/// A JSON value of a `Contents.json` as read, decoded with Foundation's `JSONDecoder`.
enum CatalogJSON: Decodable, Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([CatalogJSON])
    case object([String: CatalogJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([CatalogJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: CatalogJSON].self))
        }
    }

    subscript(key: String) -> CatalogJSON? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [CatalogJSON]? { if case .array(let value) = self { value } else { nil } }
    var isObject: Bool { if case .object = self { true } else { false } }
}
