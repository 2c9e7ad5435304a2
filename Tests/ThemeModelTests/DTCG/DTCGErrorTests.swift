import Testing
@testable import ThemeModel

/// One bad color token: the text of its `$value`, what the error says, and where (the first
/// occurrence of `at` on the token's line).
struct BadColorCase: Sendable, CustomStringConvertible {
    var value: String
    var kind: ThemeError.Kind
    var at: String
    var suggestion: String?
    var description: String { value }
}

@Suite("DTCG input errors")
struct DTCGErrorTests {
    /// A token file whose `color.bad` has the given `$value`, on line 6.
    static func file(bad value: String) -> String {
        """
        {
          "size": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } },
          "color": {
            "$type": "color",
            "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } },
            "bad": { "$value": \(value) }
          }
        }
        """
    }

    static let cases: [BadColorCase] = [
        BadColorCase(value: "[0, 0, 1]", kind: .wrongType, at: "[0, 0, 1]", suggestion: "colorSpace"),
        BadColorCase(value: #""reddish""#, kind: .invalidColor, at: #""reddish""#, suggestion: #""components""#),
        BadColorCase(value: #"{ "colorSpace": "displayp3", "components": [1, 0, 0] }"#, kind: .invalidColor, at: #""displayp3""#,
                     suggestion: "did you mean 'display-p3'?"),
        BadColorCase(value: #"{ "colorSpace": "srgb", "components": [1, 0] }"#, kind: .invalidColor, at: "[1, 0]", suggestion: "three"),
        BadColorCase(value: #"{ "colorSpace": "srgb", "components": [1, "auto", 0] }"#, kind: .invalidColor, at: #""auto""#),
        BadColorCase(value: #"{ "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.5 }"#, kind: .invalidColor, at: "1.5"),
        BadColorCase(value: ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080" }"##, kind: .invalidColor, at: ##""#ff000080""##,
                     suggestion: "alpha"),
        BadColorCase(value: #"{ "components": [1, 0, 0] }"#, kind: .missingValue, at: #"{ "components""#, suggestion: "colorSpace"),
        BadColorCase(value: #"{ "colorSpace": "srgb", "components": [1, 0, 0], "alpah": 1 }"#, kind: .unknownKey, at: #""alpah""#,
                     suggestion: "did you mean 'alpha'?"),
        BadColorCase(value: #""{color.bleu}""#, kind: .unknownReference, at: #""{color.bleu}""#, suggestion: "did you mean '{color.blue}'?"),
        BadColorCase(value: #""{size.small}""#, kind: .wrongType, at: #""{size.small}""#, suggestion: "same $type"),
        BadColorCase(value: ##"{ "$ref": "#/color/blue/$value/components/0" }"##, kind: .unsupported, at: ##""#/color"##,
                     suggestion: "#/color/blue/$value"),
        BadColorCase(value: #"{ "colorSpace": "lab", "components": [50, 1e308, 1e308] }"#, kind: .invalidColor, at: "[50, 1e308"),
    ]

    @Test("a bad color value is one error with its place, path, value and a suggestion", arguments: cases)
    func badColor(_ bad: BadColorCase) throws {
        let errors = DTCGFixtures.errors(dtcg: Self.file(bad: bad.value))
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        let line = Self.file(bad: bad.value).split(separator: "\n", omittingEmptySubsequences: false)[5]
        let column = try #require(line.range(of: bad.at)).lowerBound.utf16Offset(in: line) + 1
        #expect(error.kind == bad.kind, "\(error)")
        #expect(error.location == SourceLocation(file: "bad.tokens.json", line: 6, column: column), "\(error)")
        #expect(error.path == "color.bad")
        #expect(error.value != nil)
        if let suggestion = bad.suggestion { #expect(error.suggestion?.contains(suggestion) == true, "\(error)") }
    }

    @Test("malformed JSON is one error at its place")
    func malformed() throws {
        let errors = DTCGFixtures.errors(dtcg: Self.file(bad: #"{ "colorSpace": "srgb", "components": [1, 0, 0], }"#))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.kind == .malformed)
        #expect(error.location?.line == 6)
        #expect(error.description.hasPrefix("bad.tokens.json:6:"))
    }

    @Test("names with dots, tokens that are not objects and an unmarked system group are errors")
    func structure() {
        let errors = DTCGFixtures.errors(dtcg: """
            {
              "a.b": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "c": 3,
              "system": { "label": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }
            }
            """)
        #expect(errors.map(\.kind) == [.invalidName, .wrongType, .invalidName])
        #expect(errors.map { $0.location?.line ?? 0 } == [2, 3, 4])
    }

    @Test("every problem in a file is reported, in file order")
    func all() {
        let errors = DTCGFixtures.errors(dtcg: """
            {
              "x": { "$type": "color", "$value": { "colorSpace": "rgb", "components": [0, 0] } },
              "y": { "$type": "color", "$value": "{nothing}" }
            }
            """)
        #expect(errors.map(\.kind) == [.invalidColor, .invalidColor, .unknownReference])
    }

    @Test("resolver problems: version, references, unreadable files, a missing modifier", arguments: [
        (#"{ "resolutionOrder": [] }"#, ThemeError.Kind.missingValue, "version"),
        (#"{ "version": "2024.01", "resolutionOrder": [] }"#, .unsupported, "2025.10"),
        (#"{ "version": "2025.10" }"#, .missingValue, "resolutionOrder"),
        (##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }"##, .unknownReference, "modifier"),
        (#"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "missing.json" }] }] }"#,
         .unreadable, "cannot read"),
        (#"{ "version": "2025.10", "resolutionOrder": [{ "type": "modifier", "name": "m", "contexts": {} }] }"#, .missingValue, "no contexts"),
        (#"{ "version": "2025.10", "resolutionOrdr": [] }"#, .unknownKey, "unknown member"),
    ] as [(String, ThemeError.Kind, String)])
    func resolver(text: String, kind: ThemeError.Kind, words: String) throws {
        do {
            _ = try ThemeDocument(dtcgResolver: text, file: "r.resolver.json") { (path: String) throws(ThemeErrors) -> String in
                throw ThemeErrors([ThemeError(.unreadable, "no such file", at: nil, value: path)])
            }
            Issue.record("expected an error")
        } catch {
            let first = try #require(error.errors.first { $0.kind == kind }, "\(error)")
            #expect(first.location?.file == "r.resolver.json")
            #expect(first.message.contains(words) || (first.suggestion ?? "").contains(words), "\(error)")
        }
    }
}
