import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the writer creates under a name no one else uses, fills and flushes to the disk
/// before giving it its real name; and the flush of a folder after a name in it changed.
enum NewFile {
    /// Creates `path` (which must not exist), writes every byte, gives it `mode` and — best
    /// effort — `owner`, and flushes it to the disk. Without a mode, the new file gets the
    /// usual `0666` less the umask. On failure nothing is left at `path`. Failures name
    /// `reported`.
    static func create(_ path: String, bytes: [UInt8], mode: mode_t?, owner: (uid_t, gid_t)?, reporting reported: String) throws(WriteFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o666))
        guard descriptor >= 0 else { throw WriteFailure(reported, errno: errno) }
        var failure: Int32 = 0
        if let owner, owner.0 != geteuid() || owner.1 != getegid() {
            _ = fchown(descriptor, owner.0, owner.1)  // as editors do: kept when allowed
        }
        if let mode, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == 0 { failure = bytes.withUnsafeBytes { Descriptor.writeAll($0, to: descriptor) } }
        if failure == 0, sync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw WriteFailure(reported, errno: failure)
        }
    }

    /// Flushes the names in `folder` (a new or renamed entry) to the disk. Best effort: some
    /// file systems cannot flush a folder, and by then the write has taken place.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = sync(descriptor)
        close(descriptor)
    }

    /// Flushes a file's data to the disk itself (on macOS `fsync` stops at the drive's cache:
    /// `F_FULLFSYNC` goes through it).
    private static func sync(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(descriptor)
    }
}
