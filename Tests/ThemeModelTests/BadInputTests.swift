import Testing
@testable import ThemeModel

/// Every kind of bad theme file gets a clear error with its place, and none crashes.
@Suite("Bad theme input")
struct BadInputTests {
    /// The errors loading `text` produces (none when it loads).
    static func errors(_ text: String, file: String = "theme.yml") -> [ThemeError] {
        do {
            _ = try ResolvedTheme(yaml: text, file: file)
            return []
        } catch {
            return error.errors
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var kind: ThemeError.Kind
        var line: Int
        var column: Int
        var path: String?
        var value: String?
        var suggestion: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "malformed YAML", text: "tokens: [a, b\n", kind: .malformed, line: 2, column: 1),
        Case(name: "malformed JSON", text: "{\"tokens\": {\"a\": \"#fff\",}\n", kind: .malformed, line: 2, column: 1),
        Case(name: "unknown top-level key", text: "palete:\n  black: \"#000\"\n", kind: .unknownKey, line: 1, column: 1,
             value: "palete", suggestion: "did you mean 'palette'?"),
        Case(name: "unknown token key", text: "tokens:\n  text:\n    primary:\n      ligth: \"#fff\"\n",
             kind: .unknownKey, line: 4, column: 7, path: "text.primary", value: "ligth", suggestion: "did you mean 'light'?"),
        Case(name: "invalid color, placed at its column", text: "tokens:\n  a:\n    dark: \"rgb(10, 20 30)\"\n",
             kind: .invalidColor, line: 3, column: 22, path: "a", value: "rgb(10, 20 30)"),
        Case(name: "misspelled color name", text: "tokens:\n  a: rebeccapurpel\n", kind: .invalidColor, line: 2, column: 6,
             path: "a", suggestion: "did you mean 'rebeccapurple'?"),
        Case(name: "unquoted hex read as a comment", text: "palette:\n  black: #000\n", kind: .missingValue, line: 2, column: 3,
             path: "palette.black", suggestion: "in YAML an unquoted # starts a comment: quote the color, black: \"#000\""),
        Case(name: "reference to nothing", text: "palette:\n  black: \"#000\"\ntokens:\n  a: \"{palette.blak}\"\n",
             kind: .unknownReference, line: 4, column: 6, path: "a", value: "{palette.blak}", suggestion: "did you mean '{palette.black}'?"),
        Case(name: "unknown system color", text: "tokens:\n  a: \"{system.lable}\"\n", kind: .unknownReference, line: 2, column: 6,
             path: "a", suggestion: "did you mean '{system.label}'?"),
        Case(name: "reference cycle", text: "tokens:\n  a: \"{b}\"\n  b: \"{c}\"\n  c: \"{a}\"\n", kind: .referenceCycle,
             line: 2, column: 3, path: "a"),
        Case(name: "extending an unknown theme", text: "tokens:\n  a: red\nthemes:\n  ocean: {}\n  z:\n    extends: ocaen\n",
             kind: .unknownTheme, line: 6, column: 14, path: "themes.z", value: "ocaen", suggestion: "did you mean 'ocean'?"),
        Case(name: "themes extending each other", text: "tokens:\n  a: red\nthemes:\n  x:\n    extends: y\n  y:\n    extends: x\n",
             kind: .themeCycle, line: 5, column: 14, path: "themes.x"),
        Case(name: "duplicate key", text: "tokens:\n  a: \"#fff\"\n  a: \"#000\"\n", kind: .duplicateKey, line: 3, column: 3, value: "a"),
        Case(name: "the same token written two ways", text: "tokens:\n  text/primary: red\n  text:\n    primary: blue\n",
             kind: .duplicateName, line: 4, column: 5, path: "text.primary"),
        Case(name: "empty file", text: "", kind: .empty, line: 1, column: 1),
        Case(name: "only comments", text: "# nothing yet\n", kind: .empty, line: 1, column: 1),
        Case(name: "a value for some appearances only", text: "tokens:\n  a:\n    dark: \"#fff\"\n", kind: .missingValue,
             line: 2, column: 3, path: "a", suggestion: "add an `any:` value, or one for light"),
        Case(name: "a list where a color belongs", text: "tokens:\n  a: [1, 2]\n", kind: .wrongType, line: 2, column: 6, path: "a"),
        Case(name: "unknown role", text: "tokens:\n  a:\n    role: txt\n    value: red\n", kind: .invalidName, line: 3, column: 11,
             path: "a", value: "txt", suggestion: "did you mean 'text'?"),
        Case(name: "bad text size", text: "tokens:\n  a:\n    size: huge\n    value: red\n", kind: .invalidName, line: 3, column: 11, path: "a"),
        Case(name: "bad path name", text: "tokens:\n  \"text%primary\": red\n", kind: .invalidName, line: 2, column: 3),
        Case(name: "reserved root", text: "tokens:\n  palette.black: red\n", kind: .invalidName, line: 2, column: 3),
        Case(name: "override of an unknown token", text: "tokens:\n  a: red\nthemes:\n  x:\n    tokens:\n      b: blue\n",
             kind: .unknownReference, line: 6, column: 7, path: "b", suggestion: "did you mean 'a'?"),
        Case(name: "contrast naming nothing", text: "tokens:\n  text: red\n  bg: white\ncontrast:\n  - foreground: text\n    background: bgg\n",
             kind: .unknownReference, line: 6, column: 17, value: "bgg", suggestion: "did you mean 'bg'?"),
        Case(name: "contrast without a background", text: "tokens:\n  a: red\ncontrast:\n  - foreground: a\n", kind: .missingValue,
             line: 4, column: 5),
        Case(name: "minimum out of range", text: "tokens:\n  a: red\n  b: white\ncontrast:\n  - foreground: a\n    background: b\n    minimum: 30\n",
             kind: .invalidName, line: 7, column: 14),
        Case(name: "unknown system release", text: "system: ios99\ntokens:\n  a: red\n", kind: .invalidName, line: 1, column: 9,
             value: "ios99"),
        Case(name: "bad alpha after a reference", text: "tokens:\n  a: red\n  b: \"{a} / 150%\"\n", kind: .invalidColor,
             line: 3, column: 6, path: "b"),
        Case(name: "bad alpha after a literal", text: "tokens:\n  a: \"#ff3b30 / 150%\"\n", kind: .invalidColor,
             line: 2, column: 6, path: "a", suggestion: "write the alpha as a percentage or a number from 0 to 1: #ff3b30 / 50%"),
        Case(name: "top level not a mapping", text: "- red\n- blue\n", kind: .wrongType, line: 1, column: 1),
        Case(name: "generate entry without an output", text: "tokens:\n  a: red\ngenerate:\n  - format: swift\n", kind: .missingValue,
             line: 4, column: 5),
        Case(name: "misspelled generate key", text: "tokens:\n  a: red\ngenerate:\n  - format: css\n    ouput: a.css\n", kind: .unknownKey,
             line: 5, column: 5, value: "ouput", suggestion: "did you mean 'output'?"),
    ]

    @Test("a clear error with file, line, column, token, value and suggestion", arguments: cases)
    func reportsCase(_ testCase: Case) throws {
        let errors = Self.errors(testCase.text)
        let error = try #require(errors.first { $0.kind == testCase.kind }, "got \(errors)")
        #expect(error.location?.file == "theme.yml")
        #expect(error.location?.line == testCase.line, "\(error)")
        #expect(error.location?.column == testCase.column, "\(error)")
        if let path = testCase.path { #expect(error.path == path, "\(error)") }
        if let value = testCase.value { #expect(error.value == value, "\(error)") }
        if let suggestion = testCase.suggestion { #expect(error.suggestion == suggestion, "\(error)") }
    }

    /// Lines joined with one line-ending style: LF, CR LF, CR alone, or the three in turn.
    static func joined(_ lines: [String], with style: String) -> String {
        let breaks = style == "mixed" ? ["\r\n", "\r", "\n"] : [style]
        return lines.enumerated().map { $0.element + breaks[$0.offset % breaks.count] }.joined()
    }

    static let lineEndingStyles = ["\n", "\r\n", "\r", "mixed"]

    @Test("every line-ending style gives the same errors at the same lines and columns", arguments: lineEndingStyles)
    func lineEndings(style: String) {
        func places(_ errors: [ThemeError]) -> [String] {
            errors.map { "\($0.kind) \($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        }
        let bad = ["tokens:", "  x:", "    ligth: red", "  b: \"rgb(1, 2 3)\"", "  c: \"#fff\""]
        #expect(places(Self.errors(Self.joined(bad, with: style)))
            == ["unknownKey 3:5 unknown key in a token", "invalidColor 4:15 invalid color: mixed commas and spaces: expected ',' before '3'"])
        let repeated = ["tokens:", "  a: red", "  b: blue", "  a: green"]
        #expect(places(Self.errors(Self.joined(repeated, with: style)))
            == ["duplicateKey 4:3 a key appears more than once in the same mapping (first at theme.yml:2:3)"])
        let good = ["# a comment", "tokens:", "  a:", "    light: \"#fff\"", "    dark: \"#000\"", ""]
        #expect(Self.errors(Self.joined(good, with: style)).isEmpty)
    }

    @Test("a key repeated after CR or CR LF line breaks is a duplicate key at its line, not a crash", arguments: ["\re:\re:", "\r\ne:\r\ne:"])
    func repeatedKeyAfterCarriageReturns(text: String) throws {
        let error = try #require(Self.errors(text).first)
        #expect(error.kind == .duplicateKey)
        #expect(error.location == SourceLocation(file: "theme.yml", line: 3, column: 1))
        #expect(error.message.hasSuffix("(first at theme.yml:2:1)"))
        #expect(error.value == "e")
    }

    @Test("a color value over the length limit is an invalid color whose message quotes only its start and says its length")
    func hugeColorValue() throws {
        let value = "rgb(" + String(repeating: "0 ", count: 500_000) + ")"
        let error = try #require(Self.errors("tokens:\n  a: \"\(value)\"\n").first)
        #expect(error.kind == .invalidColor)
        #expect(error.location == SourceLocation(file: "theme.yml", line: 2, column: 7))
        #expect(error.message.contains("\(value.utf8.count) bytes long; a color is at most 4096"))
        #expect(error.value?.hasSuffix("… (\(value.unicodeScalars.count) characters)") == true)
        #expect(error.description.count < 400, "\(error.description.prefix(500))")
    }

    /// Nine levels of nine aliases of the level before: 755 bytes that stand for 9⁹ tokens.
    static let aliasBomb: String = {
        var lines = ["tokens:", "  l0: &l0 {a: red, b: red, c: red, d: red, e: red, f: red, g: red, h: red, i: red}"]
        for level in 1...8 {
            let alias = "*l\(level - 1)"
            lines.append("  l\(level): &l\(level) {" + "abcdefghi".map { "\($0): \(alias)" }.joined(separator: ", ") + "}")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test("aliases that expand past the limit are refused where they cross it, before anything expands")
    func aliasBomb() throws {
        let error = try #require(Self.errors(Self.aliasBomb).first)
        #expect(error.kind == .tooLarge)
        #expect(error.message == "aliases add more than 100000 nodes by here, the limit for a theme file")
        #expect(error.location == SourceLocation(file: "theme.yml", line: 6, column: 55))
        #expect(error.value == "*l3")
    }

    @Test("an alias of a group used as a key is measured too, so composing never hashes an expansion")
    func aliasBombAsKey() throws {
        var lines = ["l0: &l0 [x, x, x, x, x, x, x, x, x]"]
        for level in 1...12 { lines.append("l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]") }
        lines.append("m: {? *l12 : 1}")
        let error = try #require(Self.errors(lines.joined(separator: "\n")).first)
        #expect(error.kind == .tooLarge)
        #expect(error.location?.line == 6)
    }

    @Test("more aliases than the limit are refused at the first one over it")
    func tooManyAliases() throws {
        let text = "palette:\n  c: &c red\ntokens:\n" + (0...10_000).map { "  t\($0): *c\n" }.joined()
        let error = try #require(Self.errors(text).first)
        #expect(error.kind == .tooLarge)
        #expect(error.message == "more than 10000 aliases by here, the limit for a theme file")
        #expect(error.location == SourceLocation(file: "theme.yml", line: 10_004, column: 11))
    }

    @Test("aliases of values and of groups within the limits read as the values they stand for")
    func aliasesWithinTheLimits() throws {
        let text = """
            palette:
              brand: &brand "#0a84ff"
            tokens:
              text: &text
                primary: {light: "#000", dark: "#fff"}
                link: *brand
              copy: *text
              plain: {value: red, description: "*not an alias*, & no anchor"}
            """
        let theme = try ResolvedTheme(yaml: text, file: "theme.yml")
        #expect(theme.color("copy.link", in: .light)?.rgba8.hexRGB == "#0a84ff")
        #expect(theme.color("copy.primary", in: .dark)?.rgba8.hexRGB == "#ffffff")
        #expect(theme.document.tokens.first { $0.path == "plain" }?.description == "*not an alias*, & no anchor")
        #expect(Self.errors("tokens:\n  a: &a red\n  b: *nothing\n").first?.kind == .malformed)
    }

    @Test("a reference cycle names the whole chain")
    func cycleChain() throws {
        let error = try #require(Self.errors("tokens:\n  a: \"{b}\"\n  b: \"{c}\"\n  c: \"{a}\"\n").first)
        #expect(error.message.hasSuffix("a → b → c → a"))
    }

    @Test("a theme cycle names the whole chain, once")
    func themeCycleChain() {
        let errors = Self.errors("tokens:\n  a: red\nthemes:\n  x:\n    extends: y\n  y:\n    extends: x\n")
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasSuffix("x → y → x") == true)
    }

    @Test("every problem in a file is reported at once, in file order")
    func allErrors() {
        let errors = Self.errors("palete: {}\ntokens:\n  a:\n    ligth: red\n  b: \"rgb(1, 2 3)\"\n")
        #expect(errors.map(\.kind) == [.unknownKey, .unknownKey, .invalidColor])
        #expect(errors.map { $0.location?.line ?? 0 } == [1, 4, 5])
    }

    @Test("bad colors and bad references are reported together, in one pass, without a second error about what a bad value left out")
    func colorsAndReferencesInOnePass() {
        let text = """
            palette:
              red: "#ff0000"
            tokens:
              a: "#zzzzzz"
              b: "{palette.rde}"
              c:
                light: "rgb(1 2)"
                dark: "{palette.red}"
              d: "{c}"
              e: "{a}"
              f: "{f}"
            themes:
              ocean:
                extends: nope
            """
        let errors = Self.errors(text)
        #expect(errors.map(\.kind) == [.invalidColor, .unknownReference, .invalidColor, .referenceCycle, .unknownTheme], "\(errors)")
        #expect(errors.map { $0.path ?? "" } == ["a", "b", "c", "f", "themes.ocean"])
        #expect(errors.map { $0.location?.line ?? 0 } == [4, 5, 7, 11, 14])
        #expect(errors[1].suggestion == "did you mean '{palette.red}'?")
        // A key misspelt in a token is one problem, not also a missing value.
        let misspelt = Self.errors("tokens:\n  a:\n    ligth: red\n    dark: blue\n  b: \"{nope}\"\n")
        #expect(misspelt.map(\.kind) == [.unknownKey, .unknownReference], "\(misspelt)")
    }

    @Test("binary data is refused before parsing")
    func binary() throws {
        #expect(throws: ThemeErrors.self) { try ThemeSource.text(from: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], file: "x.yml") }
        do {
            _ = try ThemeSource.text(from: [0x89, 0x50, 0, 0], file: "x.yml")
        } catch {
            #expect(error.errors.first?.kind == .notText)
        }
    }

    @Test("text that is not UTF-8 is refused with the place of the bad byte", arguments: lineEndingStyles)
    func notUTF8(style: String) {
        do {
            _ = try ThemeSource.text(from: Array((Self.joined(["tokens:"], with: style) + "  a: \"caf").utf8) + [0xE9, 0x22, 0x0A], file: "x.yml")
            Issue.record("expected an error")
        } catch {
            let first = error.errors.first
            #expect(first?.kind == .notText)
            #expect(first?.location?.line == 2)
            #expect(first?.location?.column == 10)
        }
    }

    @Test("a file over the size limit is refused")
    func tooLarge() {
        do {
            _ = try ThemeSource.text(from: [UInt8](repeating: 0x61, count: ThemeSource.maximumSize + 1), file: "x.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.first?.kind == .tooLarge)
        }
    }

    @Test("a UTF-8 byte-order mark is accepted")
    func byteOrderMark() throws {
        let text = try ThemeSource.text(from: [0xEF, 0xBB, 0xBF] + Array("tokens:\n  a: red\n".utf8), file: "x.yml")
        #expect(Self.errors(text).isEmpty)
    }

    @Test("a missing file is unreadable, not bad data")
    func missingFile() {
        do {
            _ = try ThemeSource.read(path: "/nonexistent/tincture.yml")
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.first?.kind == .unreadable)
            #expect(!error.isDataError)
        }
    }

    @Test("random bytes never crash the loader")
    func fuzz() {
        var state: UInt64 = 0x1234_5678
        let alphabet = Array("tokens:palette{}[]\"'#/.:- \n\t,abc0123*&!|>%@`".utf8)
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1
            if let text = try? ThemeSource.text(from: bytes, file: "f.yml") { _ = Self.errors(text) }
        }
    }
}
