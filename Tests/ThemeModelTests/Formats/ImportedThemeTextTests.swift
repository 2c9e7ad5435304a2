import PropertyBased
import Testing
@testable import ThemeModel

/// What `tincture import` writes loads as a theme, or nothing is written.
@Suite("Imported theme text")
struct ImportedThemeTextTests {
    /// Characters a name or description read from a catalog or token file may hold.
    static let characters: [Character] = Array("aZ é中😀 \"'\\/#:{}[],&*!|>%@`-?\n\r\t") + [
        "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}",
        "\u{FFFF}", "\u{E000}",
    ]

    @Test("any text written quoted reads back as itself, leading U+FEFF aside")
    func quotedTextReadsBack() async throws {
        let character = Gen<Character?>.element(of: Self.characters).map { $0 ?? "x" }
        await propertyCheck(count: 500, input: character.string(of: 0...24)) { text in
            do {
                let document = try ThemeDocument(yaml: "name: \(ThemeDocument.quoted(text))\ntokens:\n  a: red\n", file: "t.yml")
                #expect(document.name == String(String.UnicodeScalarView(text.unicodeScalars.drop { $0 == "\u{FEFF}" })),
                        "\(text.debugDescription)")
            } catch {
                Issue.record("\(text.debugDescription): \(error)")
            }
        }
    }

    @Test("a name longer than a YAML key may be on one line is written as an explicit key and reads back (found by fuzzing)",
          arguments: [1000, 1001, 1024, 1025, 3000])
    func longNames(_ length: Int) throws {
        let name = "token" + String(repeating: "x", count: length - 5)
        let dtcg = ##"{"\##(name)": {"$type": "color", "$value": "#336699"}, "theme": {"\##(name)": {"$type": "color", "$value": "#112233"}}}"##
        let document = try ThemeDocument(dtcg: dtcg, file: "long.tokens.json")
        let again = try ThemeDocument(yaml: document.yaml, file: "long.yml")
        #expect(again.tokens.map(\.path.string) == document.tokens.map(\.path.string))
        #expect(again.tokens.first?.path.string == name)
    }

    @Test("a comment holds any text on one line, and the file still loads")
    func commentHoldsAnything() async {
        let character = Gen<Character?>.element(of: Self.characters).map { $0 ?? "x" }
        await propertyCheck(count: 300, input: character.string(of: 0...24)) { text in
            let comment = ThemeDocument.comment(text)
            #expect(comment.yamlLines.count == 1, "\(text.debugDescription) → \(comment.debugDescription)")
            #expect(throws: Never.self, "\(text.debugDescription)") { try ResolvedTheme(yaml: comment + "\ntokens:\n  a: red\n", file: "t.yml") }
        }
    }

    @Test("a document without colors is refused: a theme file needs one")
    func noColors() throws {
        let document = try ThemeDocument(dtcg: #"{"space": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#, file: "d.tokens.json")
        #expect {
            try document.importedThemeText(source: "d.tokens.json")
        } throws: { error in
            let first = (error as? ThemeErrors)?.errors.first
            return first?.kind == .empty && first?.location == SourceLocation(file: "d.tokens.json", line: 1, column: 1)
        }
    }

    @Test("two names a theme file would write the same way are refused, naming both")
    func clashingNames() throws {
        let text = ##"{"Hot#pink": {"$type": "color", "$value": "#ff69b4"}, "Hot-pink": {"$type": "color", "$value": "#ff1493"}}"##
        let document = try ThemeDocument(dtcg: text, file: "c.tokens.json")
        #expect {
            try document.importedThemeText(source: "c.tokens.json")
        } throws: { error in
            let first = (error as? ThemeErrors)?.errors.first
            return first?.kind == .duplicateName && first?.message.hasPrefix("'Hot#pink' and 'Hot-pink' are both written 'Hot-pink'") == true
        }
    }

    @Test("keys a plain scalar would misread are quoted; theme names are made valid like token names")
    func keysAndThemeNames() throws {
        var document = ThemeDocument(file: "x.tokens.json")
        let red = ColorValueDefinition(.literal(.init(space: .srgb, coordinates: .init(1, 0, 0)), text: "red"), at: .builtIn("test"))
        document.tokens = [TokenDefinition(path: TokenPath(["- a"]), values: [.any: red], location: .builtIn("test"))]
        document.themes = [NamedTheme(name: "Brand #1", extends: ThemeDocument.defaultThemeName, overrides: [], location: .builtIn("test"))]
        let text = try document.importedThemeText(source: "x.tokens.json")
        #expect(text.contains("\n  \"- a\":\n"), "\(text)")
        #expect(text.contains("\n  Brand--1:\n"), "\(text)")
        let theme = try ResolvedTheme(yaml: text, file: "x.yml")
        #expect(theme.document.tokens.map(\.path.string) == ["- a"])
        #expect(theme.document.themes.map(\.name) == ["Brand--1"])
    }
}
