import Foundation
import Testing
@testable import ThemeCodegen
import ThemeModel

@Suite("DTCG generator")
struct DTCGGeneratorTests {
    @Test("matches the golden files", arguments: WebGolden.examples)
    func golden(example: String) throws {
        let files = try DTCGGenerator().generate(GeneratorInput(theme: WebGolden.theme(example)))
        try WebGolden.check(files, generator: "dtcg", example: example)
    }

    @Test("every file is JSON with the marker in the root $extensions, and reads back to the same colors in every named theme", arguments: WebGolden.examples)
    func roundTrip(example: String) throws {
        let theme = try WebGolden.theme(example)
        let files = try DTCGGenerator().generate(GeneratorInput(theme: theme))
        for file in files {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
            let extensions = try #require(object["$extensions"] as? [String: Any])
            #expect(extensions[DTCGGenerator.markerKey] as? String == GeneratedMarker.text)
            #expect(GeneratedMarker.isMarked(file.contents))
        }
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        let document: ThemeDocument
        if let resolver = files.first(where: { $0.path.hasSuffix(".resolver.json") }) {
            document = try ThemeDocument(dtcgResolver: resolver.contents, file: resolver.path) { (path: String) throws(ThemeErrors) -> String in
                let name = path.split(separator: "/").last.map(String.init) ?? path
                guard let text = contents[name] else { throw ThemeErrors([]) }
                return text
            }
        } else {
            document = try ThemeDocument(dtcg: files[0].contents, file: files[0].path)
        }
        let reread = try ResolvedTheme(document)
        #expect(reread.themeNames == theme.themeNames)
        for name in theme.themeNames {
            for token in theme.tokens {
                for appearance in Appearance.all {
                    let original = try #require(theme.color(token.path, in: appearance, theme: name))
                    let back = try #require(reread.color(token.path, in: appearance, theme: name), "\(name) \(token.path) \(appearance)")
                    #expect(original.rgba8 == back.rgba8, "\(name) \(token.path) \(appearance)")
                }
            }
        }
    }

    @Test("the marker goes into an existing root $extensions, or one is added after $schema")
    func marker() throws {
        let marker = DTCGMember(DTCGGenerator.markerKey, .string("m"))
        let added = DTCGExport.extended(.object([DTCGMember("$schema", .string("s")), DTCGMember("a", .number(1))]), with: [marker])
        #expect(added.members?.map(\.key) == ["$schema", "$extensions", "a"])
        #expect(added["$extensions"] == .object([marker]))
        let merged = DTCGExport.extended(
            .object([DTCGMember("$extensions", .object([DTCGMember("org.x", .number(1))])), DTCGMember("a", .number(1))]), with: [marker])
        #expect(merged.members?.map(\.key) == ["$extensions", "a"])
        #expect(merged["$extensions"]?.members?.map(\.key) == [DTCGGenerator.markerKey, "org.x"])
        let onlySchema = DTCGExport.extended(.object([DTCGMember("$schema", .string("s"))]), with: [marker])
        #expect(onlySchema.members?.map(\.key) == ["$schema", "$extensions"])
        let first = DTCGExport.extended(.object([DTCGMember("a", .number(1))]), with: [marker])
        #expect(first.members?.map(\.key) == ["$extensions", "a"])
        // Every generated file parses as JSON with the marker in its root $extensions.
        let theme = try ResolvedTheme(contentsOfFile: SwiftGolden.examplesDirectory.appendingPathComponent("try-swift.yml").path)
        for file in try DTCGGenerator().generate(GeneratorInput(theme: theme)) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
            #expect((object["$extensions"] as? [String: Any])?[DTCGGenerator.markerKey] as? String == GeneratedMarker.text, "\(file.path)")
        }
    }

    @Test("a token that is also the group of another is refused: DTCG cannot write both")
    func tokenHoldingTokens() throws {
        let theme = try ResolvedTheme(yaml: "tokens:\n  text: red\n  text/primary: blue\n", file: "t.yml")
        #expect(throws: GeneratorError("is a token and also the group of 'text.primary', which DTCG cannot write (a token holds no tokens)",
                                       token: "text")) {
            try DTCGGenerator().generate(GeneratorInput(theme: theme))
        }
    }
}
