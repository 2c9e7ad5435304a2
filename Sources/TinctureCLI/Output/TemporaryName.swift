import Foundation

/// The names the writer gives what it has not finished: hidden (dot-named), beside the target,
/// recognisably Tincture's, and carrying the id of the process that made them —
/// `.Colors.xcassets.tincture-4242-1a2b3c4d.tmp` — so a later run can tell a killed run's
/// leftovers from a running one's work and remove them.
enum TemporaryName {
    /// What a name stands for.
    enum Kind: String {
        /// A new file or folder being built.
        case temporary = "tmp"
        /// The previous folder, set aside for the moment a folder is replaced where the system
        /// cannot swap two folders in one step.
        case previous = "old"
    }

    /// What a leftover's name says.
    struct Parsed: Equatable {
        /// The name of the file or folder it was made for.
        var original: String
        /// The process that made it; nil for names of earlier versions of the writer, which
        /// did not record it (`.NAME.tincture-UUID.tmp`).
        var process: pid_t?
        var kind: Kind
    }

    static let marker = ".tincture-"

    /// A fresh name, in the same folder, for `name`.
    static func make(for name: String, _ kind: Kind = .temporary) -> String {
        let random = String(UInt32.random(in: .min ... .max), radix: 16)
        return ".\(name)\(marker)\(getpid())-\(random).\(kind.rawValue)"
    }

    /// What `entry` says, or nil when it is not one of the writer's names.
    static func parse(_ entry: String) -> Parsed? {
        guard entry.hasPrefix("."), let kind = [Kind.temporary, .previous].first(where: { entry.hasSuffix("." + $0.rawValue) }),
              let mark = entry.range(of: marker, options: .backwards) else { return nil }
        let original = String(entry[entry.index(after: entry.startIndex)..<mark.lowerBound])
        let tag = entry[mark.upperBound...].dropLast(kind.rawValue.count + 1)
        guard !original.isEmpty else { return nil }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 2, let process = pid_t(parts[0]), process > 0, UInt32(parts[1], radix: 16) != nil {
            return Parsed(original: original, process: process, kind: kind)
        }
        if kind == .temporary, UUID(uuidString: String(tag)) != nil {
            return Parsed(original: original, process: nil, kind: kind)
        }
        return nil
    }

    /// Whether the process that made a name is gone (so what it left will never be finished).
    static func isAbandoned(_ parsed: Parsed) -> Bool {
        guard let process = parsed.process else { return true }
        if process == getpid() { return false }
        return kill(process, 0) != 0 && errno == ESRCH
    }

    /// Removes from `folder` what killed runs left there: a temporary is deleted; a previous
    /// folder set aside by a run killed before the new one took its place is put back, or
    /// deleted when the new one is there. What running processes are writing is left alone.
    /// Best effort: what cannot be removed stays, and the write goes on.
    static func removeLeftovers(in folder: String) {
        guard let entries = try? FolderTree.entries(of: folder, reporting: folder) else { return }
        for entry in entries {
            guard let parsed = parse(entry), isAbandoned(parsed) else { continue }
            let path = PathNames.join(folder, entry)
            let original = PathNames.join(folder, parsed.original)
            var status = stat()
            if parsed.kind == .previous, lstat(original, &status) != 0, errno == ENOENT, rename(path, original) == 0 {
                continue
            }
            FolderTree.remove(path)
        }
    }
}
