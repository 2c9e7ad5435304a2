import Foundation
import Testing
@testable import TinctureCLI

@Suite struct ColorUtilityCommandTests {
    @Test func convertsArgumentsToTheTargetSpace() {
        let result = runTincture(["convert", "#ff0000", "rebeccapurple", "--to", "hsl"])
        #expect(result.exitCode == 0)
        #expect(result.lines == ["hsl(0 100% 50%)", "hsl(270 50% 40%)"])
    }

    @Test func convertsStandardInputAsJSONLines() throws {
        let result = runTincture(["convert", "--to", "oklch", "--format", "json"], input: "#ffffff\n\n#000000\n")
        #expect(result.exitCode == 0)
        #expect(result.lines.count == 2)
        let first = try JSONSerialization.jsonObject(with: Data(result.lines[0].utf8)) as? [String: Any]
        let coordinates = first?["coordinates"] as? [Any]
        #expect(abs((coordinates?[0] as? Double ?? 0) - 1) < 1e-9)
        #expect(coordinates?[2] is NSNull)  // white's hue is powerless
        #expect(first?["input"] as? String == "#ffffff")
    }

    @Test func badLineIsReportedWithItsNumberAndTheRestStillRun() {
        let result = runTincture(["convert", "--to", "hsl"], input: "red\nrgb(10, 20 30)\nblue\n")
        #expect(result.exitCode == 65)
        #expect(result.lines == ["hsl(0 100% 50%)", "hsl(240 100% 50%)"])
        #expect(result.standardError.contains("line 2"))
        #expect(result.standardError.contains("mixed commas and spaces at column 11"))
    }

    @Test func aHugeLineIsRefusedAndNotEchoedWhole() {
        let huge = "rgb(" + String(repeating: "0 ", count: 5_000_000) + ")"
        let result = runTincture(["convert", "--to", "oklch"], input: huge + "\nred\n")
        #expect(result.exitCode == 65)
        #expect(result.lines == ["oklch(0.62796 0.25768 29.234)"])
        #expect(result.standardError.contains("line 1: 'rgb(0 0 0"))
        #expect(result.standardError.contains("(10000005 characters)"))
        #expect(result.standardError.contains("is 10000005 bytes long; a color is at most 4096"))
        #expect(result.standardError.count < 600, "\(result.standardError.prefix(700))")
    }

    @Test func blackWithChromaHasChromaZeroInHCT() throws {
        let result = runTincture(["convert", "oklch(0 0.1 30)", "--to", "hct", "--format", "json"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains(#""coordinates":[null,0,0]"#), "\(result.standardOutput)")
    }

    @Test func aColorWhoseXYZOverflowsIsARangeError() {
        let result = runTincture(["convert", "lab(50 1e308 1e308)", "--to", "srgb"])
        #expect(result.exitCode == 65)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("color out of range at column 1: 'lab(50 1e308 1e308)' lies beyond any color"))
    }

    /// Colors at the edges of what the parsers accept: no light makes some of them, others are far
    /// outside every gamut, one has a luminance of −0.05 (where WCAG's formula divides by zero).
    static let edgeColors = [
        "oklch(0 0.1 30)", "oklab(0 5 5)", "lab(0 100 100)", "lab(50 100000 0)", "lch(50 50 1e300)",
        "color(srgb-linear -0.05 -0.05 -0.05)", "color(srgb -1 -1 -1)", "color(xyz 999999 999999 999999)",
        "color(xyz -999999 0 0)", "color(rec2020 5 -5 0)", "hsl(0 10000% 50%)", "hwb(0 -100% -100%)", "lab(50 1e308 1e308)",
    ]

    static let colorCommands: [[String]] = [
        ["convert", "--to", "hct"], ["convert", "--to", "oklch"], ["convert", "--to", "hsl"], ["convert", "--to", "lab"],
        ["contrast"], ["difference", "--method", "2000"], ["difference", "--method", "ok"], ["gamut", "--to", "srgb"],
        ["palette"], ["simulate", "--deficiency", "protanopia", "--severity", "0.5"],
    ]

    @Test("no command prints nan or inf", arguments: colorCommands)
    func noCommandPrintsNaNOrInfinity(command: [String]) {
        let pairs = ["contrast", "difference"].contains(command[0])
        let input = Self.edgeColors.map { pairs ? "\($0) white\nblack \($0)" : $0 }.joined(separator: "\n")
        for format in ["text", "json"] {
            let result = runTincture(command + ["--format", format], input: input + "\n")
            let words = (result.standardOutput + result.standardError).lowercased().split { !$0.isLetter }
            #expect(!words.contains { ["nan", "inf", "infinity"].contains($0) }, "\(command) \(format):\n\(result.standardOutput)\(result.standardError)")
            #expect(result.exitCode == 65, "only lab(50 1e308 1e308) is refused")
            #expect(result.standardError.contains("color out of range"))
        }
    }

    @Test func unknownSpaceIsAUsageError() {
        let result = runTincture(["convert", "red", "--to", "cmyk"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("unknown color space 'cmyk'"))
    }

    @Test func contrastOfAPair() {
        let result = runTincture(["contrast", "#777", "#fff"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("4.47:1"))
        #expect(result.standardOutput.contains("AA fail"))
        #expect(result.standardOutput.contains("AA large pass"))
    }

    @Test func contrastCompositesTranslucentForegroundsAndReadsPairsFromInput() throws {
        let result = runTincture(["contrast", "--format", "json"], input: "rgb(0 0 0 / 50%) #fff\n#000 white\n")
        #expect(result.exitCode == 0)
        #expect(result.lines.count == 2)
        let first = try JSONSerialization.jsonObject(with: Data(result.lines[0].utf8)) as? [String: Any]
        #expect(first?["compositedForeground"] != nil)
        #expect(abs((first?["ratio"] as? Double ?? 0) - 3.9766) < 1e-3)
        let second = try JSONSerialization.jsonObject(with: Data(result.lines[1].utf8)) as? [String: Any]
        #expect(second?["ratioDisplay"] as? String == "21.00")
    }

    @Test func contrastRejectsALineWithoutTwoColors() {
        let result = runTincture(["contrast"], input: "#000\n")
        #expect(result.exitCode == 65)
        #expect(result.standardError.contains("line 1"))
        #expect(result.standardError.contains("expected two colors"))
    }

    @Test func differenceMethods() {
        let ok = runTincture(["difference", "red", "#fe0000", "--method", "ok"])
        #expect(ok.standardOutput.hasPrefix("ΔEOK 0.002"))
        let de2000 = runTincture(["difference", "#000", "#fff"])
        #expect(de2000.standardOutput.hasPrefix("ΔE2000 100.0000"))
    }

    @Test func gamutReportsAndMaps() {
        let result = runTincture(["gamut", "color(display-p3 1 0 0)", "#00f", "--to", "srgb"])
        #expect(result.exitCode == 0)
        #expect(result.lines[0].contains("outside srgb"))
        #expect(result.lines[1].contains("inside srgb"))
    }

    @Test func swatchesOnlyOnATerminalWithoutNoColor() {
        let plain = runTincture(["convert", "red", "--to", "srgb"], terminal: false)
        #expect(!plain.standardOutput.contains("\u{1B}["))
        let colored = runTincture(["convert", "red", "--to", "srgb"], terminal: true)
        #expect(colored.standardOutput.contains("\u{1B}[48;2;255;0;0m"))
        let noColor = runTincture(["convert", "red", "--to", "srgb"], terminal: true, environment: ["NO_COLOR": "1"])
        #expect(!noColor.standardOutput.contains("\u{1B}["))
    }
}

@Suite struct SimulateAndPaletteCommandTests {
    @Test func simulatesADeficiency() {
        let result = runTincture(["simulate", "#ff0000", "#00ff00", "--deficiency", "achromatopsia"])
        #expect(result.exitCode == 0)
        // Achromatopsia keeps the luminance: red's Y is 0.2126 → sRGB 0.4984 → byte 127.
        #expect(result.lines.first?.hasPrefix("#7f7f7f") == true)
        #expect(result.lines.count == 2)
    }

    @Test func severityOutOfRangeIsAUsageError() {
        let result = runTincture(["simulate", "red", "--deficiency", "protanopia", "--severity", "1.5"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("--severity must be between 0 and 1"))
    }

    @Test func simulateReportsTheMethodInJSON() throws {
        let result = runTincture(["simulate", "red", "--deficiency", "deuteranopia", "--severity", "0.5", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.lines[0].utf8)) as? [String: Any]
        #expect(object?["method"] as? String == "machado2009")
    }

    @Test func tonalPaletteOfASeed() {
        let result = runTincture(["palette", "#6750a4"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains(" 40  #6750a4"))  // the seed is its own tone 40
        #expect(result.standardOutput.contains("100  #ffffff"))
        let core = runTincture(["palette", "#6750a4", "--core", "--format", "json"])
        #expect(core.standardOutput.contains("\"neutral-variant\""))
        #expect(core.standardOutput.contains("\"error\""))
    }
}

/// One JSON key style across commands, and a schema version on every object.
@Suite("JSON output")
struct JSONOutputTests {
    /// Every key of a JSON value, at any depth.
    static func keys(_ value: Any) -> [String] {
        if let object = value as? [String: Any] { return object.keys + object.values.flatMap(keys) }
        if let array = value as? [Any] { return array.flatMap(keys) }
        return []
    }

    @Test("every command's JSON is lowerCamelCase with a schemaVersion", arguments: [
        ["contrast", "#777", "#fff"], ["gamut", "color(display-p3 1 0 0)"], ["convert", "#336699", "--to", "oklch"],
        ["difference", "#336699", "#336698"], ["type", "body"], ["tracking", "17"], ["neumorphic", "#e0e5ec"],
        ["resolve", ThemeCommandTests.example("apple-system.yml"), "text.tertiary"], ["tokens", ThemeCommandTests.example("try-swift.yml")],
        ["validate", ThemeCommandTests.example("try-swift.yml")], ["audit", ThemeCommandTests.example("try-swift.yml")],
        ["fix", ThemeCommandTests.example("try-swift.yml")], ["materials", ThemeCommandTests.example("materials.yml")],
        ["widget", WidgetCommandTests.example, "cycleRing", "--mode", "vibrant"],
    ])
    func oneStyle(arguments: [String]) throws {
        let result = runTincture(arguments + ["--format", "json"])
        // One object (pretty-printed, as audit writes it), or JSON lines.
        let whole = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let lines = whole != nil ? [Substring(result.standardOutput)] : result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("{") }
        #expect(!lines.isEmpty, "\(arguments): \(result.standardOutput)\(result.standardError)")
        for line in lines {
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["schemaVersion"] as? Int != nil, "\(arguments): \(line.prefix(120))")
            for key in Self.keys(object) where !key.hasPrefix("$") && !key.contains(".") && !key.contains(" ") && !key.contains("+") {
                #expect(!key.contains("_") && !key.contains("-") && key.first.map { !$0.isUppercase } != false, "\(arguments): key \(key)")
            }
        }
    }
}
