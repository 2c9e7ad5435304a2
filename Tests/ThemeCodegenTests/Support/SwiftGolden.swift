import Foundation
import Testing

/// Golden files for the Swift generator, under `Golden/`: compared byte for byte, written only
/// when `RECORD_GOLDEN=1`, and a failure when missing.
enum SwiftGolden {
    /// `Tests/ThemeCodegenTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let goldenDirectory = testsDirectory.appendingPathComponent("Golden")
    static let examplesDirectory = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// A theme by name: `Examples/<name>.yml`, else `Golden/Fixtures/<name>.yml`.
    static func themeFile(_ name: String) -> String {
        let example = examplesDirectory.appendingPathComponent(name + ".yml").path
        if FileManager.default.fileExists(atPath: example) { return example }
        return goldenDirectory.appendingPathComponent("Fixtures/" + name + ".yml").path
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// Checks `contents` against `Golden/<path>` (or records it).
    static func check(_ contents: String, path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = goldenDirectory.appendingPathComponent(path)
        if recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(path); run with RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != contents {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = contents.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(expectedLines, actualLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? min(expectedLines.count, actualLines.count)
            Issue.record(
                "\(path) differs from its golden file at line \(line + 1); run with RECORD_GOLDEN=1 to re-record",
                sourceLocation: sourceLocation
            )
        }
    }
}
