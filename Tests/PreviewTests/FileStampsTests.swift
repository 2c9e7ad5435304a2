import Foundation
import Testing
@testable import Preview

@Suite("Watched files")
struct FileStampsTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "tincture-stamps-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/App/Assets.xcassets/Brand.colorset", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path + "/.build/debug", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path + "/App/Assets.xcassets/Brand.colorset/Contents.json"))
        try Data("let a = 1".utf8).write(to: URL(fileURLWithPath: path + "/App/View.swift"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/.build/debug/product"))
        return path
    }

    @Test("An edit, a new file and a deleted one each change the stamps; the same files give the same stamps")
    func changes() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = FileStamps.of([root])
        #expect(first.count == 2)
        #expect(FileStamps.of([root]) == first)
        try Data("let a = 2".utf8).write(to: URL(fileURLWithPath: root + "/App/View.swift"))
        let edited = FileStamps.of([root])
        #expect(edited != first)
        try Data("tokens: {}".utf8).write(to: URL(fileURLWithPath: root + "/tincture.yml"))
        let added = FileStamps.of([root])
        #expect(added != edited && added.count == 3)
        try FileManager.default.removeItem(atPath: root + "/tincture.yml")
        #expect(FileStamps.of([root]) == edited)
    }

    @Test("Build products and version control are not watched; a watched path that is a link is followed")
    func skipped() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = FileStamps.of([root])
        try Data("y".utf8).write(to: URL(fileURLWithPath: root + "/.build/debug/product"))
        #expect(FileStamps.of([root]) == before)
        let link = root + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root)
        defer { try? FileManager.default.removeItem(atPath: link) }
        #expect(FileStamps.of([link]).count == 2)
        #expect(FileStamps.of([root + "/missing.yml"]).count == 0)
    }
}
