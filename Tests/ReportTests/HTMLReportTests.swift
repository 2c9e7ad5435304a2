import ColorScience
import Foundation
import Mustache
import Testing
import ThemeAudit
import ThemeModel
@testable import Report

@Suite("HTML report page")
struct HTMLReportTests {
    @Test("The try-swift example's page matches its golden file byte for byte")
    func golden() throws {
        let page = ReportFiles.page(try ReportFiles.example("try-swift.yml"))
        let stored = try ReportFiles.golden(page, named: "try-swift.html")
        guard let stored else {
            Issue.record("golden file missing: Tests/ReportTests/Golden/try-swift.html (run with RECORD_GOLDEN=1 to record)")
            return
        }
        #expect(page == stored)
    }

    @Test("The same input gives the same bytes")
    func deterministic() throws {
        let theme = try ReportFiles.example("widgets.yml")
        #expect(ReportFiles.page(theme) == ReportFiles.page(theme))
    }

    @Test("Every template parses")
    func templatesParse() throws {
        for (name, text) in PageTemplate.all {
            #expect(throws: Never.self, "template \(name)") { _ = try MustacheTemplate(string: text) }
        }
    }

    @Test("The page is self-contained: nothing is fetched")
    func selfContained() throws {
        let page = ReportFiles.page(try ReportFiles.example("try-swift.yml"))
        #expect(!page.contains("http://") && !page.contains("https://"))
        #expect(!page.contains("<link") && !page.contains(" src="))
        #expect(page.contains(GeneratedMarker.text))
    }

    @Test("Text from the theme file is escaped")
    func escaping() throws {
        let yaml = """
            name: "<script>alert(1)</script>"
            tokens:
              text:
                description: "a <b>bold</b> & \\"quoted\\" claim"
                light: "#222222"
                dark: "#eeeeee"
              background:
                light: "#ffffff"
                dark: "#000000"
            contrast:
              - foreground: text
                background: background
            """
        let page = ReportFiles.page(try ResolvedTheme(yaml: yaml, file: "x.yml"))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("a &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; claim"))
    }

    @Test("Each vision's colors are ColorScience's simulation of the color shown in normal vision")
    func visionColors() throws {
        var colors = PageColors()
        let shown = RGBA8(red: 0xc5, green: 0x51, blue: 0x52)
        #expect(colors.value(shown) == "var(--c0)")
        #expect(colors.value(SRGB(red: 0.2, green: 0.4, blue: 0.6)) == "var(--c1)")
        #expect(colors.value(shown) == "var(--c0)")
        let sheet = colors.styleSheet(visions: ReportVision.all)
        let lines = sheet.split(separator: "\n")
        #expect(lines.count == ReportVision.all.count)
        #expect(lines[0] == ":root{--c0:#c55152;--c1:#336699;}")
        for (vision, line) in zip(ReportVision.all.dropFirst(), lines.dropFirst()) {
            let simulation = try #require(vision.simulation)
            let expected = simulation.simulate(shown).hexRGB
            #expect(line.hasPrefix("html[data-v=\"\(vision.id)\"]{--c0:\(expected);"))
        }
    }

    @Test("A pair's cell carries its ratio and verdict for every vision, as ContrastMeter measures them")
    func pairFigures() throws {
        let theme = try ReportFiles.example("try-swift.yml")
        let pairs = ContrastPair.pairs(of: theme)
        var colors = PageColors()
        let table = PairTable(theme: theme, name: "default", number: 0, appearances: Appearance.all, pairs: pairs, policy: .wcagAA,
                              visions: ReportVision.all,
                              colors: &colors)
        let errorOnContent = try #require(pairs.firstIndex { $0.foreground.string == "status.error" && $0.background.string == "background.content" })
        let cell = table.rows[errorOnContent].cells[Appearance(.dark, .normal, .elevated).index]
        let meter = ContrastMeter(theme: theme, appearance: Appearance(.dark, .normal, .elevated))
        let normal = try #require(meter.measure(pairs[errorOnContent]))
        #expect(cell.ratio == ContrastRatioFormat.string(normal.ratio))
        #expect(!cell.passes)
        let ratios = cell.ratios.split(separator: " ").map(String.init)
        #expect(ratios.count == ReportVision.all.count)
        for (number, vision) in ReportVision.all.enumerated() {
            let seen = try #require(meter.measure(pairs[errorOnContent], seenThrough: vision.simulation))
            #expect(ratios[number] == ContrastRatioFormat.string(seen.ratio))
            #expect(Array(cell.verdicts)[number] == (seen.ratio >= 3 ? "1" : "0"))
        }
    }

    @Test("The page's own text reaches 4.5:1, and its marks and lines 3:1, on every surface, light and dark")
    func chromeContrast() {
        for scheme in [PageChrome.light, PageChrome.dark] {
            for (surfaceName, surface) in scheme.surfaces {
                for (name, color) in scheme.texts {
                    let ratio = WCAG21Contrast.ratio(SRGB(color), SRGB(surface))
                    #expect(ratio >= 4.5, "\(name) on \(surfaceName): \(ratio)")
                }
                for (name, color) in scheme.marks {
                    let ratio = WCAG21Contrast.ratio(SRGB(color), SRGB(surface))
                    #expect(ratio >= 3, "\(name) on \(surfaceName): \(ratio)")
                }
            }
        }
    }
}
