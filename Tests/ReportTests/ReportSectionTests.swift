import ColorScience
import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import Report

/// The components' sections: what each draws is what the audit's models compute.
@Suite("HTML report sections")
struct ReportSectionTests {
    /// The color a `var(--cN)` names in `colors`.
    static func color(_ value: String, in colors: PageColors) throws -> RGBA8 {
        let digits = value.drop { !$0.isNumber }.prefix { $0.isNumber }
        let number = try #require(Int(digits), "\(value) names no page color")
        return colors.colors[number]
    }

    static func backgroundValue(_ style: String) throws -> String {
        let start = try #require(style.range(of: "background:"))
        return String(style[start.upperBound...].prefix { $0 != ";" })
    }

    @Test("Each widget is drawn in full color, accented under every checked tint, and vibrant, with the simulation's colors")
    func widgets() throws {
        let theme = try ReportFiles.example("widgets.yml")
        var colors = PageColors()
        let gallery = WidgetGallery(theme: theme, name: "default", number: 0, colors: &colors)
        let widget = try #require(gallery.widgets.first { $0.name == "periodCalendar" })
        #expect(widget.views.count == 2 * (2 + WidgetTint.checked.count))
        let resolved = try #require(ResolvedWidget(theme.document.widgets[0], in: theme, appearance: .light))
        for tint in WidgetTint.checked {
            let view = try #require(widget.views.first { $0.tint == tint.name && $0.appearance == "0" })
            let simulation = WidgetSimulation(resolved, mode: .accented, tint: tint)
            #expect(try Self.color(Self.backgroundValue(view.style), in: colors) == RGBA8(rounding: simulation.background))
            let period = try #require(view.elements.first { $0.name == "period" })
            let simulated = try #require(simulation.elements.first { $0.name == "period" })
            #expect(try Self.color(period.style, in: colors) == RGBA8(rounding: simulated.color))
            // The day number is drawn on the period's circle.
            #expect(period.inside.map(\.name) == ["dayNumber"])
        }
        #expect(widget.views.filter { $0.tint == nil }.count == 4)
    }

    @Test("A distinct group's row shows, per appearance, the smallest ΔEOK the audit measures under that vision")
    func distinct() throws {
        let theme = try ReportFiles.example("try-swift.yml")
        let grid = DistinctGrid(theme: theme, name: "default", number: 0, appearances: theme.appearances, minimum: 0.1,
                                visions: ReportVision.all)
        let group = try #require(grid.groups.first)
        #expect(group.members.map(\.name) == ["status.success", "status.warning", "status.error"])
        for vision in [ColorVisionDeficiency.protanopia, .deuteranopia] {
            // The audit stops at a pair's first failing vision: audit this one alone, so that
            // every pair too close under it is a finding.
            let report = Auditor(AuditConfiguration(visions: [vision])).audit(theme)
            let row = try #require(group.rows.first { $0.vision == vision.rawValue.capitalized })
            for appearance in theme.appearances {
                let measured = report.findings.filter {
                    $0.rule == .distinct && $0.vision == vision && $0.appearance == appearance && $0.theme == "default"
                }.compactMap(\.measured)
                guard let smallest = measured.min() else { continue }
                let cell = row.cells[appearance.index]
                let shown = try #require(Double(cell.difference))
                #expect(abs(shown - smallest) < 0.001, "\(vision) \(appearance): \(cell.difference) vs \(smallest)")
                #expect(!cell.passes)
            }
        }
    }

    @Test("A material row shows the foreground over every content and on the Reduce Transparency color, as MaterialCheck measures")
    func materials() throws {
        let theme = try ReportFiles.example("materials.yml")
        var colors = PageColors()
        let samples = MaterialSamples(theme: theme, name: "default", number: 0, appearances: theme.appearances, policy: .wcagAA,
                                      colors: &colors)
        let checks = MaterialCheck.checks(theme.document.materials[0], in: theme, name: "default", appearance: .dark, policy: .wcagAA)
        let check = try #require(checks.first)
        let cell = samples.rows[0].cells[Appearance.dark.index]
        #expect(cell.samples.count == check.contents.count + 1)
        #expect(cell.samples.map(\.ratio) == (check.contents + [check.opaque]).map { ContrastRatioFormat.string($0.ratio) })
        #expect(cell.samples.last?.caption == "Reduce Transparency")
    }

    @Test("A glass row shows the foreground on its glass over white, black and stripes, and its worst case as the audit bounds it, marked")
    func glass() throws {
        let theme = try ReportFiles.example("glass.yml")
        var colors = PageColors()
        let samples = GlassSamples(theme: theme, name: "default", number: 0, appearances: theme.appearances, policy: .wcagAA, colors: &colors)
        #expect(samples.rows.map(\.token) == ["toolbar.label", "player.title", "card.label"])
        let cell = samples.rows[0].cells[Appearance.light.index]
        #expect(cell.samples.map(\.caption) == ["over white", "over black", "over stripes", "at worst, over #ffffff"])
        #expect(cell.samples.map(\.ratio) == ["2.10", "21.00", "2.10", "2.10"])
        #expect(cell.samples.map(\.isWorst) == [false, false, false, true])
        #expect(!cell.samples[3].passes)
        #expect(cell.samples.allSatisfy { !$0.style.contains("#") })  // every color through a custom property
        // Over the artwork known to lie beneath, the player's title passes.
        let known = samples.rows[1].cells[Appearance.light.index].samples[3]
        #expect(known.caption == "at worst over the known content" && known.passes)
        let page = ReportFiles.page(theme)
        #expect(page.contains("id=\"glass\"") && page.contains("href=\"#glass\""))
    }

    @Test("Neumorphic controls are drawn flat, convex and pressed through the page's colors, with the article's checks")
    func neumorphic() throws {
        let theme = try ReportFiles.example("neumorphic-controls.yml")
        var colors = PageColors()
        let section = NeumorphicControls(theme: theme, name: "default", number: 0, appearances: theme.appearances, colors: &colors)
        let card = try #require(section.controls.first?.cards.first)
        #expect(card.states.map(\.name) == ["Flat", "Convex", "Pressed"])
        #expect(card.states[2].style.contains("box-shadow: inset "))
        #expect(!card.states[0].style.contains("#"))  // every color through a custom property
        #expect(card.checks.count == 4)
    }

    @Test("The type specimen is shown only when the theme sizes its text")
    func typography() throws {
        #expect(ReportFiles.page(try ReportFiles.example("typography.yml")).contains("id=\"typography\""))
        let plain = """
            tokens:
              text: "#222222"
              background: "#ffffff"
            """
        #expect(!ReportFiles.page(try ResolvedTheme(yaml: plain, file: "plain.yml")).contains("id=\"typography\""))
        let specimen = TypeSpecimen()
        let body = try #require(specimen.rows.first { $0.name == "body" })
        #expect(body.cells[1].css.hasPrefix("font-size:17px;line-height:22px;font-weight:400;"))
    }
}
