import Foundation
import ThemeCodegen
import ThemeModel

/// The one place generated files reach the disk.
///
/// For each file it decides, before writing anything: unchanged (same bytes: left alone, its
/// date untouched), new, changed, or refused (a file exists there without the do-not-edit
/// marker, and `force` is off). Then, unless checking or dry-running, it writes the new and
/// changed files atomically (``FileWriter``), creating folders as needed.
struct OutputWriter {
    enum Action: String, Equatable {
        case unchanged, create, update, refuse
    }

    struct Plan: Equatable {
        var path: String
        var action: Action
    }

    var force = false

    /// What writing `files` under `directory` would do.
    func plan(_ files: [GeneratedFile], under directory: String) -> [Plan] {
        files.map { file in
            let path = Self.join(directory, file.path)
            guard let data = FileManager.default.contents(atPath: path) else { return Plan(path: path, action: .create) }
            let existing = String(decoding: data, as: UTF8.self)
            if existing == file.contents { return Plan(path: path, action: .unchanged) }
            if !force, !GeneratedMarker.isMarked(existing) { return Plan(path: path, action: .refuse) }
            return Plan(path: path, action: .update)
        }
    }

    /// Writes what `plan` says to create or update. Stops at the first failure; refused files
    /// are never written.
    func write(_ files: [GeneratedFile], under directory: String) throws(FileWriter.Failure) -> [Plan] {
        let plans = plan(files, under: directory)
        for (file, plan) in zip(files, plans) where plan.action == .create || plan.action == .update {
            let folder = URL(fileURLWithPath: plan.path).deletingLastPathComponent().path
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw FileWriter.Failure(description: "cannot create \(folder): \(error.localizedDescription)")
            }
            try FileWriter.write(file.contents, to: plan.path, overwrite: plan.action == .update)
        }
        return plans
    }

    static func join(_ directory: String, _ path: String) -> String {
        if directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
