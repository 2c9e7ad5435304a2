import ColorScience
import Testing
@testable import ThemeModel

@Suite("Exporting DTCG")
struct DTCGExportTests {
    /// Reads exported files back through their resolver.
    private func readBack(_ export: DTCGExport, name: String) throws -> ThemeDocument {
        let files = Dictionary(uniqueKeysWithValues: export.files.map { ($0.path, $0.contents) })
        guard let resolver = files["\(name).resolver.json"] else {
            return try ThemeDocument(dtcg: try #require(files["\(name).tokens.json"]), file: "\(name).tokens.json")
        }
        return try ThemeDocument(dtcgResolver: resolver, file: "\(name).resolver.json") { (path: String) throws(ThemeErrors) -> String in
            guard let text = files[path] else { throw ThemeErrors([ThemeError(.unreadable, "no such file", at: nil, value: path)]) }
            return text
        }
    }

    @Test("every example → DTCG → Tincture gives the same colors in all eight appearances",
          arguments: ["Examples/try-swift.yml", "Examples/apple-system.yml", "Examples/neumorphism.yml", "Examples/materials.yml", "Examples/widgets.yml"])
    func examples(file: String) throws {
        let original = try ResolvedTheme(contentsOfFile: RepositoryFile.path(file))
        let export = DTCGExport(theme: original, name: "theme")
        let back = try ResolvedTheme(try readBack(export, name: "theme"))
        let paths = (original.document.palette + original.document.tokens).map(\.path)
        #expect(back.document.palette.map(\.path) == original.document.palette.map(\.path))
        #expect(back.document.tokens.map(\.path) == original.document.tokens.map(\.path))
        for path in paths {
            for appearance in Appearance.all {
                let a = try #require(original.color(path, in: appearance))
                let b = try #require(back.color(path, in: appearance), "\(path) \(appearance)")
                let (x, y) = (a.color.converted(to: .oklab), b.color.converted(to: .oklab))
                let difference = (0..<3).map { abs((x.coordinates[$0] ?? 0) - (y.coordinates[$0] ?? 0)) }.max() ?? 0
                #expect(difference < 1e-9 && abs(a.alpha - b.alpha) < 1e-9, "\(path) \(appearance): \(a.color) vs \(b.color)")
            }
            #expect(back.definition(of: path)?.description == original.definition(of: path)?.description)
            #expect(back.definition(of: path)?.role == original.definition(of: path)?.role)
            #expect(back.definition(of: path)?.size == original.definition(of: path)?.size)
        }
        // Named themes too, in every appearance.
        DTCGNamedThemeTests.expectSameColors(back, original)
        #expect(back.document.themes.map(\.extends) == original.document.themes.map(\.extends))
    }

    @Test("a context is written when reading the files back would get its appearance wrong, though its fallback context has its value")
    func contextReadBackWrong() throws {
        // `a` in dark+increased+elevated is its darkHighContrast value; but darkHighContrast only
        // repeats dark, so a reader drops it, and without its own context dark+increased+elevated
        // would fall to darkElevated. `b` makes darkHighContrast needed.
        let original = try ResolvedTheme(yaml: """
            tokens:
              a: {value: "#111111", dark+elevated: "#222222", dark+increased+elevated: "#111111"}
              b: {value: "#333333", dark+increased: "#444444"}
            """, file: "t.yml")
        let export = DTCGExport(theme: original, name: "t")
        #expect(export.files.map(\.path) == ["t.tokens.json", "t.light.tokens.json", "t.dark.tokens.json", "t.darkHighContrast.tokens.json",
                                             "t.darkElevated.tokens.json", "t.darkHighContrastElevated.tokens.json", "t.resolver.json"])
        let back = try ResolvedTheme(try readBack(export, name: "t"))
        for path in ["a", "b"] as [TokenPath] {
            for appearance in Appearance.all {
                #expect(back.color(path, in: appearance)?.rgba8 == original.color(path, in: appearance)?.rgba8, "\(path) \(appearance)")
            }
        }
    }

    @Test("the Try! Swift theme writes light, dark and the contexts it needs, references as aliases, a file per named theme")
    func trySwiftFiles() throws {
        let theme = try ResolvedTheme(contentsOfFile: RepositoryFile.path("Examples/try-swift.yml"))
        let export = DTCGExport(theme: theme, name: "try-swift")
        #expect(export.files.map(\.path) == [
            "try-swift.tokens.json", "try-swift.light.tokens.json", "try-swift.dark.tokens.json",
            "try-swift.lightHighContrast.tokens.json", "try-swift.darkElevated.tokens.json", "try-swift.theme-ocean.tokens.json",
            "try-swift.theme-sunset.tokens.json", "try-swift.resolver.json",
        ])
        let base = try DTCGFixtures.json(export.files[0].contents)
        #expect(base["palette"]?["ceruleanBlue"] == .object([
            DTCGMember("$type", .string("color")),
            DTCGMember("$value", .object([
                DTCGMember("colorSpace", .string("srgb")),
                DTCGMember("components", .array([.number(0), .number(158.0 / 255), .number(220.0 / 255)])),
                DTCGMember("hex", .string("#009edc")),
            ])),
        ]))
        let dark = try DTCGFixtures.json(export.files[2].contents)
        #expect(dark["text"]?["primary"]?["$value"] == .string("{palette.white}"))
        #expect(dark["text"]?["primary"]?["$description"] == .string("Body text and titles."))
        #expect(dark["status"]?["success"]?["$extensions"]?["com.tincture"]?["role"] == .string("icon"))
        let secondary = try #require(dark["text"]?["secondary"])
        #expect(secondary["$extensions"]?["com.tincture"]?["reference"] == .string("{palette.white}"))
        #expect(secondary["$extensions"]?["com.tincture"]?["alpha"] == .number(0.7))
        #expect(secondary["$value"]?["alpha"] == .number(0.7))
        let resolver = try DTCGFixtures.json(export.files.last!.contents)
        #expect(resolver["version"] == .string("2025.10"))
        #expect(resolver["modifiers"]?["appearance"]?["contexts"]?.members?.map(\.key) == ["light", "dark", "lightHighContrast", "darkElevated"])
        #expect(resolver["resolutionOrder"] == .array([
            .object([DTCGMember("$ref", .string("#/sets/tokens"))]), .object([DTCGMember("$ref", .string("#/modifiers/appearance"))]),
            .object([DTCGMember("$ref", .string("#/modifiers/theme"))]),
        ]))
    }

    @Test("output is deterministic: two exports are byte for byte the same, and each file ends with a newline")
    func deterministic() throws {
        let theme = try ResolvedTheme(contentsOfFile: RepositoryFile.path("Examples/apple-system.yml"))
        let first = DTCGExport(theme: theme)
        #expect(first.files == DTCGExport(theme: theme).files)
        #expect(first.files.allSatisfy { $0.contents.hasSuffix("}\n") })
    }

    @Test("colors in spaces DTCG does not name are converted; wide-gamut colors have no hex")
    func spaces() {
        let hsv = DTCGColorValue.json(for: Color(space: .hsv, coordinates: ColorCoordinates(120, 1, 1)))
        #expect(hsv["colorSpace"] == .string("hsl"))
        #expect(hsv["components"] == .array([.number(120), .number(100), .number(50)]))
        let p3 = DTCGColorValue.json(for: Color(space: .displayP3, coordinates: ColorCoordinates(0, 1, 0), alpha: 0.5))
        #expect(p3["hex"] == nil)
        #expect(p3["alpha"] == .number(0.5))
        let none = DTCGColorValue.json(for: Color(space: .oklch, coordinates: ColorCoordinates(0.5, 0, nil)))
        #expect(none["components"] == .array([.number(0.5), .number(0), .string("none")]))
    }

    @Test("a theme with no per-appearance values is one token file")
    func single() throws {
        let document = try ThemeDocument(yaml: "palette:\n  ink: \"#1c1c1e\"\ntokens:\n  text:\n    primary: \"{palette.ink}\"\n", file: "t.yml")
        let export = DTCGExport(theme: try ResolvedTheme(document), name: "t")
        #expect(export.files.map(\.path) == ["t.tokens.json"])
        let back = try ThemeDocument(dtcg: export.files[0].contents, file: "t.tokens.json")
        #expect(back.tokens.first?.values[.any]?.expression == .reference("palette.ink", alpha: nil))
    }
}
