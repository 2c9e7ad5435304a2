import ColorScience
import Foundation
import Testing
import ThemeModel
@testable import ThemeAudit

/// The theme file's `glass:` section: read, written back, and audited (`glass-contrast`,
/// `glass-unbounded`).
@Suite("Rules: Liquid Glass")
struct GlassRuleTests {
    static let theme = """
        name: Glass
        palette:
          white: "#ffffff"
          ink: "#1c1c1e"
          dusk: "#2b3a55"
        tokens:
          toolbar:
            label: "{palette.white}"
          player:
            title: "{palette.white}"
          card:
            label: "{palette.ink}"
          content:
            dusk: "{palette.dusk}"
        glass:
          - foreground: [toolbar.label]
            variant: clear
            dim: "#000000 / 30%"
          - foreground: [player.title]
            variant: clear
            dim: "#000000 / 30%"
            over: [content.dusk]
          - foreground: [card.label]
            variant: regular

        """

    @Test("The section is read and written back the same")
    func roundTrip() throws {
        let document = try ThemeDocument(yaml: Self.theme, file: "glass.yml")
        #expect(document.glass.count == 3)
        #expect(document.glass[0].variant == .clear)
        #expect(document.glass[0].dim?.description == "#000000 / 30%")
        #expect(document.glass[1].over.map(\.description) == ["content.dusk"])
        let again = try ThemeDocument(yaml: document.yaml, file: "again.yml")
        #expect(again.glass.map { $0.foregrounds.map(\.description) } == document.glass.map { $0.foregrounds.map(\.description) })
        #expect(again.glass.map(\.dim) == document.glass.map(\.dim))
        #expect(again.glass.map(\.variant) == document.glass.map(\.variant))
    }

    @Test("Unknown keys and variants, and an entry without foreground, are errors with suggestions", arguments: [
        ("glass:\n  - foreground: [a.b]\n    varient: clear\n", "varient"),
        ("glass:\n  - foreground: [a.b]\n    variant: clearer\n", "unknown glass variant"),
        ("glass:\n  - variant: clear\n", "needs `foreground`"),
    ])
    func errors(_ section: String, _ expected: String) {
        let text = "palette:\n  a: \"#fff\"\ntokens:\n  a:\n    b: \"{palette.a}\"\n" + section
        #expect(throws: ThemeErrors.self) { _ = try ThemeDocument(yaml: text, file: "g.yml") }
        do {
            _ = try ThemeDocument(yaml: text, file: "g.yml")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    @Test("White on clear glass with 30 % black fails at 2.10:1 with the least dimming; over known dark content it passes; regular glass is unbounded")
    func audit() throws {
        let report = Auditor().audit(try ResolvedTheme(yaml: Self.theme, file: "glass.yml"))
        let contrast = report.findings.filter { $0.rule == .glassContrast }
        #expect(Set(contrast.map(\.token.string)) == ["toolbar.label"])
        #expect(contrast.count == 4)  // every appearance but Increase Contrast's, which has a check of its own
        let first = try #require(contrast.first)
        #expect(abs((first.measured ?? 0) - 2.108) < 0.001)
        #expect(first.message.contains("at worst on clear glass dimmed by #000000 at 30%, over a #ffffff backdrop, needs 4.5:1"))
        #expect(first.message.contains("a #000000 dimming layer at 53.47% or more passes"))
        #expect(first.location.line == 16)
        let unbounded = report.findings.filter { $0.rule == .glassUnbounded }
        #expect(unbounded.map(\.token.string) == ["card.label"])
        #expect(unbounded.first?.severity == .warning)
        // Turned off, nothing is measured.
        var configuration = AuditConfiguration()
        configuration.disabledRules = ["glass-contrast", "glass-unbounded", "glass-reduce-transparency", "glass-increase-contrast"]
        #expect(Auditor(configuration).audit(try ResolvedTheme(yaml: Self.theme, file: "glass.yml")).findings.isEmpty)
    }
}

extension GlassRuleTests {
    @Test("With Reduce Transparency the glass is frosted: white over the dark artwork passes on the glass, but not on the frosted regular material's color with 30 % black")
    func reduceTransparency() throws {
        let theme = try ResolvedTheme(yaml: Self.theme, file: "glass.yml")
        let report = Auditor().audit(theme)
        let frosted = report.findings.filter { $0.rule == .glassReduceTransparency }
        #expect(Set(frosted.map(\.token.string)) == ["player.title"])
        // The light frosted color: the regular material's opaque color with 30 % black over it.
        let expected = GlassContrast.frosted(GlassSurface(variant: .clear, dim: SRGB(red: 0, green: 0, blue: 0, alpha: 0.3)), scheme: .light)
        let light = try #require(frosted.first { $0.appearance == .light })
        #expect(abs((light.measured ?? 0) - WCAG21Contrast.ratio(SRGB(red: 1, green: 1, blue: 1), expected)) < 1e-9)
        #expect(RGBA8(rounding: expected).hexRGB == "#878787")
        // Where the glass already fails (the toolbar), only glass-contrast is reported.
        #expect(!frosted.contains { $0.token.string == "toolbar.label" })
    }

    @Test("With Increase Contrast the glass is drawn white (light) or black (dark) under its layers: white labels on 30 % black fail in light at 2.10:1, pass in dark; regular glass is measured there too")
    func increaseContrast() throws {
        let report = Auditor().audit(try ResolvedTheme(yaml: Self.theme, file: "glass.yml"))
        let increased = report.findings.filter { $0.rule == .glassIncreaseContrast }
        #expect(increased.allSatisfy { $0.appearance?.contrast == .increased })
        // White over opaque white with 30 % black (#b3b3b3): 2.10:1 for both clear-glass entries,
        // the declared dark artwork no longer showing through.
        let light = increased.filter { $0.appearance?.scheme == .light }
        #expect(Set(light.map(\.token.string)) == ["toolbar.label", "player.title"])
        let b3 = SRGB(red: 0.7, green: 0.7, blue: 0.7)
        for finding in light { #expect(abs((finding.measured ?? 0) - WCAG21Contrast.ratio(SRGB(red: 1, green: 1, blue: 1), b3)) < 1e-9) }
        #expect(light.first?.message.contains("with Increase Contrast on, where the glass is drawn white (unconfirmed) under its layers, giving #b3b3b3") == true)
        // Ink on regular glass, unbounded otherwise, is on black in dark: 1.23:1.
        let dark = increased.filter { $0.appearance?.scheme == .dark }
        #expect(Set(dark.map(\.token.string)) == ["card.label"])
        let ink = SRGB(red: 0x1c / 255.0, green: 0x1c / 255.0, blue: 0x1e / 255.0)
        #expect(abs((dark.first?.measured ?? 0) - WCAG21Contrast.ratio(ink, SRGB(red: 0, green: 0, blue: 0))) < 1e-9)
        // Neither glass-contrast nor glass-reduce-transparency is reported with Increase Contrast on.
        #expect(!report.findings.contains { [.glassContrast, .glassReduceTransparency].contains($0.rule) && $0.appearance?.contrast == .increased })
    }

    @Test("No glass (identity) is neither frosted nor drawn black or white")
    func identity() {
        let white = SRGB(red: 1, green: 1, blue: 1)
        let none = GlassSurface(variant: .identity, dim: SRGB(red: 0, green: 0, blue: 0, alpha: 0.6))
        for appearance in Appearance.all {
            let kinds = GlassContrast.measurements(of: white, on: none, in: appearance).map(\.kind)
            #expect(kinds.count == 1)
            if case .backdrop = kinds.first {} else { Issue.record("\(appearance): \(kinds)") }
        }
        #expect(GlassContrast.measurements(of: white, on: GlassSurface(variant: .regular), in: .light).isEmpty)
        #expect(GlassContrast.measurements(of: white, on: GlassSurface(variant: .regular), in: Appearance(.light, .increased)).count == 1)
    }

    @Test("A glass entry naming a token or a layer color that does not exist is an error")
    func unknownReferences() {
        let text = "palette:\n  a: \"#fff\"\ntokens:\n  a:\n    b: \"{palette.a}\"\nglass:\n  - foreground: [a.c]\n    dim: \"{palette.inc} / 30%\"\n"
        #expect(throws: ThemeErrors.self) { _ = try ResolvedTheme(yaml: text, file: "g.yml") }
        do {
            _ = try ResolvedTheme(yaml: text, file: "g.yml")
        } catch {
            #expect("\(error)".contains("names a token that does not exist"), "\(error)")
            #expect("\(error)".contains("a glass layer names a color that does not exist"), "\(error)")
        }
    }
}
