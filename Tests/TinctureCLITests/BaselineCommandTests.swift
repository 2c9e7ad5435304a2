import Foundation
import Testing
import SourceScan
@testable import TinctureCLI

@Suite("Audit baseline")
struct BaselineCommandTests {
    static func app() throws -> String {
        let folder = try Scratch.directory("baseline")
        let app = folder + "/SwiftUIApp"
        try FileManager.default.copyItem(atPath: ScanCommandTests.app, toPath: app)
        return app
    }

    @Test("Writing a baseline and auditing against it passes; an edit above a finding keeps it known; a new failing pair fails at its line")
    func baseline() throws {
        let app = try Self.app()
        let file = app + "/baseline.json"
        #expect(runTincture(["audit", app]).exitCode == 1)
        let written = runTincture(["audit", app, "--write-baseline", file])
        #expect(written.exitCode == 0)
        #expect(written.standardOutput.hasPrefix("wrote \(file): "))
        let clean = runTincture(["audit", app, "--baseline", file])
        #expect(clean.exitCode == 0, "\(clean.standardOutput)")
        #expect(clean.standardOutput.contains("in the baseline"))
        // Lines added above every finding: the same findings, known by their declaration.
        let card = app + "/App/CardView.swift"
        let text = try String(contentsOfFile: card, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\n\n// A comment\n// and another\n").utf8)
            .write(to: URL(fileURLWithPath: card))
        #expect(runTincture(["audit", app, "--baseline", file]).exitCode == 0)
        // A new failing pair in the card.
        let edited = try String(contentsOfFile: card, encoding: .utf8).replacingOccurrences(
            of: "            Text(\"Updated today\")\n",
            with: "            Text(\"Faint\").foregroundColor(Color(white: 0.8))\n            Text(\"Updated today\")\n")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: card))
        let failing = runTincture(["audit", app, "--baseline", file, "--format", "xcode"])
        #expect(failing.exitCode == 1)
        let lines = failing.lines.filter { $0.contains(": error: ") }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("CardView.swift:") })
        let total = try String(contentsOfFile: card, encoding: .utf8).components(separatedBy: "\n")
        let faintLine = try #require(total.firstIndex { $0.contains("Text(\"Faint\")") }) + 1
        #expect(lines.contains { $0.contains("CardView.swift:\(faintLine):") })
    }

    @Test("Entries that no longer occur are listed as fixed; --update-baseline drops them; the file is sorted and stable")
    func fixed() throws {
        let app = try Self.app()
        let file = app + "/baseline.json"
        _ = runTincture(["audit", app, "--write-baseline", file])
        let first = try String(contentsOfFile: file, encoding: .utf8)
        _ = runTincture(["audit", app, "--write-baseline", file])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == first)
        let baseline = try AuditBaseline.read(file)
        #expect(baseline.entries == baseline.entries.sorted())
        // Remove CardView's subtle caption: its findings are fixed.
        let card = app + "/App/CardView.swift"
        let text = try String(contentsOfFile: card, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "                .foregroundStyle(Theme.Text.subtle)\n", with: "").utf8)
            .write(to: URL(fileURLWithPath: card))
        let audited = runTincture(["audit", app, "--baseline", file])
        #expect(audited.exitCode == 0)
        #expect(audited.standardError.contains("no longer occur (fixed); --update-baseline drops"))
        #expect(audited.standardError.contains("CardView.swift CardView.body"))
        let updated = runTincture(["audit", app, "--baseline", file, "--update-baseline"])
        #expect(updated.exitCode == 0)
        #expect(updated.standardError.contains("dropped from \(file)"))
        #expect(try AuditBaseline.read(file).entries.count < baseline.entries.count)
        #expect(!runTincture(["audit", app, "--baseline", file]).standardError.contains("no longer occur"))
    }

    @Test("The declaration around a place names its types and members")
    func declarations() {
        let text = """
            struct CardView: View {
                var body: some View {
                    Text("a")
                }
                func style(for item: Int) -> Color { .red }
            }
            extension Theme.Colors {
                static let accent = Color.blue
            }
            """
        #expect(EnclosingDeclaration.name(in: text, line: 3, column: 13) == "CardView.body")
        #expect(EnclosingDeclaration.name(in: text, line: 5, column: 47) == "CardView.style(for:)")
        #expect(EnclosingDeclaration.name(in: text, line: 8, column: 29) == "Theme.Colors.accent")
        #expect(EnclosingDeclaration.name(in: text, line: 1, column: 1) == "CardView")
    }
}
