/// Hex colors, CSS Color 4 §5.2 `<hex-color>`: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, digits in
/// either case; the short forms repeat each digit.
enum CSSHex {
    /// The 8-bit color of the digits after `#`. `column` is where the first digit stands in the
    /// input and `written` the whole hex color as written, starting at `writtenColumn`, for
    /// errors.
    static func bytes(
        _ digits: String, column: Int, written: String, writtenColumn: Int
    ) throws(CSSColorParseError) -> RGBA8 {
        var values: [UInt8] = []
        for (offset, c) in digits.enumerated() {
            guard let value = hexValue(c) else {
                throw CSSColorParseError(.invalidHexDigit, column: column + offset, token: String(c))
            }
            values.append(value)
        }
        func byte(_ i: Int) -> UInt8 { values[2 * i] << 4 | values[2 * i + 1] }
        switch values.count {
        case 3, 4:
            let alpha = values.count == 4 ? values[3] * 17 : 255
            return RGBA8(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17, alpha: alpha)
        case 6, 8:
            return RGBA8(red: byte(0), green: byte(1), blue: byte(2), alpha: values.count == 8 ? byte(3) : 255)
        default:
            throw CSSColorParseError(.invalidHexLength(digits: values.count), column: writtenColumn, token: written)
        }
    }

    /// Whether `text` could be the digits of a hex color (3, 4, 6 or 8 hex digits).
    static func isHexDigits(_ text: String) -> Bool {
        [3, 4, 6, 8].contains(text.count) && text.allSatisfy { hexValue($0) != nil }
    }

    static func hexValue(_ c: Character) -> UInt8? {
        guard let a = c.asciiValue else { return nil }
        switch a {
        case 0x30...0x39: return a - 0x30
        case 0x41...0x46: return a - 0x41 + 10
        case 0x61...0x66: return a - 0x61 + 10
        default: return nil
        }
    }
}
