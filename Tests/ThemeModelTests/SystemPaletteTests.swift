import ColorScience
import Foundation
import Testing
@testable import ThemeModel

/// The built-in system palette agrees with the reference it was generated from.
@Suite("Apple system palette")
struct SystemPaletteTests {
    struct ReferenceValue: Decodable {
        var rgba8: [Int]
        var status: String
        var alternatives: [Alternative]?
        struct Alternative: Decodable { var rgba8: [Int] }
    }

    struct ReferenceColor: Decodable {
        var name: String
        var category: String
        var uikit: String
        var assetCatalogReference: String?
        var appearances: [String: ReferenceValue]
    }

    struct Reference: Decodable {
        var colors: [ReferenceColor]
        var ios26Tints: Tints
        struct Tints: Decodable { var colors: [Tint] }
        struct Tint: Decodable {
            var name: String
            var appearances: [String: ReferenceValue]
        }
    }

    static let keys = [
        "light": "light", "dark": "dark", "lightHighContrast": "light+increased", "darkHighContrast": "dark+increased",
        "darkElevated": "dark+elevated", "darkHighContrastElevated": "dark+increased+elevated",
    ]

    static func reference() throws -> Reference {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryFile.path("Tests/ThemeModelTests/Fixtures/ios-system-colors.json")))
        return try JSONDecoder().decode(Reference.self, from: data)
    }

    static func rgba(_ values: [Int]) -> RGBA8 {
        RGBA8(red: UInt8(values[0]), green: UInt8(values[1]), blue: UInt8(values[2]), alpha: UInt8(values[3]))
    }

    @Test("every color, appearance, value, status and alternative matches the reference", arguments: SystemPalette.Era.allCases)
    func matchesReference(era: SystemPalette.Era) throws {
        let reference = try Self.reference()
        let tints = Dictionary(uniqueKeysWithValues: reference.ios26Tints.colors.map { ($0.name, $0) })
        let built = SystemPalette.colors(era)
        #expect(built.map(\.name) == reference.colors.map(\.name))
        for (color, expected) in zip(built, reference.colors) {
            let appearances = (era == .ios26 ? tints[expected.name]?.appearances : nil) ?? expected.appearances
            #expect(color.uikit == expected.uikit)
            #expect(color.category.rawValue == expected.category)
            #expect(color.values.count == appearances.count, "\(color.name)")
            for (key, value) in appearances {
                let ours = try #require(color.values[Self.keys[key]!], "\(color.name) \(key)")
                #expect(ours.rgba == Self.rgba(value.rgba8), "\(color.name) \(key)")
                #expect(ours.confirmed == (value.status == "confirmed"), "\(color.name) \(key)")
                #expect(ours.alternatives == (value.alternatives ?? []).map { Self.rgba($0.rgba8) })
            }
        }
    }

    @Test("system references resolve in every appearance with Apple's fallbacks")
    func resolves() throws {
        let theme = try ResolvedTheme(yaml: "tokens:\n  bg: \"{system.systemBackground}\"\n  red: \"{system.systemRed}\"\n", file: "t.yml")
        // systemBackground: elevated dark is #1c1c1e; base dark is black.
        #expect(theme.color("bg", in: .dark)?.rgba8.hexRGB == "#000000")
        #expect(theme.color("bg", in: Appearance(.dark, .normal, .elevated))?.rgba8.hexRGB == "#1c1c1e")
        // Light elevated falls back to light.
        #expect(theme.color("bg", in: Appearance(.light, .normal, .elevated))?.rgba8.hexRGB == "#ffffff")
        #expect(theme.color("red", in: Appearance(.light, .increased))?.rgba8.hexRGB == "#d70015")
        #expect(theme.color("red", in: .light)?.system?.name == "systemRed")
        #expect(theme.color("red", in: .light)?.system?.confirmed == true)
    }

    @Test("system: ios26 selects the iOS 26 tints")
    func era26() throws {
        let theme = try ResolvedTheme(yaml: "system: ios26\ntokens:\n  red: \"{system.systemRed}\"\n", file: "t.yml")
        #expect(theme.color("red", in: .light)?.rgba8.hexRGB == "#ff383c")
    }

    @Test("the unconfirmed values are few and all flagged")
    func unconfirmedCount() {
        let unconfirmed = SystemPalette.colors(.ios18).flatMap { $0.values.values }.filter { !$0.confirmed }
        #expect(unconfirmed.count == 22)
    }
}

extension SystemPaletteTests {
    @Test("docs/system-palette.md lists every unconfirmed value")
    func documented() throws {
        let docs = try RepositoryFile.text("docs/system-palette.md")
        for era in SystemPalette.Era.allCases {
            let release = era == .ios18 ? "iOS 15–18" : "iOS 26"
            let tints = era == .ios26 ? Set(SystemPalette.colors(.ios26).filter { $0.category == .tint }.map(\.name)) : nil
            for color in SystemPalette.colors(era) where tints?.contains(color.name) ?? true {
                for (condition, value) in color.values where !value.confirmed {
                    #expect(docs.contains("| \(release) | `\(color.name)` | \(condition) | `\(value.rgba.hex)` |"), "\(release) \(color.name) \(condition)")
                }
            }
        }
    }
}
