import Foundation

/// Renames that put a folder in place in one step: swapping two names at once, and renaming
/// without replacing what appeared meanwhile. Linux has them as `renameat2(2)`, macOS as
/// `renamex_np(2)`.
enum FolderExchange {
    /// Swaps the names of `first` and `second`, which both exist, in one step: there is no
    /// moment when either name is missing. Returns 0, or the `errno` of the failure — `ENOSYS`,
    /// `EINVAL` or `ENOTSUP` when the system or the file system cannot swap.
    static func exchange(_ first: String, _ second: String) -> Int32 {
        #if canImport(Darwin)
            return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 ? 0 : errno
        #else
            return renameat2(first, second, flags: 2)  // RENAME_EXCHANGE
        #endif
    }

    /// Renames `source` to `destination` unless something is there (then `EEXIST`). Returns 0
    /// or the `errno` of the failure; where the system cannot rename without replacing, a
    /// plain `rename(2)` does, which still never replaces a folder that has anything in it.
    static func renameWithoutReplacing(_ source: String, _ destination: String) -> Int32 {
        #if canImport(Darwin)
            if renamex_np(source, destination, UInt32(RENAME_EXCL)) == 0 { return 0 }
            let code = errno
        #else
            let code = renameat2(source, destination, flags: 1)  // RENAME_NOREPLACE
            if code == 0 { return 0 }
        #endif
        if !isUnsupported(code) { return code }
        return rename(source, destination) == 0 ? 0 : errno
    }

    /// Whether `code`, from a rename with flags, means the system or the file system does not
    /// offer it (then the writer falls back to plain renames).
    static func isUnsupported(_ code: Int32) -> Bool {
        [ENOSYS, EINVAL, ENOTSUP, EOPNOTSUPP].contains(code)
    }

    #if !canImport(Darwin)
        /// Calls `renameat2(2)`, looked up at run time: the C library declares it only for GNU
        /// sources, which the Swift module does not import. `ENOSYS` when it is missing.
        private static func renameat2(_ source: String, _ destination: String, flags: UInt32) -> Int32 {
            typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            guard let symbol = dlsym(nil, "renameat2") else { return ENOSYS }
            let function = unsafeBitCast(symbol, to: Function.self)
            return function(AT_FDCWD, source, AT_FDCWD, destination, flags) == 0 ? 0 : errno
        }
    #endif
}
