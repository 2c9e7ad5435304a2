import Foundation
import Testing
import ThemeModel
import ThemeCodegen
@testable import TinctureCLI

/// The one writer: new, unchanged, updated and refused files, atomically, never touching what it
/// did not generate.
@Suite("Output writer")
struct OutputWriterTests {
    static func directory() throws -> String {
        try Scratch.directory("writer")
    }

    static let marked = GeneratedMarker.comment(.slashes) + "\nlet a = 1\n"

    @Test("creates files and folders, then leaves identical files alone")
    func createThenUnchanged() throws {
        let root = try Self.directory()
        let files = [GeneratedFile(path: "Sub/A.swift", contents: Self.marked)]
        #expect(try OutputWriter().write(files, under: root).map(\.action) == [.create])
        #expect(try String(contentsOfFile: root + "/Sub/A.swift", encoding: .utf8) == Self.marked)
        let before = try FileManager.default.attributesOfItem(atPath: root + "/Sub/A.swift")[.modificationDate] as? Date
        #expect(try OutputWriter().write(files, under: root).map(\.action) == [.unchanged])
        let after = try FileManager.default.attributesOfItem(atPath: root + "/Sub/A.swift")[.modificationDate] as? Date
        #expect(before == after)
    }

    @Test("replaces a file it generated, refuses one it did not unless forced")
    func updateAndRefuse() throws {
        let root = try Self.directory()
        try Self.marked.write(toFile: root + "/Mine.swift", atomically: true, encoding: .utf8)
        try "// hand-written\n".write(toFile: root + "/Theirs.swift", atomically: true, encoding: .utf8)
        let new = GeneratedMarker.comment(.slashes) + "\nlet a = 2\n"
        let files = [GeneratedFile(path: "Mine.swift", contents: new), GeneratedFile(path: "Theirs.swift", contents: new)]
        #expect(try OutputWriter().write(files, under: root).map(\.action) == [.update, .refuse])
        #expect(try String(contentsOfFile: root + "/Mine.swift", encoding: .utf8) == new)
        #expect(try String(contentsOfFile: root + "/Theirs.swift", encoding: .utf8) == "// hand-written\n")
        #expect(try OutputWriter(force: true).write(files, under: root).map(\.action) == [.unchanged, .update])
        #expect(try String(contentsOfFile: root + "/Theirs.swift", encoding: .utf8) == new)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["Mine.swift", "Theirs.swift"])
    }

    @Test("a catalog is swapped in as a new folder: files it did not generate stay, an unmarked one is refused")
    func catalogTree() throws {
        let root = try Self.directory()
        try DiskState.put("// hand-written\n", at: root + "/C.xcassets/b.colorset/Contents.json")
        try DiskState.put("icon", at: root + "/C.xcassets/AppIcon.appiconset/icon.png")
        let folder = try DiskState.inode(root + "/C.xcassets")
        let files = [GeneratedFile(path: "C.xcassets/a.colorset/Contents.json", contents: Self.marked),
                     GeneratedFile(path: "C.xcassets/b.colorset/Contents.json", contents: Self.marked)]
        #expect(try OutputWriter().write(files, under: root).map(\.action) == [.create, .refuse])
        #expect(try DiskState.inode(root + "/C.xcassets") != folder)
        #expect(DiskState.tree(root + "/C.xcassets") == ["a.colorset/Contents.json": Array(Self.marked.utf8),
                                                        "b.colorset/Contents.json": Array("// hand-written\n".utf8),
                                                        "AppIcon.appiconset/icon.png": Array("icon".utf8)])
        #expect(DiskState.names(root) == ["C.xcassets"])
        #expect(OutputWriter.tree(of: "C.xcassets/a.colorset/Contents.json")! == ("C.xcassets", "a.colorset/Contents.json"))
        #expect(OutputWriter.tree(of: "values/colors.xml") == nil)
        #expect(OutputWriter.tree(of: "Colors.swift") == nil)
    }

    @Test("leftovers of a killed run are removed even when nothing changed")
    func leftoversWhenUnchanged() throws {
        let root = try Self.directory()
        let files = [GeneratedFile(path: "C.xcassets/Contents.json", contents: Self.marked), GeneratedFile(path: "A.swift", contents: Self.marked)]
        _ = try OutputWriter().write(files, under: root)
        let dead = try DiskState.finishedProcess()
        try DiskState.put("x", at: root + "/.C.xcassets.tincture-\(dead)-1.tmp/Contents.json")
        try DiskState.put("x", at: root + "/.A.swift.tincture-\(dead)-2.tmp")
        #expect(try OutputWriter().write(files, under: root).map(\.action) == [.unchanged, .unchanged])
        #expect(DiskState.names(root) == ["A.swift", "C.xcassets"])
        #expect(OutputWriter().plan(files, under: root).map(\.action) == [.unchanged, .unchanged])
    }

    @Test("planning writes nothing")
    func planOnly() throws {
        let root = try Self.directory()
        let plans = OutputWriter().plan([GeneratedFile(path: "A.css", contents: "x")], under: root)
        #expect(plans.map(\.action) == [.create])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    @Test("generate without a generate: section or with an unknown format says what to do")
    func generateErrors() throws {
        let root = try Self.directory()
        let theme = root + "/t.yml"
        try "tokens:\n  a: red\n".write(toFile: theme, atomically: true, encoding: .utf8)
        let none = runTincture(["generate", theme])
        #expect(none.exitCode == 64)
        #expect(none.standardError.contains("no `generate:` section"))
        let unknown = runTincture(["generate", theme, "--format", "kotlinx", "--output", root + "/x"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("unknown format 'kotlinx'"))
    }
}
