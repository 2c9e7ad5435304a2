import Foundation
import Testing
@testable import TinctureCLI

/// The file writer: atomic replacement, leftovers of killed runs, edits made meanwhile, links,
/// permissions (checked by their bits, so these tests mean the same as the superuser), and
/// failures in the system's words.
@Suite("File writer")
struct FileWriterTests {
    static func folder() throws -> String {
        try Scratch.directory("file-writer")
    }

    static let new = Array("new\n".utf8)

    @Test("the target keeps its old bytes until the complete new file, flushed beside it, is renamed over it")
    func atomic() throws {
        let root = try Self.folder()
        try DiskState.put("old\n", at: root + "/a.yml")
        var during: [UInt8]?
        var temporaries: [String: [UInt8]?] = [:]
        try FileWriter.write(Self.new, to: root + "/a.yml", expecting: .anything) {
            during = DiskState.bytes(root + "/a.yml")
            for name in DiskState.hidden(root) { temporaries[name] = DiskState.bytes(root + "/" + name) }
        }
        #expect(during == Array("old\n".utf8))
        #expect(temporaries.count == 1)
        #expect(temporaries.keys.allSatisfy { $0.hasPrefix(".a.yml.tincture-\(getpid())-") && $0.hasSuffix(".tmp") })
        #expect(temporaries.values.allSatisfy { $0 == Self.new })
        #expect(DiskState.bytes(root + "/a.yml") == Self.new)
        #expect(DiskState.names(root) == ["a.yml"])
    }

    @Test("leftovers of killed runs are removed by the next write to their folder; a running process's and other files stay")
    func leftovers() throws {
        let root = try Self.folder()
        let dead = try DiskState.finishedProcess()
        let killed = ".a.yml.tincture-\(dead)-1f.tmp"
        let legacy = ".b.yml.tincture-35112630-7112-47CC-9B9F-4DC1153D6483.tmp"
        let killedFolder = ".C.xcassets.tincture-\(dead)-2e.tmp"
        let setAside = ".D.xcassets.tincture-\(dead)-3d.old"
        let running = ".e.yml.tincture-\(getpid())-4c.tmp"
        let others = [".e.yml.tincturex.tmp", "notes.tmp", ".hidden"]
        for name in [killed, legacy, running] + others { try DiskState.put("x", at: root + "/" + name) }
        try DiskState.put("x", at: root + "/" + killedFolder + "/Contents.json")
        try DiskState.put("kept", at: root + "/" + setAside + "/Contents.json")
        try FileWriter.write(Self.new, to: root + "/a.yml", expecting: .absent)
        #expect(DiskState.names(root) == ([running, "D.xcassets", "a.yml"] + others).sorted())
        #expect(DiskState.bytes(root + "/D.xcassets/Contents.json") == Array("kept".utf8), "a folder set aside by a killed run is put back")
    }

    @Test("a file changed on disk since it was read is not overwritten, before or during the write")
    func concurrentEdit() throws {
        let root = try Self.folder()
        let path = root + "/t.yml"
        let read = Array("read\n".utf8)
        try DiskState.put("theirs\n", at: path)
        #expect(throws: WriteFailure(path, .changed, "it changed on disk since it was read (another program saved it), so the changes were not written and the other edit is kept; run the command again")) {
            try FileWriter.write(Self.new, to: path, expecting: .contents(read))
        }
        #expect(DiskState.bytes(path) == Array("theirs\n".utf8))
        try DiskState.put("read\n", at: path)
        let late = #expect(throws: WriteFailure.self) {
            try FileWriter.write(Self.new, to: path, expecting: .contents(read)) { try? DiskState.put("saved meanwhile\n", at: path) }
        }
        #expect(late?.cause == .changed)
        #expect(DiskState.bytes(path) == Array("saved meanwhile\n".utf8))
        let appeared = #expect(throws: WriteFailure.self) {
            try FileWriter.write(Self.new, to: root + "/n.yml", expecting: .absent) { try? DiskState.put("theirs\n", at: root + "/n.yml") }
        }
        #expect(appeared?.cause == .exists)
        #expect(DiskState.bytes(root + "/n.yml") == Array("theirs\n".utf8))
        try DiskState.put("read\n", at: path)
        let removed = #expect(throws: WriteFailure.self) {
            try FileWriter.write(Self.new, to: path, expecting: .contents(read)) { try? FileManager.default.removeItem(atPath: path) }
        }
        #expect(removed?.reason.hasPrefix("it was removed since it was read") == true)
        #expect(DiskState.hidden(root).isEmpty)
        #expect(DiskState.names(root) == ["n.yml"])
    }

    @Test("a write to a symbolic link, or a chain of them, replaces the target and keeps the links")
    func links() throws {
        let root = try Self.folder()
        try DiskState.put("old\n", at: root + "/real/t.yml", mode: 0o640)
        try FileManager.default.createSymbolicLink(atPath: root + "/first.yml", withDestinationPath: "real/t.yml")
        try FileManager.default.createSymbolicLink(atPath: root + "/second.yml", withDestinationPath: root + "/first.yml")
        try FileWriter.write(Self.new, to: root + "/second.yml", expecting: .contents(Array("old\n".utf8)))
        #expect(DiskState.bytes(root + "/real/t.yml") == Self.new)
        #expect(DiskState.isLink(root + "/first.yml") && DiskState.isLink(root + "/second.yml"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/first.yml") == "real/t.yml")
        #expect(try DiskState.mode(root + "/real/t.yml") == 0o640)
        #expect(DiskState.hidden(root).isEmpty && DiskState.hidden(root + "/real").isEmpty)
        // A link whose target does not exist yet: the target is created.
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling.yml", withDestinationPath: "real/later.yml")
        try FileWriter.write(Self.new, to: root + "/dangling.yml", expecting: .absent)
        #expect(DiskState.isLink(root + "/dangling.yml"))
        #expect(DiskState.bytes(root + "/real/later.yml") == Self.new)
    }

    @Test("a rewritten file keeps its permissions", arguments: [0o600, 0o640, 0o755, 0o664])
    func modeKept(mode: Int) throws {
        let root = try Self.folder()
        try DiskState.put("old\n", at: root + "/t.yml", mode: mode)
        try FileWriter.write(Self.new, to: root + "/t.yml", expecting: .anything)
        #expect(try DiskState.mode(root + "/t.yml") == mode)
    }

    @Test("a read-only file, or a file in a read-only folder, is refused by its permission bits and never replaced")
    func readOnly() throws {
        let root = try Self.folder()
        try DiskState.put("old\n", at: root + "/ro.yml", mode: 0o444)
        #expect(throws: WriteFailure(root + "/ro.yml", .readOnly, "permission denied (the file is read-only)")) {
            try FileWriter.write(Self.new, to: root + "/ro.yml", expecting: .anything)
        }
        #expect(DiskState.bytes(root + "/ro.yml") == Array("old\n".utf8))
        #expect(try DiskState.mode(root + "/ro.yml") == 0o444)
        try DiskState.put("old\n", at: root + "/locked/t.yml", mode: 0o644)
        try DiskState.setMode(0o555, root + "/locked")
        defer { try? DiskState.setMode(0o755, root + "/locked") }
        for name in ["t.yml", "new.yml"] {
            #expect(throws: WriteFailure(root + "/locked/" + name, .readOnly, "permission denied (the folder \(root)/locked is read-only)")) {
                try FileWriter.write(Self.new, to: root + "/locked/" + name, expecting: .anything)
            }
        }
        #expect(DiskState.names(root + "/locked") == ["t.yml"])
        #expect(DiskState.bytes(root + "/locked/t.yml") == Array("old\n".utf8))
    }

    @Test("a folder, a pipe or a loop of links at the path is refused, not replaced")
    func wrongKind() throws {
        let root = try Self.folder()
        try FileManager.default.createDirectory(atPath: root + "/folder.yml", withIntermediateDirectories: false)
        #expect(throws: WriteFailure(root + "/folder.yml", .wrongKind, "it is a folder, not a file")) {
            try FileWriter.write(Self.new, to: root + "/folder.yml", expecting: .anything)
        }
        #expect(mkfifo(root + "/pipe", 0o644) == 0)
        #expect(throws: WriteFailure(root + "/pipe", .wrongKind, "it is not a regular file")) {
            try FileWriter.write(Self.new, to: root + "/pipe", expecting: .anything)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/loop", withDestinationPath: "loop")
        #expect(throws: WriteFailure(root + "/loop", errno: ELOOP)) {
            try FileWriter.write(Self.new, to: root + "/loop", expecting: .anything)
        }
        #expect(DiskState.isLink(root + "/loop"))
        #expect(DiskState.hidden(root).isEmpty)
    }

    @Test("failures name the path and the system's reason in its words, never an error domain or code")
    func failureWords() throws {
        #expect(WriteFailure.reason(errno: ENOSPC) == "no space left on device")
        #expect(WriteFailure.reason(errno: EACCES) == "permission denied")
        #expect(WriteFailure.reason(errno: EROFS) == "read-only file system")
        let root = try Self.folder()
        let missing = root + "/nowhere/t.yml"
        let failure = #expect(throws: WriteFailure.self) { try FileWriter.write(Self.new, to: missing, expecting: .absent) }
        #expect(failure?.description == "cannot write \(missing): no such file or directory (the folder \(root)/nowhere does not exist)")
        let blocked = #expect(throws: WriteFailure.self) {
            try DiskState.put("x", at: root + "/file")
            try FolderTree.createFolders(root + "/file/sub", reporting: root + "/file/sub/t.yml")
        }
        #expect(blocked?.description == "cannot write \(root)/file/sub/t.yml: \(root)/file is a file, not a folder")
        // A file where a folder on the way should be is named, wherever it stands on the way.
        for target in ["/file/t.yml", "/file/sub/deeper/t.yml", "/file/"] {
            let onTheWay = #expect(throws: WriteFailure.self) { try FileWriter.write(Self.new, to: root + target, expecting: .absent) }
            #expect(onTheWay?.description.hasPrefix("cannot write \(root + target): \(root)/file is a file, not a folder") == true, "\(String(describing: onTheWay))")
        }
        // A path ending in '/' names a folder: a missing one is said to be missing.
        let folderPath = #expect(throws: WriteFailure.self) { try FileWriter.write(Self.new, to: root + "/new/", expecting: .absent) }
        #expect(folderPath?.description == "cannot write \(root)/new/: no such file or directory (the folder \(root)/new does not exist)")
        for text in [failure?.description, blocked?.description].compactMap({ $0 }) {
            #expect(!text.contains("Domain") && !text.contains("error 512") && !text.contains("could not be completed"))
        }
    }
}
