import ColorScience
import Foundation
import Testing
@testable import TinctureCLI

/// A count of one is singular wherever a count is printed: `1 finding`, never `1 findings`.
@Suite("Counts in output")
struct CountWordingTests {
    /// A theme with one pair that fails in one appearance, and a named theme that inherits it.
    static let oneFinding = """
        tokens:
          text:
            primary:
              light: "#777777"
              light+increased: "#000000"
              light+elevated: "#000000"
              dark: "#eeeeee"
          background:
            content:
              light: "#ffffff"
              dark: "#1c1c1e"
        contrast:
          - foreground: text.primary
            background: background.content
        themes:
          ocean:
            extends: default
        """

    /// `1 <noun>s` for the nouns tincture counts.
    static func pluralAfterOne(in text: String) -> [String] {
        let nouns = ["findings", "errors", "warnings", "notes", "pairs", "themes", "visions", "appearances", "tokens", "colors",
                     "palette colors", "Swift files", "lines", "color uses", "types", "inputs", "problems", "files", "material findings"]
        return nouns.filter { noun in
            text.components(separatedBy: "1 " + noun).dropLast().contains { before in
                !(before.last?.isNumber ?? false) && !(before.last == ".")
            }
        }
    }

    @Test("audit's summary: 1 error, 1 pair, 1 finding named themes inherit is shown once")
    func auditSummary() throws {
        let root = try Scratch.directory("counts")
        let theme = root + "/one.yml"
        try Self.oneFinding.write(toFile: theme, atomically: true, encoding: .utf8)
        let result = runTincture(["audit", theme])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("1 error, 0 warnings, counted per appearance — 1 pair in 2 themes × 8 appearances × 5 visions"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("; 1 finding named themes inherit is shown once"), "\(result.standardOutput)")
        #expect(Self.pluralAfterOne(in: result.standardOutput + result.standardError).isEmpty, "\(result.standardOutput)")
    }

    @Test("scan, import and the color utilities count one thing in the singular")
    func otherCommands() throws {
        let root = try Scratch.directory("counts")
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").foregroundColor(.red) } }"
            .write(toFile: root + "/App/V.swift", atomically: true, encoding: .utf8)
        let scan = runTincture(["scan", root + "/App"])
        #expect(scan.standardOutput.hasPrefix("\(root)/App: 1 Swift file, 2 lines; 0 colors from catalogs"), "\(scan.standardOutput)")
        #expect(Self.pluralAfterOne(in: scan.standardOutput + scan.standardError).isEmpty, "\(scan.standardOutput)\(scan.standardError)")

        let catalog = root + "/One.xcassets/Ink.colorset"
        try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
        try #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1","green":"0.1","blue":"0.1","alpha":"1.000"}}}]}"#
            .write(toFile: catalog + "/Contents.json", atomically: true, encoding: .utf8)
        let imported = runTincture(["import", root + "/One.xcassets", "--output", root + "/one.yml"])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.contains(": 1 token, 0 palette colors from"), "\(imported.standardOutput)")

        let convert = runTincture(["convert", "red", "nope", "--to", "hsl"])
        #expect(convert.standardError.contains("tincture: 1 input could not be read"))
        #expect(Self.pluralAfterOne(in: convert.standardError).isEmpty)
    }

    @Test("the helper's own wording")
    func counted() {
        #expect(Counted(1, "finding").description == "1 finding")
        #expect(Counted(0, "finding").description == "0 findings")
        #expect(Counted(2, "entry", plural: "entries").description == "2 entries")
        #expect(Self.pluralAfterOne(in: "21 findings, 1 errors") == ["errors"])
    }
}
