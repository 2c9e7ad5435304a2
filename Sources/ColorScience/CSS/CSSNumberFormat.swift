/// Writes a `Double` as a compact CSS `<number>` (CSS Syntax Level 3 §4.3.12): rounded to a
/// number of decimal places, half away from zero, trailing zeros and a trailing point dropped,
/// `-0` written `0`, no exponent unless the number is huge or, unrounded, tiny. Works on the decimal digits of the
/// shortest representation that reads back as the same `Double` (`Double.description`), so that
/// `0.1` stays `0.1`, without Foundation.
enum CSSNumberFormat {
    /// The text of `value` rounded to `fractionDigits` decimal places (clamped to 0…20), or with
    /// every digit of its shortest exact form when `fractionDigits` is `nil`. NaN is written `0`
    /// and an infinity as the largest finite magnitude (CSS has no literal for either); callers
    /// that care handle them first.
    static func string(_ value: Double, fractionDigits: Int?) -> String {
        var magnitude = value.magnitude
        if magnitude.isNaN { return "0" }
        if magnitude.isInfinite { magnitude = .greatestFiniteMagnitude }
        var decimal = DecimalDigits(magnitude)
        if let fractionDigits { decimal.round(fractionDigits: Swift.min(Swift.max(fractionDigits, 0), 20)) }
        let text = decimal.text
        return value < 0 && text != "0" ? "-" + text : text
    }
}

/// A non-negative decimal 0.d₁d₂d₃… × 10^`point`, with digits as small integers.
private struct DecimalDigits {
    var digits: [UInt8]
    /// Where the decimal point stands: the number of digits before it (may be negative or
    /// beyond the digits).
    var point: Int

    /// The digits of `Double.description`, which has the forms `123.45`, `5e-324`,
    /// `1.2345e-07` and `1e+16`.
    init(_ magnitude: Double) {
        let text = magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts.first.map(String.init) ?? "0"
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var digits: [UInt8] = []
        var point: Int?
        for c in mantissa {
            if c == "." {
                point = digits.count
            } else if let d = c.asciiValue, d >= 0x30, d <= 0x39 {
                digits.append(d - 0x30)
            }
        }
        self.digits = digits
        self.point = (point ?? digits.count) + exponent
        trimLeadingZeros()
        trimTrailingZeros()
    }

    /// Rounds half away from zero to `fractionDigits` places after the point.
    mutating func round(fractionDigits: Int) {
        let keep = point + fractionDigits
        guard keep < digits.count else { return }
        guard keep >= 0 else {
            digits = []
            return
        }
        let roundsUp = digits[keep] >= 5
        digits.removeSubrange(keep...)
        if roundsUp {
            var i = digits.count - 1
            while i >= 0, digits[i] == 9 {
                digits[i] = 0
                i -= 1
            }
            if i >= 0 {
                digits[i] += 1
            } else {
                digits.insert(1, at: 0)
                point += 1
            }
        }
        trimTrailingZeros()
    }

    /// Plain decimal text; exponent form (`1e+22`, `5e-324`) only past 21 integer digits or 20
    /// leading zeros after the point.
    var text: String {
        guard !digits.isEmpty else { return "0" }
        let chars = digits.map { Character(Unicode.Scalar($0 + 0x30)) }
        if point > 21 || point < -20 {
            let rest = chars.count > 1 ? "." + String(chars[1...]) : ""
            let exponent = point - 1
            return String(chars[0]) + rest + (exponent < 0 ? "e" : "e+") + String(exponent)
        }
        if point <= 0 { return "0." + String(repeating: "0", count: -point) + String(chars) }
        if point >= chars.count { return String(chars) + String(repeating: "0", count: point - chars.count) }
        return String(chars[..<point]) + "." + String(chars[point...])
    }

    private mutating func trimLeadingZeros() {
        while let first = digits.first, first == 0 {
            digits.removeFirst()
            point -= 1
        }
    }

    private mutating func trimTrailingZeros() {
        while let last = digits.last, last == 0 { digits.removeLast() }
    }
}
