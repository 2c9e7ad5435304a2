import ColorScience
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

    /// A line break or escape in an input is shown escaped, so that an error stays on its line
    /// and cannot drive the terminal.
    @Test func controlCharactersInInputsAreEscapedInErrors() {
        let convert = runTincture(["convert", "red\nblue", "--to", "srgb"])
        #expect(convert.exitCode == 65)
        #expect(convert.standardError.hasPrefix(#"tincture: argument 1: 'red\nblue': unexpected 'blue' after the color at column 5"#), "\(convert.standardError)")
        #expect(convert.standardError.split(separator: "\n").count == 2)
        let escape = runTincture(["convert", "--to", "srgb"], input: "rgb(1 2 3)\u{1B}[2J\n")
        #expect(escape.standardError.contains(#"'rgb(1 2 3)\u{1B}[2J': unexpected '\u{1B}' after the color"#), "\(escape.standardError)")
        #expect(!escape.standardError.contains("\u{1B}"))
        let resolve = runTincture(["resolve", ThemeCommandTests.example("try-swift.yml"), "text\nprimary"])
        #expect(resolve.standardError.contains(#"'text\nprimary' is not a token path"#), "\(resolve.standardError)")
        let validate = runTincture(["validate", "no\nsuch.yml"])
        #expect(validate.exitCode == 66)
        #expect(validate.standardError.hasPrefix(#"tincture: error: no\nsuch.yml: no such file or folder"#), "\(validate.standardError)")
        let contrast = runTincture(["contrast", "#000", "#fff", "--over", "a\tb"])
        #expect(contrast.standardError.contains(#"--over: 'a\tb'"#), "\(contrast.standardError)")
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

    /// The text output is in the space asked for: CSS where CSS has a form for it, the dashed
    /// `color()` name for HSV, HCT and the D65 Lab spaces, and it reads back as that space with
    /// the coordinates the JSON output gives.
    @Test("convert prints the space asked for", arguments: ColorSpace.allCases)
    func convertPrintsTheSpaceAskedFor(space: ColorSpace) throws {
        let text = runTincture(["convert", "#3366cc", "--to", space.rawValue])
        #expect(text.exitCode == 0)
        let line = try #require(text.lines.first)
        let prefix: String = switch space {
        case .srgb: "#"
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch: space.rawValue + "("
        case .hsv, .hct, .labD65, .lchD65: "color(--\(space.rawValue) "
        default: "color(\(space.rawValue) "
        }
        #expect(line.hasPrefix(prefix), "\(space): \(line)")
        let read = try Color(css: line)
        #expect(read.space == space, "\(space): \(line)")
        let json = runTincture(["convert", "#3366cc", "--to", space.rawValue, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let coordinates = try #require(object["coordinates"] as? [Double])
        for (shown, exact) in zip(read.coordinates.array, coordinates) {
            #expect(abs((shown ?? .nan) - exact) < 2e-3 * max(1, abs(exact)), "\(space): \(line) vs \(coordinates)")
        }
    }

    @Test func convertNamesTheSpacesBesideHSVInText() {
        let result = runTincture(["convert", "#3366cc", "--to", "hsv"])
        #expect(result.lines == ["color(--hsv 220 75% 80%)"])
        #expect(runTincture(["convert", "color(--hsv 220 75% 80%)", "--to", "srgb"]).lines == ["#3366cc"])
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

    /// A translucent background is composited over `--over`, then the foreground over that:
    /// black on a 20% black fill over white is black on #cccccc (13.09:1).
    @Test func contrastOverABackdropForATranslucentBackground() throws {
        let text = runTincture(["contrast", "#000", "rgb(0 0 0 / 20%)", "--over", "white"])
        #expect(text.exitCode == 0, "\(text.standardError)")
        #expect(text.standardOutput.hasPrefix("13.07:1"), "\(text.standardOutput)")
        #expect(text.standardOutput.contains("(#000 on rgb(0 0 0 / 20%) over white)"))
        let json = runTincture(["contrast", "--over", "#fff", "--format", "json"], input: "#000 rgb(0 0 0 / 20%)\n#777 #fff\n")
        #expect(json.exitCode == 0)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(json.lines[0].utf8)) as? [String: Any])
        #expect(first["compositedBackground"] as? String == "#cccccc")
        #expect(first["over"] as? String == "#fff")
        let second = try #require(try JSONSerialization.jsonObject(with: Data(json.lines[1].utf8)) as? [String: Any])
        #expect(second["compositedBackground"] == nil)
        #expect(second["ratioDisplay"] as? String == "4.47")
    }

    @Test func contrastOfATranslucentBackgroundWithoutABackdropSaysWhatToGive() {
        let result = runTincture(["contrast", "#000", "rgb(0 0 0 / 20%)"])
        #expect(result.exitCode == 65)
        #expect(result.standardError.contains("the background is translucent (alpha 0.2); give what lies beneath it with --over COLOR"))
        let translucent = runTincture(["contrast", "#000", "#fff", "--over", "rgb(0 0 0 / 50%)"])
        #expect(translucent.exitCode == 64)
        #expect(translucent.standardError.contains("--over: 'rgb(0 0 0 / 50%)' is translucent"))
        #expect(runTincture(["contrast", "#000", "#fff", "--over", "nope"]).exitCode == 64)
    }

    @Test func contrastPairsMayCarryCSSComments() {
        let result = runTincture(["contrast"], input: "/* text */ #777 /* on */ #fff\nrgb(0/**/0 0) white /* page */\n")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.lines.count == 2)
        #expect(result.lines[0].hasPrefix("4.47:1"))
        #expect(result.lines[1].hasPrefix("21.00:1"))
        #expect(runTincture(["contrast", "/* fg */ #777", "#fff /* bg */"]).standardOutput.hasPrefix("4.47:1"))
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
        #expect(result.standardError.contains("--severity 1.5 is out of range: it must be between 0 and 1"))
    }

    /// `-1` after an option that takes a number is that number, out of range, not an unknown
    /// option `-1` and a missing value.
    @Test("a negative number after a numeric option is read, and said to be out of range", arguments: [
        (["simulate", "red", "--deficiency", "protanopia", "--severity", "-1"], "--severity -1 is out of range: it must be between 0 and 1"),
        (["neumorphic", "#333333", "--size", "-5"], "--size -5 is out of range: it must be more than 0 points"),
        (["neumorphic", "#333333", "--shape", "rounded", "--corner-radius", "-2"], "--corner-radius -2 is out of range: it must be 0 or more points"),
        (["neumorphic", "#333333", "--size", "nan"], "--size nan is out of range"),
        (["tracking", "-5"], "point size '-5' is out of range: it must be a positive number"),
    ])
    func negativeNumbersAreOutOfRange(arguments: [String], message: String) {
        let result = runTincture(arguments)
        #expect(result.exitCode == 64, "\(result.standardError)")
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!result.standardError.contains("Missing value"))
    }

    @Test func aNegativeNumberInRangeStillWorksAfterAnOption() {
        #expect(runTincture(["simulate", "red", "--deficiency", "protanopia", "--severity", "-0"]).exitCode == 0)
        #expect(runTincture(["neumorphic", "#333333", "--size", "44"]).exitCode != 64)
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
