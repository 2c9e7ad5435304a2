/// Double-quoted string literals as JSON and YAML write them: `"` and `\` escaped, line breaks
/// and tabs as `\n`, `\r`, `\t`, and every other character a format cannot hold as `\uXXXX`.
public enum QuotedText {
    /// `text` in double quotes. `named` gives a format's own short escapes (JSON's `\b`, `\f`,
    /// Xcode's `\/`); `escapes` says which other characters are written as `\u` and four hex
    /// digits.
    public static func quoted(_ text: String, named: [Unicode.Scalar: String] = [:], uppercase: Bool,
                              escapes: (Unicode.Scalar) -> Bool) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let short = named[scalar] {
                    result += short
                } else if escapes(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: uppercase)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
