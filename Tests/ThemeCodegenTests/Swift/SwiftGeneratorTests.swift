import Foundation
import Testing
import ThemeModel
@testable import ThemeCodegen

/// The option sets the golden files cover.
struct SwiftGoldenCase: Sendable, CustomTestStringConvertible {
    var example: String
    var variant: String
    var options: SwiftGenerator.Options

    var testDescription: String { "\(example) (\(variant))" }
    var goldenPath: String { "swift/\(example)/\(variant).swift" }

    static let all: [SwiftGoldenCase] = [
        SwiftGoldenCase(example: "try-swift", variant: "default", options: .init()),
        SwiftGoldenCase(
            example: "try-swift", variant: "internal-p3-named",
            options: .init(
                accessLevel: .internal,
                typeNames: .init(namespace: "Palette", swiftUI: "PaletteColors", palette: "Swatches", theme: "Skin", manager: "SkinManager", store: "SkinStore", updatable: "SkinUpdatable"),
                displayP3: true
            )
        ),
        SwiftGoldenCase(example: "palette-skins", variant: "default", options: .init()),
        SwiftGoldenCase(
            example: "palette-skins", variant: "internal-p3-named",
            options: .init(
                accessLevel: .internal,
                typeNames: .init(namespace: "Palette", swiftUI: "PaletteColors", palette: "Swatches", theme: "Skin", manager: "SkinManager", store: "SkinStore", updatable: "SkinUpdatable"),
                displayP3: true
            )
        ),
        SwiftGoldenCase(example: "apple-system", variant: "default", options: .init()),
        SwiftGoldenCase(example: "apple-system", variant: "literals", options: .init(systemColorReferences: false)),
    ]

    func generate() throws -> GeneratedFile {
        let theme = try ResolvedTheme(contentsOfFile: SwiftGolden.themeFile(example))
        let files = try SwiftGenerator(options: options).generate(GeneratorInput(theme: theme))
        try #require(files.count == 1)
        return files[0]
    }
}

@Suite("Swift generator")
struct SwiftGeneratorTests {
    @Test("output matches the golden files", arguments: SwiftGoldenCase.all)
    func golden(_ golden: SwiftGoldenCase) throws {
        let file = try golden.generate()
        #expect(file.contents.hasPrefix(GeneratedMarker.comment(.slashes) + "\n"))
        #expect(file.contents.hasSuffix("}\n") || file.contents.hasSuffix("#endif\n"))
        try SwiftGolden.check(file.contents, path: golden.goldenPath)
    }

    @Test("the output is the same every time")
    func deterministic() throws {
        for golden in SwiftGoldenCase.all {
            #expect(try golden.generate() == golden.generate())
        }
    }

    @Test("every golden case type-checks against the UIKit/SwiftUI and AppKit/SwiftUI stubs")
    func typeChecks() async throws {
        let checker = try await SwiftTypeChecker()
        for golden in SwiftGoldenCase.all {
            let file = try golden.generate()
            for platform in SwiftTypeChecker.Platform.allCases {
                do {
                    try await checker.typeCheck(file.contents, name: file.path, for: platform)
                } catch {
                    Issue.record("\(golden.testDescription) on \(platform): \(error)")
                }
            }
        }
    }

    @Test("token paths become lowerCamelCase identifiers; keywords are escaped")
    func identifiers() throws {
        #expect(try SwiftIdentifier.lowerCamel(["text", "primary"], token: "t") == "textPrimary")
        #expect(try SwiftIdentifier.lowerCamel(["background", "grouped-cell"], token: "t") == "backgroundGroupedCell")
        #expect(try SwiftIdentifier.lowerCamel(["Brand", "Accent Color"], token: "t") == "brandAccentColor")
        #expect(try SwiftIdentifier.lowerCamel(["Brand_color"], token: "t") == "brandColor")
        #expect(try SwiftIdentifier.lowerCamel(["default"], token: "t") == "`default`")
        #expect(try SwiftIdentifier.lowerCamel(["switch"], token: "t") == "`switch`")
    }

    @Test("a name that cannot become an identifier is an error naming the token")
    func badNames() throws {
        let yaml = """
        tokens:
          2x:
            light: "#000000"
            dark: "#ffffff"
        """
        let theme = try ResolvedTheme(yaml: yaml, file: "bad.yml")
        #expect(throws: GeneratorError.self) { try SwiftGenerator().generate(GeneratorInput(theme: theme)) }
        do {
            _ = try SwiftGenerator().generate(GeneratorInput(theme: theme))
        } catch {
            #expect(error.token == "2x")
        }
        #expect(throws: GeneratorError.self) {
            try SwiftGenerator(options: .init(typeNames: .init(namespace: "my-colors"))).generate(GeneratorInput(theme: theme))
        }
    }

    @Test("two tokens that become the same identifier are an error")
    func collisions() throws {
        let yaml = """
        tokens:
          text-primary: "#000000"
          text:
            primary: "#111111"
        """
        let theme = try ResolvedTheme(yaml: yaml, file: "clash.yml")
        #expect(throws: GeneratorError.self) { try SwiftGenerator().generate(GeneratorInput(theme: theme)) }
    }

    static let wideTheme = """
        tokens:
          tint:
            vivid: "color(display-p3 1 0 0)"
            laser: "color(rec2020 0 1 0)"
        """

    @Test("sRGB literals keep a wide color as extended sRGB on every platform: AppKit through NSColor(red:…), which does not clamp")
    func wideColorsAsExtendedSRGB() throws {
        let input = GeneratorInput(theme: try ResolvedTheme(yaml: Self.wideTheme, file: "wide.yml"))
        let text = try SwiftGenerator().generate(input)[0].contents
        #expect(text.contains("NSColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)"))
        #expect(!text.contains("srgbRed"))
        // Display P3 red is about (1.0931, -0.2267, -0.1501) in extended sRGB.
        #expect(text.contains("1.0931, -0.2267, -0.1501, 1.0000"), "\(text)")
        #expect(SwiftGenerator().clippedColors(input).isEmpty)
    }

    @Test("Display P3 literals clip a color outside Display P3 into it, and name it with the ΔEOK lost")
    func displayP3LiteralsClipAndSaySo() throws {
        let input = GeneratorInput(theme: try ResolvedTheme(yaml: Self.wideTheme, file: "wide.yml"), displayP3: true)
        let text = try SwiftGenerator().generate(input)[0].contents
        #expect(text.contains("UIColor(displayP3Red:"))
        let clips = SwiftGenerator().clippedColors(input)
        #expect(clips.map(\.token) == ["tint.laser"])
        #expect(clips.first?.everywhere == true)
        #expect(clips.first?.description.hasPrefix("tint.laser: outside Display P3 in every appearance; a Display P3 literal cannot hold it, so it is clipped into Display P3 (ΔEOK 0.") == true)
        // No component of the file lies outside 0…1.
        let literals = text.components(separatedBy: "Components(").dropFirst().map { $0.prefix { $0 != ")" } }
        #expect(!literals.isEmpty)
        for literal in literals {
            let numbers = literal.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            #expect(numbers.count == 4 && numbers.allSatisfy { (0...1).contains($0) }, "\(literal)")
        }
    }

    @Test("numbers have four decimals")
    func numbers() {
        #expect(SwiftFilePlan.number(1) == "1.0000")
        #expect(SwiftFilePlan.number(0.17254) == "0.1725")
        #expect(SwiftFilePlan.number(-0.01234) == "-0.0123")
        #expect(SwiftFilePlan.number(-0.00001) == "0.0000")
    }
}
