import Foundation
import Testing
import ThemeModel
@testable import ThemeAudit

@Test func debugExamples() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for name in ["try-swift.yml", "apple-system.yml", "neumorphism.yml"] {
        let theme = try ResolvedTheme(contentsOfFile: root.appendingPathComponent("Examples/" + name).path)
        let start = Date()
        let result = ThemeFixer(FixOptions(deriveIncreasedContrast: false)).fix(theme)
        print("== \(name) \(Date().timeIntervalSince(start))s passes \(result.passes) errors left \(result.report.count(.error))")
        for p in result.proposals { print(p.token, p.kind, p.condition, p.originalText ?? "-", "->", p.text, p.deltaE, p.themes, p.appearances.map(\.name), p.satisfies) }
        for f in result.failures { print("FAIL", f.token, f.rule.id, f.reason) }
    }
}
