/// Reads JSON text (RFC 8259) into ``DTCGNode``s with the line and column of every value and key,
/// keeping object members in file order.
///
/// Stricter than YAML readers on purpose: no comments, no trailing commas, no single quotes, no
/// repeated keys in one object (RFC 8259 leaves those undefined; DTCG names are unique in a
/// group). Nesting deeper than ``maximumDepth`` is refused instead of exhausting the stack.
/// Columns count Unicode scalars, as ``SourceLocation`` says.
struct DTCGJSONParser {
    /// Objects and arrays nested deeper than this are an error.
    static let maximumDepth = 256

    let file: String
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(text: String, file: String) {
        self.file = file
        self.scalars = Array(text.unicodeScalars)
    }

    /// Parses the whole text as one JSON value.
    static func parse(_ text: String, file: String) throws(ThemeError) -> DTCGNode {
        var parser = DTCGJSONParser(text: text, file: file)
        return try parser.document()
    }

    mutating func document() throws(ThemeError) -> DTCGNode {
        skipWhitespace()
        guard index < scalars.count else {
            throw ThemeError(.empty, "is empty: a DTCG file is a JSON object", at: here,
                             suggestion: "start the file with { and a group or token")
        }
        let value = try self.value(depth: 0)
        skipWhitespace()
        if index < scalars.count {
            throw error("unexpected text after the end of the JSON value", suggestion: "a file holds one JSON object")
        }
        return value
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(ThemeError) -> DTCGNode {
        guard depth < Self.maximumDepth else {
            throw error("nested more than \(Self.maximumDepth) levels deep")
        }
        let start = here
        guard let scalar = peek else { throw error("the file ends where a value should be") }
        switch scalar {
        case "{": return try object(depth: depth, start: start)
        case "[": return try array(depth: depth, start: start)
        case "\"": return DTCGNode(content: .string(try string()), location: start)
        case "-", "0"..."9": return DTCGNode(content: .number(try number()), location: start)
        case "t": try literal("true"); return DTCGNode(content: .bool(true), location: start)
        case "f": try literal("false"); return DTCGNode(content: .bool(false), location: start)
        case "n": try literal("null"); return DTCGNode(content: .null, location: start)
        case "'": throw error("JSON strings are written in double quotes", value: word, suggestion: "replace ' with \"")
        case "/": throw error("JSON has no comments", value: word, suggestion: "put notes in \"$description\"")
        case "}", "]": throw error("expected a value before '\(scalar)'", suggestion: "remove the trailing comma, or add the missing value")
        default: throw error("expected a JSON value", value: word, suggestion: "quote text in double quotes")
        }
    }

    private mutating func object(depth: Int, start: SourceLocation) throws(ThemeError) -> DTCGNode {
        advance()  // {
        var members: [DTCGNode.Member] = []
        var seen: [String: SourceLocation] = [:]
        skipWhitespace()
        if peek == "}" {
            advance()
            return DTCGNode(content: .object([]), location: start)
        }
        while true {
            skipWhitespace()
            let keyLocation = here
            guard peek == "\"" else {
                if peek == "}" {
                    throw error("a comma before '}' (JSON has no trailing commas)", suggestion: "remove the last comma")
                }
                throw error("expected a member name in double quotes", value: word, suggestion: "write \"name\": value")
            }
            let key = try string()
            skipWhitespace()
            guard peek == ":" else { throw error("expected ':' after the member name \"\(key)\"", value: word) }
            advance()
            skipWhitespace()
            let value = try self.value(depth: depth + 1)
            if let first = seen[key] {
                throw ThemeError(.duplicateKey, "the member \"\(key)\" appears twice in one object (first at \(first))",
                                 at: keyLocation, value: key, suggestion: "keep one, or merge their contents")
            }
            seen[key] = keyLocation
            members.append(DTCGNode.Member(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            switch peek {
            case ",": advance()
            case "}":
                advance()
                return DTCGNode(content: .object(members), location: start)
            case nil: throw error("the file ends inside an object opened at \(start.line):\(start.column)", suggestion: "add the missing '}'")
            default: throw error("expected ',' or '}' after a member", value: word, suggestion: "separate members with commas")
            }
        }
    }

    private mutating func array(depth: Int, start: SourceLocation) throws(ThemeError) -> DTCGNode {
        advance()  // [
        var items: [DTCGNode] = []
        skipWhitespace()
        if peek == "]" {
            advance()
            return DTCGNode(content: .array([]), location: start)
        }
        while true {
            skipWhitespace()
            if peek == "]" {
                throw error("a comma before ']' (JSON has no trailing commas)", suggestion: "remove the last comma")
            }
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            switch peek {
            case ",": advance()
            case "]":
                advance()
                return DTCGNode(content: .array(items), location: start)
            case nil: throw error("the file ends inside an array opened at \(start.line):\(start.column)", suggestion: "add the missing ']'")
            default: throw error("expected ',' or ']' after an array item", value: word)
            }
        }
    }

    private mutating func string() throws(ThemeError) -> String {
        advance()  // opening quote
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else { throw error("the file ends inside a string", suggestion: "add the closing \"") }
            switch scalar {
            case "\"":
                advance()
                return String(result)
            case "\\":
                advance()
                guard let escape = peek else { throw error("the file ends inside a string") }
                switch escape {
                case "\"", "\\", "/": result.append(escape)
                case "b": result.append("\u{8}")
                case "f": result.append("\u{C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    advance()
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), peek == "\\", scalars.indices.contains(index + 1), scalars[index + 1] == "u" {
                        advance()
                        advance()
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
                    }
                    result.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    continue
                default:
                    throw error("unknown escape '\\\(escape)' in a string", suggestion: "escape a backslash as \\\\")
                }
                advance()
            default:
                if scalar.value < 0x20 {
                    throw error("a control character (such as a line break) inside a string", suggestion: "write it as \\n or \\t")
                }
                result.append(scalar)
                advance()
            }
        }
    }

    private mutating func hex4() throws(ThemeError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek, scalar.isASCII, scalar != "+", scalar != "-", let digit = UInt32(String(scalar), radix: 16)
            else { throw error("a \\u escape needs four hex digits") }
            code = code * 16 + digit
            advance()
        }
        return code
    }

    private mutating func number() throws(ThemeError) -> Double {
        let start = index
        let startLocation = here
        if peek == "-" { advance() }
        guard let first = peek, ("0"..."9").contains(first) else { throw error("expected a digit after '-'", value: word) }
        if first == "0" {
            advance()
            if let next = peek, ("0"..."9").contains(next) { throw error("JSON numbers have no leading zeros", value: word) }
        } else {
            digits()
        }
        if peek == "." {
            advance()
            guard let next = peek, ("0"..."9").contains(next) else { throw error("expected digits after the decimal point", value: word) }
            digits()
        }
        if peek == "e" || peek == "E" {
            advance()
            if peek == "+" || peek == "-" { advance() }
            guard let next = peek, ("0"..."9").contains(next) else { throw error("expected digits in the exponent", value: word) }
            digits()
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let value = Double(text), value.isFinite else {
            throw ThemeError(.malformed, "the number is too large", at: startLocation, value: text)
        }
        return value
    }

    private mutating func digits() {
        while let scalar = peek, ("0"..."9").contains(scalar) { advance() }
    }

    private mutating func literal(_ text: String) throws(ThemeError) {
        let written = word
        let expected = Array(text.unicodeScalars)
        let end = index + expected.count
        let matches = end <= scalars.count && Array(scalars[index..<end]) == expected
            && !(end < scalars.count && (scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end])))
        guard matches else { throw error("expected a JSON value", value: written, suggestion: "quote text in double quotes") }
        for _ in expected { advance() }
    }

    // MARK: Reading

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Moves past one scalar. A line ends at LF, CR LF or a CR alone (the line breaks JSON's
    /// whitespace allows), so every line-ending style gives the same lines and columns.
    private mutating func advance() {
        guard index < scalars.count else { return }
        let endsLine = scalars[index] == "\n" || (scalars[index] == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n"))
        if endsLine {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { advance() }
    }

    /// The text from here up to the next space or punctuation, for messages.
    private var word: String {
        var end = index
        while end < scalars.count, end - index < 40 {
            let scalar = scalars[end]
            if scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "," || scalar == "}" || scalar == "]" || scalar == ":" {
                break
            }
            end += 1
        }
        return end > index ? String(String.UnicodeScalarView(scalars[index..<end])) : (peek.map { String($0) } ?? "")
    }

    private func error(_ message: String, value: String? = nil, suggestion: String? = nil) -> ThemeError {
        ThemeError(.malformed, "malformed JSON: " + message, at: here, value: value?.isEmpty == true ? nil : value, suggestion: suggestion)
    }
}
