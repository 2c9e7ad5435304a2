import ColorScience
import Testing
import ThemeModel
@testable import ThemeAudit

/// The fixer on `glass:` entries: the least dimming layer for the whole entry, or the
/// foreground's own color when that changes less of what people see.
@Suite("Fix: Liquid Glass")
struct GlassFixTests {
    @Test("the Examples' glass: both clear-glass entries get 53.47 % black; ink on regular glass, failing only on Increase Contrast's black, moves to a gray that passes on black and white")
    func example() throws {
        let result = ThemeFixer().fix(try ResolvedTheme(yaml: GlassRuleTests.theme, file: "glass.yml"))
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(result.report.count(.error) == 0)
        let dims = result.proposals.filter { $0.token == TokenPath(["glass", "dim"]) }
        #expect(dims.map(\.text) == ["#000000 / 53.47%", "#000000 / 53.47%"])
        #expect(dims.allSatisfy { if case .replace = $0.kind { true } else { false } })
        #expect(result.document.glass.map { $0.dim?.description } == ["#000000 / 53.47%", "#000000 / 53.47%", nil])
        // 53.46 % would not do: the opacity is the least in hundredths of a percent.
        var lower = result.document
        lower.glass[0].dim = .literal(Color(SRGB(red: 0, green: 0, blue: 0, alpha: 0.5346)), text: "#000000 / 53.46%")
        #expect(Auditor().audit(try ResolvedTheme(lower)).findings.contains { $0.rule == .glassContrast })
        // The ink: a color of its own is less visible than a layer on regular glass.
        let ink = try #require(result.proposals.first { $0.token == TokenPath(["palette", "ink"]) })
        #expect(ink.satisfies.contains("4.5:1 on its Liquid Glass"))
    }

    @Test("a content change that would rule out the dimming the rest of the entry needs is not taken")
    func dimmingOverContent() throws {
        // White labels fail on clear glass in every appearance; a dark Increase Contrast value
        // alone would fix light+increased but leave the others to a layer it then defeats.
        let yaml = "palette:\n  white: \"#ffffff\"\ntokens:\n  label: \"{palette.white}\"\nglass:\n  - foreground: [label]\n    variant: clear\n    dim: \"#000000 / 30%\"\n"
        let result = ThemeFixer().fix(try ResolvedTheme(yaml: yaml, file: "g.yml"))
        #expect(result.failures.isEmpty)
        #expect(result.proposals.map(\.text) == ["#000000 / 53.47%"])
    }

    @Test("glass no opacity can fix is a failure that says why")
    func unfixable() throws {
        // 15:1 on clear glass: no gray text reaches it over both a black and a white backdrop.
        let yaml = "tokens:\n  label:\n    value: \"#808080\"\n    role: text\nglass:\n  - foreground: [label]\n    variant: clear\n    dim: \"#808080 / 30%\"\n    minimum: 15\n"
        let result = ThemeFixer().fix(try ResolvedTheme(yaml: yaml, file: "g.yml"))
        #expect(result.proposals.isEmpty)
        let failure = try #require(result.failures.first { $0.rule == .glassContrast })
        #expect(failure.reason == "changing label: no lightness reaches 15:1 on its Liquid Glass in light; no opacity of its dimming layer (#808080 / 30%) passes")
    }

    @Test("a dimming layer is never thinned: on regular glass none would bound nothing, which is no fix")
    func neverThinner() throws {
        let yaml = "tokens:\n  icon:\n    value: \"#808080\"\n    role: icon\nglass:\n  - foreground: [icon]\n    dim: \"#000000 / 40%\"\n    minimum: 3\n"
        let result = ThemeFixer().fix(try ResolvedTheme(yaml: yaml, file: "g.yml"))
        let dim = try #require(result.proposals.first { $0.token == TokenPath(["glass", "dim"]) })
        #expect((dim.color.alpha ?? 0) > 0.4, "\(dim.text)")
        #expect(result.report.count(.error) == 0)
    }

    @Test("two entries with the same foreground are fixed each on its own: one that cannot be does not hold back the other")
    func entriesApart() throws {
        let yaml = "tokens:\n  label: \"#ffffff\"\nglass:\n  - foreground: [label]\n    variant: clear\n    dim: \"#808080 / 30%\"\n    minimum: 15\n"
            + "  - foreground: [label]\n    variant: clear\n    dim: \"#000000 / 30%\"\n"
        let result = ThemeFixer().fix(try ResolvedTheme(yaml: yaml, file: "g.yml"))
        #expect(result.document.glass[1].dim?.description == "#000000 / 53.47%")
        #expect(result.failures.allSatisfy { $0.location.line == 4 }, "\(result.failures)")
    }

    @Test("a layer referring to a palette color of 30 % alpha, which caps it, is written out as that color at the opacity needed")
    func translucentReference() throws {
        let yaml = "palette:\n  scrim: \"#000000 / 30%\"\ntokens:\n  label: \"#ffffff\"\nglass:\n  - foreground: [label]\n    variant: clear\n    dim: \"{palette.scrim}\"\n"
        let result = ThemeFixer().fix(try ResolvedTheme(yaml: yaml, file: "g.yml"))
        #expect(result.proposals.map(\.text) == ["#000000 / 53.47%"])
        #expect(result.failures.isEmpty)
    }

    @Test("a check that is turned off is not fixed for: without glass-increase-contrast the ink on regular glass stays")
    func disabledRule() throws {
        var options = FixOptions()
        options.audit.disabledRules = ["glass-increase-contrast"]
        let result = ThemeFixer(options).fix(try ResolvedTheme(yaml: GlassRuleTests.theme, file: "glass.yml"))
        #expect(!result.proposals.contains { $0.token == TokenPath(["palette", "ink"]) })
        #expect(result.report.count(.error) == 0)
    }
}
