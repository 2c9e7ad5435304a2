import Testing

@testable import ColorScience

/// How messages quote what a person gave: short, and on one line.
@Suite struct ExcerptTests {
    @Test("control characters are escaped as Swift writes them", arguments: [
        ("red\nblue", #"red\nblue"#), ("a\r\nb", #"a\r\nb"#), ("tab\there", #"tab\there"#), ("nul\u{0}", #"nul\0"#),
        ("\u{1B}[31mred", #"\u{1B}[31mred"#), ("del\u{7F}", #"del\u{7F}"#), ("nel\u{85}", #"nel\u{85}"#),
        ("line\u{2028}sep", #"line\u{2028}sep"#), ("plain #fff", "plain #fff"), ("é 中 😀", "é 中 😀"),
    ])
    func escapes(text: String, shown: String) {
        #expect(text.excerpt() == shown)
        #expect(!text.excerpt().contains { $0.isNewline })
    }

    @Test func aLongTextIsCutThenEscaped() {
        let text = String(repeating: "\n", count: 100)
        let shown = text.excerpt(maximumLength: 10)
        #expect(shown == String(repeating: #"\n"#, count: 9) + "… (100 characters)")
    }

    @Test func aCSSErrorQuotesAControlCharacterEscaped() throws {
        #expect(throws: CSSColorParseError.self) { try Color(css: "red\nblue") }
        do {
            _ = try Color(css: "rgb(1 2 3)\u{1B}")
        } catch {
            #expect(error.description.contains(#"'\u{1B}'"#), "\(error)")
        }
    }
}
