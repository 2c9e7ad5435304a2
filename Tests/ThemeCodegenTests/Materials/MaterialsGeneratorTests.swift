import ColorScience
import Testing
@testable import ThemeCodegen
import ThemeModel

/// The `materials` generator: golden files, the Swift type-checked against the SwiftUI stubs,
/// every CSS color parsed by the project's own parser.
@Suite("Materials generator")
struct MaterialsGeneratorTests {
    static func files(_ example: String) throws -> [GeneratedFile] {
        try MaterialsGenerator().generate(GeneratorInput(theme: WebGolden.theme(example)))
    }

    @Test("matches the golden files", arguments: ["materials", "try-swift"])
    func golden(example: String) throws {
        let files = try Self.files(example)
        #expect(files.map(\.path) == ["Materials.swift", "materials.css"])
        try Golden.check(files, named: "materials/" + example)
    }

    @Test("the Swift type-checks against the UIKit/SwiftUI and AppKit/SwiftUI stubs")
    func typeChecks() throws {
        let checker = try SwiftTypeChecker()
        let file = try #require(try Self.files("materials").first { $0.path.hasSuffix(".swift") })
        for platform in SwiftTypeChecker.Platform.allCases {
            do {
                try checker.typeCheck(file.contents, name: file.path, for: platform)
            } catch {
                Issue.record("\(platform): \(error)")
            }
        }
    }

    @Test("the Swift uses the real materials and switches on Reduce Transparency; the theme's entries are listed")
    func swiftContents() throws {
        let text = try #require(try Self.files("materials").first?.contents)
        #expect(GeneratedMarker.isMarked(text))
        for name in ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial"] {
            #expect(text.contains(": .\(name)\n"))
        }
        #expect(text.contains("@Environment(\\.accessibilityReduceTransparency) private var reduceTransparency"))
        // Light thick over white: 97 % of #999999 + 3 % white = 156.06 → 156; dark: 90 % of 37 = 33.3 → 33.
        #expect(text.contains("case .thick: dark ? Color(red: 33 / 255, green: 33 / 255, blue: 33 / 255) : Color(red: 156 / 255, green: 156 / 255, blue: 156 / 255)"))
        #expect(text.contains("/// - label.tertiary: ultraThin\n"))
        let plain = try #require(try Self.files("try-swift").first?.contents)
        #expect(!plain.contains("Drawn on materials in this theme"))
    }

    @Test("vibrancy: every UIVibrancyEffectStyle from the material's blur effect, SwiftUI's hierarchical styles, the entry's vibrancy listed")
    func vibrancy() throws {
        let text = try #require(try Self.files("materials").first?.contents)
        // SwiftUI: the material turns vibrancy on for the content, and off on the opaque color.
        #expect(text.contains(".environment(\\.backgroundMaterial, reduceTransparency ? nil : thickness.material)"))
        for style in VibrancyStyle.allCases {
            #expect(text.contains("        case .\(style.rawValue): .\(style.uiKitName)\n"), "\(style)")
            #expect(text.contains("        case .\(style.rawValue): AnyShapeStyle("), "\(style)")
        }
        for (level, style) in [("label", "primary"), ("secondaryLabel", "secondary"), ("tertiaryLabel", "tertiary"), ("quaternaryLabel", "quaternary")] {
            #expect(text.contains("        case .\(level): .\(style)\n"))
        }
        #expect(text.contains("UIVibrancyEffect(blurEffect: UIBlurEffect(style: blurStyle), style: level.vibrancyStyle)"))
        #expect(text.contains("let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: level.vibrancyStyle))"))
        for material in SystemMaterial.allCases {
            #expect(text.contains("        case .\(material.rawValue): .\(material.uiKitName)\n"))
        }
        // UIKit only where it exists: the AppKit check compiles the file without it.
        let uikit = try #require(text.range(of: "#if canImport(UIKit)\nextension MaterialThickness {"))
        #expect(text[uikit.lowerBound...].hasSuffix("}\n#endif\n"))
        #expect(text.contains("/// - label.secondary: regular (vibrant secondaryLabel)\n"))
    }

    @Test("every CSS color parses with Color(css:); reduced transparency makes each material opaque")
    func css() throws {
        let text = try #require(try Self.files("materials").last?.contents)
        #expect(GeneratedMarker.isMarked(text))
        let tints = text.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "--material-tint: ") else { return nil }
            return String(line[range.upperBound...].dropLast())
        }
        #expect(tints.count == 16)
        for tint in tints {
            #expect(throws: Never.self) { _ = try Color(css: tint) }
        }
        let reduced = try #require(text.range(of: "@media (prefers-reduced-transparency: reduce) {"))
        let opaque = tints.suffix(8)
        #expect(opaque.allSatisfy { $0.count == 7 })
        #expect(text[reduced.upperBound...].contains(".material-thin {\n    --material-tint: #c1c1c1;\n    --material-filter: none;"))
        // Color dodge with #333333 is a scale by 1 / (1 − 51/255) = 1.25.
        #expect(text.contains(".material-thin {\n  --material-tint: #a6a6a6b3;\n  --material-filter: blur(24px) brightness(1.2500);"))
    }

    @Test("class names and brightness factors", arguments: [
        (SystemMaterial.ultraThin, "material-ultra-thin"), (.thin, "material-thin"), (.regular, "material-regular"), (.thick, "material-thick"),
    ])
    func classNames(material: SystemMaterial, name: String) {
        #expect(MaterialsCSSSource.className(material) == name)
        // Overlay in dark scales dark content by 2s: #8C8C8C → 2 · 140/255 = 1.0980.
        #expect(MaterialsCSSSource.brightness(MaterialLayer.layer(.regular, .dark)) == "1.0980")
    }
}
