import Foundation
import PropertyBased
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

    /// A catalog as Xcode writes it, with 8-bit components: imported, written as a theme file,
    /// read back and generated again, every `Contents.json` is the same bytes but for
    /// `info.author`, which Xcode sets to `xcode` and Tincture to its do-not-edit marker.
    @Test("a catalog with hex components and one with integer components come back as Xcode wrote them, byte for byte but the author",
          arguments: ["RoundTripHex", "RoundTripInteger"])
    func componentStyles(_ fixture: String) throws {
        let folder = RepositoryFile.golden("Fixtures/\(fixture)")
        let imported = try AssetCatalogReader().read(at: folder + "/Colors.xcassets")
        #expect(imported.notes.isEmpty)
        let text = try imported.importedThemeText(source: "Colors.xcassets")
        let theme = try ResolvedTheme(yaml: text, file: "Colors.yml")
        let catalog = try AssetCatalogGenerator().catalog(GeneratorInput(theme: theme, name: "Colors"))
        #expect(catalog.notes.isEmpty)
        let stored = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("Contents.json") }.sorted()
        #expect(catalog.files.map(\.path) == stored)
        for file in catalog.files {
            let xcode = try String(contentsOfFile: folder + "/" + file.path, encoding: .utf8)
            let expected = xcode.replacingOccurrences(of: "\"author\" : \"xcode\"", with: "\"author\" : \"\(GeneratedMarker.text)\"")
            #expect(expected != xcode)
            #expect(file.contents == expected, "\(file.path)")
        }
    }

    @Test("the theme file holds 8-bit colors in their own style: hex as #rrggbb, integers as rgb(), an alpha after them")
    func importedStyles() throws {
        let hex = try AssetCatalogReader().read(at: RepositoryFile.golden("Fixtures/RoundTripHex/Colors.xcassets")).yaml
        #expect(hex.contains("light: \"#ff3b30\""))
        #expect(hex.contains("light: \"#000000 / 0.5\""))
        #expect(hex.contains("dark: \"#ffffff / 0.3\""))
        #expect(hex.contains("value: \"#2c2c2e\""))
        let integer = try AssetCatalogReader().read(at: RepositoryFile.golden("Fixtures/RoundTripInteger/Colors.xcassets")).yaml
        #expect(integer.contains("value: \"rgb(0 122 255)\""))
        #expect(integer.contains("light: \"rgb(60 60 67 / 0.6)\""))
        #expect(integer.contains("dark+increased: \"rgb(242 242 247)\""))
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

    @Test("for any theme the catalog generator accepts, generate → import → generate is the same catalog")
    func stable() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int.max)) { seed in
            var random = RandomTheme(seed: seed)
            let text = random.themeText()
            guard let theme = try? ResolvedTheme(yaml: text, file: "theme.json"),
                  let files = try? AssetCatalogGenerator().generate(GeneratorInput(theme: theme, name: "Colors")) else { return }
            var contents: [String: [UInt8]] = [:]
            for file in files { contents[String(file.path.dropFirst("Colors.xcassets/".count))] = Array(file.contents.utf8) }
            do {
                let imported = try AssetCatalogReader().read(named: "Colors", files: contents, root: "Colors.xcassets")
                    .importedThemeText(source: "Colors.xcassets")
                let again = try AssetCatalogGenerator().generate(GeneratorInput(theme: ResolvedTheme(yaml: imported, file: "imported.yml"), name: "Colors"))
                #expect(again == files, "seed \(seed)\n\(text)\n\(imported)")
            } catch {
                Issue.record("seed \(seed): \(error)\n\(text)")
            }
        }
    }
}
