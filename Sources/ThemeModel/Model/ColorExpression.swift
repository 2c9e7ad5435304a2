import ColorScience

/// A color as a theme file writes it: a literal in any CSS Color 4 syntax, or a reference to
/// another palette color, system color or token, optionally with its alpha scaled.
///
/// References are written in braces, as DTCG aliases are: `{palette.black}`,
/// `{system.label}`, `{text.primary}`; `{palette.white} / 60%` multiplies the referenced
/// color's alpha by 0.6.
public enum ColorExpression: Hashable, Sendable, CustomStringConvertible {
    /// A color given directly, with the text it was written as.
    case literal(Color, text: String)
    /// Another color by path; `alpha` (0…1) multiplies its alpha when present.
    case reference(TokenPath, alpha: Double?)

    public var description: String {
        switch self {
        case .literal(_, let text): text
        case .reference(let path, let alpha):
            "{\(path)}" + (alpha.map { " / \(ColorExpression.percent($0))" } ?? "")
        }
    }

    /// The referenced path, if this is a reference.
    public var reference: TokenPath? {
        if case .reference(let path, _) = self { path } else { nil }
    }

    /// An alpha as written after ` / `: `30%`, `53.47%` (three decimals at most).
    public static func percent(_ alpha: Double) -> String {
        let value = (alpha * 100 * 1000).rounded() / 1000
        return (value == value.rounded() ? String(Int(value)) : String(value)) + "%"
    }
}

/// One value of a token or palette color: what was written and where.
public struct ColorValueDefinition: Hashable, Sendable {
    public var expression: ColorExpression
    public var location: SourceLocation

    public init(_ expression: ColorExpression, at location: SourceLocation) {
        self.expression = expression
        self.location = location
    }
}
