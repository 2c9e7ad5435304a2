import Testing
@testable import ThemeModel

@Suite("DTCG JSON reading and writing")
struct DTCGJSONTests {
    @Test("members keep their order, and writing then reading gives the same value")
    func orderAndRoundTrip() throws {
        let text = #"{"b": 1, "a": [1.5, -2e-7, "x\n\"y\"", true, false, null], "é": {"z": {}, "y": []}}"#
        let value = try DTCGFixtures.json(text)
        #expect(value.members?.map(\.key) == ["b", "a", "é"])
        #expect(try DTCGFixtures.json(value.formattedText) == value)
    }

    @Test("output is indented by two spaces, whole numbers have no fraction, and the file ends with a newline")
    func formatting() throws {
        let value = DTCGJSON.object([
            DTCGMember("n", .number(1)), DTCGMember("list", .array([.number(0.25), .string("none")])),
            DTCGMember("group", .object([DTCGMember("t", .bool(true))])), DTCGMember("empty", .object([])),
        ])
        #expect(value.formattedText == """
            {
              "n": 1,
              "list": [0.25, "none"],
              "group": {
                "t": true
              },
              "empty": {}
            }

            """)
    }

    @Test("unicode escapes, surrogate pairs and control characters are read and written back")
    func escapes() throws {
        let value = try DTCGFixtures.json(#"["\u00e9\ud83c\udfa8", "tab\there", "\u0001"]"#)
        #expect(value == .array([.string("é🎨"), .string("tab\there"), .string("\u{1}")]))
        #expect(value.formattedText.contains(#""\u0001""#))
        #expect(try DTCGFixtures.json(value.formattedText) == value)
    }

    @Test("LF, CR LF and CR line breaks give the same line and column", arguments: ["\n", "\r\n", "\r"])
    func lineEndings(lineBreak: String) {
        let text = ["{", "  \"a\": 1,", "  \"b\": [1, 2,]", "}"].joined(separator: lineBreak)
        do {
            _ = try DTCGJSONParser.parse(text, file: "x.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.location == SourceLocation(file: "x.json", line: 3, column: 14), "\(error)")
        }
    }

    @Test("malformed JSON is reported at its line and column", arguments: [
        (#"{"a": 1,}"#, 1, 9, "trailing"),
        ("{\n  \"a\": [1, 2,]\n}", 2, 14, "trailing"),
        ("{\n  \"a\": 'x'\n}", 2, 8, "double quotes"),
        ("{\n  // note\n  \"a\": 1\n}", 2, 3, "member name"),
        (#"{"a": 01}"#, 1, 8, "leading zeros"),
        (#"{"a": tru}"#, 1, 7, "JSON value"),
        ("{\"a\": 1", 1, 8, "ends inside an object"),
        (#"{"a": "x"} {}"#, 1, 12, "after the end"),
        ("{\"a\": \"line\nbreak\"}", 1, 12, "control character"),
    ] as [(String, Int, Int, String)])
    func malformed(text: String, line: Int, column: Int, words: String) {
        #expect(throws: ThemeError.self) { try DTCGJSONParser.parse(text, file: "x.json") }
        do {
            _ = try DTCGJSONParser.parse(text, file: "x.json")
        } catch {
            #expect(error.kind == .malformed)
            #expect(error.location == SourceLocation(file: "x.json", line: line, column: column), "\(error)")
            #expect(error.message.contains(words) || (error.suggestion ?? "").contains(words), "\(error)")
        }
    }

    @Test("a key twice in one object is an error at the second")
    func duplicateKey() {
        do {
            _ = try DTCGJSONParser.parse("{\n\"a\": 1,\n\"a\": 2}", file: "x.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .duplicateKey)
            #expect(error.location?.line == 3)
        }
    }

    @Test("an empty file and deep nesting are errors, not crashes")
    func limits() {
        #expect(throws: ThemeError.self) { try DTCGJSONParser.parse("  \n", file: "x.json") }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: ThemeError.self) { try DTCGJSONParser.parse(deep, file: "x.json") }
    }
}
