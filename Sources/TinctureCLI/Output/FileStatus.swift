import Foundation

/// What `lstat(2)` says of a path, as much as the writer needs: its kind, permissions and owner,
/// and an identity (device, inode, size, modification time) that changes whenever the file is
/// replaced or modified.
struct FileStatus: Equatable {
    enum Kind: Equatable {
        case file, folder, link, other
    }

    var kind: Kind
    /// The permission bits, `0o7777` at most.
    var mode: mode_t
    var owner: uid_t
    var group: gid_t
    var size: Int64
    var device: UInt64
    var inode: UInt64
    /// The modification time: seconds since 1970, and nanoseconds.
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    /// The status of what is at `path` — the link itself when it is a symbolic link, unless
    /// `followingLinks` — or nil when nothing is there, not even the folders on the way.
    /// Failures name `reported`.
    static func of(_ path: String, followingLinks: Bool = false, reporting reported: String) throws(WriteFailure) -> FileStatus? {
        var buffer = stat()
        let result = followingLinks ? stat(path, &buffer) : lstat(path, &buffer)
        guard result == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }  // nothing there (ENOTDIR: a file on the way)
            throw WriteFailure(reported, errno: errno, detail: path == reported ? nil : "reading \(path)")
        }
        return FileStatus(buffer)
    }

    init(_ buffer: stat) {
        switch buffer.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): kind = .file
        case mode_t(S_IFDIR): kind = .folder
        case mode_t(S_IFLNK): kind = .link
        default: kind = .other
        }
        mode = buffer.st_mode & 0o7777
        owner = buffer.st_uid
        group = buffer.st_gid
        size = Int64(buffer.st_size)
        device = UInt64(truncatingIfNeeded: buffer.st_dev)
        inode = UInt64(truncatingIfNeeded: buffer.st_ino)
        #if canImport(Darwin)
            modifiedSeconds = Int64(buffer.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(buffer.st_mtimespec.tv_nsec)
        #else
            modifiedSeconds = Int64(buffer.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(buffer.st_mtim.tv_nsec)
        #endif
    }

    /// Why the file or folder at `path` (whose status this is) must not be written, or nil
    /// when it may be.
    ///
    /// The permission bits are read here rather than left to the system, for two reasons:
    /// `rename(2)` replaces a file that could not be opened for writing (only its folder's
    /// permission counts), and the superuser's writes are not stopped by the bits at all. Yet a
    /// read-only file is someone's decision not to have it changed. For the superuser, a file is
    /// read-only when no one may write it (no `w` bit); for anyone else, when `access(2)` says
    /// it cannot be written (bits, access lists, a read-only file system). A folder needs to be
    /// writable and searchable.
    func writeRefusal(at path: String) -> (cause: WriteFailure.Cause, reason: String)? {
        let what = kind == .folder ? "the folder \(path)" : "the file"
        if mode & 0o222 == 0 {
            return (.readOnly, "permission denied (\(what) is read-only)")
        }
        if access(path, kind == .folder ? W_OK | X_OK : W_OK) != 0 {
            let code = errno
            let detail = code == EACCES ? "\(what) is not writable by this user" : what
            return (.system(code), WriteFailure.reason(errno: code) + " (\(detail))")
        }
        return nil
    }
}
