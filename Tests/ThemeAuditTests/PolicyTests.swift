import Testing
import ThemeModel
@testable import ThemeAudit

/// Contrast thresholds by policy, role and text size, and a pair's own minimum.
@Suite("Contrast policies")
struct PolicyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var policy: ContrastPolicy
        var role: TokenRole?
        var size: TextSize?
        var required: Double
        var testDescription: String { "\(policy.rawValue) \(role.map(\.rawValue) ?? "no role") \(size.map(\.description) ?? "no size") → \(required)" }
    }

    static let cases: [Case] = [
        // WCAG 2.x AA: 4.5 text, 3 large (18 pt, 14 pt bold), 3 non-text.
        Case(policy: .wcagAA, role: .text, size: nil, required: 4.5),
        Case(policy: .wcagAA, role: .text, size: .small, required: 4.5),
        Case(policy: .wcagAA, role: .text, size: .normal, required: 4.5),
        Case(policy: .wcagAA, role: .text, size: .large, required: 3),
        Case(policy: .wcagAA, role: .text, size: .points(18, bold: false), required: 3),
        Case(policy: .wcagAA, role: .text, size: .points(17, bold: false), required: 4.5),
        Case(policy: .wcagAA, role: .text, size: .points(14, bold: true), required: 3),
        Case(policy: .wcagAA, role: .text, size: .points(13, bold: true), required: 4.5),
        Case(policy: .wcagAA, role: .tint, size: nil, required: 4.5),
        Case(policy: .wcagAA, role: .icon, size: nil, required: 3),
        Case(policy: .wcagAA, role: .border, size: .small, required: 3),
        Case(policy: .wcagAA, role: nil, size: .normal, required: 4.5),
        Case(policy: .wcagAA, role: nil, size: nil, required: 3),
        // AAA: 7 text, 4.5 large, 3 non-text.
        Case(policy: .wcagAAA, role: .text, size: nil, required: 7),
        Case(policy: .wcagAAA, role: .text, size: .small, required: 7),
        Case(policy: .wcagAAA, role: .text, size: .large, required: 4.5),
        Case(policy: .wcagAAA, role: .text, size: .points(18, bold: false), required: 4.5),
        Case(policy: .wcagAAA, role: .text, size: .points(14, bold: true), required: 4.5),
        Case(policy: .wcagAAA, role: .text, size: .points(17, bold: false), required: 7),
        Case(policy: .wcagAAA, role: .separator, size: nil, required: 3),
        // Apple: 7 small, 4.5 up to 17 pt, 3 from 18 pt or bold, 3 non-text.
        Case(policy: .apple, role: .text, size: .small, required: 7),
        Case(policy: .apple, role: .text, size: .normal, required: 4.5),
        Case(policy: .apple, role: .text, size: nil, required: 4.5),
        Case(policy: .apple, role: .text, size: .large, required: 3),
        Case(policy: .apple, role: .text, size: .points(17, bold: false), required: 4.5),
        Case(policy: .apple, role: .text, size: .points(18, bold: false), required: 3),
        Case(policy: .apple, role: .text, size: .points(12, bold: true), required: 3),
        Case(policy: .apple, role: .icon, size: .small, required: 3),
    ]

    @Test("thresholds", arguments: cases)
    func threshold(_ item: Case) {
        #expect(abs(item.policy.minimum(role: item.role, size: item.size) - item.required) < 1e-12)
    }

    /// `#777777` text of a size, declared on white, audited under a policy.
    static func theme(size: String?, tokenSize: String? = nil, minimum: Double? = nil, foreground: String = "#777777") -> String {
        var lines = ["tokens:", "  text:", "    body:", "      value: \"\(foreground)\""]
        if let tokenSize { lines.append("      size: \"\(tokenSize)\"") }
        lines += ["  background:", "    page: \"#ffffff\"", "contrast:", "  - foreground: text.body", "    background: background.page"]
        if let size { lines.append("    size: \"\(size)\"") }
        if let minimum { lines.append("    minimum: \(minimum)") }
        return lines.joined(separator: "\n") + "\n"
    }

    struct EndToEnd: Sendable, CustomTestStringConvertible {
        var policy: ContrastPolicy
        var size: String?
        var required: Double?
        var testDescription: String { "\(policy.rawValue) \(size ?? "no size") → \(required.map { "fails, needs \($0)" } ?? "passes")" }
    }

    /// #777777 on white is 4.48:1: under 4.5 and 7, over 3.
    static let endToEnd: [EndToEnd] = [
        EndToEnd(policy: .wcagAA, size: nil, required: 4.5),
        EndToEnd(policy: .wcagAA, size: "large", required: nil),
        EndToEnd(policy: .wcagAA, size: "14pt bold", required: nil),
        EndToEnd(policy: .wcagAA, size: "17pt", required: 4.5),
        EndToEnd(policy: .wcagAAA, size: nil, required: 7),
        EndToEnd(policy: .wcagAAA, size: "large", required: 4.5),
        EndToEnd(policy: .apple, size: "small", required: 7),
        EndToEnd(policy: .apple, size: "normal", required: 4.5),
        EndToEnd(policy: .apple, size: "large", required: nil),
        EndToEnd(policy: .apple, size: "12pt bold", required: nil),
        EndToEnd(policy: .apple, size: "18pt", required: nil),
    ]

    @Test("a declared size sets the threshold in the audit", arguments: endToEnd)
    func declaredSize(_ item: EndToEnd) throws {
        let report = try AuditFixtures.audit(Self.theme(size: item.size), AuditConfiguration(policy: item.policy))
        #expect(report.policy == item.policy)
        let findings = report.findings(.contrast)
        if let required = item.required {
            #expect(findings.count == 8)
            #expect(findings.allSatisfy { close($0.required, required, 1e-12) })
        } else {
            #expect(findings.isEmpty)
        }
    }

    @Test("the foreground token's own size counts when the declaration gives none")
    func tokenSize() throws {
        let large = try AuditFixtures.audit(Self.theme(size: nil, tokenSize: "large"))
        #expect(large.findings(.contrast).isEmpty)
        let small = try AuditFixtures.audit(Self.theme(size: nil, tokenSize: "small"), AuditConfiguration(policy: .apple))
        #expect(small.findings(.contrast).allSatisfy { close($0.required, 7, 1e-12) })
        #expect(small.findings(.contrast).count == 8)
        // The declaration's size wins over the token's.
        let declared = try AuditFixtures.audit(Self.theme(size: "normal", tokenSize: "large"))
        #expect(declared.findings(.contrast).count == 8)
    }

    @Test("a pair's own minimum overrides the policy, up and down")
    func pairMinimum() throws {
        // #666666 on white is 5.74:1: passes AA, fails a minimum of 7.
        let ratio = Reference.ratio("#666666", "#ffffff")
        #expect(ratio > 5.7 && ratio < 5.8)
        let up = try AuditFixtures.audit(Self.theme(size: nil, minimum: 7, foreground: "#666666"))
        #expect(up.findings(.contrast).count == 8)
        #expect(up.findings(.contrast).allSatisfy { close($0.required, 7, 1e-12) && close($0.measured, ratio, 1e-6) })
        #expect(up.findings(.contrast).first?.message.contains("needs 7:1") == true)
        // #777777 fails AAA text (7) but its pair asks only 3.
        let down = try AuditFixtures.audit(Self.theme(size: nil, minimum: 3), AuditConfiguration(policy: .wcagAAA))
        #expect(down.findings(.contrast).isEmpty)
    }
}
