import PropertyBased
import Testing
@testable import ThemeCodegen
import ThemeModel

/// Whatever theme the generators accept, exporting it as DTCG, importing that, and exporting again
/// gives the same files; and Tincture reads back everything it wrote on the way.
@Suite("DTCG export → import → export")
struct DTCGRoundTripPropertyTests {
    /// The document the DTCG files read as, through the resolver when there is one (as `tincture
    /// import` reads them).
    static func imported(_ files: [GeneratedFile]) throws -> ThemeDocument {
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        guard let resolver = files.first(where: { $0.path.hasSuffix(".resolver.json") }) else {
            return try ThemeDocument(dtcg: files[0].contents, file: files[0].path)
        }
        return try ThemeDocument(dtcgResolver: resolver.contents, file: resolver.path) { (path: String) throws(ThemeErrors) -> String in
            guard let text = contents[path] else { throw ThemeErrors([ThemeError(.unreadable, "no such file", at: nil, value: path)]) }
            return text
        }
    }

    @Test("export → import → export is stable, named themes included, and every step reads back")
    func stable() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            var random = RandomTheme(seed: seed)
            let text = random.themeText(namedThemes: true)
            // Only themes the generators accept.
            guard let theme = try? ResolvedTheme(yaml: text, file: "theme.json"),
                  let exported = try? DTCGGenerator().generate(GeneratorInput(theme: theme)) else { return }
            do {
                let document = try Self.imported(exported)
                let imported = try document.importedThemeText(source: exported.last!.path)
                let reloaded = try ResolvedTheme(yaml: imported, file: "imported.yml")
                let again = try DTCGGenerator().generate(GeneratorInput(theme: reloaded))
                #expect(again == exported, "seed \(seed)\n\(text)\n\(imported)")
                // The files re-exported from what was read, as `tincture generate tokens.json
                // --format dtcg` writes them, read again too: one marker each.
                let reexported = try DTCGGenerator().generate(GeneratorInput(theme: ResolvedTheme(document)))
                #expect(reexported == exported, "seed \(seed)\n\(text)")
                _ = try Self.imported(reexported)
            } catch {
                Issue.record("seed \(seed): \(error)\n\(text)")
            }
        }
    }

    @Test("re-exporting a file Tincture generated keeps one do-not-edit marker, and the file reads back")
    func markerOnce() throws {
        let theme = try ResolvedTheme(yaml: "tokens:\n  a: red\n", file: "t.yml")
        let first = try DTCGGenerator().generate(GeneratorInput(theme: theme))
        let document = try ThemeDocument(dtcg: first[0].contents, file: first[0].path)
        let second = try DTCGGenerator().generate(GeneratorInput(theme: ResolvedTheme(document)))
        #expect(second == first)
        #expect(second[0].contents.components(separatedBy: DTCGGenerator.markerKey).count == 2)
        #expect(throws: Never.self) { try ThemeDocument(dtcg: second[0].contents, file: second[0].path) }
    }
}

@Suite("DTCG named theme that changes a role only")
struct DTCGThemeRoleTests {
    @Test("a named theme that changes only a token's role reads back with that role (a seed of the property test found it)")
    func roleOnly() throws {
        let text = """
            palette:
              ink: "#112233"
            tokens:
              edge: "{palette.ink}"
            themes:
              night:
                tokens:
                  edge:
                    role: shadow
                    value: "{palette.ink}"
            """
        let theme = try ResolvedTheme(yaml: text, file: "theme.yml")
        let exported = try DTCGGenerator().generate(GeneratorInput(theme: theme))
        let document = try DTCGRoundTripPropertyTests.imported(exported)
        let night = try #require(document.themes.first { $0.name == "night" })
        #expect(night.overrides.first { $0.path == "edge" }?.role == .shadow)
        #expect(try DTCGGenerator().generate(GeneratorInput(theme: ResolvedTheme(document))) == exported)
    }
}
