import Foundation

/// Writes a file atomically — to a temporary file beside it, then renamed into place — so a
/// reader never sees half a file and a failure leaves the old one whole.
enum FileWriter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `contents` to `path`. Refuses when the file exists and `overwrite` is false.
    static func write(_ contents: String, to path: String, overwrite: Bool) throws(Failure) {
        let manager = FileManager.default
        if !overwrite, manager.fileExists(atPath: path) {
            throw Failure(description: "\(path) already exists; not overwriting it")
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tincture-\(UUID().uuidString).tmp")
        do {
            try Data(contents.utf8).write(to: temporary, options: [.withoutOverwriting])
            if overwrite, manager.fileExists(atPath: path) {
                if let permissions = try? manager.attributesOfItem(atPath: path)[.posixPermissions] {
                    try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
                }
                // rename(2) replaces the file atomically. (Foundation's replaceItemAt on Linux
                // removes the original and then fails to find it.)
                guard rename(temporary.path, url.path) == 0 else {
                    throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
                }
            } else {
                try manager.moveItem(at: temporary, to: url)
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
