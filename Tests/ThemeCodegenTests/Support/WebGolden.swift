import Foundation
import Testing
import ThemeCodegen
import ThemeModel

/// Golden files for the web, Android, DTCG and template generators, under
/// `Tests/ThemeCodegenTests/Golden/<generator>/<example>/<path>`. Recorded only with
/// `RECORD_GOLDEN=1`; a missing golden file fails.
enum WebGolden {
    static let testsRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let repositoryRoot = testsRoot.deletingLastPathComponent().deletingLastPathComponent()

    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// The examples the golden tests cover.
    static let examples = ["try-swift", "apple-system"]

    static func theme(_ example: String) throws -> ResolvedTheme {
        try ResolvedTheme(contentsOfFile: repositoryRoot.appendingPathComponent("Examples/\(example).yml").path)
    }

    /// Compares (or records) each file against its golden copy.
    static func check(_ files: [GeneratedFile], generator: String, example: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let directory = testsRoot.appendingPathComponent("Golden/\(generator)/\(example)")
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            if recording {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("missing golden file \(generator)/\(example)/\(file.path); run with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
                continue
            }
            #expect(file.contents == expected, "\(generator)/\(example)/\(file.path) differs from its golden file", sourceLocation: sourceLocation)
        }
    }
}
