import Foundation
import Testing

/// What tests of the writer look at on disk: bytes, permissions, links, whole trees, and the
/// writer's hidden temporaries.
enum DiskState {
    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    static func put(_ text: String, at path: String, mode: Int? = nil) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        if let mode { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path) }
    }

    /// The permission bits of `path` (a link is followed).
    static func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    static func setMode(_ mode: Int, _ path: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    /// Whether `path` itself is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    static func inode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }

    /// The names in `folder`, sorted.
    static func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The writer's temporaries and set-aside folders in `folder`.
    static func hidden(_ folder: String) -> [String] {
        names(folder).filter { $0.hasPrefix(".") && $0.contains(".tincture-") }
    }

    /// Every file under `folder` by relative path, with its bytes.
    static func tree(_ folder: String) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                result[relative] = bytes(path)
            }
        }
        return result
    }

    /// The id of a process that has exited (so nothing of it is still running).
    static func finishedProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
