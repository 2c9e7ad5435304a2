#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the watched files look like now: each regular file's size and modification time, under
/// the paths given (folders walked, with the folders no app keeps its colors in skipped). Two
/// equal stamps mean nothing was written in between, as far as the file system tells.
///
/// Read with `lstat` and `readdir`: the server looks four times a second, and an app's folder
/// holds hundreds of files.
public struct FileStamps: Hashable, Sendable {
    struct Stamp: Hashable, Sendable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    var files: [String: Stamp]

    /// Folders never walked: build products, dependencies, version control.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// The stamps of `paths` now. A path that is missing has no stamp, so that deleting and
    /// restoring it is seen.
    public static func of(_ paths: [String]) -> FileStamps {
        var files: [String: Stamp] = [:]
        for path in paths { add(path, to: &files, depth: 0) }
        return FileStamps(files: files)
    }

    private static func add(_ path: String, to files: inout [String: Stamp], depth: Int) {
        var info = stat()
        // The paths given are followed when they are links; what lies below is not.
        guard (depth == 0 ? stat(path, &info) : lstat(path, &info)) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            files[path] = stamp(info)
        case S_IFDIR:
            // Symbolic links are not followed (no loops); 64 levels is deeper than any app.
            guard depth < 64, let folder = opendir(path) else { return }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != ".", name != "..", !skipped.contains(name) else { continue }
                add(path.hasSuffix("/") ? path + name : path + "/" + name, to: &files, depth: depth + 1)
            }
        default:
            return
        }
    }

    private static func stamp(_ info: stat) -> Stamp {
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return Stamp(size: Int64(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }

    /// How many files are watched.
    public var count: Int { files.count }
}
