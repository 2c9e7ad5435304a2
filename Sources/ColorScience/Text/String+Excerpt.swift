extension StringProtocol {
    /// The text as a message quotes it: whole when it has at most `maximumLength` Unicode
    /// scalars, otherwise its start, `…`, and how long it was (`rgb(0 0 0 0 0 0 0… (10485760
    /// characters)`), so that no message repeats a huge input; and on one line, with control
    /// characters escaped as Swift writes them (`red\nblue`, `\t`, `\r`, `\u{1B}`), so that no
    /// input can break a message's line or drive the terminal.
    ///
    /// Lengths count Unicode scalars, as columns do, before escaping. A backslash is not
    /// escaped: `red\nblue` typed with a backslash reads the same as one with a line break.
    public func excerpt(maximumLength: Int = 80) -> String {
        // A scalar takes at least one UTF-8 byte, so a short byte count needs no scalar count.
        if utf8.count <= maximumLength { return String(self).escapingControlCharacters }
        let length = unicodeScalars.count
        if length <= maximumLength { return String(self).escapingControlCharacters }
        let shown = unicodeScalars.prefix(Swift.max(maximumLength - 1, 1))
        return String(String.UnicodeScalarView(shown)).escapingControlCharacters + "… (\(length) characters)"
    }

    /// The text with C0 and C1 control characters, DEL, and the line and paragraph separators
    /// (U+2028, U+2029) escaped: `\n`, `\r`, `\t`, `\0`, else `\u{…}` in hex.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return String(self) }
        var result = ""
        for scalar in unicodeScalars {
            guard Self.isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
