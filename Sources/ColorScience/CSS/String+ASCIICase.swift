extension String {
    /// The string with only the ASCII letters A–Z lowercased, as CSS compares identifiers and
    /// keywords ("ASCII case-insensitive", CSS Syntax Level 3 §2); other characters are kept.
    var asciiLowercased: String {
        // UTF-8 bytes of non-ASCII characters are all ≥ 0x80, so only ASCII letters change.
        String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
