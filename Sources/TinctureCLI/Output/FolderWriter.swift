import Foundation

/// Writes files into one folder tree — an asset catalog — all at once: the new tree is built
/// beside the target under a hidden name and swapped in, so a kill, a crash or a full disk at
/// any moment leaves the old tree whole or the complete new one, never a mix.
///
/// The new tree starts as a copy of the old one made of hard links (what the writer does not
/// generate — an app icon, images — is kept, at no cost, with its dates), the changed files are
/// written into it, and it is flushed to the disk. Just before the swap the old tree is
/// compared with what was copied: if another program changed it meanwhile, nothing is
/// replaced. The swap is one step where the system offers it (`renameat2`, `renamex_np`); else
/// the old tree is set aside under a hidden name for the moment between two renames, and a
/// later run puts it back if a kill fell in that moment. The guarantees of ``FileWriter`` hold
/// for the folder and each file in it: links followed, permissions kept, read-only refused.
enum FolderWriter {
    /// One file to write, by its path inside the folder.
    struct Change: Equatable {
        var path: String
        var bytes: [UInt8]
        var expectation: FileWriter.Expectation
    }

    /// Writes `changes` into `folder` (created with the folders above it when missing), all at
    /// once. Failures name the folder, or the file concerned. `beforeReplacing` runs when the
    /// new tree is complete, before the last look at the old one (tests change it there).
    static func write(_ changes: [Change], into folder: String, beforeReplacing: () -> Void = {}) throws(WriteFailure) {
        guard !changes.isEmpty else { return }
        let target = try LinkResolution.target(of: folder)
        let parent = PathNames.folder(of: target)
        try FolderTree.createFolders(parent, reporting: folder)
        guard let parentStatus = try FileStatus.of(parent, followingLinks: true, reporting: folder) else {
            throw WriteFailure(folder, errno: ENOENT, detail: "the folder \(parent) does not exist")
        }
        if let refusal = parentStatus.writeRefusal(at: parent) { throw WriteFailure(folder, refusal.cause, refusal.reason) }
        TemporaryName.removeLeftovers(in: parent)
        let existing = try FileStatus.of(target, reporting: folder)
        if let existing {
            guard existing.kind == .folder else { throw WriteFailure(folder, .wrongKind, "it is a file, not a folder") }
            if let refusal = existing.writeRefusal(at: target) { throw WriteFailure(folder, refusal.cause, refusal.reason) }
        }
        let temporary = PathNames.join(parent, TemporaryName.make(for: PathNames.name(of: target)))
        do throws(WriteFailure) {
            var copied: [String: FileStatus] = [:]
            if existing != nil {
                copied = try FolderTree.snapshot(of: target, reporting: folder)
                try FolderTree.replicate(copied, from: target, to: temporary, reporting: folder)
            } else if mkdir(temporary, 0o777) != 0 {
                throw WriteFailure(folder, errno: errno)
            }
            for change in changes {
                try apply(change, in: temporary, copied: copied, folder: folder)
            }
            try FolderTree.applyModes(copied, in: temporary, reporting: folder)
            FolderTree.syncFolders(temporary)
            beforeReplacing()
            if existing != nil {
                try swap(temporary, into: target, copied: copied, reporting: folder)
            } else {
                let code = FolderExchange.renameWithoutReplacing(temporary, target)
                if code == EEXIST || code == ENOTEMPTY {
                    throw WriteFailure(folder, .changed, "another program created it while it was being written, so nothing was written; run the command again")
                }
                guard code == 0 else { throw WriteFailure(folder, errno: code) }
            }
        } catch {
            FolderTree.remove(temporary)
            throw error
        }
        NewFile.syncFolder(parent)
    }

    /// Writes one change into the new tree, after checking it against the old tree's copy.
    private static func apply(_ change: Change, in temporary: String, copied: [String: FileStatus], folder: String) throws(WriteFailure) {
        let path = PathNames.join(temporary, change.path)
        let shown = PathNames.join(folder, change.path)
        let inside = PathNames.folder(of: change.path)
        if let status = copied[inside == "." ? "" : inside], let refusal = status.writeRefusal(at: PathNames.join(folder, inside)) {
            throw WriteFailure(shown, refusal.cause, refusal.reason)
        }
        let old = copied[change.path]
        if let old, old.kind == .link {
            // A link in the tree: its target is written, the link stays (as for a single file).
            try FileWriter.write(change.bytes, to: path, expecting: change.expectation)
            return
        }
        if let old {
            guard old.kind == .file else { throw WriteFailure(shown, .wrongKind, "it is a folder, not a file") }
            if let refusal = old.writeRefusal(at: PathNames.join(folder, change.path)) { throw WriteFailure(shown, refusal.cause, refusal.reason) }
        }
        try FileWriter.check(change.expectation, at: path, reporting: shown)
        try FolderTree.createFolders(PathNames.folder(of: path), reporting: shown)
        if old != nil, unlink(path) != 0 { throw WriteFailure(shown, errno: errno) }
        try NewFile.create(path, bytes: change.bytes, mode: old?.mode, owner: old.map { ($0.owner, $0.group) }, reporting: shown)
    }

    /// Puts the new tree at `target` and removes the old one, after a last look that the old
    /// tree is still what was copied.
    private static func swap(_ temporary: String, into target: String, copied: [String: FileStatus], reporting folder: String) throws(WriteFailure) {
        let now = try FolderTree.snapshot(of: target, reporting: folder)
        if now != copied {
            let changed = Set(now.keys).union(copied.keys).sorted().first { now[$0] != copied[$0] } ?? ""
            throw WriteFailure(folder, .changed, "\(changed.isEmpty ? "it" : changed) changed on disk while the new version was built "
                               + "(another program wrote it), so nothing was replaced and the other edit is kept; run the command again")
        }
        let code = FolderExchange.exchange(temporary, target)
        if code == 0 {
            FolderTree.remove(temporary)  // now the old tree
            return
        }
        guard FolderExchange.isUnsupported(code) else { throw WriteFailure(folder, errno: code) }
        // Two renames; the old tree waits under a hidden name that a later run puts back.
        let previous = PathNames.join(PathNames.folder(of: target), TemporaryName.make(for: PathNames.name(of: target), .previous))
        guard rename(target, previous) == 0 else { throw WriteFailure(folder, errno: errno) }
        guard rename(temporary, target) == 0 else {
            let failure = WriteFailure(folder, errno: errno)
            rename(previous, target)
            throw failure
        }
        FolderTree.remove(previous)
    }
}
