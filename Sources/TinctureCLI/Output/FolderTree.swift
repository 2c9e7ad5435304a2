import Foundation

/// Folder trees as the writer handles them: listing a folder, creating folders, a snapshot that
/// tells whether a tree changed, a copy made of hard links, removal, and flushing.
enum FolderTree {
    /// The names in `folder`, without `.` and `..`. Failures name `reported`.
    static func entries(of folder: String, reporting reported: String) throws(WriteFailure) -> [String] {
        guard let stream = opendir(folder) else { throw WriteFailure(reported, errno: errno, detail: "listing \(folder)") }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Creates `folder` and the folders above it that are missing, as `mkdir -p` does.
    /// Failures name `reported` and the folder that could not be made.
    static func createFolders(_ folder: String, reporting reported: String) throws(WriteFailure) {
        guard let status = try FileStatus.of(folder, followingLinks: true, reporting: reported) else {
            let parent = PathNames.folder(of: folder)
            if parent != folder { try createFolders(parent, reporting: reported) }
            if mkdir(folder, 0o777) != 0, errno != EEXIST {
                throw WriteFailure(reported, errno: errno, detail: "creating the folder \(folder)")
            }
            return
        }
        guard status.kind == .folder else {
            throw WriteFailure(reported, .wrongKind, "\(folder) is a file, not a folder")
        }
    }

    /// The status of everything under `folder` (links not followed), by path relative to it;
    /// the folder itself is `""`. The writer's own temporaries are left out.
    static func snapshot(of folder: String, reporting reported: String) throws(WriteFailure) -> [String: FileStatus] {
        var result: [String: FileStatus] = [:]
        try walk(folder, relative: "", into: &result, reporting: reported)
        return result
    }

    private static func walk(_ path: String, relative: String, into result: inout [String: FileStatus], reporting reported: String) throws(WriteFailure) {
        guard let status = try FileStatus.of(path, reporting: reported) else { return }
        result[relative] = status
        guard status.kind == .folder else { return }
        for name in try entries(of: path, reporting: reported) where TemporaryName.parse(name) == nil {
            try walk(PathNames.join(path, name), relative: relative.isEmpty ? name : relative + "/" + name, into: &result, reporting: reported)
        }
    }

    /// Makes `copy` (which must not exist) hold what `folder` holds, as `snapshot` lists it:
    /// folders are made anew (writable by their owner until ``applyModes(_:in:)``), files are
    /// hard-linked — the same bytes, permissions and dates, at no cost — or copied where the
    /// file system has no hard links, and links are made again with the same text.
    static func replicate(_ snapshot: [String: FileStatus], from folder: String, to copy: String, reporting reported: String) throws(WriteFailure) {
        for relative in snapshot.keys.sorted() {
            let status = snapshot[relative]!
            let source = relative.isEmpty ? folder : PathNames.join(folder, relative)
            let destination = relative.isEmpty ? copy : PathNames.join(copy, relative)
            switch status.kind {
            case .folder:
                guard mkdir(destination, 0o700) == 0 else { throw WriteFailure(reported, errno: errno, detail: "creating \(destination)") }
            case .file:
                if link(source, destination) != 0 {
                    let code = errno
                    guard [EXDEV, EPERM, EMLINK, ENOTSUP, EOPNOTSUPP, ENOSYS].contains(code),
                          let data = FileManager.default.contents(atPath: source) else {
                        throw WriteFailure(reported, errno: code, detail: "copying \(source)")
                    }
                    try NewFile.create(destination, bytes: Array(data), mode: status.mode, owner: nil, reporting: reported)
                }
            case .link:
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(source, &buffer, buffer.count - 1)
                guard count >= 0, symlink(Array(buffer[..<count]) + [0], destination) == 0 else {
                    throw WriteFailure(reported, errno: errno, detail: "copying the link \(source)")
                }
            case .other:
                throw WriteFailure(reported, .wrongKind, "\(source) is neither a file, a folder nor a link, and cannot be copied")
            }
        }
    }

    /// Gives the folders of `copy` the permissions `snapshot` lists, deepest first (so a
    /// read-only folder is made read-only after what is inside it).
    static func applyModes(_ snapshot: [String: FileStatus], in copy: String, reporting reported: String) throws(WriteFailure) {
        for relative in snapshot.keys.sorted(by: >) where snapshot[relative]!.kind == .folder {
            let path = relative.isEmpty ? copy : PathNames.join(copy, relative)
            guard chmod(path, snapshot[relative]!.mode) == 0 else { throw WriteFailure(reported, errno: errno, detail: "setting the permissions of \(path)") }
        }
    }

    /// Flushes every folder under `folder`, and the folder, to the disk (their names: the
    /// files' bytes are flushed when they are written).
    static func syncFolders(_ folder: String) {
        guard let status = try? FileStatus.of(folder, reporting: folder), status.kind == .folder else { return }
        for name in (try? entries(of: folder, reporting: folder)) ?? [] {
            syncFolders(PathNames.join(folder, name))
        }
        NewFile.syncFolder(folder)
    }

    /// Removes `path` and, when it is a folder, everything under it; links are removed, not
    /// followed. Best effort.
    static func remove(_ path: String) {
        guard let status = try? FileStatus.of(path, reporting: path) else { return }
        if status.kind == .folder {
            chmod(path, 0o700)  // a read-only folder's entries cannot be removed otherwise
            for name in (try? entries(of: path, reporting: path)) ?? [] {
                remove(PathNames.join(path, name))
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
