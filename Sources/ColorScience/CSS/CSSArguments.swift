/// The components between a color function's parentheses, each with the separator before it:
/// the raw shape of CSS Color 4's `[a] [b] [c] [/ alpha]` and legacy `a, b, c[, alpha]` grammars,
/// checked by `CSSColorParser` afterwards.
struct CSSArguments: Sendable {
    /// How a component is separated from the one before it.
    enum Separator: Sendable, Hashable {
        case comma, space, slash
    }

    struct Component: Sendable {
        /// The separator before the component and where it stands; `nil` for the first one.
        var separator: (kind: Separator, token: CSSToken)?
        var value: CSSToken
    }

    var components: [Component] = []
    /// The `)` that closes the function.
    var closing: CSSToken

    /// Reads the arguments of the function token at `tokens[start]`, up to and including its `)`;
    /// `end` becomes the index after `)`.
    init(tokens: [CSSToken], function start: Int, end: inout Int) throws(CSSColorParseError) {
        let opening = tokens[start]
        let name = String(opening.text.dropLast())
        var i = start + 1
        func skipWhitespace() -> CSSToken? {
            var last: CSSToken?
            while i < tokens.count, tokens[i].isWhitespace {
                last = tokens[i]
                i += 1
            }
            return last
        }
        func unclosed(_ token: CSSToken) -> CSSColorParseError {
            CSSColorParseError(
                .unclosedParenthesis(function: name, openedAt: opening.column), column: token.column, token: token.text)
        }
        _ = skipWhitespace()
        var pending: (kind: Separator, token: CSSToken)?
        while i < tokens.count {
            // A component is expected here.
            let token = tokens[i]
            switch token.kind {
            case .number, .percentage, .dimension, .ident:
                components.append(Component(separator: pending, value: token))
                i += 1
            case .function(let inner):
                let kind: CSSColorParseError.Kind =
                    CSSArguments.mathFunctions.contains(inner.asciiLowercased)
                    ? .unsupportedMathFunction : .unexpectedToken(expected: "a number")
                throw CSSColorParseError(kind, column: token.column, token: token.text)
            case .closeParenthesis where pending?.kind == .slash:
                throw CSSColorParseError(.missingAlpha, column: token.column, token: token.text)
            case .closeParenthesis where components.isEmpty:
                closing = token
                end = i + 1
                return
            case .slash where pending?.kind == .slash:
                throw CSSColorParseError(.extraSlash, column: token.column, token: token.text)
            case .end:
                throw unclosed(token)
            default:
                throw CSSColorParseError(
                    .unexpectedToken(expected: "a number, a percentage or 'none'"), column: token.column,
                    token: token.text)
            }
            // A separator or `)` is expected here.
            let space = skipWhitespace()
            guard i < tokens.count else { break }
            let next = tokens[i]
            switch next.kind {
            case .comma:
                pending = (.comma, next)
                i += 1
                _ = skipWhitespace()
            case .slash:
                pending = (.slash, next)
                i += 1
                _ = skipWhitespace()
            case .closeParenthesis:
                closing = next
                end = i + 1
                return
            case .end:
                throw unclosed(next)
            default:
                pending = (.space, space ?? next)
            }
        }
        throw unclosed(tokens.last ?? opening)
    }

    /// CSS Values 4 §10 math functions, which may stand for a number but are not evaluated here.
    static let mathFunctions: Set<String> = [
        "calc", "min", "max", "clamp", "round", "mod", "rem", "sin", "cos", "tan", "asin", "acos", "atan",
        "atan2", "pow", "sqrt", "hypot", "log", "exp", "abs", "sign",
    ]
}
