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
        // UIKit: the effect of each glass, and a view with the dimming layer in its content view.
        #expect(text.contains("case .toolbarLabel: return UIGlassEffect(style: .clear)\n"))
        #expect(text.contains("case .cardLabel: return UIGlassEffect(style: .regular)\n"))
        #expect(text.contains("case .toolbarLabel: UIColor(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 0.3)\n"))
        #expect(text.contains("view.contentView.addSubview(dimming)"))
    }

    @Test("a tint and a dimming layer that differ in dark adapt to the interface style in UIKit; no glass makes no effect")
    func uiKitAdaptive() throws {
        let yaml = """
            palette:
              brand: { light: "#0a84ff", dark: "#64d2ff" }
              scrim: { light: "#000000 / 30%", dark: "#ffffff / 20%" }
            tokens:
              label: "#ffffff"
            glass:
              - { foreground: [label], variant: clear, tint: "{palette.brand} / 20%", dim: "{palette.scrim}" }
              - { foreground: [label], variant: identity, dim: "#000000 / 50%" }

            """
        let text = try #require(try GlassGenerator().generate(GeneratorInput(theme: ResolvedTheme(yaml: yaml, file: "g.yml"))).first?.contents)
        #expect(text.contains("effect.tintColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 100 / 255, green: 210 / 255, blue: 255 / 255, alpha: 0.2) : UIColor(red: 10 / 255, green: 132 / 255, blue: 255 / 255, alpha: 0.2) }"))
        #expect(text.contains("case .label: UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 0.2) : UIColor(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 0.3) }"))
        #expect(text.contains("case .label2: return nil"))
        let checker = try SwiftTypeChecker()
        for platform in SwiftTypeChecker.Platform.allCases {
            do { try checker.typeCheck(text, name: "Glass.swift", for: platform) } catch { Issue.record("\(platform): \(error)") }
        }
    }
}
