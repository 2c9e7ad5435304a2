/// Parses a CSS Color Level 4 `<color>` (W3C Candidate Recommendation Draft, 2025): hex colors,
/// named colors, `transparent`, and the `rgb()`, `rgba()`, `hsl()`, `hsla()`, `hwb()`, `lab()`,
/// `lch()`, `oklab()`, `oklch()` and `color()` functions, in their modern (space-separated, with
/// `none` and `/ alpha`) and, where CSS allows it, legacy (comma-separated) syntax.
///
/// Values that CSS clamps at parsed-value time are clamped: rgb() channels to 0…255 / 0%…100%,
/// HSL saturation to ≥ 0, Lab/LCh lightness to 0…100, OKLab/OKLCh lightness to 0…1, chroma to
/// ≥ 0, alpha to 0…1. Hues are kept as written (not reduced to 0…360). `color()` components are
/// never clamped. Math functions (`calc()`) and `currentcolor` are refused with an error saying
/// so, and so is a color beyond the range Tincture computes with (`Color.isWithinComputableRange`:
/// `lab(50 1e308 1e308)`, whose CIE XYZ overflows).
struct CSSColorParser {
    private let tokens: [CSSToken]
    private var index = 0

    init(_ text: String) {
        tokens = CSSTokenizer.tokens(of: text)
    }

    /// The color the whole input denotes.
    mutating func parse() throws(CSSColorParseError) -> Color {
        skipWhitespace()
        let start = index
        let first = tokens[index]
        let color: Color
        switch first.kind {
        case .end:
            throw CSSColorParseError(.emptyInput, column: 1, token: "")
        case .hash(let digits):
            index += 1
            let bytes = try CSSHex.bytes(
                digits, column: first.column + 1, written: first.text, writtenColumn: first.column)
            color = Color(SRGB(bytes))
        case .delimiter("#"):
            throw CSSColorParseError(
                .unexpectedToken(expected: "hex digits after '#'"), column: first.column, token: "#")
        case .ident(let name):
            index += 1
            color = try keyword(name, token: first)
        case .function(let name):
            color = try function(name, token: first)
        default:
            throw CSSColorParseError(
                .unexpectedToken(expected: CSSColorParseError.anyColor), column: first.column, token: first.text)
        }
        let end = index
        skipWhitespace()
        let rest = tokens[index]
        if !rest.isEnd {
            throw CSSColorParseError(.trailingCharacters, column: rest.column, token: rest.text)
        }
        guard color.isWithinComputableRange else {
            let written = tokens[start..<end].map(\.text).joined()
            throw CSSColorParseError(.colorOutOfRange, column: first.column, token: written)
        }
        return color
    }

    private mutating func skipWhitespace() {
        while index < tokens.count - 1, tokens[index].isWhitespace { index += 1 }
    }

    // MARK: Keywords

    /// A named color, `transparent`, or the error for another identifier.
    private func keyword(_ name: String, token: CSSToken) throws(CSSColorParseError) -> Color {
        let key = name.asciiLowercased
        if key == "transparent" {
            return Color(space: .srgb, coordinates: ColorCoordinates(0, 0, 0), alpha: 0)
        }
        if let bytes = CSSNamedColors.color(named: key) { return Color(SRGB(bytes)) }
        let kind: CSSColorParseError.Kind
        if key == "currentcolor" || Self.systemColors.contains(key) {
            kind = .contextDependentColor
        } else if ["inherit", "initial", "unset", "revert", "revert-layer"].contains(key) {
            kind = .cssWideKeyword
        } else if CSSColorFunction(name: key) != nil {
            kind = .missingParenthesis(function: name)
        } else {
            let names = CSSNamedColors.names + ["transparent"]
            kind = .unknownColorName(suggestion: Spelling.nearest(to: key, among: names))
        }
        throw CSSColorParseError(kind, column: token.column, token: token.text)
    }

    // MARK: Functions

    /// The color of the function token at `index`.
    private mutating func function(_ name: String, token: CSSToken) throws(CSSColorParseError) -> Color {
        guard let function = CSSColorFunction(name: name) else {
            let names = CSSColorFunction.allCases.map(\.rawValue)
            let suggestion = Spelling.nearest(to: name, among: names)
            throw CSSColorParseError(.unknownFunction(suggestion: suggestion), column: token.column, token: token.text)
        }
        var end = index
        let arguments = try CSSArguments(tokens: tokens, function: index, end: &end)
        index = end
        return try CSSFunctionReader(function: function, name: name, arguments: arguments).color()
    }

    /// The system colors of CSS Color 4 §6.2, which the user agent chooses for a document.
    static let systemColors: Set<String> = [
        "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext", "canvas",
        "canvastext", "field", "fieldtext", "graytext", "highlight", "highlighttext", "linktext", "mark", "marktext",
        "selecteditem", "selecteditemtext", "visitedtext",
    ]
}
