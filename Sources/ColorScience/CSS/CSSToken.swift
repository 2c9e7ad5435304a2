/// One token of a CSS color string, as CSS Syntax Level 3 §4 tokenizes it (the subset a `<color>`
/// can contain), with the 1-based column where it starts.
struct CSSToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// An identifier such as `red`, `none` or `display-p3`, as written.
        case ident(String)
        /// An identifier immediately followed by `(`, such as `rgb(`; the name without `(`.
        case function(String)
        /// `#` followed by name characters; the characters without `#`.
        case hash(String)
        /// A number without a unit.
        case number(Double)
        /// A number followed by `%`; the number.
        case percentage(Double)
        /// A number followed by a unit, such as `30deg` or `10px`.
        case dimension(Double, unit: String)
        case comma
        case slash
        case openParenthesis
        case closeParenthesis
        /// One run of CSS whitespace (space, tab, line feed, carriage return, form feed).
        case whitespace
        /// Any other single character.
        case delimiter(Character)
        /// The end of the input.
        case end
    }

    var kind: Kind
    /// The 1-based column of the token's first character (counted in `Character`s).
    var column: Int
    /// The token as written.
    var text: String

    var isWhitespace: Bool { kind == .whitespace }
    var isEnd: Bool { kind == .end }
}
