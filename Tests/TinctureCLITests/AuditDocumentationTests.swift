import Foundation
import Testing
import ColorScience
import ThemeAudit
import ThemeModel

/// docs/audit.md and the JSON schema name every rule with its severity.
@Suite("Audit documentation")
struct AuditDocumentationTests {
    @Test("docs/audit.md's rules table has one row per rule, with its severity, in order")
    func rulesTable() throws {
        let rows = try AuditSchemas.read("docs/audit.md").split(separator: "\n").filter { $0.hasPrefix("| `") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        let rules = rows.filter { AuditRule.all.map { "`\($0.id)`" }.contains($0[0]) }
        #expect(rules.map { $0[0] } == AuditRule.all.map { "`\($0.id)`" })
        #expect(rules.map { $0[1] } == AuditRule.all.map(\.severity.rawValue))
    }

    @Test("the JSON schema's rule, severity, vision and policy enums are exactly the library's")
    func schemaEnums() throws {
        let schema = try JSONValue.parse(AuditSchemas.read("docs/audit-report.schema.json"))
        let defs = try #require(schema["$defs"])
        func strings(_ name: String) -> [String] { defs[name]?["enum"]?.array?.compactMap(\.string) ?? [] }
        #expect(strings("ruleId") == AuditRule.all.map(\.id))
        #expect(Set(strings("severity")) == Set(Severity.allCases.map(\.rawValue)))
        #expect(Set(strings("policy")) == Set(ContrastPolicy.allCases.map(\.rawValue)))
        #expect(Set(strings("vision")) == Set(ColorVisionDeficiency.allCases.map(\.rawValue)))
        #expect(strings("appearance") == Appearance.all.map(\.name))
    }
}
