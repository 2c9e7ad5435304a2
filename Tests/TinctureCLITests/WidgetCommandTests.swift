import Foundation
import Testing
@testable import TinctureCLI

/// `tincture widget`: the simulation table, findings and suggestion, JSON, and its errors.
@Suite("Widget command")
struct WidgetCommandTests {
    static let example = AuditSchemas.example("widgets.yml")

    @Test("the Clover-like calendar under the orange tint: every phase white, findings, then the ladder; exit 1")
    func failingWidget() {
        let result = runTincture(["widget", Self.example, "periodCalendar", "--mode", "accented", "--tint", "#ff9500"])
        #expect(result.exitCode == 1)
        #expect(result.lines.first == "periodCalendar — accented, tint orange #ff9500, light")
        #expect(result.lines.contains { $0.hasPrefix("period") && $0.contains("default #d81b60 → #ffffff") })
        #expect(result.lines.contains { $0.hasPrefix("dayNumber") && $0.contains("1.00:1 (needs 4.50:1)") })
        #expect(result.standardOutput.contains("error: widgets.periodCalendar.period: differs from 'fertile'"))
        #expect(result.standardOutput.contains("[widget-default-group]"))
        #expect(result.lines.contains { $0.hasPrefix("  fertile") && $0.contains("30%") })
        #expect(result.standardOutput.contains("with it, still"))
    }

    @Test("every column ends with a space: a group as long as 'unchanged' does not touch the color after it")
    func columnsAreSpaced() throws {
        let root = try Scratch.directory("widget-columns")
        let theme = root + "/photo.yml"
        try """
            widgets:
              photoWidget:
                background: "#ffffff"
                elements:
                  photo:
                    color: "#336699"
                    role: fill
                    image: fullColor
                  aVeryLongElementName:
                    color: "#1c1c1e"
                    role: text
                    accentable: true
            """.write(toFile: theme, atomically: true, encoding: .utf8)
        for terminal in [false, true] {
            let result = runTincture(["widget", theme, "photoWidget", "--mode", "accented", "--tint", "#ff9500"], terminal: terminal)
            let lines = result.lines.map { $0.replacingOccurrences(of: "\u{1B}[0m", with: "") }
            let photo = try #require(lines.first { $0.hasPrefix("photo ") }, "\(result.standardOutput)")
            #expect(photo.contains("unchanged ") && !photo.contains("unchanged#") && !photo.contains("unchanged\u{1B}"), "\(photo)")
            let long = try #require(lines.first { $0.hasPrefix("aVeryLongElementName ") })
            #expect(long.contains("accent "), "\(long)")
            // The colors start in one column on every line of the table.
            let table = lines.filter { $0.hasPrefix("background") || $0.hasPrefix("photo ") || $0.hasPrefix("aVeryLong") }
            let columns = Set(table.map { $0.distance(from: $0.startIndex, to: $0.firstIndex { $0 == "#" || $0 == "\u{1B}" }!) })
            #expect(columns.count == 1, "\(table)")
        }
    }

    @Test("the redesign passes in vibrant and dark; exit 0")
    func passingWidget() {
        let result = runTincture(["widget", Self.example, "cycleRing", "--mode", "vibrant", "--appearance", "dark"])
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        #expect(result.lines.first == "cycleRing — vibrant, dark")
        #expect(result.standardOutput.contains("no findings"))
        #expect(result.lines.contains { $0.hasPrefix("  caption") && $0.contains("(now 60%)") })
    }

    @Test("a tint outside the checked set is checked too: a gray that matches the caption's 60 % white collapses it with the title")
    func customTint() {
        // White at 60 % over the accented backdrop for a neutral tint (OKLCH 0.16 → #0d0d0d) is
        // 0.6 · 255 + 0.4 · 13 ≈ 158 = #9e9e9e: the title, accentable, drawn in that tint, matches.
        let result = runTincture(["widget", Self.example, "cycleRing", "--tint", "#9e9e9e"])
        #expect(result.exitCode == 1)
        #expect(result.lines.first == "cycleRing — accented, tint custom #9e9e9e, light")
        #expect(result.standardOutput.contains("widgets.cycleRing.cycleDay: differs from 'caption'"))
        #expect(result.standardOutput.contains("the custom tint #9e9e9e"))
    }

    @Test("--policy wcag-aaa asks 7:1 of text: the redesign's title fails with the darker tints")
    func policy() {
        let aa = runTincture(["widget", Self.example, "cycleRing", "--appearance", "dark"])
        #expect(aa.exitCode == 0)
        let aaa = runTincture(["widget", Self.example, "cycleRing", "--appearance", "dark", "--policy", "wcag-aaa"])
        #expect(aaa.exitCode == 1)
        #expect(aaa.standardOutput.contains("widgets.cycleRing.cycleDay: text contrast"))
        #expect(aaa.standardOutput.contains("is below 7:1"))
    }

    @Test("full color leaves the colors as they are; the background too")
    func fullColor() {
        let result = runTincture(["widget", Self.example, "periodCalendar", "--mode", "fullColor"])
        #expect(result.lines.contains { $0.hasPrefix("background") && $0.contains("#ffffff → #ffffff") })
        #expect(result.lines.contains { $0.hasPrefix("period ") && $0.contains("#d81b60 → #d81b60") })
    }

    @Test("swatches on a terminal")
    func swatches() {
        let result = runTincture(["widget", Self.example, "cycleRing"], terminal: true)
        #expect(result.standardOutput.contains("\u{1B}[48;2;"))
    }

    @Test("JSON lists the elements, their colors and the findings")
    func json() throws {
        let result = runTincture(["widget", Self.example, "periodCalendar", "--tint", "blue", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.lines[0].utf8)) as? [String: Any])
        #expect(object["mode"] as? String == "accented")
        #expect(object["tint"] as? String == "#0000ff")
        let elements = object["elements"] as? [[String: Any]] ?? []
        #expect(elements.map { $0["name"] as? String } == ["period", "fertile", "ovulation", "ordinary", "today", "dayNumber"])
        #expect(elements.first?["simulated"] as? String == "#ffffff")
        #expect((elements.first?["suggestedAlpha"] as? Double).map { abs($0 - 0.6) < 1e-9 } == true)
        let findings = object["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["rule"] as? String == "widget-information-lost" })
    }

    @Test("an unknown widget: a clear error naming the widgets, with a suggestion")
    func unknownWidget() {
        let result = runTincture(["widget", Self.example, "periodCalender"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("no widget named 'periodCalender'"))
        #expect(result.standardError.contains("did you mean 'periodCalendar'?"))
        #expect(result.standardError.contains("widgets: periodCalendar, cycleRing"))
    }

    @Test("a theme without widgets, a missing name, a bad tint, a bad mode")
    func otherErrors() {
        let none = runTincture(["widget", AuditSchemas.example("try-swift.yml"), "x"])
        #expect(none.exitCode == 64 && none.standardError.contains("describes no widgets"))
        let missing = runTincture(["widget", Self.example])
        #expect(missing.exitCode == 64 && missing.standardError.contains("give a widget name"))
        let tint = runTincture(["widget", Self.example, "cycleRing", "--tint", "notacolor"])
        #expect(tint.exitCode == 64 && tint.standardError.contains("--tint"))
        let translucent = runTincture(["widget", Self.example, "cycleRing", "--tint", "transparent"])
        #expect(translucent.exitCode == 64 && translucent.standardError.contains("is translucent"), "\(translucent.standardError)")
        let mode = runTincture(["widget", Self.example, "cycleRing", "--mode", "tinted"])
        #expect(mode.exitCode == 64)
    }

    @Test("tincture audit runs the widget checks with the others")
    func audit() {
        let result = runTincture(["audit", Self.example])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("[widget-information-lost]"))
        #expect(result.standardOutput.contains("[widget-tint-contrast]"))
        #expect(result.standardOutput.contains("[widget-default-group]"))
        #expect(!result.standardOutput.contains("widgets.cycleRing"))
    }
}

/// `tincture generate --format widgets` writes the widget code through the one writer.
@Suite("Widget code generation command")
struct WidgetGenerateCommandTests {
    @Test("the widgets format is registered and writes <name>+Widgets.swift")
    func generate() throws {
        #expect(GeneratorRegistry.names.contains("widgets"))
        let directory = NSTemporaryDirectory() + "tincture-widgets-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = directory + "/Colors+Widgets.swift"
        let result = runTincture(["generate", WidgetCommandTests.example, "--format", "widgets", "--output", output])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("public enum PeriodCalendarWidgetElement") && text.contains("import WidgetKit"))
        // Elements without `monochrome:` keep their full color in every mode: the code draws the
        // widget the audit checked. The redesign's elements take their `monochrome:` alphas.
        #expect(text.contains("public var monochromeOpacity: Double? { nil }"))
        #expect(text.contains("case .cycleDay: 1.0000"))
    }

    @Test("a theme without widgets: a clear error")
    func noWidgets() {
        let result = runTincture(["generate", AuditSchemas.example("try-swift.yml"), "--format", "widgets", "--output", "/tmp/x.swift", "--dry-run"])
        #expect(result.exitCode != 0)
        #expect(result.standardError.contains("describes no widgets"))
    }
}
