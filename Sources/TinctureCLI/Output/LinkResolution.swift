import Foundation

/// Where a write to a path lands: the path itself or, when it is a symbolic link, the file at
/// the end of its chain of links, so the write replaces the target and the link stays a link.
enum LinkResolution {
    /// The most links followed before giving up, as the system's own `ELOOP` limit.
    static let maximumLinks = 40

    /// `path`, or the end of the chain of links starting at it (which need not exist yet: a
    /// write to a dangling link creates its target). A relative link is read from the link's
    /// own folder. Failures name `path`.
    static func target(of path: String) throws(WriteFailure) -> String {
        var current = path
        for _ in 0..<maximumLinks {
            guard let status = try FileStatus.of(current, reporting: path), status.kind == .link else { return current }
            let destination = try readLink(current, reporting: path)
            current = destination.hasPrefix("/") ? destination : PathNames.join(PathNames.folder(of: current), destination)
        }
        throw WriteFailure(path, errno: ELOOP)
    }

    /// The text of the link at `path`.
    private static func readLink(_ path: String, reporting reported: String) throws(WriteFailure) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { throw WriteFailure(reported, errno: errno, detail: "reading the link \(path)") }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
