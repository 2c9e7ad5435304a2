import Foundation

/// A temporary folder of files a test writes, removed when the test ends.
final class TokenFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-tokens-\(UUID().uuidString)").path
        for (name, text) in files {
            let full = (path as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
