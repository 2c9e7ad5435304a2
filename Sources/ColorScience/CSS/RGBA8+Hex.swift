extension RGBA8 {
    /// Parses a hex color: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (CSS Color 4 §5.2), digits
    /// in either case; the `#` may be left out (`ff8800`), as design tools often write it. The
    /// short forms repeat each digit (`#f80` is `#ff8800`); without an alpha digit pair the color
    /// is opaque.
    ///
    /// - Throws: `CSSColorParseError` `.invalidHexDigit` at the first character that is not a hex
    ///   digit, or `.invalidHexLength` when there are not 3, 4, 6 or 8 digits.
    public init(hex: String) throws(CSSColorParseError) {
        let hasHash = hex.first == "#"
        let digits = hasHash ? String(hex.dropFirst()) : hex
        self = try CSSHex.bytes(digits, column: hasHash ? 2 : 1, written: hex, writtenColumn: 1)
    }

    /// The bytes of an sRGB color whose channels and alpha are all whole 8-bit values (within
    /// 10⁻⁶ of a step), or `nil`.
    init?(exactly color: Color) {
        guard color.space == .srgb, let r = color.coordinates.first, let g = color.coordinates.second,
            let b = color.coordinates.third, let a = color.alpha,
            let red = RGBA8.exactByte(r), let green = RGBA8.exactByte(g), let blue = RGBA8.exactByte(b),
            let alpha = RGBA8.exactByte(a)
        else { return nil }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func exactByte(_ unit: Double) -> UInt8? {
        let scaled = unit * 255
        let rounded = scaled.rounded()
        guard rounded >= 0, rounded <= 255, (scaled - rounded).magnitude <= 1e-6 else { return nil }
        return UInt8(rounded)
    }
}
