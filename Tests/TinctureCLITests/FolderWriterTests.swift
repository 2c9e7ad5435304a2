import Foundation
import Testing
@testable import TinctureCLI

/// The folder writer: a catalog is built beside the target and swapped in whole, keeps what it
/// did not generate, and leaves the old tree whole when anything goes wrong.
@Suite("Folder writer")
struct FolderWriterTests {
    static func change(_ path: String, _ text: String, _ expectation: FileWriter.Expectation = .anything) -> FolderWriter.Change {
        FolderWriter.Change(path: path, bytes: Array(text.utf8), expectation: expectation)
    }

    /// A catalog with a generated color and an app icon tincture did not write.
    static func catalog() throws -> (root: String, catalog: String) {
        let root = try Scratch.directory("folder-writer")
        let catalog = root + "/C.xcassets"
        try DiskState.put("root\n", at: catalog + "/Contents.json")
        try DiskState.put("old a\n", at: catalog + "/a.colorset/Contents.json")
        try DiskState.put("icon\n", at: catalog + "/AppIcon.appiconset/icon.png")
        return (root, catalog)
    }

    @Test("a new folder appears complete, with its folders, and nothing else is left")
    func create() throws {
        let root = try Scratch.directory("folder-writer")
        try FolderWriter.write([Self.change("Contents.json", "root\n"), Self.change("g/a.colorset/Contents.json", "a\n")], into: root + "/New/C.xcassets")
        #expect(DiskState.tree(root + "/New/C.xcassets") == ["Contents.json": Array("root\n".utf8), "g/a.colorset/Contents.json": Array("a\n".utf8)])
        #expect(DiskState.names(root + "/New") == ["C.xcassets"])
    }

    @Test("an existing folder is swapped whole: unchanged until the new tree is complete, then new, keeping what was not generated")
    func replace() throws {
        let (root, catalog) = try Self.catalog()
        let icon = try DiskState.inode(catalog + "/AppIcon.appiconset/icon.png")
        try DiskState.setMode(0o750, catalog)
        var during: [String: [UInt8]] = [:]
        var beside: [String: [UInt8]] = [:]
        try FolderWriter.write([Self.change("a.colorset/Contents.json", "new a\n", .contents(Array("old a\n".utf8))),
                                Self.change("b.colorset/Contents.json", "b\n", .absent)], into: catalog) {
            during = DiskState.tree(catalog)
            beside = DiskState.hidden(root).first.map { DiskState.tree(root + "/" + $0) } ?? [:]
        }
        let old = ["Contents.json": Array("root\n".utf8), "a.colorset/Contents.json": Array("old a\n".utf8), "AppIcon.appiconset/icon.png": Array("icon\n".utf8)]
        var new = old
        new["a.colorset/Contents.json"] = Array("new a\n".utf8)
        new["b.colorset/Contents.json"] = Array("b\n".utf8)
        #expect(during == old)
        #expect(beside == new)
        #expect(DiskState.tree(catalog) == new)
        #expect(try DiskState.inode(catalog + "/AppIcon.appiconset/icon.png") == icon, "an untouched file is the same file, its date kept")
        #expect(try DiskState.mode(catalog) == 0o750)
        #expect(DiskState.names(root) == ["C.xcassets"])
    }

    @Test("a failure part-way leaves the old folder whole and nothing beside it")
    func failurePartWay() throws {
        let (root, catalog) = try Self.catalog()
        let before = DiskState.tree(catalog)
        let failure = #expect(throws: WriteFailure.self) {
            try FolderWriter.write([Self.change("a.colorset/Contents.json", "new a\n"), Self.change("a.colorset/Contents.json/x", "x\n")], into: catalog)
        }
        #expect(failure?.cause == .wrongKind)
        #expect(DiskState.tree(catalog) == before)
        #expect(DiskState.names(root) == ["C.xcassets"])
    }

    @Test("an edit made in the folder while the new tree was built is kept: nothing is replaced")
    func concurrentEdit() throws {
        let (root, catalog) = try Self.catalog()
        let failure = #expect(throws: WriteFailure.self) {
            try FolderWriter.write([Self.change("a.colorset/Contents.json", "new a\n")], into: catalog) {
                try? DiskState.put("edited icon\n", at: catalog + "/AppIcon.appiconset/icon.png")
            }
        }
        #expect(failure?.cause == .changed)
        #expect(failure?.reason.hasPrefix("AppIcon.appiconset/icon.png changed on disk while the new version was built") == true)
        #expect(DiskState.bytes(catalog + "/AppIcon.appiconset/icon.png") == Array("edited icon\n".utf8))
        #expect(DiskState.bytes(catalog + "/a.colorset/Contents.json") == Array("old a\n".utf8))
        #expect(DiskState.names(root) == ["C.xcassets"])
        let stale = #expect(throws: WriteFailure.self) {
            try FolderWriter.write([Self.change("a.colorset/Contents.json", "new a\n", .contents(Array("planned\n".utf8)))], into: catalog)
        }
        #expect(stale?.cause == .changed)
        #expect(DiskState.bytes(catalog + "/a.colorset/Contents.json") == Array("old a\n".utf8))
    }

    @Test("a folder reached through a link is replaced where it is, and the link stays")
    func link() throws {
        let (root, catalog) = try Self.catalog()
        try FileManager.default.createSymbolicLink(atPath: root + "/Link.xcassets", withDestinationPath: "C.xcassets")
        try FolderWriter.write([Self.change("a.colorset/Contents.json", "new a\n")], into: root + "/Link.xcassets")
        #expect(DiskState.isLink(root + "/Link.xcassets"))
        #expect(DiskState.bytes(catalog + "/a.colorset/Contents.json") == Array("new a\n".utf8))
        #expect(DiskState.names(root) == ["C.xcassets", "Link.xcassets"])
    }

    @Test("a read-only folder, a read-only file in it, or a read-only folder around it, is refused and left as it was")
    func readOnly() throws {
        let (root, catalog) = try Self.catalog()
        let before = DiskState.tree(catalog)
        try DiskState.setMode(0o444, catalog + "/a.colorset/Contents.json")
        #expect(throws: WriteFailure(catalog + "/a.colorset/Contents.json", .readOnly, "permission denied (the file is read-only)")) {
            try FolderWriter.write([Self.change("a.colorset/Contents.json", "new a\n")], into: catalog)
        }
        try DiskState.setMode(0o555, catalog + "/a.colorset")
        #expect(throws: WriteFailure(catalog + "/a.colorset/b.json", .readOnly, "permission denied (the folder \(catalog)/a.colorset is read-only)")) {
            try FolderWriter.write([Self.change("a.colorset/b.json", "b\n")], into: catalog)
        }
        try DiskState.setMode(0o555, catalog)
        #expect(throws: WriteFailure(catalog, .readOnly, "permission denied (the folder \(catalog) is read-only)")) {
            try FolderWriter.write([Self.change("b.colorset/Contents.json", "b\n")], into: catalog)
        }
        try DiskState.setMode(0o755, catalog)
        try DiskState.setMode(0o555, root)
        defer { try? DiskState.setMode(0o755, root) }
        #expect(throws: WriteFailure(catalog, .readOnly, "permission denied (the folder \(root) is read-only)")) {
            try FolderWriter.write([Self.change("b.colorset/Contents.json", "b\n")], into: catalog)
        }
        #expect(DiskState.tree(catalog) == before)
        #expect(DiskState.names(root) == ["C.xcassets"])
    }

    @Test("a folder a killed run set aside between two renames is put back before the next write")
    func setAsideRestored() throws {
        let (root, catalog) = try Self.catalog()
        let aside = root + "/.C.xcassets.tincture-\(try DiskState.finishedProcess())-9.old"
        #expect(rename(catalog, aside) == 0)
        try FolderWriter.write([Self.change("b.colorset/Contents.json", "b\n", .absent)], into: catalog)
        #expect(DiskState.bytes(catalog + "/AppIcon.appiconset/icon.png") == Array("icon\n".utf8))
        #expect(DiskState.bytes(catalog + "/b.colorset/Contents.json") == Array("b\n".utf8))
        #expect(DiskState.names(root) == ["C.xcassets"])
    }
}
