import Foundation

/// A JSON value as a schema validator needs it: numbers as `Double` (JSON has one number type),
/// objects unordered.
indirect enum JSONValue: Decodable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON text.
    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
    var object: [String: JSONValue]? { if case .object(let value) = self { value } else { nil } }
    var number: Double? { if case .number(let value) = self { value } else { nil } }
    var int: Int? { number.flatMap { Int(exactly: $0) } }
}

/// A small JSON Schema validator for the two schemas the audit's output is checked against:
/// `docs/audit-report.schema.json` (draft 2020-12) and the OASIS SARIF 2.1.0 schema (draft-04).
///
/// It supports `type` (a name or a list; `integer` is a number with no fraction), `enum`, `const`,
/// `properties`, `required`, `additionalProperties` (boolean or schema), `items` (one schema),
/// `minItems`, `maxItems`, `uniqueItems`, `minLength`, `maxLength` (Unicode scalars),
/// `minimum`, `maximum`, `pattern` (`NSRegularExpression`, unanchored as JSON Schema says),
/// `format` (`uri` needs a scheme, `uri-reference` no spaces, `date-time` RFC 3339; others
/// ignored), `$ref` to a JSON pointer in the same document (`#/definitions/…`, `#/$defs/…`),
/// `allOf`, `anyOf`, `oneOf`, `not`, and boolean schemas. Annotations (`title`, `description`,
/// `default`, `$schema`, `$id`, `id`, `$comment`, `examples`, `definitions`, `$defs`) are
/// ignored. Any other keyword is reported as an error rather than silently skipped, so a schema
/// that needs more than this validator knows cannot pass by accident.
struct JSONSchemaValidator {
    let root: JSONValue

    init(schema: JSONValue) { root = schema }

    init(schemaText: String) throws { root = try JSONValue.parse(schemaText) }

    static let unreadable = "unsupported schema keyword"
    static let annotations: Set<String> = ["title", "description", "default", "$schema", "$id", "id", "$comment", "examples", "definitions", "$defs"]
    static let keywords: Set<String> = [
        "type", "enum", "const", "properties", "required", "additionalProperties", "items", "minItems", "maxItems", "uniqueItems",
        "minLength", "maxLength", "minimum", "maximum", "pattern", "format", "$ref", "allOf", "anyOf", "oneOf", "not",
    ]

    /// Every way `instance` breaks the schema, each as `pointer: what`; empty when it is valid.
    func errors(in instance: JSONValue) -> [String] {
        var errors: [String] = []
        check(instance, against: root, at: "", errors: &errors)
        return errors
    }

    func isValid(_ instance: JSONValue) -> Bool { errors(in: instance).isEmpty }

    private func check(_ instance: JSONValue, against schema: JSONValue, at pointer: String, errors: inout [String]) {
        let here = pointer.isEmpty ? "/" : pointer
        switch schema {
        case .bool(true): return
        case .bool(false): errors.append("\(here): no value is allowed here"); return
        case .object: break
        default: errors.append("\(here): the schema is not an object or a boolean"); return
        }
        guard let keywords = schema.object else { return }
        for keyword in keywords.keys where !Self.keywords.contains(keyword) && !Self.annotations.contains(keyword) {
            errors.append("\(here): \(Self.unreadable) '\(keyword)'")
        }
        if let reference = keywords["$ref"] {
            guard let target = reference.string.flatMap(resolve) else {
                errors.append("\(here): cannot resolve $ref \(reference)")
                return
            }
            check(instance, against: target, at: pointer, errors: &errors)
        }
        if let type = keywords["type"] {
            let names = type.array?.compactMap(\.string) ?? type.string.map { [$0] } ?? []
            if !names.contains(where: { Self.matches(instance, type: $0) }) {
                errors.append("\(here): \(Self.describe(instance)) is not of type \(names.joined(separator: " or "))")
            }
        }
        if let options = keywords["enum"]?.array, !options.contains(where: { Self.equal($0, instance) }) {
            errors.append("\(here): \(Self.describe(instance)) is not one of the allowed values")
        }
        if let constant = keywords["const"], !Self.equal(constant, instance) {
            errors.append("\(here): \(Self.describe(instance)) is not the constant \(Self.describe(constant))")
        }
        checkObject(instance, keywords, pointer, &errors)
        checkArray(instance, keywords, pointer, &errors)
        checkString(instance, keywords, here, &errors)
        if let value = instance.number {
            if let minimum = keywords["minimum"]?.number, value < minimum { errors.append("\(here): \(value) is less than \(minimum)") }
            if let maximum = keywords["maximum"]?.number, value > maximum { errors.append("\(here): \(value) is more than \(maximum)") }
        }
        checkCombinators(instance, keywords, pointer, &errors)
    }

    private func checkObject(_ instance: JSONValue, _ keywords: [String: JSONValue], _ pointer: String, _ errors: inout [String]) {
        guard let object = instance.object else { return }
        for name in keywords["required"]?.array?.compactMap(\.string) ?? [] where object[name] == nil {
            errors.append("\(pointer.isEmpty ? "/" : pointer): missing required property '\(name)'")
        }
        let properties = keywords["properties"]?.object ?? [:]
        for (name, value) in object.sorted(by: { $0.key < $1.key }) {
            let path = pointer + "/" + Self.escape(name)
            if let property = properties[name] {
                check(value, against: property, at: path, errors: &errors)
            } else if let additional = keywords["additionalProperties"] {
                if case .bool(false) = additional {
                    errors.append("\(path): property '\(name)' is not allowed")
                } else {
                    check(value, against: additional, at: path, errors: &errors)
                }
            }
        }
    }

    private func checkArray(_ instance: JSONValue, _ keywords: [String: JSONValue], _ pointer: String, _ errors: inout [String]) {
        guard let array = instance.array else { return }
        let here = pointer.isEmpty ? "/" : pointer
        if let minimum = keywords["minItems"]?.int, array.count < minimum { errors.append("\(here): \(array.count) items, fewer than \(minimum)") }
        if let maximum = keywords["maxItems"]?.int, array.count > maximum { errors.append("\(here): \(array.count) items, more than \(maximum)") }
        if case .bool(true) = keywords["uniqueItems"] {
            for i in array.indices where array[..<i].contains(where: { Self.equal($0, array[i]) }) {
                errors.append("\(pointer)/\(i): repeats an earlier item")
            }
        }
        if let items = keywords["items"] {
            if items.array != nil {
                errors.append("\(here): tuple-form 'items' is not supported")
            } else {
                for (index, item) in array.enumerated() { check(item, against: items, at: "\(pointer)/\(index)", errors: &errors) }
            }
        }
    }

    private func checkString(_ instance: JSONValue, _ keywords: [String: JSONValue], _ here: String, _ errors: inout [String]) {
        guard let string = instance.string else { return }
        let length = string.unicodeScalars.count
        if let minimum = keywords["minLength"]?.int, length < minimum { errors.append("\(here): shorter than \(minimum) characters") }
        if let maximum = keywords["maxLength"]?.int, length > maximum { errors.append("\(here): longer than \(maximum) characters") }
        if let pattern = keywords["pattern"]?.string {
            if let expression = try? NSRegularExpression(pattern: pattern) {
                let range = NSRange(string.startIndex..., in: string)
                if expression.firstMatch(in: string, range: range) == nil { errors.append("\(here): '\(string)' does not match /\(pattern)/") }
            } else {
                errors.append("\(here): the schema's pattern /\(pattern)/ does not compile")
            }
        }
        if let format = keywords["format"]?.string, !Self.conforms(string, to: format) {
            errors.append("\(here): '\(string)' is not a valid \(format)")
        }
    }

    private func checkCombinators(_ instance: JSONValue, _ keywords: [String: JSONValue], _ pointer: String, _ errors: inout [String]) {
        let here = pointer.isEmpty ? "/" : pointer
        func passes(_ schema: JSONValue) -> Bool {
            var scratch: [String] = []
            check(instance, against: schema, at: pointer, errors: &scratch)
            // A schema the validator cannot read is an error wherever it sits, even in a branch.
            errors += scratch.filter { $0.contains(Self.unreadable) || $0.contains("cannot resolve $ref") }
            return scratch.isEmpty
        }
        for schema in keywords["allOf"]?.array ?? [] { check(instance, against: schema, at: pointer, errors: &errors) }
        if let options = keywords["anyOf"]?.array, !options.contains(where: passes) {
            errors.append("\(here): matches none of anyOf")
        }
        if let options = keywords["oneOf"]?.array {
            let count = options.count(where: passes)
            if count != 1 { errors.append("\(here): matches \(count) of oneOf, not exactly one") }
        }
        if let negated = keywords["not"], passes(negated) { errors.append("\(here): matches a schema it must not") }
    }

    /// The schema a `#/a/b` pointer names in this document.
    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .number(let number)): Int(exactly: number) != nil
        default: false
        }
    }

    /// JSON equality: numbers by value, objects regardless of key order.
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool { a == b }

    static func conforms(_ string: String, to format: String) -> Bool {
        switch format {
        case "uri":
            return string.range(of: #"^[A-Za-z][A-Za-z0-9+.\-]*:[^\s]*$"#, options: .regularExpression) != nil
        case "uri-reference":
            return string.range(of: #"^[^\s]*$"#, options: .regularExpression) != nil
        case "date-time":
            return string.range(of: #"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+\-]\d{2}:\d{2})$"#, options: .regularExpression) != nil
        default:
            return true
        }
    }

    static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value): String(value)
        case .string(let value): "'\(value)'"
        case .array(let value): "an array of \(value.count)"
        case .object: "an object"
        }
    }
}
