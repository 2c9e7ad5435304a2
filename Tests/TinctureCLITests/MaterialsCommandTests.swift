import ColorScience
import Foundation
import Testing
@testable import TinctureCLI

/// `tincture materials`: the model alone, a theme's foregrounds and findings, JSON.
@Suite("Materials command")
struct MaterialsCommandTests {
    static let example = AuditSchemas.example("materials.yml")

    @Test("without a theme: every material over white and black, in both schemes, and exit 0")
    func modelAlone() {
        let result = runTincture(["materials"])
        #expect(result.exitCode == 0)
        let text = result.standardOutput
        #expect(text.contains("light:") && text.contains("dark:"))
        // Light ultra thin over black: dodge keeps 0, then 44 % of #BFBFBF = 84.04 → #545454.
        #expect(text.contains("  ultraThin (color-dodge #0d0d0d, tint #bfbfbf70)\n    over white"))
        #expect(text.contains("over black               #000000  →  #545454"))
        // Dark regular over white: overlay keeps 1, then 82 % of #252525 over it = 76.24 → #4c4c4c.
        #expect(text.contains("over white               #ffffff  →  #4c4c4c"))
        #expect(text.contains("opaque with Reduce Transparency: #9c9c9c (unconfirmed)"))
        #expect(!text.contains("foregrounds"))
    }

    @Test("--appearance picks one scheme")
    func oneScheme() {
        let result = runTincture(["materials", "--appearance", "dark"])
        #expect(!result.standardOutput.contains("light:"))
        #expect(result.standardOutput.contains("dark:"))
        #expect(runTincture(["materials", "--appearance", "dusk"]).exitCode != 0)
    }

    @Test("with the example: theme content beneath, worst cases that pass and fail, findings, exit 1")
    func example() {
        let result = runTincture(["materials", Self.example, "--appearance", "light"])
        #expect(result.exitCode == 1)
        let text = result.standardOutput
        #expect(text.contains("over content.sky         #8ec5ff  →  #a8c8e3"))
        let lines = result.lines
        let primary = lines.filter { $0.hasPrefix("    label.primary") }
        #expect(primary.count == 2)
        #expect(primary.allSatisfy { $0.hasSuffix("pass") })
        let tertiary = lines.first { $0.hasPrefix("    label.tertiary") }
        #expect(tertiary?.contains("ultraThin") == true)
        #expect(tertiary?.hasSuffix("FAIL") == true)
        #expect(text.contains("error  label.tertiary: 1.66:1 on the ultraThin material made opaque by Reduce Transparency (#e3e3e3), needs 4.5:1 in light  [material-reduce-transparency]"))
        #expect(!text.contains(" in dark"))
    }

    @Test("JSON: layers, foregrounds and findings as values")
    func json() throws {
        let result = runTincture(["materials", Self.example, "--format", "json"])
        #expect(result.exitCode == 1)
        let json = try JSONValue.parse(result.standardOutput)
        if case .bool(let confirmed) = json["reduceTransparencyConfirmed"] { #expect(!confirmed) } else { Issue.record("no reduceTransparencyConfirmed") }
        let schemes = try #require(json["schemes"]?.array)
        #expect(schemes.map { $0["scheme"]?.string } == ["light", "dark"])
        let layers = try #require(schemes[0]["layers"]?.array)
        #expect(layers.map { $0["material"]?.string } == ["ultraThin", "thin", "regular", "thick"])
        #expect(layers[2]["reduceTransparency"]?.string == "#c1c1c1")
        let findings = try #require(json["findings"]?.array)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { ["material-contrast", "material-reduce-transparency"].contains($0["rule"]?.string ?? "") })
        #expect(!findings.contains { $0["token"]?.string == "label.primary" || $0["token"]?.string == "fill.badge" })
    }

    @Test("--vibrancy: each level's color on each material over the same contents, unconfirmed ones marked")
    func vibrancyModel() {
        let result = runTincture(["materials", "--vibrancy", "--appearance", "dark"])
        #expect(result.exitCode == 0)
        let text = result.standardOutput
        #expect(text.contains("Vibrancy modeled as blend layers over the material"))
        #expect(text.contains("    vibrant, over white, black:\n      label            #ffffff  #ffffff\n"))
        // Dark regular: #4c4c4c (76.24) over white, 82 % of #252525 (30.34) over black; plus-lighter
        // adds #999999 (153) for the secondary label, #1a1a1a (26) for the separator.
        let regular = text[text.range(of: "  regular (")!.lowerBound...]
        #expect(regular.contains("      secondaryLabel   #e5e5e5  #b7b7b7 (unconfirmed)\n"))
        #expect(regular.contains("      separator        #666666  #383838 (unconfirmed)\n"))
        #expect(!runTincture(["materials"]).standardOutput.contains("vibrant"))
    }

    @Test("a foreground drawn with vibrancy is named with its style, in text and JSON")
    func vibrantForeground() throws {
        let text = runTincture(["materials", Self.example, "--appearance", "light"]).lines
        let vibrant = text.first { $0.hasPrefix("    label.secondary") && $0.contains("vibrant") }
        #expect(vibrant?.contains("regular    vibrant secondaryLabel: 2.82:1 over black, 2.68:1 opaque, needs 4.5:1  FAIL") == true, "\(vibrant ?? "")")
        let json = try JSONValue.parse(runTincture(["materials", Self.example, "--format", "json", "--vibrancy"]).standardOutput)
        #expect(json["vibrancySource"]?.string?.contains("MOES-Media/mm-components") == true)
        let schemes = try #require(json["schemes"]?.array)
        let foregrounds = try #require(schemes[1]["foregrounds"]?.array)
        let secondary = foregrounds.filter { $0["token"]?.string == "label.secondary" }
        #expect(secondary.map { $0["vibrancy"]?.string } == [nil, "secondaryLabel"])
        #expect(secondary.last?["passes"] == .bool(true))
        let levels = try #require(schemes[0]["layers"]?.array?.first?["vibrancy"]?.array)
        #expect(levels.map { $0["style"]?.string } == VibrancyStyleNames.all)
        #expect(levels.map { $0["confirmed"] } == [.bool(true)] + Array(repeating: .bool(false), count: 7))
        #expect(levels.last?["derived"] == .bool(true))
        #expect(levels[1]["colors"]?.array?.count == schemes[0]["layers"]?.array?.first?["over"]?.array?.count)
        let plain = try JSONValue.parse(runTincture(["materials", "--format", "json"]).standardOutput)
        #expect(plain["schemes"]?.array?.first?["layers"]?.array?.first?["vibrancy"] == nil)
    }

    @Test("a theme without a materials section has no foregrounds and no findings")
    func noSection() {
        let result = runTincture(["materials", AuditSchemas.example("try-swift.yml"), "--appearance", "light"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("No material findings."))
    }

    @Test("swatches on a terminal")
    func swatches() {
        #expect(runTincture(["materials"], terminal: true).standardOutput.contains("\u{1B}[48;2;"))
    }
}

/// The vibrancy levels in the model's order, spelled out here rather than read from the library.
enum VibrancyStyleNames {
    static let all = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "fill", "secondaryFill", "tertiaryFill", "separator"]
}
