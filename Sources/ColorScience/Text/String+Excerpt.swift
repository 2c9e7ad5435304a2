extension StringProtocol {
    /// The text as a message quotes it: whole when it has at most `maximumLength` Unicode
    /// scalars, otherwise its start, `…`, and how long it was (`rgb(0 0 0 0 0 0 0… (10485760
    /// characters)`), so that no message repeats a huge input.
    ///
    /// Lengths count Unicode scalars, as columns do.
    public func excerpt(maximumLength: Int = 80) -> String {
        // A scalar takes at least one UTF-8 byte, so a short byte count needs no scalar count.
        if utf8.count <= maximumLength { return String(self) }
        let length = unicodeScalars.count
        if length <= maximumLength { return String(self) }
        let shown = unicodeScalars.prefix(Swift.max(maximumLength - 1, 1))
        return String(String.UnicodeScalarView(shown)) + "… (\(length) characters)"
    }
}
