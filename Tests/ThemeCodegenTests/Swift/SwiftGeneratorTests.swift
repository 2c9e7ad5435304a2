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

    @Test("numbers have four decimals")
    func numbers() {
        #expect(SwiftFilePlan.number(1) == "1.0000")
        #expect(SwiftFilePlan.number(0.17254) == "0.1725")
        #expect(SwiftFilePlan.number(-0.01234) == "-0.0123")
        #expect(SwiftFilePlan.number(-0.00001) == "0.0000")
    }
}
