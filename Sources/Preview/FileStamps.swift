import Foundation

/// What the watched files look like now: each regular file's size and modification time, under
/// the paths given (folders walked, with the folders no app keeps its colors in skipped). Two
/// equal stamps mean nothing was written in between, as far as the file system tells.
public struct FileStamps: Hashable, Sendable {
    struct Stamp: Hashable, Sendable {
        var size: UInt64
        var modified: Double
    }

    var files: [String: Stamp]

    /// Folders never walked: build products, dependencies, version control.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// The stamps of `paths` now. A path that is missing counts as a file with no stamp, so
    /// that deleting and restoring it is seen.
    public static func of(_ paths: [String]) -> FileStamps {
        var files: [String: Stamp] = [:]
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                if let stamp = stamp(path) { files[path] = stamp }
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey],
                                                  options: [.skipsPackageDescendants], errorHandler: { _, _ in true }) else { continue }
            for case let url as URL in walker {
                let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
                if values?.isDirectory == true {
                    if skipped.contains(url.lastPathComponent) { walker.skipDescendants() }
                    continue
                }
                if values?.isRegularFile == true, let stamp = stamp(url.path) { files[url.path] = stamp }
            }
        }
        return FileStamps(files: files)
    }

    private static func stamp(_ path: String) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return Stamp(size: size, modified: modified)
    }

    /// How many files are watched.
    public var count: Int { files.count }
}
