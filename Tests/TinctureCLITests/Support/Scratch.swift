import Foundation

/// Folders the tests write in: a fresh one per call, all inside one folder of this test run,
/// which is removed when the run ends.
enum Scratch {
    static let root: String = {
        let path = NSTemporaryDirectory() + "tincture-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: Scratch.root) }
        return path
    }()

    /// A new empty folder, its name starting with `name`.
    static func directory(_ name: String) throws -> String {
        let path = root + "/" + name + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
