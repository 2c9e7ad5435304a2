import Foundation
import ThemeCodegen
import ThemeModel

/// The one place generated files reach the disk.
///
/// For each file it decides, before writing anything: unchanged (same bytes: left alone, its
/// date untouched), new, changed, or refused (a file exists there without the do-not-edit
/// marker, and `force` is off). Then, unless checking or dry-running, it writes the new and
/// changed files: a folder a generator owns whole (an `.xcassets` catalog) all at once through
/// ``FolderWriter``, every other file atomically through ``FileWriter``, creating folders as
/// needed. Each write expects the file as it was planned — absent for a new file, the same
/// bytes for a changed one — so a file another program wrote in between is never replaced.
struct OutputWriter {
    enum Action: String, Equatable {
        case unchanged, create, update, refuse
    }

    struct Plan: Equatable {
        var path: String
        var action: Action
    }

    /// The extensions of folders written as one tree.
    static let treeExtensions: Set<String> = ["xcassets"]

    var force = false

    /// What writing `files` under `directory` would do.
    func plan(_ files: [GeneratedFile], under directory: String) -> [Plan] {
        files.map { assess($0, under: directory).plan }
    }

    /// Writes what `plan` says to create or update. Refused files are never written. A tree
    /// is written whole or not at all; otherwise writing stops at the first failure. What a
    /// killed run left in the folders written to is removed, even when nothing changed.
    func write(_ files: [GeneratedFile], under directory: String) throws(WriteFailure) -> [Plan] {
        let assessed = files.map { assess($0, under: directory) }
        let folders = Set(files.map { file in
            PathNames.folder(of: Self.join(directory, Self.tree(of: file.path)?.root ?? file.path))
        })
        folders.forEach(TemporaryName.removeLeftovers(in:))
        var trees: [String: [FolderWriter.Change]] = [:]
        var treeOrder: [String] = []
        for (file, item) in zip(files, assessed) where item.plan.action == .create || item.plan.action == .update {
            let expectation: FileWriter.Expectation = item.existing.map { .contents($0) } ?? .absent
            if let (root, inside) = Self.tree(of: file.path) {
                if trees[root] == nil { treeOrder.append(root) }
                trees[root, default: []].append(FolderWriter.Change(path: inside, bytes: Array(file.contents.utf8), expectation: expectation))
                continue
            }
            try FolderTree.createFolders(PathNames.folder(of: item.plan.path), reporting: item.plan.path)
            try FileWriter.write(Array(file.contents.utf8), to: item.plan.path, expecting: expectation)
        }
        for root in treeOrder {
            try FolderWriter.write(trees[root]!, into: Self.join(directory, root))
        }
        return assessed.map(\.plan)
    }

    /// A file's plan, and the bytes found at its path (nil when there is no file).
    private func assess(_ file: GeneratedFile, under directory: String) -> (plan: Plan, existing: [UInt8]?) {
        let path = Self.join(directory, file.path)
        guard let data = FileManager.default.contents(atPath: path) else { return (Plan(path: path, action: .create), nil) }
        let existing = String(decoding: data, as: UTF8.self)
        if existing == file.contents { return (Plan(path: path, action: .unchanged), Array(data)) }
        if !force, !GeneratedMarker.isMarked(existing) { return (Plan(path: path, action: .refuse), Array(data)) }
        return (Plan(path: path, action: .update), Array(data))
    }

    /// The tree a generated path lies in — its first folder, when that is a folder written
    /// whole — and the path inside it.
    static func tree(of path: String) -> (root: String, inside: String)? {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let dot = parts[0].lastIndex(of: "."),
              treeExtensions.contains(parts[0][parts[0].index(after: dot)...].lowercased()) else { return nil }
        return (parts[0], parts[1])
    }

    static func join(_ directory: String, _ path: String) -> String {
        if directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
