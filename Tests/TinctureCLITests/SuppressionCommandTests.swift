import Foundation
import Testing
@testable import TinctureCLI

@Suite("Suppressions in an app's sources")
struct SuppressionCommandTests {
    @Test("A comment above a failing use silences exactly that finding; one that silences nothing is reported at its line")
    func silences() throws {
        let folder = try Scratch.directory("suppress")
        let app = folder + "/SwiftUIApp"
        try FileManager.default.copyItem(atPath: ScanCommandTests.app, toPath: app)
        let before = runTincture(["audit", app, "--format", "json"])
        let document = try JSONValue.parse(before.standardOutput)
        let findings = try #require(document["findings"]?.array)
        let first = try #require(findings.first { $0["rule"]?.string == "contrast" })
        let file = try #require(first["location"]?["file"]?.string)
        let line = try #require(first["location"]?["line"]?.int)
        let sameLine = findings.filter { $0["location"]?["file"]?.string == file && $0["location"]?["line"]?.int == line && $0["rule"]?.string == "contrast" }
        var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        lines.insert("        // tincture:disable:next contrast - checked with the designer", at: line - 1)
        lines.insert("// tincture:disable:next distinct", at: 0)
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: file))
        let after = runTincture(["audit", app, "--format", "json"])
        let afterFindings = try #require(JSONValue.parse(after.standardOutput)["findings"]?.array).filter { $0["suppression"]?["kind"] == nil }
        #expect(!afterFindings.contains { $0["location"]?["file"]?.string == file && $0["location"]?["line"]?.int == line + 2 && $0["rule"]?.string == "contrast" })
        #expect(afterFindings.count == findings.count - sameLine.count + 1)
        let superfluous = try #require(afterFindings.first { $0["rule"]?.string == "superfluous-suppression" })
        #expect(superfluous["location"]?["line"]?.int == 1)
        #expect(superfluous["severity"]?.string == "warning")
        let text = runTincture(["audit", app])
        #expect(text.standardOutput.contains("\(sameLine.count) suppressed"))
        // Kept in JSON and SARIF, marked as silenced, with the reason.
        let json = try JSONValue.parse(after.standardOutput)
        #expect(json["summary"]?["suppressed"]?.int == sameLine.count)
        let silenced = try #require(json["findings"]?.array?.filter { $0["suppression"]?["kind"]?.string == "inSource" })
        #expect(silenced.count == sameLine.count)
        #expect(silenced.first?["suppression"]?["reason"]?.string == "checked with the designer")
        #expect(silenced.first?["suppression"]?["location"]?["line"]?.int == line + 1)
        let sarif = try JSONValue.parse(runTincture(["audit", app, "--format", "sarif"]).standardOutput)
        let results = try #require(sarif["runs"]?.array?.first?["results"]?.array)
        let dismissed = results.filter { $0["suppressions"]?.array?.first?["kind"]?.string == "inSource" }
        #expect(dismissed.count == sameLine.count)
        #expect(dismissed.first?["suppressions"]?.array?.first?["justification"]?.string == "checked with the designer")
        let schemaErrors = try AuditSchemas.auditReport().errors(in: json)
        #expect(schemaErrors.isEmpty, "\(schemaErrors.prefix(3))")
    }
}
