import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import TinctureCLI

@Suite("audit --format xcode")
struct AuditXcodeFormatTests {
    /// Xcode's diagnostic grammar, as it reads build-phase and plugin output.
    static var grammar: Regex<(Substring, Substring, Substring, Substring, Substring, Substring, Substring)> {
        /^(\/[^:]+):(\d+):(\d+): (error|warning|note): (.+) \(([a-z0-9-]+)\)$/
    }

    static func diagnostics(_ example: String) throws -> [String] {
        let relative = "Examples/" + example
        let text = try String(contentsOfFile: AuditSchemas.example(example), encoding: .utf8)
        let theme = try ResolvedTheme(yaml: text, file: relative)
        return AuditXcodeReport.diagnostics(Auditor().audit(theme), theme: theme, currentDirectory: "/repo")
    }

    @Test("Every line is path:line:column: severity: message (rule), the path absolute", arguments: AuditSchemas.examples)
    func grammar(_ example: String) throws {
        for line in try Self.diagnostics(example) {
            let match = try #require(line.wholeMatch(of: Self.grammar), "\(line)")
            #expect(match.1.hasPrefix("/repo/Examples/"))
            #expect(Int(match.2)! >= 1 && Int(match.3)! >= 1)
        }
    }

    @Test("The try-swift example's diagnostics match their golden file")
    func golden() throws {
        let text = try Self.diagnostics("try-swift.yml").joined(separator: "\n") + "\n"
        let path = AuditSchemas.packageRoot.appendingPathComponent("Tests/TinctureCLITests/Fixtures/xcode/try-swift.txt").path
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let stored = try #require(FileManager.default.contents(atPath: path), "golden file missing: \(path) (RECORD_GOLDEN=1 records it)")
        #expect(text == String(decoding: stored, as: UTF8.self))
    }

    @Test("Inside an Xcode build the format is Xcode's unless asked otherwise; the summary follows as plain text")
    func defaultInsideXcode() {
        let inside = runTincture(["audit", AuditSchemas.example("try-swift.yml")], environment: ["XCODE_VERSION_ACTUAL": "1600"])
        let lines = inside.lines
        #expect(lines.dropLast().allSatisfy { $0.wholeMatch(of: Self.grammar) != nil })
        #expect(lines.last?.hasPrefix("tincture: ") == true)
        #expect(inside.exitCode == 1)
        let asked = runTincture(["audit", AuditSchemas.example("try-swift.yml"), "--format", "json"], environment: ["XCODE_VERSION_ACTUAL": "1600"])
        #expect(asked.standardOutput.hasPrefix("{"))
        let outside = runTincture(["audit", AuditSchemas.example("try-swift.yml")])
        #expect(outside.lines.first?.wholeMatch(of: Self.grammar) == nil)
    }

    @Test("Relative paths are made absolute from the current directory, absolute ones kept")
    func paths() {
        #expect(AuditXcodeReport.absolute("App/View.swift", in: "/repo/app") == "/repo/app/App/View.swift")
        #expect(AuditXcodeReport.absolute("../x.yml", in: "/repo/app") == "/repo/x.yml")
        #expect(AuditXcodeReport.absolute("/abs/y.swift", in: "/repo/app") == "/abs/y.swift")
    }
}
