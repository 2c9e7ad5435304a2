import Foundation
import Testing
import ThemeModel
@testable import ThemeCodegen

@Suite("Swift generator at run time")
struct SwiftGeneratorRuntimeTests {
    /// Compiles each example's generated file with a `main` that prints every token's color
    /// in every theme and all eight appearances, and compares them with the resolved theme:
    /// the branches emitted only where values differ still give the right color everywhere.
    @Test("the generated values equal the resolved theme in every theme and appearance", arguments: ["try-swift", "apple-system", "palette-skins"])
    func values(example: String) async throws {
        let theme = try ResolvedTheme(contentsOfFile: SwiftGolden.themeFile(example))
        let input = GeneratorInput(theme: theme)
        let plan = try SwiftFilePlan(input: input, options: .init())
        let file = try #require(try SwiftGenerator().generate(input).first)
        let entries = (plan.palette.map { "(\"\($0.path.string)\", _ColorsPaletteValues.\($0.identifier))" }
            + plan.tokens.map { "(\"\($0.path.string)\", _ColorsValues.\($0.identifier))" }).joined(separator: ", ")
        let driver = """

        @main
        struct Driver {
            @MainActor
            static func main() {
                for theme in ColorTheme.allCases {
                    for index in 0..<8 {
                        let a = _ColorsAppearance(isDark: index & 4 != 0, isIncreasedContrast: index & 2 != 0, isElevated: index & 1 != 0)
                        for (path, value) in [\(entries)] {
                            let c = value(theme, a)
                            print(theme.rawValue, index, path, c.red, c.green, c.blue, c.alpha)
                        }
                    }
                }
                let observer = NotificationCenter.default.addObserver(forName: .didChangeColorTheme, object: nil, queue: nil) { note in
                    print("notified", (note.userInfo?[ColorThemeManager.themeKey] as? ColorTheme)?.rawValue ?? "nil")
                }
                let store = ColorThemeStore()
                print("initial", store.theme.rawValue, ColorThemeManager.shared.current.rawValue)
                store.select(ColorTheme.allCases.last!)
                store.select(ColorTheme.allCases.last!)
                print("current", store.theme.rawValue, ColorThemeManager.shared.current.rawValue)
                NotificationCenter.default.removeObserver(observer)
            }
        }

        """
        let output = try await SwiftTypeChecker.run(file.contents + driver, name: "Colors.swift")
        let all = output.split(separator: "\n")
        let lines = all.filter { !["initial", "notified", "current"].contains($0.split(separator: " ").first ?? "") }
        let first = theme.themeNames[0], last = theme.themeNames[theme.themeNames.count - 1]
        #expect(all.suffix(3).map(String.init) == [
            "initial \(first) \(first)",
            // the second select of the same theme posts nothing
            "notified \(last)",
            "current \(last) \(last)",
        ])
        #expect(lines.count == theme.themeNames.count * 8 * (plan.palette.count + plan.tokens.count))
        for line in lines {
            let fields = line.split(separator: " ").map(String.init)
            try #require(fields.count == 7)
            let appearance = Appearance.all[Int(fields[1])!]
            let expected = try #require(theme.color(TokenPath(parsing: fields[2])!, in: appearance, theme: fields[0]))
            let actual = fields[3...].map { Double($0)! }
            let wanted = [expected.srgb.red, expected.srgb.green, expected.srgb.blue, expected.alpha]
            for (a, b) in zip(actual, wanted) {
                #expect(abs(a - b) <= 0.00005 + 1e-12, "\(line) vs \(wanted)")
            }
        }
    }
}
