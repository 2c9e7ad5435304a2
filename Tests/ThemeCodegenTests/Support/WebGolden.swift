import Foundation
import Testing
import ThemeCodegen
import ThemeModel

/// The examples the web, Android, DTCG and template generators' golden tests cover, whose files
/// live under `Tests/ThemeCodegenTests/Golden/<generator>/<example>/` (see ``Golden``).
enum WebGolden {
    /// The examples the golden tests cover.
    static let examples = ["try-swift", "apple-system"]

    static func theme(_ example: String) throws -> ResolvedTheme {
        try ResolvedTheme(contentsOfFile: RepositoryFile.path("Examples/\(example).yml"))
    }

    /// Compares (or, with `RECORD_GOLDEN=1`, records) the files against their golden copies.
    static func check(_ files: [GeneratedFile], generator: String, example: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try Golden.check(files, named: "\(generator)/\(example)", sourceLocation: sourceLocation)
    }
}
