import Foundation

/// The sample apps under `Tests/SourceScanTests/Fixtures`.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

    static func text(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }
}
