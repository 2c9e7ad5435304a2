import ColorScience
import Testing
@testable import ThemeModel

/// `#ff3b30 / 50%`: a literal with an alpha after it, as a reference takes one — how an asset
/// catalog's hex components with a float alpha come into a theme file.
@Suite("Literal with an alpha")
struct LiteralAlphaTests {
    @Test("the alpha after a literal multiplies its own; the text is kept as written", arguments: [
        ("#ff3b30 / 50%", 0.5), ("#ff3b30 / 0.5", 0.5), ("#ff3b3080 / 50%", 128.0 / 255 / 2), ("rgb(255 59 48 / 0.5) / 50%", 0.25),
        ("red/0.3", 0.3), ("rgb(255 59 48 / 0.5)", 0.5), ("#ff3b30", 1),
    ])
    func alpha(_ text: String, _ alpha: Double) throws {
        let theme = try ResolvedTheme(yaml: "tokens:\n  a: \"\(text)\"\n", file: "a.yml")
        let color = try #require(theme.color("a", in: .light))
        #expect(abs(color.alpha - alpha) < 1e-9)
        #expect(color.rgba8.hexRGB == "#ff3b30" || text.hasPrefix("red"))
        #expect(theme.definition(of: "a")?.values[.any]?.expression.description == text)
    }

    @Test("a theme written back keeps the literal and its alpha")
    func writtenBack() throws {
        let document = try ThemeDocument(yaml: "tokens:\n  a: \"#ff3b30 / 0.5\"\n", file: "a.yml")
        #expect(document.yaml.contains("a:\n    value: \"#ff3b30 / 0.5\""))
        #expect(try ResolvedTheme(yaml: document.yaml, file: "b.yml").color("a", in: .dark)?.alpha == 0.5)
    }

    @Test("text that is not a color and an alpha is an invalid color", arguments: ["#ff3b30 / ", "#ff3b30 / half", "/ 50%", "#ff3b30 / 50% / 50%"])
    func invalid(_ text: String) {
        #expect(throws: ThemeErrors.self) { try ResolvedTheme(yaml: "tokens:\n  a: \"\(text)\"\n", file: "a.yml") }
    }
}
