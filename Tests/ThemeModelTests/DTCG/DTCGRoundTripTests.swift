import ColorScience
import Testing
@testable import ThemeModel

@Suite("DTCG → Tincture → DTCG")
struct DTCGRoundTripTests {
    @Test("a token file read and exported unchanged is the same JSON, member order, extensions and other types included")
    func lossless() throws {
        let text = try DTCGFixtures.text("spec-colors.tokens.json")
        let document = try ThemeDocument(dtcg: text, file: "spec-colors.tokens.json")
        let export = DTCGExport(theme: try ResolvedTheme(document), name: "spec-colors")
        #expect(export.files.map(\.path) == ["spec-colors.tokens.json"])
        let written = try DTCGFixtures.json(export.files[0].contents)
        #expect(written == (try DTCGFixtures.json(text)))
        // And again: the written file reads back to the same document and writes the same bytes.
        let again = try ThemeDocument(dtcg: export.files[0].contents, file: "spec-colors.tokens.json")
        #expect(DTCGExport(theme: try ResolvedTheme(again), name: "spec-colors").files == export.files)
    }

    @Test("edits made in Tincture are written where the tokens stand; the rest is kept")
    func edits() throws {
        let text = try DTCGFixtures.text("spec-colors.tokens.json")
        var document = try ThemeDocument(dtcg: text, file: "spec-colors.tokens.json")
        let index = try #require(document.tokens.firstIndex { $0.path == "text.primary" })
        document.tokens[index].values[.any] = ColorValueDefinition(.reference("palette.brand-p3", alpha: nil), at: .builtIn("test"))
        document.tokens[index].description = "Edited."
        document.tokens.removeAll { $0.path.string == "White" }
        let orange = Color(space: .srgb, coordinates: ColorCoordinates(1, 0.5, 0))
        document.tokens.append(TokenDefinition(path: "text.warning", values: [.any: ColorValueDefinition(.literal(orange, text: "#ff8000"), at: .builtIn("test"))],
                                               location: .builtIn("test")))
        let export = DTCGExport(theme: try ResolvedTheme(document))
        let written = try DTCGFixtures.json(export.files[0].contents)
        let original = try DTCGFixtures.json(text)
        #expect(written["text"]?["primary"] == .object([DTCGMember("$value", .string("{palette.brand-p3}")), DTCGMember("$description", .string("Edited."))]))
        #expect(written["White"] == nil)
        #expect(written["text"]?.members?.map(\.key) == ["$type", "primary", "link", "caption", "warning"])
        #expect(written["text"]?["warning"]?["$value"]?["hex"] == .string("#ff8000"))
        #expect(written["space"] == original["space"] && written["shadow"] == original["shadow"] && written["$extensions"] == original["$extensions"])
        #expect(written["palette"] == original["palette"])
    }
}
