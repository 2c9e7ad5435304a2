import ColorScience
import Testing
@testable import ThemeModel

@Suite("Reading DTCG token files")
struct DTCGTokenFileTests {
    let document: ThemeDocument

    init() throws {
        document = try ThemeDocument(dtcg: DTCGFixtures.text("spec-colors.tokens.json"), file: "spec-colors.tokens.json")
    }

    private func definition(_ path: String) throws -> TokenDefinition {
        try #require((document.palette + document.tokens).first { $0.path.string == path }, "\(path)")
    }

    private func literal(_ path: String) throws -> Color {
        guard case .literal(let color, _) = try definition(path).values[.any]?.expression else {
            Issue.record("\(path) is not a literal")
            return Color(space: .srgb, coordinates: ColorCoordinates(0, 0, 0))
        }
        return color
    }

    @Test("color tokens become palette colors and tokens in file order; other types are left out")
    func paths() {
        #expect(document.palette.map(\.path.string) == [
            "palette.pink-hsl", "palette.pink-hwb", "palette.pink-lab", "palette.pink-oklch", "palette.brand-p3", "palette.ink",
            "palette.old-ink",
        ])
        #expect(document.tokens.map(\.path.string) == [
            "Hot pink", "Translucent shadow", "White", "text.primary", "text.link", "text.caption", "accent.$root", "accent.muted",
        ])
        #expect(document.description == "Color examples from the DTCG Color Module 2025.10, with other token types around them.")
    }

    @Test("color objects become literals in their own space, HSL and HWB scaled to 0…1, none as a missing channel")
    func literals() throws {
        let pink = try literal("Hot pink")
        #expect(pink == Color(space: .srgb, coordinates: ColorCoordinates(1, 0, 1), alpha: 1))
        #expect(try literal("Translucent shadow").alpha == 0.5)
        let white = try literal("White")
        #expect(white.space == .hsl && white.coordinates.first == nil && white.coordinates.third == 1)
        let hsl = try literal("palette.pink-hsl")
        #expect(hsl.space == .hsl && hsl.coordinates.second == 1 && hsl.coordinates.third == 0.5)
        #expect(RGBA8(rounding: hsl.srgb) == RGBA8(red: 255, green: 0, blue: 255))
        #expect(RGBA8(rounding: try literal("palette.pink-hwb").srgb) == RGBA8(red: 255, green: 0, blue: 255))
        #expect(RGBA8(rounding: try literal("palette.pink-lab").srgb) == RGBA8(red: 255, green: 0, blue: 255))
        #expect(try literal("palette.pink-oklch").space == .oklch)
        #expect(try literal("palette.brand-p3").space == .displayP3)
        guard case .literal(_, let text) = try definition("Hot pink").values[.any]?.expression else { return }
        #expect(text == "#ff00ff")
    }

    @Test("aliases, $ref pointers and $root tokens become references; $type is inherited from groups")
    func references() throws {
        #expect(try definition("text.primary").values[.any]?.expression == .reference("palette.ink", alpha: nil))
        #expect(try definition("palette.old-ink").values[.any]?.expression == .reference("palette.ink", alpha: nil))
        #expect(try definition("text.caption").values[.any]?.expression == .reference("palette.ink", alpha: nil))
        #expect(try definition("accent.muted").values[.any]?.expression == .reference(TokenPath(["accent", "$root"]), alpha: nil))
    }

    @Test("descriptions, roles and sizes are read")
    func metadata() throws {
        #expect(try definition("text.primary").description == "Body text.")
        #expect(try definition("palette.brand-p3").description == "Outside sRGB, so no hex.")
        #expect(try definition("text.primary").role == .text)
        #expect(try definition("text.link").role == .tint)
        #expect(try definition("text.caption").size == .small)
    }

    @Test("the document resolves, and values carry their places")
    func resolves() throws {
        let theme = try ResolvedTheme(document)
        let primary = try #require(theme.color("text.primary", in: .dark))
        #expect(primary.chain == ["palette.ink"])
        #expect(primary.rgba8 == RGBA8(red: 28, green: 28, blue: 30))
        let location = try #require(try definition("text.primary").values[.any]?.location)
        #expect(location.line == 62 && location.column == 17)
    }

    @Test("a group's $extends copies the other group's tokens, local ones winning")
    func extends() throws {
        let text = """
            {
              "base": { "$type": "color", "fg": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
                        "bg": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } },
              "inverse": { "$extends": "{base}", "fg": { "$value": "{base.bg}" } }
            }
            """
        let document = try ThemeDocument(dtcg: text, file: "x.tokens.json")
        #expect(document.tokens.map(\.path.string) == ["base.fg", "base.bg", "inverse.fg", "inverse.bg"])
        #expect(document.tokens[2].values[.any]?.expression == .reference("base.bg", alpha: nil))
    }
}
