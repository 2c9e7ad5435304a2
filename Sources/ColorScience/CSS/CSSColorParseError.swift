/// Why a string is not a CSS Color Level 4 `<color>`, where, and at which token.
///
/// `column` is 1-based and counts `Character`s of the input; `token` is the offending text as
/// written (empty at the end of the input). `description` reads like
/// `mixed commas and spaces at column 11: expected ',' before '30'` and ends with a suggested fix
/// where one is known (`did you mean 'mediumpurple'?`).
public struct CSSColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// The input is empty or only whitespace.
        case emptyInput
        /// A token that cannot appear here; `expected` says what could.
        case unexpectedToken(expected: String)
        /// A character after `#` that is not a hex digit.
        case invalidHexDigit
        /// A hex color whose digit count is not 3, 4, 6 or 8.
        case invalidHexLength(digits: Int)
        /// A name that is none of the 148 CSS named colors; `suggestion` is the nearest one.
        case unknownColorName(suggestion: String?)
        /// A function that is not a CSS color function; `suggestion` is the nearest one.
        case unknownFunction(suggestion: String?)
        /// A `color()` space that CSS does not define; `suggestion` is the nearest one.
        case unknownColorSpace(suggestion: String?)
        /// `color()` without a space name first.
        case missingColorSpace
        /// `currentcolor` or a system color (`Canvas`, `ButtonText`, …; CSS Color 4 §6.2): a valid
        /// `<color>` whose value exists only inside a style context.
        case contextDependentColor
        /// A CSS-wide keyword (`inherit`, `initial`, `unset`, `revert`, `revert-layer`).
        case cssWideKeyword
        /// A color function name without its parenthesis, such as `rgb 10 20 30`.
        case missingParenthesis(function: String)
        /// Commas and spaces both used as separators; `expected` is the one the syntax started
        /// with.
        case mixedSeparators(expected: CSSSeparator)
        /// Comma-separated (legacy) syntax in a function that only has the space-separated form.
        case legacySyntaxNotAllowed(function: String)
        /// `/` in comma-separated syntax, which gives alpha as a fourth comma-separated value.
        case slashInLegacySyntax
        /// `none` in comma-separated syntax, which has no missing components.
        case noneInLegacySyntax
        /// Comma-separated `rgb()` mixing numbers and percentages.
        case mixedNumbersAndPercentages
        /// Comma-separated `hsl()` with a saturation or lightness that is not a percentage.
        case percentageRequired(channel: String)
        /// Fewer components than the function takes.
        case tooFewComponents(function: String, expected: Int, found: Int)
        /// More components than the function takes; `alphaHint` when the extra one was probably
        /// meant as alpha after `/`.
        case tooManyComponents(function: String, expected: Int, alphaHint: Bool)
        /// A value with a unit that the channel does not take, such as `10px`.
        case invalidUnit(channel: String, accepts: String)
        /// A value of the wrong type for the channel, such as a percentage hue.
        case invalidValue(channel: String, accepts: String)
        /// Nothing after `/`.
        case missingAlpha
        /// A second `/`.
        case extraSlash
        /// The input ended before `)`; `openedAt` is the column of the function name.
        case unclosedParenthesis(function: String, openedAt: Int)
        /// Characters after a complete color.
        case trailingCharacters
        /// `calc()` or another math function, which this parser does not evaluate.
        case unsupportedMathFunction
        /// A number too large to represent (it overflows a `Double`).
        case numberOutOfRange
        /// Text longer than `Color.maximumCSSLength` bytes; `length` is its length in bytes. The
        /// token is the start of the text.
        case tooLong(length: Int)
        /// A color beyond the range Tincture computes with (`Color.isWithinComputableRange`),
        /// such as `lab(50 1e308 1e308)`, whose CIE XYZ overflows. The token is the whole color.
        case colorOutOfRange
    }

    /// What is wrong.
    public var kind: Kind
    /// The 1-based column of the problem in the input, counted in `Character`s.
    public var column: Int
    /// The offending token as written; empty at the end of the input.
    public var token: String

    public init(_ kind: Kind, column: Int, token: String) {
        self.kind = kind
        self.column = column
        self.token = token
    }

    /// What `.unexpectedToken` expects where a whole color should begin.
    static let anyColor = "a color"

    /// A suggested fix, such as `did you mean 'mediumpurple'?`, when one is known.
    public var suggestion: String? { fixSuggestion }

    public var description: String {
        let shown = shownToken
        var text = "\(summary(shown)) at column \(column)"
        if let detail = detail(shown) { text += ": " + detail }
        if let suggestion { text += "; " + suggestion }
        return text
    }

    /// What is wrong, without the column or the suggestion, for messages that place the error
    /// themselves (`mixed commas and spaces: expected ',' before '30'`).
    public var message: String {
        let shown = shownToken
        return summary(shown) + (detail(shown).map { ": " + $0 } ?? "")
    }

    private var shownToken: String { token.excerpt(maximumLength: 40) }
}

/// A separator between the components of a CSS color function.
public enum CSSSeparator: String, Sendable, Hashable {
    /// `,` of the legacy syntax (`rgb(10, 20, 30)`).
    case comma = ","
    /// Whitespace of the modern syntax (`rgb(10 20 30)`).
    case space = " "
}
