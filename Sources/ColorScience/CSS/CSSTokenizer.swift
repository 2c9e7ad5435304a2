/// Splits a CSS color string into tokens, following the consume-a-token algorithm of CSS Syntax
/// Level 3 §4.3 for the tokens a `<color>` can contain (escapes and strings are not part of any
/// color and come out as delimiters), with comments consumed wherever they stand, as CSS
/// allows. Tokenizing never fails: what the tokens mean is the parser's business.
struct CSSTokenizer {
    private let characters: [Character]
    private var position = 0

    init(_ text: String) {
        characters = Array(text)
    }

    /// Every token of the input, the last one `.end`.
    static func tokens(of text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while true {
            let token = tokenizer.next()
            tokens.append(token)
            if token.isEnd { return tokens }
        }
    }

    /// The next token. Comments are consumed first and make no token (CSS Syntax §4.3.2), so
    /// that `rgb(1/**/2 3)` is `rgb(1 2 3)`; a comment left open runs to the end of the input,
    /// as CSS reads it.
    mutating func next() -> CSSToken {
        skipComments()
        let start = position
        guard let c = peek() else { return CSSToken(kind: .end, column: start + 1, text: "") }
        let kind: CSSToken.Kind
        if Self.isWhitespace(c) {
            while let w = peek(), Self.isWhitespace(w) { position += 1 }
            kind = .whitespace
        } else if startsNumber(at: position) {
            kind = consumeNumeric()
        } else if startsIdentifier(at: position) {
            let name = consumeName()
            if peek() == "(" {
                position += 1
                kind = .function(name)
            } else {
                kind = .ident(name)
            }
        } else if c == "#", let after = peek(1), Self.isNameCharacter(after) {
            position += 1
            kind = .hash(consumeName())
        } else {
            position += 1
            switch c {
            case ",": kind = .comma
            case "/": kind = .slash
            case "(": kind = .openParenthesis
            case ")": kind = .closeParenthesis
            default: kind = .delimiter(c)
            }
        }
        return CSSToken(kind: kind, column: start + 1, text: String(characters[start..<position]))
    }

    // MARK: Comments

    /// Consumes any comments (`/* … */`) at the current position.
    private mutating func skipComments() {
        while peek() == "/", peek(1) == "*" {
            position += 2
            while position < characters.count, !(peek() == "*" && peek(1) == "/") { position += 1 }
            position = Swift.min(position + 2, characters.count)
        }
    }

    // MARK: Numbers

    /// CSS Syntax §4.3.3 "consume a numeric token": a number, then `%` or a unit if one follows.
    private mutating func consumeNumeric() -> CSSToken.Kind {
        let start = position
        if let sign = peek(), sign == "+" || sign == "-" { position += 1 }
        skipDigits()
        if peek() == ".", let d = peek(1), Self.isDigit(d) {
            position += 1
            skipDigits()
        }
        if let e = peek(), e == "e" || e == "E" {
            if let d = peek(1), Self.isDigit(d) {
                position += 1
                skipDigits()
            } else if let s = peek(1), s == "+" || s == "-", let d = peek(2), Self.isDigit(d) {
                position += 2
                skipDigits()
            }
        }
        let value = Self.value(of: characters[start..<position])
        if startsIdentifier(at: position) {
            return .dimension(value, unit: consumeName())
        }
        if peek() == "%" {
            position += 1
            return .percentage(value)
        }
        return .number(value)
    }

    /// The value of a validated CSS number; overflow gives an infinity, which the parser reports.
    private static func value(of text: ArraySlice<Character>) -> Double {
        var digits = String(text)
        if digits.first == "+" { digits.removeFirst() }
        // The text is a CSS number (sign, digits, fraction, exponent), which `Double(_:)` reads.
        return Double(digits) ?? .nan
    }

    private mutating func skipDigits() {
        while let c = peek(), Self.isDigit(c) { position += 1 }
    }

    /// CSS Syntax §4.3.10 "check if three code points would start a number".
    private func startsNumber(at index: Int) -> Bool {
        guard let c = character(at: index) else { return false }
        if Self.isDigit(c) { return true }
        if c == "." { return character(at: index + 1).map(Self.isDigit) ?? false }
        if c == "+" || c == "-" {
            guard let next = character(at: index + 1) else { return false }
            if Self.isDigit(next) { return true }
            return next == "." && (character(at: index + 2).map(Self.isDigit) ?? false)
        }
        return false
    }

    // MARK: Names

    /// CSS Syntax §4.3.9 "check if three code points would start an ident sequence" (without
    /// escapes).
    private func startsIdentifier(at index: Int) -> Bool {
        guard let c = character(at: index) else { return false }
        if c == "-" {
            guard let next = character(at: index + 1) else { return false }
            return next == "-" || Self.isNameStart(next)
        }
        return Self.isNameStart(c)
    }

    private mutating func consumeName() -> String {
        let start = position
        while let c = peek(), Self.isNameCharacter(c) { position += 1 }
        return String(characters[start..<position])
    }

    // MARK: Characters

    private func peek(_ offset: Int = 0) -> Character? { character(at: position + offset) }

    private func character(at index: Int) -> Character? {
        index >= 0 && index < characters.count ? characters[index] : nil
    }

    /// Space, tab, line feed, carriage return or form feed (a CR LF pair is one `Character`).
    static func isWhitespace(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
    }

    static func isDigit(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return a >= 0x30 && a <= 0x39
    }

    /// A letter, `_`, or any non-ASCII character (CSS Syntax "ident-start code point").
    static func isNameStart(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return true }
        return (a >= 0x41 && a <= 0x5A) || (a >= 0x61 && a <= 0x7A) || a == 0x5F
    }

    /// An ident-start character, a digit or `-` (CSS Syntax "ident code point").
    static func isNameCharacter(_ c: Character) -> Bool {
        isNameStart(c) || isDigit(c) || c == "-"
    }
}
