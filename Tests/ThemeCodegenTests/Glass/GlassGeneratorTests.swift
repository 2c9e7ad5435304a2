import Testing
@testable import ThemeCodegen
import ThemeModel

/// The `glass` generator: a golden file, the Swift type-checked against the SwiftUI stubs (with
/// iOS 26's `Glass` and `glassEffect`), and the glass and dimming the audit checked.
@Suite("Glass generator")
struct GlassGeneratorTests {
    static func files(_ example: String) throws -> [GeneratedFile] {
        try GlassGenerator().generate(GeneratorInput(theme: WebGolden.theme(example)))
    }

    @Test("matches the golden file", arguments: ["glass", "try-swift"])
    func golden(example: String) throws {
        let files = try Self.files(example)
        #expect(files.map(\.path) == ["Glass.swift"])
        try Golden.check(files, named: "glass/" + example)
    }

    @Test("the Swift type-checks against the UIKit/SwiftUI and AppKit/SwiftUI stubs, with and without glass entries", arguments: ["glass", "try-swift"])
    func typeChecks(example: String) throws {
        let checker = try SwiftTypeChecker()
        let file = try #require(try Self.files(example).first)
        for platform in SwiftTypeChecker.Platform.allCases {
            do {
                try checker.typeCheck(file.contents, name: file.path, for: platform)
            } catch {
                Issue.record("\(platform): \(error)")
            }
        }
    }

    @Test("each entry's glass and dimming layer, as the theme declares them; the glass only from iOS 26")
    func contents() throws {
        let text = try #require(try Self.files("glass").first?.contents)
        #expect(GeneratedMarker.isMarked(text))
        #expect(text.contains("case toolbarLabel, playerTitle, cardLabel"))
        #expect(text.contains("case .toolbarLabel: .clear\n"))
        #expect(text.contains("case .toolbarLabel: Color(red: 0 / 255, green: 0 / 255, blue: 0 / 255).opacity(0.3)"))
        #expect(text.contains("case .cardLabel: .clear\n"))
        #expect(text.contains("if #available(iOS 26.0, macOS 26.0, *)"))
    }
}
