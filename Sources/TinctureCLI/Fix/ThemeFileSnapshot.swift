import ThemeModel

/// A theme file as `fix` read it: its exact bytes, so the write can tell whether another
/// program changed the file since; the text the reader parses (without a UTF-8 byte-order
/// mark); and whether it began with one, so the rewritten file does too.
struct ThemeFileSnapshot {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    let bytes: [UInt8]
    let text: String
    let hasByteOrderMark: Bool

    /// Checks and decodes `bytes` as ``ThemeSource`` does for the reader.
    init(bytes: [UInt8], file: String) throws(ThemeErrors) {
        self.bytes = bytes
        text = try ThemeSource.text(from: bytes, file: file)
        hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
    }

    /// The bytes of an edited text, with the byte-order mark when the file had one.
    func encoding(_ edited: String) -> [UInt8] {
        (hasByteOrderMark ? Self.byteOrderMark : []) + Array(edited.utf8)
    }
}
