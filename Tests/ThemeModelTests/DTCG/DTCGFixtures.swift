@testable import ThemeModel

/// The DTCG fixture files, and helpers shared by the DTCG tests.
enum DTCGFixtures {
    static let directory = "Tests/ThemeModelTests/Fixtures/dtcg"

    static func path(_ name: String) -> String { RepositoryFile.path("\(directory)/\(name)") }

    static func text(_ name: String) throws -> String { try RepositoryFile.text("\(directory)/\(name)") }

    /// Reads token files from disk, as the command line does.
    static func loadFromDisk(_ path: String) throws(ThemeErrors) -> String {
        try ThemeSource.read(path: path)
    }

    /// The JSON value of a text, for comparing files by value.
    static func json(_ text: String, file: String = "test.json") throws -> DTCGJSON {
        try DTCGJSONParser.parse(text, file: file).json
    }

    /// The errors a DTCG token file gives, or an empty list when it reads.
    static func errors(dtcg text: String) -> [ThemeError] {
        do {
            _ = try ThemeDocument(dtcg: text, file: "bad.tokens.json")
            return []
        } catch {
            return error.errors
        }
    }
}
