import Foundation
import Testing
import ThemeModel
@testable import ThemeCodegen

/// The palette as Swift code, as the Try! Swift talk writes it (`UIColor.Palette.ceruleanBlue`
/// under the semantic colors), with named themes that swap palette colors at run time.
@Suite("Swift generator palette")
struct SwiftPaletteTests {
    static func generate(_ name: String = "palette-skins", options: SwiftGenerator.Options = .init()) throws -> (SwiftFilePlan, String) {
        let theme = try ResolvedTheme(contentsOfFile: SwiftGolden.themeFile(name))
        let input = GeneratorInput(theme: theme)
        let file = try #require(try SwiftGenerator(options: options).generate(input).first)
        return (try SwiftFilePlan(input: input, options: options), file.contents)
    }

    /// The text of `static func NAME(` in the file, up to its closing brace at four spaces.
    static func function(_ name: String, in contents: String, table: String = "_ColorsValues") throws -> String {
        let start = try #require(contents.range(of: "private enum \(table) {"))
        let head = try #require(contents.range(of: "    static func \(name)(", range: start.upperBound..<contents.endIndex))
        let end = try #require(contents.range(of: "\n    }\n", range: head.upperBound..<contents.endIndex))
        return String(contents[head.lowerBound..<end.upperBound])
    }

    @Test("the palette is its own namespace in UIKit, SwiftUI and AppKit")
    func namespace() throws {
        let (plan, contents) = try Self.generate()
        #expect(plan.palette.map(\.identifier) == ["ceruleanBlue", "mulberryRed", "black", "white", "ink"])
        #expect(contents.contains("public enum Colors {\n    /// The palette"))
        #expect(contents.contains("    public enum Palette {}\n}"))
        #expect(contents.components(separatedBy: "public extension Colors.Palette {").count - 1 == 2)  // UIKit and AppKit
        #expect(contents.contains("    static var ceruleanBlue: UIColor {"))
        #expect(contents.contains("    static var ceruleanBlue: NSColor {\n        NSColor(name: \"palette.ceruleanBlue\""))
        #expect(contents.contains("        public static var ceruleanBlue: Color { Color(uiColor: Colors.Palette.ceruleanBlue) }"))
        #expect(contents.contains("        public static var ceruleanBlue: ColorsShapeStyle { ColorsShapeStyle(_ColorsPaletteValues.ceruleanBlue) }"))
        // A skin's own palette color is not in every theme, so not in the namespace.
        #expect(!contents.contains("berry: UIColor"))
    }

    @Test("a token whose value is {palette.x} is written over the palette entry, not as a copy of its literal")
    func definedOverPalette() throws {
        let (_, contents) = try Self.generate()
        let primary = try Self.function("textPrimary", in: contents)
        #expect(primary.contains("return _ColorsPaletteValues.white(theme, a)"))
        #expect(primary.contains("return _ColorsPaletteValues.black(theme, a)"))
        #expect(primary.contains("return _ColorsComponents(0.0000, 0.0000, 0.0000, 1.0000)"))  // its own literal
        #expect(!primary.contains("0.1725"))
        #expect(!primary.contains("switch theme"))
        let secondary = try Self.function("textSecondary", in: contents)
        #expect(secondary.contains("return _ColorsPaletteValues.black(theme, a).alpha(times: 0.7500)"))
        #expect(secondary.contains("return _ColorsPaletteValues.white(theme, a).alpha(times: 0.7000)"))
        #expect(contents.contains("    func alpha(times factor: Double) -> _ColorsComponents {"))
        // Through another token, to the palette entry it stands on.
        let link = try Self.function("textLink", in: contents)
        #expect(link.contains("case .`default`, .midnight:\n            return _ColorsPaletteValues.ceruleanBlue(theme, a)"))
        #expect(link.contains("case .berry:\n            return _ColorsComponents(0.5569, 0.2314, 0.5490, 1.0000)"))
        // A palette entry over other palette entries.
        let ink = try Self.function("ink", in: contents, table: "_ColorsPaletteValues")
        #expect(ink.contains("return _ColorsPaletteValues.white(theme, a)"))
        // The palette entry holds the literal, per theme.
        let black = try Self.function("black", in: contents, table: "_ColorsPaletteValues")
        #expect(black.contains("case .`default`:\n            return _ColorsComponents(0.1725, 0.1725, 0.1725, 1.0000)"))
        #expect(black.contains("case .midnight, .berry:\n            return _ColorsComponents(0.0431, 0.1020, 0.1333, 1.0000)"))
        // A token that is one palette entry everywhere reads like the talk's `primaryText`.
        #expect(contents.contains("    static var textBody: UIColor { Palette.ink }"))
        #expect(contents.contains("    static var ink: UIColor {\n        UIColor(dynamicProvider:"))
        // System colors stay references.
        #expect(contents.contains("    static var textLabel: UIColor { .label }"))
    }

    @Test("a named theme that replaces a palette color changes the tokens over it through the palette alone")
    func themesSwapPalette() throws {
        let (plan, _) = try Self.generate()
        let token = { (name: String) in plan.tokens.first { $0.identifier == name } }
        // text.primary and background.content differ between default and midnight only because
        // midnight replaces palette.black: one group, the palette switches.
        #expect(token("textPrimary")?.groups.count == 1)
        #expect(token("backgroundContent")?.groups.count == 1)
        #expect(token("tintAccent")?.groups.map { $0.themes.map(\.name) } == [["default", "midnight"], ["berry"]])
        #expect(plan.palette.first { $0.identifier == "black" }?.groups.map { $0.themes.map(\.name) } == [["default"], ["midnight", "berry"]])
    }

    @Test("an alpha that the written palette alpha and factor cannot give is written as a literal")
    func alphaPrecision() throws {
        let yaml = """
        palette:
          veil: "rgb(0 0 0 / 0.999949)"
          glass: "rgb(0 0 0 / 0.33333)"
        tokens:
          a: "{palette.veil} / 99.9949%"
          b: "{palette.glass} / 50%"
        """
        let theme = try ResolvedTheme(yaml: yaml, file: "alpha.yml")
        let plan = try SwiftFilePlan(input: GeneratorInput(theme: theme), options: .init())
        // 0.9999 × 0.9999 is 0.99980, not within 0.00005 of 0.999898: the literal, 0.9999.
        #expect(plan.tokens[0].groups[0].values[0] == .literal(SwiftFilePlan.Literal(red: "0.0000", green: "0.0000", blue: "0.0000", alpha: "0.9999")))
        // 0.3333 × 0.5000 is 0.16665, within 0.00005 of 0.166665.
        #expect(plan.tokens[1].groups[0].values[0] == .palette("glass", alpha: "0.5000"))
    }

    @Test("a palette type named like the namespace, and palette colors that become one name, are errors")
    func names() throws {
        let theme = try ResolvedTheme(contentsOfFile: SwiftGolden.themeFile("palette-skins"))
        #expect(throws: GeneratorError.self) {
            try SwiftGenerator(options: .init(typeNames: .init(namespace: "Palette"))).generate(GeneratorInput(theme: theme))
        }
        // Without a palette there is no palette type to clash with.
        let plain = try ResolvedTheme(yaml: "tokens:\n  a: \"#000000\"\n", file: "plain.yml")
        let file = try SwiftGenerator(options: .init(typeNames: .init(namespace: "Palette"))).generate(GeneratorInput(theme: plain))
        #expect(file[0].contents.contains("public enum Palette {}"))  // the namespace, with no palette inside
        let clash = try ResolvedTheme(yaml: "palette:\n  dark-blue: \"#000080\"\n  darkBlue: \"#000088\"\ntokens:\n  a: \"{palette.darkBlue}\"\n", file: "clash.yml")
        #expect { try SwiftGenerator().generate(GeneratorInput(theme: clash)) } throws: { error in
            (error as? GeneratorError)?.token == "palette.darkBlue"
        }
    }

    @Test("Display P3 literals: a palette entry outside Display P3 is named as clipped, as each token over it is")
    func paletteClips() throws {
        let yaml = """
            palette:
              neon: "color(rec2020 0 1 0)"
              spare: "color(rec2020 1 0 0)"
              calm: "#336699"
            tokens:
              tint:
                neon: "{palette.neon}"
                calm: "{palette.calm}"
            """
        let theme = try ResolvedTheme(yaml: yaml, file: "palette-wide.yml")
        let p3 = GeneratorInput(theme: theme, displayP3: true)
        let clips = SwiftGenerator().clippedColors(p3)
        #expect(clips.map(\.token) == ["palette.neon", "palette.spare", "tint.neon"])
        #expect(clips.allSatisfy { $0.everywhere })
        // The palette namespace holds even the entry no token uses, and no Display P3 component
        // of the file lies outside 0…1.
        let contents = try SwiftGenerator().generate(p3)[0].contents
        #expect(contents.contains("static var spare: UIColor {"))
        let literals = contents.components(separatedBy: "Components(").dropFirst().map { $0.prefix { $0 != ")" } }
        #expect(literals.count >= 3)
        for literal in literals {
            let numbers = literal.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            #expect(numbers.count == 4 && numbers.allSatisfy { (0...1).contains($0) }, "\(literal)")
        }
        // sRGB literals keep the wide colors as extended sRGB: nothing is clipped.
        #expect(SwiftGenerator().clippedColors(GeneratorInput(theme: theme)).isEmpty)
    }
}
