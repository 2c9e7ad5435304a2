import ColorScience
import Foundation
import Testing
import ThemeModel
@testable import ThemeAudit

/// The fixer's engine: the smallest change, hue and alpha kept, chroma lowered only by the
/// gamut, conflicts explained, and every example audited clean afterwards.
@Suite("ThemeFixer")
struct ThemeFixerTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path

    /// A theme of one foreground on one background.
    static func pair(_ foreground: String, on background: String, minimum: Double? = nil, palette: String = "") throws -> ResolvedTheme {
        let text = """
            palette:
              placeholder: "#000000"
            \(palette)
            tokens:
              text:
                body: "\(foreground)"
              background:
                page: "\(background)"
            contrast:
              - foreground: text.body
                background: background.page
            \(minimum.map { "    minimum: \($0)" } ?? "")
            """
        return try ResolvedTheme(yaml: text, file: "test.yml")
    }

    static func ratio(_ proposal: FixProposal, on background: SRGB) -> Double {
        WCAG21Contrast.ratio(proposal.color.srgb, background)
    }

    @Test("gray text at 3:1 on white becomes the lightest gray reaching 4.5:1 plus the margin")
    func grayOnWhite() throws {
        let theme = try Self.pair("#949494", on: "#ffffff")
        let result = ThemeFixer().fix(theme)
        let proposal = try #require(result.proposals.first)
        #expect(result.proposals.count == 1 && result.failures.isEmpty)
        let bytes = RGBA8(rounding: proposal.color.srgb)
        #expect(bytes.red == bytes.green && bytes.green == bytes.blue, "stays gray: \(proposal.text)")
        let white = SRGB(red: 1, green: 1, blue: 1)
        #expect(Self.ratio(proposal, on: white) >= 4.55)
        // One step lighter no longer keeps the margin: the change is the smallest.
        let lighter = SRGB(RGBA8(red: bytes.red + 1, green: bytes.green + 1, blue: bytes.blue + 1))
        #expect(WCAG21Contrast.ratio(lighter, white) < 4.55)
        #expect(proposal.text == bytes.hex)
        #expect(result.report.count(.error) == 0)
    }

    @Test("a blue keeps its hue and chroma when darkening stays in gamut")
    func hueKept() throws {
        let theme = try Self.pair("#4a90e2", on: "#ffffff")
        let proposal = try #require(ThemeFixer().fix(theme).proposals.first)
        let (before, after) = (OKLCH(SRGB(try RGBA8(hex: "#4a90e2"))), OKLCH(proposal.color.srgb))
        #expect(abs((after.hue ?? 0) - (before.hue ?? 0)) < 1.5)
        #expect(abs(after.chroma - before.chroma) < 0.01)
        #expect(after.lightness < before.lightness)
    }

    @Test("chroma drops only when the gamut forces it; Display P3 keeps more of it")
    func gamutForcesChroma() throws {
        // Blue text on black must get lighter; light blues of that chroma lie outside sRGB.
        let theme = try Self.pair("#2020ff", on: "#000000")
        let original = OKLCH(SRGB(try RGBA8(hex: "#2020ff")))
        let srgb = try #require(ThemeFixer().fix(theme).proposals.first)
        let lch = OKLCH(srgb.color.srgb)
        #expect(lch.chroma < original.chroma - 0.01)
        #expect(abs((lch.hue ?? 0) - (original.hue ?? 0)) < 3)
        #expect(Gamut.srgb.contains(srgb.color))
        #expect(WCAG21Contrast.ratio(srgb.color.srgb, SRGB(red: 0, green: 0, blue: 0)) >= 4.55)

        let p3 = try #require(ThemeFixer(FixOptions(gamut: .displayP3)).fix(theme).proposals.first)
        #expect(p3.text.hasPrefix("color(display-p3 "), "\(p3.text)")
        #expect(Gamut.displayP3.contains(p3.color, tolerance: 1e-6))
        #expect(OKLCH(xyz: p3.color.xyz, alpha: 1).chroma > lch.chroma + 0.01)
        // Written to four decimals and parsed back, it still passes.
        let written = try Color(css: p3.text)
        #expect(WCAG21Contrast.ratio(written.srgb.clipped, SRGB(red: 0, green: 0, blue: 0)) >= 4.5)
    }

    @Test("a translucent foreground keeps its alpha and replaces only its own reference")
    func translucentForeground() throws {
        let text = """
            palette:
              gray: "#777777"
            tokens:
              text:
                body: "{palette.gray} / 70%"
                other: "{palette.gray}"
              background:
                page: "#ffffff"
            contrast:
              - foreground: text.body
                background: background.page
                minimum: 4.5
            """
        let theme = try ResolvedTheme(yaml: text, file: "test.yml")
        let result = ThemeFixer().fix(theme)
        let proposal = try #require(result.proposals.first)
        #expect(result.proposals.count == 1)
        #expect(proposal.token == "text.body")
        #expect(proposal.originalText == "{palette.gray} / 70%")
        #expect(proposal.text.count == 9 && proposal.text.hasSuffix("b3"), "alpha 70% as #rrggbbb3: \(proposal.text)")
        #expect(WCAG21Contrast.ratio(proposal.color.srgb, SRGB(red: 1, green: 1, blue: 1)) >= 4.55)
        #expect(result.report.count(.error) == 0)
        // The palette color other tokens share is unchanged.
        #expect(result.document.palette.first?.values[.any]?.expression.description == "#777777")
    }

    @Test("a pair of constraints no color meets is explained, not guessed")
    func infeasibleExplained() throws {
        let text = """
            tokens:
              text:
                body: "#777777"
              background:
                paper: "#ffffff"
                ink: "#000000"
            contrast:
              - foreground: text.body
                background: [background.paper, background.ink]
                minimum: 7
            """
        let result = ThemeFixer().fix(try ResolvedTheme(yaml: text, file: "test.yml"))
        let failure = try #require(result.failures.first)
        #expect(failure.token == "text.body")
        #expect(failure.reason.contains("needs L ≤"), "\(failure.reason)")
        #expect(failure.reason.contains("but L ≥"), "\(failure.reason)")
        #expect(failure.reason.contains("7:1 on background.paper") && failure.reason.contains("7:1 on background.ink"))
        #expect(!result.isComplete)
    }

    @Test("a distinct group that fails under deuteranopia is told apart by one change")
    func distinctFixed() throws {
        let text = """
            tokens:
              status:
                ok:
                  role: icon
                  value: "#4e8a1f"
                bad:
                  role: icon
                  value: "#b03a3b"
              background:
                page: "#ffffff"
            contrast:
              - foreground: status.*
                background: background.page
                size: large
            distinct:
              - [status.ok, status.bad]
            """
        let theme = try ResolvedTheme(yaml: text, file: "test.yml")
        #expect(Auditor().audit(theme).findings.contains { $0.rule == .distinct })
        let result = ThemeFixer().fix(theme)
        #expect(result.proposals.count == 1)
        #expect(result.failures.isEmpty)
        #expect(result.report.count(.error) == 0)
        let proposal = try #require(result.proposals.first)
        #expect(proposal.satisfies.contains { $0.hasPrefix("ΔEOK 0.1 from status.") })
    }

    @Test("a value one color cannot serve in light and dark is split by scheme")
    func splitByScheme() throws {
        let text = """
            tokens:
              text:
                body: "#777777"
              background:
                page:
                  light: "#ffffff"
                  dark: "#000000"
            contrast:
              - foreground: text.body
                background: background.page
            """
        let result = ThemeFixer().fix(try ResolvedTheme(yaml: text, file: "test.yml"))
        #expect(result.failures.isEmpty)
        #expect(result.report.count(.error) == 0)
        #expect(result.proposals.contains { if case .insert = $0.kind { true } else { false } })
    }

    @Test("every example audits without errors after fixing", arguments: ["try-swift.yml", "apple-system.yml", "neumorphism.yml", "typography.yml"])
    func examples(name: String) throws {
        let theme = try ResolvedTheme(contentsOfFile: Self.examples + "/" + name)
        // Apple's green and red fail under color-vision deficiencies: only a literal tells them apart.
        let result = ThemeFixer(FixOptions(allowSystemOverride: name == "apple-system.yml")).fix(theme)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.reason))")
        #expect(result.report.count(.error) == 0)
        for proposal in result.proposals { #expect(proposal.deltaE < 0.3, "\(proposal.token) \(proposal.text)") }
    }
}
