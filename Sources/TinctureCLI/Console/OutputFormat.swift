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
enum JSONLine {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
