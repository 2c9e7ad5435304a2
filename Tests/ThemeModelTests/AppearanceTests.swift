import Testing
@testable import ThemeModel

@Suite("Appearances and fallback")
struct AppearanceTests {
    @Test("eight appearances, each with its index and a name that parses back")
    func all() {
        #expect(Appearance.all.count == 8)
        #expect(Appearance.all.map(\.index) == Array(0..<8))
        for appearance in Appearance.all { #expect(Appearance(name: appearance.name) == appearance) }
        #expect(Appearance(name: "dark,increased,elevated") == Appearance(.dark, .increased, .elevated))
        #expect(Appearance(name: "increased") == nil)
        #expect(Appearance(name: "dark+dark") == nil)
    }

    @Test("the documented fallback order")
    func order() {
        let names = AppearanceCondition.fallbackOrder(for: Appearance(.dark, .increased, .elevated)).map(\.name)
        #expect(names == ["dark+increased+elevated", "dark+increased", "dark+elevated", "dark", "increased+elevated", "increased", "elevated", "any"])
        #expect(AppearanceCondition.fallbackOrder(for: .light).map(\.name)
            == ["light+normal+base", "light+normal", "light+base", "light", "normal+base", "normal", "base", "any"])
    }

    @Test("a token takes the most specific value that matches, for every subset of conditions")
    func resolutionMatchesFallbackOrder() throws {
        // Every one of the 27 conditions, each present or not, sampled by a fixed generator.
        let conditions = [AppearanceCondition.any] + AppearanceCondition.allNamed
        var state: UInt64 = 42
        for _ in 0..<300 {
            var values: [AppearanceCondition: ColorValueDefinition] = [:]
            for (i, condition) in conditions.enumerated() {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                if state >> 62 == 0 || condition == .any {
                    let location = SourceLocation(file: "t", line: i + 1, column: 1)
                    values[condition] = ColorValueDefinition(.literal(.init(space: .srgb, coordinates: .init(0, 0, 0)), text: "black"), at: location)
                }
            }
            let definition = TokenDefinition(path: "a", values: values, location: SourceLocation(file: "t", line: 1, column: 1))
            let document = ThemeDocument(file: "t", tokens: [definition])
            let theme = try ResolvedTheme(document)
            for appearance in Appearance.all {
                let expected = AppearanceCondition.fallbackOrder(for: appearance).first { values[$0] != nil }
                #expect(theme.color("a", in: appearance)?.condition == expected)
                #expect(definition.value(for: appearance)?.condition == expected)
            }
        }
    }
}

extension AppearanceCondition {
    /// The 26 conditions that fix at least one dimension.
    static var allNamed: [AppearanceCondition] {
        var result: [AppearanceCondition] = []
        for scheme in [nil] + Appearance.Scheme.allCases.map(Optional.some) {
            for contrast in [nil] + Appearance.Contrast.allCases.map(Optional.some) {
                for level in [nil] + Appearance.Level.allCases.map(Optional.some) where scheme != nil || contrast != nil || level != nil {
                    result.append(AppearanceCondition(scheme: scheme, contrast: contrast, level: level))
                }
            }
        }
        return result
    }
}
