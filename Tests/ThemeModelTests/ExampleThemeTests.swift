import ColorScience
import Testing
@testable import ThemeModel

@Suite("Example themes")
struct ExampleThemeTests {
    @Test("every example validates and resolves in every appearance of every theme",
          arguments: ["Examples/try-swift.yml", "Examples/apple-system.yml", "Examples/neumorphism.yml", "Examples/neumorphic-controls.yml", "Examples/typography.yml", "Examples/materials.yml", "Examples/widgets.yml"])
    func examplesResolve(file: String) throws {
        let theme = try ResolvedTheme(contentsOfFile: RepositoryFile.path(file))
        for name in theme.themeNames {
            for token in theme.tokens {
                for appearance in Appearance.all {
                    #expect(theme.color(token.path, in: appearance, theme: name) != nil, "\(token.path) \(appearance) \(name)")
                }
            }
        }
    }

    @Test("the Try! Swift theme resolves as written, skins included")
    func trySwift() throws {
        let theme = try ResolvedTheme(contentsOfFile: RepositoryFile.path("Examples/try-swift.yml"))
        #expect(theme.themeNames == ["default", "ocean", "sunset"])
        let dark = try #require(theme.color("text.primary", in: .dark))
        #expect(dark.rgba8 == RGBA8(red: 255, green: 255, blue: 255))
        #expect(dark.chain == ["palette.white"])
        let increased = try #require(theme.color("text.primary", in: Appearance(.light, .increased)))
        #expect(increased.rgba8 == RGBA8(red: 0, green: 0, blue: 0))
        #expect(increased.chain.isEmpty)
        let secondary = try #require(theme.color("text.secondary", in: .light))
        #expect(abs(secondary.alpha - 0.75) < 1e-12)
        let elevated = try #require(theme.color("background.content", in: Appearance(.dark, .increased, .elevated)))
        #expect(elevated.condition.name == "dark+elevated")
        // sunset extends ocean: its own accent, ocean's secondary background.
        #expect(theme.color("tint.accent", in: .dark, theme: "sunset")?.rgba8 == RGBA8(red: 225, green: 148, blue: 51))
        #expect(theme.color("background.secondary", in: .light, theme: "sunset")?.rgba8.hexRGB == "#e8f4fa")
        #expect(theme.color("background.secondary", in: .light)?.rgba8.hexRGB == "#f2f2f7")
        #expect(theme.definition(of: "status.success")?.role == .icon)
        #expect(theme.definition(of: "text.primary")?.role == .text)
    }
}

extension ExampleThemeTests {
    @Test("a generate: section lists the outputs with their options")
    func generateSection() throws {
        let text = "tokens:\n  a: red\ngenerate:\n  - format: swift\n    output: App/Colors.swift\n    options: { access: public, display-p3: true }\n"
        let document = try ThemeDocument(yaml: text, file: "t.yml")
        #expect(document.outputs.map(\.format) == ["swift"])
        #expect(document.outputs.first?.output == "App/Colors.swift")
        #expect(document.outputs.first?.options == ["access": "public", "display-p3": "true"])
    }
}
