import Foundation
import Testing
import ThemeModel
@testable import ThemeCodegen

@Suite("Asset catalog round trip")
struct AssetCatalogRoundTripTests {
    @Test("an Xcode-style catalog → import → theme → generate is the same catalog, byte for byte")
    func roundTrip() throws {
        let folder = RepositoryFile.golden("Fixtures/RoundTrip")
        let imported = try AssetCatalogReader().read(at: folder + "/Colors.xcassets")
        #expect(imported.notes.isEmpty)
        let theme = try ResolvedTheme(yaml: imported.yaml, file: "Colors.yml")
        let catalog = try AssetCatalogGenerator().catalog(GeneratorInput(theme: theme, name: "Colors"))
        #expect(catalog.notes.isEmpty)
        let manager = FileManager.default
        let stored = (manager.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("Contents.json") }.sorted()
        #expect(catalog.files.map(\.path) == stored)
        for file in catalog.files {
            let expected = try String(contentsOfFile: folder + "/" + file.path, encoding: .utf8)
            #expect(file.contents == expected, "\(file.path)")
        }
    }

    @Test("the generated example catalogs import back to the same colors")
    func examples() throws {
        for example in ["try-swift", "apple-system"] {
            let input = try AssetCatalogGeneratorTests.input(example)
            let files = try AssetCatalogGenerator().generate(input)
            var contents: [String: [UInt8]] = [:]
            for file in files {
                contents[String(file.path.dropFirst("Colors.xcassets/".count))] = Array(file.contents.utf8)
            }
            let imported = AssetCatalogReader().read(named: "Colors", files: contents, root: "Colors.xcassets")
            let theme = try ResolvedTheme(yaml: imported.yaml, file: "Colors.yml")
            let again = try AssetCatalogGenerator().catalog(GeneratorInput(theme: theme, name: "Colors")).files
            #expect(again == files, "\(example)")
        }
    }
}
