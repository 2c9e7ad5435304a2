import Testing
import ThemeModel
@testable import ThemeAudit

/// `distinct` and `distinct-red-green`: colors declared distinct stay apart.
@Suite("Rule: distinct, distinct-red-green")
struct DistinctRuleTests {
    static func theme(_ success: String, _ error: String, minimum: Double? = nil) -> String {
        let group = minimum.map { "  - tokens: [status.success, status.error]\n    minimum: \($0)" } ?? "  - [status.success, status.error]"
        return """
            tokens:
              status:
                success:
                  role: icon
                  value: "\(success)"
                error:
                  role: icon
                  value: "\(error)"
            distinct:
            \(group)
            """
    }

    @Test("two grays ΔEOK 0.05 apart fail the default minimum 0.1, for normal vision")
    func failing() throws {
        let expected = Reference.deltaEOK("#808080", "#909090")
        #expect(expected > 0.03 && expected < 0.1)
        let report = try AuditFixtures.audit(Self.theme("#808080", "#909090"))
        let findings = report.findings(.distinct)
        #expect(findings.count == 8)
        #expect(Set(findings.compactMap(\.appearance)) == Set(Appearance.all))
        for finding in findings {
            #expect(finding.token == "status.success")
            #expect(finding.other == "status.error")
            #expect(finding.vision == nil)
            #expect(finding.severity == .error)
            #expect(close(finding.measured, expected, 1e-4), "\(String(describing: finding.measured))")
            #expect(close(finding.required, 0.1, 1e-12))
        }
        #expect(report.findings(.redGreenOnly).isEmpty)
    }

    @Test("a group's own minimum replaces the default")
    func groupMinimum() throws {
        let expected = Reference.deltaEOK("#000000", "#404040")
        #expect(expected > 0.1 && expected < 0.5)
        let strict = try AuditFixtures.audit(Self.theme("#000000", "#404040", minimum: 0.5))
        #expect(strict.findings(.distinct).count == 8)
        #expect(strict.findings(.distinct).allSatisfy { close($0.required, 0.5, 1e-12) && close($0.measured, expected, 1e-4) })
        #expect(try AuditFixtures.audit(Self.theme("#000000", "#404040")).findings(.distinct).isEmpty)
        let lax = try AuditFixtures.audit(Self.theme("#808080", "#909090", minimum: 0.02))
        #expect(lax.findings(.distinct).isEmpty)
    }

    @Test("black and white pass")
    func passing() throws {
        let report = try AuditFixtures.audit(Self.theme("#000000", "#ffffff"))
        #expect(report.findings(.distinct).isEmpty)
        #expect(report.findings(.redGreenOnly).isEmpty)
    }

    @Test("a red and a green of one lightness: apart for normal vision, not with a deficiency; warned once")
    func redGreen() throws {
        let (red, green) = ("#9c5a5a", "#5a7a5a")
        let (x, y) = (Reference.oklab(red), Reference.oklab(green))
        #expect(abs(x.a - y.a) > 2 * abs(x.l - y.l) && abs(x.a - y.a) > 2 * abs(x.b - y.b) && abs(x.a - y.a) > 0.05)
        #expect(Reference.deltaEOK(red, green) > 0.1)
        let report = try AuditFixtures.audit(Self.theme(red, green))
        let distinct = report.findings(.distinct)
        #expect(distinct.count == 8)
        #expect(distinct.allSatisfy { $0.vision != nil && ($0.measured ?? 1) < 0.1 })
        let warnings = report.findings(.redGreenOnly)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.token == "status.success")
        #expect(warning.other == "status.error")
        #expect(warning.severity == .warning)
        #expect(warning.appearance == .light)
        #expect(warning.colors.map(\.hex) == [red, green])
    }

    @Test("a dark green and a light red differ in lightness: no red–green warning")
    func redGreenPassing() throws {
        let (green, red) = ("#1b5e20", "#ffb0a8")
        let (x, y) = (Reference.oklab(green), Reference.oklab(red))
        #expect(abs(x.a - y.a) < 2 * abs(x.l - y.l))
        let report = try AuditFixtures.audit(Self.theme(green, red))
        #expect(report.findings(.redGreenOnly).isEmpty)
        #expect(report.findings(.distinct).isEmpty)
    }
}
