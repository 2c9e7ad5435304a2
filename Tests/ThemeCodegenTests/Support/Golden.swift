import Foundation
import Testing
import ThemeCodegen

/// Paths in the repository, found from this file so tests run from any directory.
enum RepositoryFile {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// `Tests/ThemeCodegenTests/Golden/…`.
    static func golden(_ relative: String) -> String { path("Tests/ThemeCodegenTests/Golden/" + relative) }
}

/// Golden files: generated output compared byte for byte with files under
/// `Tests/ThemeCodegenTests/Golden/<name>/`. With `RECORD_GOLDEN=1` in the environment the files
/// are written (and stale ones removed) instead; without it a missing file fails.
enum Golden {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    static func check(_ files: [GeneratedFile], named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = RepositoryFile.golden(name)
        let manager = FileManager.default
        if isRecording {
            try? manager.removeItem(atPath: folder)
            for file in files {
                let path = folder + "/" + file.path
                try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
            }
            return
        }
        var stored = Set((manager.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: folder + "/" + $0, isDirectory: &isDirectory) && !isDirectory.boolValue
        })
        for file in files {
            let path = folder + "/" + file.path
            guard let data = manager.contents(atPath: path) else {
                Issue.record("golden file missing: \(path) (run with RECORD_GOLDEN=1 to record)", sourceLocation: sourceLocation)
                continue
            }
            stored.remove(file.path)
            let expected = String(decoding: data, as: UTF8.self)
            #expect(file.contents == expected, "\(file.path) differs from its golden file", sourceLocation: sourceLocation)
        }
        for extra in stored.sorted() {
            Issue.record("golden file no longer generated: \(folder)/\(extra)", sourceLocation: sourceLocation)
        }
    }
}
