import ColorScience
import Foundation

/// Writes one file so that it is never torn and never written over someone else's work.
///
/// - **Atomic**: the bytes go to a hidden temporary file in the same folder
///   (``TemporaryName``), are flushed to the disk, and the temporary is renamed over the
///   target. A reader, a crash or a `kill -9` sees the old file or the new one, never a part;
///   leftovers of a killed run are removed by the next write to that folder.
/// - **Concurrent edits kept**: just before the rename the target is compared with what the
///   caller expects there (``Expectation``): when another program changed it meanwhile, nothing
///   is written and the failure says so.
/// - **Links and permissions kept**: a symbolic link is followed and its target replaced, the
///   link staying a link; a replaced file keeps its permissions (and, where allowed, its
///   owner); a read-only file, or a file in a read-only folder, is refused by its permission
///   bits — for the superuser too — and never replaced.
/// - **Failures a person can act on**: every failure names the path and the operating
///   system's reason (``WriteFailure``).
enum FileWriter {
    /// What must be at the path just before the new bytes take its place.
    enum Expectation: Equatable {
        /// Nothing: the write creates a file and never replaces one.
        case absent
        /// Exactly these bytes, as the caller read them: an edit made since is never
        /// overwritten.
        case contents([UInt8])
        /// Anything, or nothing.
        case anything
    }

    /// Writes `bytes` to `path` (or the end of its chain of links), provided what is there
    /// is what `expectation` says. The folder must exist. `beforeReplacing` runs after the new
    /// file is flushed and before the last look at the target (tests change the target there).
    static func write(_ bytes: [UInt8], to path: String, expecting expectation: Expectation,
                      beforeReplacing: () -> Void = {}) throws(WriteFailure) {
        if path.count > 1, path.hasSuffix("/") { throw folderPath(path) }
        let target = try LinkResolution.target(of: path)
        let folder = PathNames.folder(of: target)
        guard let folderStatus = try FileStatus.of(folder, followingLinks: true, reporting: path) else {
            throw missingFolder(folder, writing: path)
        }
        guard folderStatus.kind == .folder else {
            throw WriteFailure(path, .wrongKind, notAFolder(folder, folderStatus.kind))
        }
        if let refusal = folderStatus.writeRefusal(at: folder) { throw WriteFailure(path, refusal.cause, refusal.reason) }
        TemporaryName.removeLeftovers(in: folder)
        let existing = try FileStatus.of(target, reporting: path)
        if let existing {
            guard existing.kind == .file else {
                throw WriteFailure(path, .wrongKind, existing.kind == .folder ? "it is a folder, not a file" : "it is not a regular file")
            }
            if let refusal = existing.writeRefusal(at: target) { throw WriteFailure(path, refusal.cause, refusal.reason) }
        }
        try check(expectation, at: target, reporting: path)
        let temporary = PathNames.join(folder, TemporaryName.make(for: PathNames.name(of: target)))
        try NewFile.create(temporary, bytes: bytes, mode: existing?.mode, owner: existing.map { ($0.owner, $0.group) }, reporting: path)
        beforeReplacing()
        do {
            try place(temporary, at: target, expecting: expectation, reporting: path)
        } catch {
            unlink(temporary)
            throw error
        }
        NewFile.syncFolder(folder)
    }

    /// Why a file cannot go into `folder`, which is not there: something that is not a folder
    /// stands where it or a folder above it should be (`App is a file, not a folder`), or the
    /// folder does not exist.
    static func missingFolder(_ folder: String, writing path: String) -> WriteFailure {
        var current = folder
        while true {
            if let status = try? FileStatus.of(current, followingLinks: true, reporting: path) {
                if status.kind != .folder { return WriteFailure(path, .wrongKind, notAFolder(current, status.kind)) }
                break
            }
            let parent = PathNames.folder(of: current)
            if parent == current { break }
            current = parent
        }
        return WriteFailure(path, errno: ENOENT, detail: "the folder \(folder.escapingControlCharacters) does not exist")
    }

    /// Why a path ending in `/`, which names a folder, cannot be written as a file.
    static func folderPath(_ path: String) -> WriteFailure {
        var named = Substring(path)
        while named.count > 1, named.hasSuffix("/") { named = named.dropLast() }
        let folder = String(named)
        guard let status = try? FileStatus.of(folder, followingLinks: true, reporting: path) else {
            return missingFolder(folder, writing: path)
        }
        if status.kind == .folder { return WriteFailure(path, .wrongKind, "it is a folder, not a file") }
        return WriteFailure(path, .wrongKind, notAFolder(folder, status.kind) + " (a path ending in '/' names a folder)")
    }

    /// `App is a file, not a folder`.
    private static func notAFolder(_ path: String, _ kind: FileStatus.Kind) -> String {
        let shown = path.escapingControlCharacters
        return kind == .file ? "\(shown) is a file, not a folder" : "\(shown) is not a folder"
    }

    /// Writes `text` as UTF-8; `overwrite` false refuses a file that exists.
    static func write(_ text: String, to path: String, overwrite: Bool) throws(WriteFailure) {
        try write(Array(text.utf8), to: path, expecting: overwrite ? .anything : .absent)
    }

    /// Fails unless what is at `target` now is what `expectation` says.
    static func check(_ expectation: Expectation, at target: String, reporting path: String) throws(WriteFailure) {
        switch expectation {
        case .anything:
            return
        case .absent:
            if try FileStatus.of(target, reporting: path) != nil {
                throw WriteFailure(path, .exists, "it already exists; not overwriting it")
            }
        case .contents(let bytes):
            guard try FileStatus.of(target, reporting: path) != nil else {
                throw WriteFailure(path, .changed, "it was removed since it was read, so the changes were not written")
            }
            guard let now = FileManager.default.contents(atPath: target), Array(now) == bytes else {
                throw WriteFailure(path, .changed, "it changed on disk since it was read (another program saved it), "
                                   + "so the changes were not written and the other edit is kept; run the command again")
            }
        }
    }

    /// Gives `temporary` the name `target`: by `link(2)` when nothing may be there (it fails
    /// rather than replace), else by `rename(2)` after a last look at the target.
    private static func place(_ temporary: String, at target: String, expecting expectation: Expectation, reporting path: String) throws(WriteFailure) {
        if expectation == .absent {
            if link(temporary, target) == 0 {
                unlink(temporary)
                return
            }
            let code = errno
            if code == EEXIST { throw WriteFailure(path, .exists, "it already exists; not overwriting it") }
            guard [EPERM, EMLINK, ENOTSUP, EOPNOTSUPP, ENOSYS].contains(code) else { throw WriteFailure(path, errno: code) }
            // No hard links on this file system: rename without replacing where the system can.
            let result = FolderExchange.renameWithoutReplacing(temporary, target)
            if result == EEXIST { throw WriteFailure(path, .exists, "it already exists; not overwriting it") }
            guard result == 0 else { throw WriteFailure(path, errno: result) }
            return
        }
        try check(expectation, at: target, reporting: path)
        guard rename(temporary, target) == 0 else { throw WriteFailure(path, errno: errno) }
    }
}
