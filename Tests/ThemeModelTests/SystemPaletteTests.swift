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
        guard era != .macos else { return }
        // The iOS reference's colors come first; UIKit's fixed and deprecated colors and AppKit's
        // follow (``moreColors``).
        let built = Array(SystemPalette.colors(era).prefix(reference.colors.count))
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

    @Test("the unconfirmed values of the iOS reference are few and all flagged")
    func unconfirmedCount() throws {
        let names = Set(try Self.reference().colors.map(\.name))
        let unconfirmed = SystemPalette.colors(.ios18).filter { names.contains($0.name) }.flatMap { $0.values.values }.filter { !$0.confirmed }
        #expect(unconfirmed.count == 22)
    }

    struct MoreReference: Decodable {
        var colors: [MoreColor]
        struct MoreColor: Decodable {
            var name: String
            var platform: String
            var assetCatalogReference: String?
            var swift: String
            var sameAs: String?
            var appearances: [String: ReferenceValue]?
        }
    }

    @Test("UIKit's fixed and deprecated colors and AppKit's colors match their reference, in every era that holds them")
    func moreColors() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryFile.path("Tests/ThemeModelTests/Fixtures/apple-system-colors-more.json")))
        let more = try JSONDecoder().decode(MoreReference.self, from: data)
        var checked = 0
        for color in more.colors {
            guard let reference = color.assetCatalogReference else { continue }
            let isMac = color.platform == "osx"
            guard !isMac || reference.hasSuffix("Color"), color.sameAs != nil || !(color.appearances ?? [:]).isEmpty else { continue }
            let name = isMac ? String(reference.dropLast(5)) : color.name
            let built = try #require(SystemPalette.colors(isMac ? .macos : .ios18).first { $0.name == name }, "\(name)")
            #expect(built.assetCatalogReference == reference)
            #expect(built.uikit == color.swift)
            #expect(built.platform == (isMac ? .macOS : .iOS))
            if let target = color.sameAs {
                #expect(built.values == SystemPalette.color(named: target, era: .ios18)?.values, "\(name)")
            } else {
                for (key, value) in color.appearances ?? [:] {
                    let ours = try #require(built.values[Self.keys[key]!], "\(name) \(key)")
                    #expect(ours.rgba == Self.rgba(value.rgba8), "\(name) \(key)")
                    #expect(ours.confirmed == (value.status == "confirmed"), "\(name) \(key)")
                    #expect(ours.alternatives == (value.alternatives ?? []).map { Self.rgba($0.rgba8) }, "\(name) \(key)")
                }
            }
            // Every era resolves every name an asset catalog can write.
            for era in SystemPalette.Era.allCases {
                #expect(SystemPalette.assetCatalogColor(named: reference, platform: color.platform, era: era) != nil, "\(reference) \(era)")
            }
            checked += 1
        }
        #expect(checked > 70)
    }
}

extension SystemPaletteTests {
    @Test("docs/system-palette.md lists every unconfirmed value")
    func documented() throws {
        let docs = try RepositoryFile.text("docs/system-palette.md")
        let names = Set(try Self.reference().colors.map(\.name))
        for era in SystemPalette.Era.allCases {
            let tints = era == .ios26 ? Set(SystemPalette.colors(.ios26).filter { $0.category == .tint }.map(\.name)) : nil
            for color in SystemPalette.colors(era) where tints?.contains(color.name) ?? true {
                // Each value once: the iOS reference's by release, UIKit's others under UIKit
                // (in the iOS 15–18 table), AppKit's under macOS.
                let release: String
                switch (era, color.platform, names.contains(color.name)) {
                case (.ios18, .iOS, true): release = "iOS 15–18"
                case (.ios26, .iOS, true): release = "iOS 26"
                case (.ios18, .iOS, false): release = "UIKit"
                case (.macos, .macOS, _): release = "macOS"
                default: continue
                }
                for (condition, value) in color.values where !value.confirmed {
                    #expect(docs.contains("| \(release) | `\(color.name)` | \(condition) | `\(value.rgba.hex)` |"), "\(release) \(color.name) \(condition)")
                }
            }
        }
    }
}
