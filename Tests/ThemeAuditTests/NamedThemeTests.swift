import Testing
import ThemeModel
@testable import ThemeAudit

/// Named themes, the themes filter, disabled rules and when a report fails.
@Suite("Named themes and configuration")
struct NamedThemeTests {
    /// `text.body` fails on white in the file's own theme; `ocean` changes only the accent,
    /// `dusk` (extending ocean) makes `text.muted` fail too.
    static let skins = """
        tokens:
          text:
            body: "#777777"
            muted: "#595959"
          background:
            page: "#ffffff"
          tint:
            accent: "#0055cc"
        contrast:
          - foreground: [text.body, text.muted]
            background: background.page
        themes:
          ocean:
            tokens:
              tint.accent: "#004a99"
          dusk:
            extends: ocean
            tokens:
              text.muted: "#8a8a8a"
        """

    @Test("a finding a skin inherits unchanged is reported once, for the parent")
    func inherited() throws {
        let report = try AuditFixtures.audit(Self.skins)
        #expect(report.themes == ["default", "ocean", "dusk"])
        let body = report.findings(.contrast).filter { $0.token == "text.body" }
        #expect(body.count == 8)
        #expect(body.allSatisfy { $0.theme == "default" })
        // ocean and dusk each inherit body's 8 contrast findings and the white page's warning in dark.
        #expect(report.findings(.pureWhiteSurface).map(\.theme) == ["default"])
        #expect(report.inheritedCount == 18)
    }

    @Test("a skin's own failure is reported for the skin, at its override")
    func ownFailure() throws {
        let report = try AuditFixtures.audit(Self.skins)
        let muted = report.findings(.contrast).filter { $0.token == "text.muted" }
        #expect(muted.count == 8)
        #expect(muted.allSatisfy { $0.theme == "dusk" })
        #expect(muted.allSatisfy { close($0.measured, Reference.ratio("#8a8a8a", "#ffffff"), 1e-6) })
        #expect(muted.first?.location.line == 19)
        // Findings come in theme order: default's before dusk's.
        let themes = report.findings.map(\.theme)
        #expect(themes.firstIndex(of: "dusk")! > themes.lastIndex(of: "default")!)
    }

    @Test("auditing only a skin reports what it inherits, since its parent is not reported")
    func themesFilter() throws {
        let report = try AuditFixtures.audit(Self.skins, AuditConfiguration(themes: ["ocean"]))
        #expect(report.themes == ["ocean"])
        #expect(report.findings.allSatisfy { $0.theme == "ocean" })
        #expect(report.findings(.contrast).filter { $0.token == "text.body" }.count == 8)
        #expect(report.findings(.contrast).filter { $0.token == "text.muted" }.isEmpty)
        #expect(report.inheritedCount == 0)
        let unknown = try AuditFixtures.audit(Self.skins, AuditConfiguration(themes: ["nope"]))
        #expect(unknown.findings.isEmpty)
    }

    @Test("disabled rules produce no findings; the others still run")
    func disabledRules() throws {
        let all = try AuditFixtures.audit(Self.skins)
        #expect(!all.findings(.contrast).isEmpty)
        let report = try AuditFixtures.audit(Self.skins, AuditConfiguration(disabledRules: ["contrast"]))
        #expect(report.findings(.contrast).isEmpty)
        let red = """
            tokens:
              text:
                alert: "#ff0000"
              background:
                page: "#000000"
            contrast:
              - foreground: text.alert
                background: background.page
            """
        #expect(!(try AuditFixtures.audit(red).findings(.contrastUnderColorFilters).isEmpty))
        let withoutVision = try AuditFixtures.audit(red, AuditConfiguration(disabledRules: ["contrast-color-vision"]))
        #expect(withoutVision.findings.isEmpty)
        let shared = """
            tokens:
              tint:
                accent: "#007aff"
              text:
                caption: "#007aff"
            """
        #expect(try AuditFixtures.audit(shared).findings(.sharedInteractiveColor).count == 1)
        #expect(try AuditFixtures.audit(shared, AuditConfiguration(disabledRules: ["shared-interactive-color"])).findings.isEmpty)
    }

    @Test("fails(at:) compares the worst finding with the level")
    func failsAt() throws {
        let warningsOnly = try AuditFixtures.audit("""
            tokens:
              tint:
                accent: "#007aff"
              text:
                caption: "#007aff"
            """)
        #expect(warningsOnly.count(.warning) == 1 && warningsOnly.count(.error) == 0)
        #expect(!warningsOnly.fails(at: .error))
        #expect(warningsOnly.fails(at: .warning))
        #expect(warningsOnly.fails(at: .note))
        #expect(!warningsOnly.fails(at: nil))
        let errors = try AuditFixtures.audit(Self.skins)
        #expect(errors.fails(at: .error))
        #expect(!errors.fails(at: nil))
        let clean = try AuditFixtures.audit("""
            tokens:
              text:
                body:
                  light: "#000000"
                  dark: "#ffffff"
              background:
                page:
                  light: "#ffffff"
                  dark: "#000000"
            """)
        #expect(clean.findings.isEmpty)
        #expect(!clean.fails(at: .note))
    }
}
