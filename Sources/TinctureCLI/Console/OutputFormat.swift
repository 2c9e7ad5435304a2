import ArgumentParser
import Foundation

/// How a command prints its results.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Lines for people, with swatches on a terminal.
    case text
    /// JSON lines for programs: one object per input, coordinates as numbers.
    case json
}

/// Encodes one result as a single line of JSON with sorted keys.
///
/// Every command's JSON uses one key style, lowerCamelCase (`schemaVersion`, `ratioDisplay`,
/// `mappedDeltaEOK`), and every object a command writes at the top level carries the
/// `schemaVersion` of its command's format: a change that could break a reader raises it.
enum JSONLine {
    static func encode(_ value: some Encodable, schemaVersion: Int) -> String {
        encodeBare(Versioned(schemaVersion: schemaVersion, value: value))
    }

    /// Without a `schemaVersion` (SARIF has its own `version`).
    static func encodeBare(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// An object with `schemaVersion` added to its keys.
    private struct Versioned<Value: Encodable>: Encodable {
        var schemaVersion: Int
        var value: Value

        enum Key: String, CodingKey { case schemaVersion }

        func encode(to encoder: Encoder) throws {
            try value.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(schemaVersion, forKey: .schemaVersion)
        }
    }
}
