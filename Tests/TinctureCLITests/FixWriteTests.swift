import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import TinctureCLI

/// `tincture fix --write` on the disk: line breaks and byte-order marks kept, links and
/// permissions respected, and failures said with the path and the reason.
@Suite("Fix --write on disk")
struct FixWriteTests {
    /// The smallest theme fix changes: gray text on white.
    static let lines = ["tokens:", "  text: \"#777777\"", "  page: \"#ffffff\"", "contrast:", "  - foreground: text", "    background: page"]

    static func write(_ bytes: [UInt8]) throws -> String {
        let path = try Scratch.directory("fix-write") + "/t.yml"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("every line keeps its line break (CRLF, CR, LF, mixed) and the fixed file loads and passes", arguments: [
        ["\r\n"], ["\r"], ["\n"], ["\r\n", "\n", "\r"],
    ])
    func lineBreaks(breaks: [String]) throws {
        let text = Self.lines.enumerated().map { $1 + breaks[$0 % breaks.count] }.joined()
        let path = try Self.write(Array(text.utf8))
        let result = runTincture(["fix", path, "--write"])
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        let (lines, written) = ThemeFileEditor.split(try String(contentsOfFile: path, encoding: .utf8))
        #expect(written == Self.lines.indices.map { breaks[$0 % breaks.count] })
        #expect(lines[1] != Self.lines[1] && lines[1].hasPrefix("  text: \"#"))
        #expect(Array(lines[2...]) == Array(Self.lines[2...]))
        #expect(Auditor().audit(try ResolvedTheme(contentsOfFile: path)).count(.error) == 0)
    }

    @Test("a UTF-8 byte-order mark is kept")
    func byteOrderMark() throws {
        let text = Self.lines.map { $0 + "\n" }.joined()
        let path = try Self.write(ThemeFileSnapshot.byteOrderMark + Array(text.utf8))
        let result = runTincture(["fix", path, "--write"])
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        let bytes = try #require(DiskState.bytes(path))
        #expect(bytes.starts(with: ThemeFileSnapshot.byteOrderMark))
        #expect(!bytes.dropFirst(3).starts(with: ThemeFileSnapshot.byteOrderMark))
        #expect(bytes != ThemeFileSnapshot.byteOrderMark + Array(text.utf8))
    }

    @Test("line numbers agree with the reader's where it breaks lines (NEL, LS inside a string)")
    func readerLineBreaks() throws {
        let text = "tokens:\n  page:\n    description: \"one\u{2028}two\u{85}three\"\n    value: \"#ffffff\"\n  text: \"#777777\"\n"
            + "contrast:\n  - foreground: text\n    background: page\n"
        let path = try Self.write(Array(text.utf8))
        let result = runTincture(["fix", path, "--write"])
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        let after = try String(contentsOfFile: path, encoding: .utf8)
        #expect(after.contains("\"one\u{2028}two\u{85}three\""))
        #expect(after.contains("    value: \"#ffffff\"\n"))
        #expect(!after.contains("#777777"))
    }

    @Test("through a symbolic link: the target is fixed, the link stays, the permissions are kept")
    func link() throws {
        let path = try Self.write(Array(Self.lines.map { $0 + "\n" }.joined().utf8))
        try DiskState.setMode(0o640, path)
        let link = PathNames.folder(of: path) + "/link.yml"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "t.yml")
        let result = runTincture(["fix", link, "--write"])
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(DiskState.isLink(link))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("#777777") == false)
        #expect(try DiskState.mode(path) == 0o640)
        #expect(DiskState.names(PathNames.folder(of: path)) == ["link.yml", "t.yml"])
    }

    @Test("a read-only theme is refused with the path and the reason, and left as it was")
    func readOnly() throws {
        let text = Self.lines.map { $0 + "\n" }.joined()
        let path = try Self.write(Array(text.utf8))
        try DiskState.setMode(0o444, path)
        let result = runTincture(["fix", path, "--write"])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("tincture: error: cannot write \(path): permission denied (the file is read-only)"))
        #expect(DiskState.bytes(path) == Array(text.utf8))
        #expect(try DiskState.mode(path) == 0o444)
    }

    @Test("the editor splits lines where the reader does and joins added lines with the line's own break")
    func editorLines() {
        let (lines, breaks) = ThemeFileEditor.split("a\r\nb\rc\nd\u{85}e\u{2028}f")
        #expect(lines == ["a", "b", "c", "d", "e", "f"])
        #expect(breaks == ["\r\n", "\r", "\n", "\u{85}", "\u{2028}", ""])
        let document = ThemeDocument(file: "t.yml")
        let editor = ThemeFileEditor(text: "a\r\nb", document: document)
        #expect(editor.applying([.init(index: 0, lines: ["a", "a2"]), .init(index: 1, lines: ["b", "b2"])]) == "a\r\na2\r\nb\r\nb2")
    }
}
