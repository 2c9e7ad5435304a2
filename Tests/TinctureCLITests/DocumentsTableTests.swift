import Foundation
import Testing
import ThemeAudit
@testable import TinctureCLI

/// docs/documents.md names only commands, rules and formats that exist, covers every source
/// document, and the README links it.
@Suite("Source documents table")
struct DocumentsTableTests {
    static func text() throws -> String { try AuditSchemas.read("docs/documents.md") }

    /// The captures of a pattern's first group in `text`.
    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test("every rule id it names is one tincture audit prints, and it names each of the documents' rules")
    func rules() throws {
        let named = Set(try Self.matches("`\\[([a-z-]+)\\]`", in: Self.text()))
        let ids = Set(AuditRule.all.map(\.id))
        #expect(!named.isEmpty)
        #expect(named.subtracting(ids).isEmpty, "not rules: \(named.subtracting(ids).sorted())")
        // The rules the documents gave rise to (not those about reading input, the audit's own
        // suppressions, or Liquid Glass, which came after the documents) are all in the table.
        let inputRules: Set = ["unreadable-color", "unknown-system-color", "unknown-color-name", "superfluous-suppression",
                               "glass-contrast", "glass-unbounded", "glass-reduce-transparency", "glass-increase-contrast"]
        #expect(ids.subtracting(inputRules).subtracting(named).isEmpty, "not in the table: \(ids.subtracting(inputRules).subtracting(named).sorted())")
    }

    @Test("every command it names is a tincture subcommand, and every format a generate format")
    func commandsAndFormats() throws {
        let text = try Self.text()
        let commands = Set(TinctureCommand.configuration.subcommands.map { $0._commandName })
        let named = Set(try Self.matches("`tincture ([a-z]+)", in: text))
        #expect(!named.isEmpty)
        #expect(named.subtracting(commands).isEmpty, "not commands: \(named.subtracting(commands).sorted())")
        let formats = Set(try Self.matches("\\n\\| `([a-z]+)` \\|", in: text))
        #expect(formats == Set(GeneratorRegistry.names).subtracting(["template"]), "\(formats)")
        let used = Set(try Self.matches("`([a-z]+)`: ", in: text))
        #expect(used.subtracting(formats).isEmpty, "not formats: \(used.subtracting(formats).sorted())")
    }

    @Test("a section for each of the five documents, and the README links the page")
    func sections() throws {
        let headings = try Self.text().split(separator: "\n").filter { $0.hasPrefix("## 00") }.map { String($0.prefix(6)) }
        #expect(Set(headings) == ["## 000", "## 001", "## 002", "## 003", "## 004"])
        #expect(try AuditSchemas.read("README.md").contains("[docs/documents.md](docs/documents.md)"))
    }
}
