import ColorScience
import Testing
import ThemeModel
@testable import ThemeAudit

/// Which color the fixer moves: the text before its background, never Apple's system colors or
/// a shared palette color unless told, never a reversed scheme, and one run to a passing theme.
@Suite("Fix choice")
struct FixChoiceTests {
    /// The catalog of the first-five-minutes report, as `tincture import` reads it: hint text
    /// on a card that is white in light and the system background in dark.
    static let hintOnCard = """
        tokens:
          CardBackground:
            role: background
            light: "color(srgb 1 1 1)"
            dark: "{system.systemBackground}"
          HintText:
            role: text
            light: "#aaaaaa"
            dark: "#555555"
        """

    @Test("hint text on a card with the system background: the text moves, the system reference stays, one run passes")
    func hintTextMoves() throws {
        let theme = try ResolvedTheme(yaml: Self.hintOnCard, file: "Assets.yml")
        #expect(Auditor().audit(theme).count(.error) > 0)
        let result = ThemeFixer().fix(theme)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.reason))")
        #expect(result.report.count(.error) == 0)
        #expect(result.proposals.allSatisfy { $0.token == "HintText" }, "\(result.proposals.map(\.token))")
        let card = try #require(result.document.tokens.first { $0.path == "CardBackground" })
        #expect(card.values.count == 2)
        #expect(card.values[AppearanceCondition(scheme: .dark)]?.expression.description == "{system.systemBackground}")
        // Dark needs 4.5:1 on the elevated system background (#1c1c1e) too: a lighter gray,
        // nothing like the old proposal of turning the background light gray (ΔEOK 0.73).
        let dark = try #require(result.proposals.first { $0.condition == AppearanceCondition(scheme: .dark) })
        #expect(dark.deltaE < 0.17, "\(dark.text) ΔEOK \(dark.deltaE)")
        #expect(OKLCH(dark.color.srgb).lightness > OKLCH(dark.originalColor.srgb).lightness)
        // Increase Contrast makes the system background lighter: the text gets a value of its
        // own there, in the same run, so that contrast does not drop.
        #expect(result.proposals.contains { $0.condition == AppearanceCondition(scheme: .dark, contrast: .increased) })
    }

    @Test("a system color is replaced only with --allow-system-override, and the failure says so")
    func systemOverride() throws {
        let text = """
            tokens:
              text:
                body: "{system.systemGray}"
              background:
                page: "{system.systemGray3}"
            contrast:
              - foreground: text.body
                background: background.page
            """
        let theme = try ResolvedTheme(yaml: text, file: "test.yml")
        let kept = ThemeFixer().fix(theme)
        #expect(kept.proposals.isEmpty)
        #expect(kept.document.tokens.allSatisfy { $0.values.count == 1 })
        let reasons = kept.failures.map(\.reason).joined(separator: " ")
        #expect(reasons.contains("both are Apple's system colors (systemGray, systemGray3)") && reasons.contains("--allow-system-override"), "\(reasons)")
        let replaced = ThemeFixer(FixOptions(allowSystemOverride: true)).fix(theme)
        #expect(replaced.report.count(.error) == 0)
        #expect(!replaced.proposals.isEmpty)
    }

    @Test("a fix never reverses a scheme: a background that must turn lighter than its text to pass is not moved")
    func schemeKept() throws {
        // Dark: a gray system color on a slightly darker background. No darker background
        // reaches 4.5:1; a light gray one would, by turning the pair inside out.
        let text = """
            tokens:
              text:
                body: "{system.systemGray3}"
              background:
                page:
                  light: "#000000"
                  dark: "#3a3a3a"
            contrast:
              - foreground: text.body
                background: background.page
            """
        let theme = try ResolvedTheme(yaml: text, file: "test.yml")
        let result = ThemeFixer().fix(theme)
        for proposal in result.proposals where proposal.token == "background.page" {
            let dark = proposal.appearances.filter { $0.scheme == .dark }
            #expect(dark.isEmpty || OKLCH(proposal.color.srgb).lightness < 0.5, "\(proposal.text) in \(dark)")
        }
        let reasons = result.failures.map(\.reason).joined(separator: " ")
        #expect(reasons.contains("stays darker than text.body"), "\(reasons)")
    }

    /// Hint and caption text share one palette gray; only the hint is measured on the page.
    static let sharedGray = """
        palette:
          gray: "#8a8a8a"
        tokens:
          text:
            hint: "{palette.gray}"
            caption: "{palette.gray}"
          background:
            page:
              light: "#ffffff"
              dark: "#000000"
        contrast:
          - foreground: text.hint
            background: background.page
        """

    @Test("a palette color other tokens share stays; the token gets a value of its own where it fails, and the other way is named")
    func sharedPaletteStays() throws {
        let theme = try ResolvedTheme(yaml: Self.sharedGray, file: "test.yml")
        let result = ThemeFixer().fix(theme)
        #expect(result.report.count(.error) == 0)
        let proposal = try #require(result.proposals.first)
        #expect(result.proposals.count == 1)
        #expect(proposal.token == "text.hint")
        #expect(proposal.condition == AppearanceCondition(scheme: .light), "only light fails: \(proposal.condition)")
        #expect(result.document.palette.first?.values[.any]?.expression.description == "#8a8a8a")
        #expect(result.document.tokens.first { $0.path == "text.caption" }?.values[.any]?.expression.description == "{palette.gray}")
        let note = try #require(proposal.note)
        #expect(note.contains("palette.gray is shared by 2 tokens") && note.contains("--move palette"), "\(note)")
    }

    @Test("--move palette moves the shared color, and every token that refers to it with it")
    func movePalette() throws {
        let theme = try ResolvedTheme(yaml: Self.sharedGray, file: "test.yml")
        let result = ThemeFixer(FixOptions(move: .palette)).fix(theme)
        #expect(result.report.count(.error) == 0)
        let proposal = try #require(result.proposals.first)
        #expect(result.proposals.count == 1)
        #expect(proposal.token == "palette.gray")
        #expect(Set(proposal.moves) == ["text.hint", "text.caption"])
        // No one gray keeps the margins on white and on black: the palette color gets a light value.
        #expect(proposal.condition == AppearanceCondition(scheme: .light))
        #expect(WCAG21Contrast.ratio(proposal.color.srgb, SRGB(red: 1, green: 1, blue: 1)) >= 4.55)
        #expect(result.document.tokens.allSatisfy { $0.path == "background.page" || $0.values.count == 1 })
    }

    @Test("a palette color only one token refers to moves itself; the token keeps its reference")
    func unsharedPaletteMoves() throws {
        let text = """
            palette:
              gray: "#949494"
            tokens:
              text:
                body: "{palette.gray}"
              background:
                page: "#ffffff"
            contrast:
              - foreground: text.body
                background: background.page
            """
        let result = ThemeFixer().fix(try ResolvedTheme(yaml: text, file: "test.yml"))
        #expect(result.report.count(.error) == 0)
        #expect(result.proposals.map(\.token) == ["palette.gray"])
        #expect(result.document.tokens.first?.values[.any]?.expression.description == "{palette.gray}")
    }

    @Test("the text moves before its background, even when the background's change would be a little smaller")
    func textBeforeBackground() throws {
        // Mid gray on mid gray: either side can pass.
        let text = """
            tokens:
              text:
                body: "#767676"
              background:
                page: "#9a9a9a"
            contrast:
              - foreground: text.body
                background: background.page
            """
        let result = ThemeFixer().fix(try ResolvedTheme(yaml: text, file: "test.yml"))
        #expect(result.report.count(.error) == 0)
        #expect(result.proposals.map(\.token) == ["text.body"])
    }

    @Test("two values written at one place (a color in code given as light and dark in one call) are two proposals")
    func valuesSharingAPlace() throws {
        let text = """
            tokens:
              text:
                body:
                  light: "#ced9f2"
                  dark: "#3a3a3c"
              background:
                page: "{system.systemBackground}"
            contrast:
              - foreground: text.body
                background: background.page
            """
        var document = try ThemeDocument(yaml: text, file: "test.yml")
        let index = try #require(document.tokens.firstIndex { $0.path == "text.body" })
        let (light, dark) = (AppearanceCondition(scheme: .light), AppearanceCondition(scheme: .dark))
        let place = try #require(document.tokens[index].values[light]?.location)
        document.tokens[index].values[dark]?.location = place
        let result = ThemeFixer().fix(try ResolvedTheme(document))
        #expect(result.report.count(.error) == 0)
        let lightProposal = try #require(result.proposals.first { $0.condition == light })
        let darkProposal = try #require(result.proposals.first { $0.condition == dark })
        #expect(lightProposal.originalText == "#ced9f2" && darkProposal.originalText == "#3a3a3c")
        // Each keeps its own hue: the light blue-gray stays bluish, the dark gray gray.
        #expect(OKLCH(lightProposal.color.srgb).chroma > 0.02, "\(lightProposal.text)")
        #expect(OKLCH(darkProposal.color.srgb).lightness > OKLCH(darkProposal.originalColor.srgb).lightness)
    }
}
