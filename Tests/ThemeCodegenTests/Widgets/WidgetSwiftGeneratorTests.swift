import Foundation
import Testing
import ThemeModel
@testable import ThemeCodegen

/// `tincture generate --format widgets`: golden files, type-checked against the SwiftUI and
/// WidgetKit stubs on both platforms.
@Suite("Widget Swift generator")
struct WidgetSwiftGeneratorTests {
    /// A widget with images (every accented rendering mode), a keyword for a name and colors that
    /// differ between light and dark.
    static let images = """
        name: Photos
        tokens:
          surface: { role: background, light: "#ffffff", dark: "#000000" }
          text: { light: "#1c1c1e", dark: "#ffffff" }
        widgets:
          photos:
            background: "{surface}"
            elements:
              title: { color: "{text}", importance: 1, accentable: true, monochrome: 100% }
              default: { color: "{text} / 50%", importance: 2 }
              cover: { color: "#8a6d5c", image: fullColor, importance: 1 }
              album: { color: "#8a6d5c", image: accentedDesaturated, importance: 3 }
              badge: { color: "#ff9500", image: accented, importance: 4, alpha: 80% }
              backdrop: { color: "#8a6d5c", image: desaturated, importance: 5 }
        """

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var theme: @Sendable () throws -> ResolvedTheme
        var testDescription: String { name }
        var goldenPath: String { "widgets/\(name).swift" }

        func generate() throws -> GeneratedFile {
            let files = try WidgetSwiftGenerator().generate(GeneratorInput(theme: theme()))
            try #require(files.count == 1)
            return files[0]
        }
    }

    static let cases: [Case] = [
        Case(name: "example") {
            try ResolvedTheme(contentsOfFile: SwiftGolden.examplesDirectory.appendingPathComponent("widgets.yml").path)
        },
        Case(name: "images") { try ResolvedTheme(yaml: images, file: "photos.yml") },
    ]

    @Test("output matches the golden files", arguments: cases)
    func golden(_ c: Case) throws {
        let file = try c.generate()
        #expect(file.path == "Colors+Widgets.swift")
        #expect(file.contents.hasPrefix(GeneratedMarker.comment(.slashes) + "\n"))
        try SwiftGolden.check(file.contents, path: c.goldenPath)
    }

    @Test("the output is the same every time")
    func deterministic() throws {
        for c in Self.cases { #expect(try c.generate() == c.generate()) }
    }

    @Test("every case type-checks against the SwiftUI and WidgetKit stubs, on iOS and macOS")
    func typeChecks() throws {
        let checker = try SwiftTypeChecker()
        for c in Self.cases {
            let file = try c.generate()
            for platform in SwiftTypeChecker.Platform.allCases {
                do {
                    try checker.typeCheck(file.contents, name: file.path, for: platform)
                } catch {
                    Issue.record("\(c.name) on \(platform): \(error)")
                }
            }
        }
    }

    @Test("colors, monochrome opacities, the accent group and image modes come from the theme file")
    func contents() throws {
        let text = try Self.cases[1].generate().contents
        // text in light #1c1c1e (28/255 = 0.1098), in dark white; `default` at half its alpha.
        #expect(text.contains("case .title: colorScheme == .dark ? Color(red: 1.0000, green: 1.0000, blue: 1.0000, opacity: 1.0000) : Color(red: 0.1098, green: 0.1098, blue: 0.1176, opacity: 1.0000)"))
        #expect(text.contains("case .`default`: colorScheme == .dark ? Color(red: 1.0000, green: 1.0000, blue: 1.0000, opacity: 0.5000)"))
        // badge: alpha 80 %. Only title gives `monochrome:` (100 %): the others keep their full
        // color in every mode, as the audit simulates them, rather than a ladder it did not check.
        #expect(text.contains("case .badge: Color(red: 1.0000, green: 0.5843, blue: 0.0000, opacity: 0.8000)"))
        #expect(text.contains("    public var monochromeOpacity: Double? {\n        switch self {\n        case .title: 1.0000\n        default: nil\n"))
        #expect(text.contains("guard renderingMode != .fullColor, let opacity = monochromeOpacity else { return fullColor(colorScheme) }"))
        #expect(text.contains("case .title: true"))
        #expect(text.contains("case .album: .accentedDesaturated") && text.contains("case .cover: .fullColor"))
        #expect(text.contains("public func photosWidgetImage(_ element: PhotosWidgetElement) -> some View"))
    }

    @Test("names that become the same Swift identifier are an error naming them")
    func collidingNames() throws {
        let elements = try ResolvedTheme(yaml: """
            tokens: { a: red }
            widgets:
              w:
                background: "#000"
                elements: { day-number: "#fff", dayNumber: "#eee" }
            """, file: "t.yml")
        #expect { try WidgetSwiftGenerator().generate(GeneratorInput(theme: elements)) } throws: { error in
            (error as? GeneratorError)?.token == "widgets.w.dayNumber" && "\(error)".contains("'day-number' and 'dayNumber'")
        }
        let widgets = try ResolvedTheme(yaml: """
            tokens: { a: red }
            widgets:
              my-widget: { background: "#000", elements: { a: "#fff" } }
              myWidget: { background: "#000", elements: { a: "#fff" } }
            """, file: "t.yml")
        #expect { try WidgetSwiftGenerator().generate(GeneratorInput(theme: widgets)) } throws: { error in
            (error as? GeneratorError)?.token == "widgets.myWidget"
        }
    }

    @Test("a theme without widgets is an error, not an empty file")
    func noWidgets() throws {
        let theme = try ResolvedTheme(yaml: "tokens: { a: red }\n", file: "t.yml")
        #expect(throws: GeneratorError.self) { try WidgetSwiftGenerator().generate(GeneratorInput(theme: theme)) }
    }
}
