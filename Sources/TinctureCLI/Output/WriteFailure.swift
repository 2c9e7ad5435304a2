import ColorScience
import Foundation

/// Why a write did not happen, in words a person can act on: the path, and the operating
/// system's reason as it says it ("permission denied", "no space left on device") or the
/// writer's own ("it changed on disk since it was read").
///
/// Every failure of the writer is built from `errno` or from a check the writer made itself,
/// never from an error domain and code.
struct WriteFailure: Error, Equatable, CustomStringConvertible {
    /// What kind of failure, for callers that add advice to some of them.
    enum Cause: Equatable {
        /// A system call failed with this `errno`.
        case system(Int32)
        /// The permission bits say no (checked by the writer, so that they hold for the
        /// superuser too).
        case readOnly
        /// A file is there and the write may only create one.
        case exists
        /// The file or folder changed on disk since it was read; someone else's edit is kept.
        case changed
        /// Something other than what the write needs is at the path (a folder, a device).
        case wrongKind
    }

    /// The path the command was asked to write, as given (not a link's target).
    var path: String
    var cause: Cause
    /// Why, in plain words.
    var reason: String

    init(_ path: String, _ cause: Cause, _ reason: String) {
        self.path = path
        self.cause = cause
        self.reason = reason
    }

    /// A failed system call: the operating system's message for `code`, and `detail` when the
    /// path alone does not say what was being done ("creating the folder App").
    init(_ path: String, errno code: Int32, detail: String? = nil) {
        self.init(path, .system(code), Self.reason(errno: code) + (detail.map { " (\($0))" } ?? ""))
    }

    var description: String { "cannot write \(path.escapingControlCharacters): \(reason)" }

    /// The operating system's message for `code`, starting lowercase as it reads mid-sentence:
    /// "permission denied", "no space left on device" (an acronym such as "I/O" stays).
    static func reason(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        let characters = Array(text)
        guard characters.count > 1, characters[0].isUppercase, !characters[1].isUppercase, characters[1] != "/" else {
            return text.isEmpty ? "error \(code)" : text
        }
        return characters[0].lowercased() + String(characters.dropFirst())
    }
}
