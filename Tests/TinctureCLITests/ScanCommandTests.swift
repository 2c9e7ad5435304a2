import Foundation
import Testing
import SourceScan
@testable import TinctureCLI

/// `tincture scan` and `tincture audit` on an app's folder.
@Suite("Scan command")
struct ScanCommandTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SourceScanTests/Fixtures/SwiftUIApp").path

    @Test("scan lists sources, constants, uses, pairs and literals; --format json one object per line")
    func scan() throws {
        let text = runTincture(["scan", Self.app])
        #expect(text.exitCode == 0, "\(text.standardError)")
        for heading in ["Color sources:", "Color constants in code (11):", "Uses (", "Pairs (", "Colors written in code (1):", "Not worked out statically (2):"] {
            #expect(text.standardOutput.contains(heading), "\(heading)")
        }
        let json = runTincture(["scan", Self.app, "--format", "json"])
        let kinds = try json.standardOutput.split(separator: "\n").map { line in
            try #require(JSONValue.parse(String(line))["kind"]?.string)
        }
        #expect(Set(kinds) == ["color", "constant", "use", "pair", "hard-coded-color", "unknown-color-name", "run-time-color", "coverage"])
        #expect(kinds.last == "coverage")
    }

    @Test("audit of an app's folder places findings at the Swift line, in SARIF too, and says what it read")
    func audit() throws {
        let result = runTincture(["audit", Self.app, "--format", "sarif"])
        #expect(result.exitCode == 1)
        let sarif = try JSONValue.parse(result.standardOutput)
        let results = try #require(sarif["runs"]?.array?.first?["results"]?.array)
        let subtle = try #require(results.first { $0["ruleId"]?.string == "contrast" && $0["message"]?["text"]?.string?.contains("CardBackground") == true })
        let location = subtle["locations"]?.array?.first?["physicalLocation"]
        #expect(location?["artifactLocation"]?["uri"]?.string?.hasSuffix(".swift") == true)
        #expect((location?["region"]?["startLine"]?.int ?? 0) > 0)
        let text = runTincture(["audit", Self.app])
        #expect(text.standardError.contains("read \(try AppScan.scan(Self.app).coverage.swiftFiles) Swift files"))
        #expect(runTincture(["scan", "/nonexistent/app"]).exitCode == 66)
        #expect(runTincture(["scan", #filePath]).exitCode == 64)
    }
}
