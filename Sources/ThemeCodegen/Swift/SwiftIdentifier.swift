/// Turns token paths and theme names into Swift identifiers: lowerCamelCase, keywords in
/// backticks, and an error for names that cannot become one.
enum SwiftIdentifier {
    /// `text.primary` → `textPrimary`, `background.grouped-cell` → `backgroundGroupedCell`,
    /// `Brand.Accent Color` → `brandAccentColor`;
    /// `default` → `` `default` ``. Throws when the result does not start with a letter or `_`.
    static func lowerCamel(_ components: [String], token: String) throws(GeneratorError) -> String {
        let words = components.flatMap { $0.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init) }
        guard let first = words.first else {
            throw GeneratorError("the name has no letters to make a Swift identifier from", token: token)
        }
        var name = lowercasedFirst(first)
        for word in words.dropFirst() { name += uppercasedFirst(word) }
        guard let head = name.unicodeScalars.first, head.properties.isAlphabetic || head == "_",
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        else {
            throw GeneratorError("'\(name)' is not a valid Swift identifier (it must start with a letter)", token: token)
        }
        if reserved.contains(name) {
            throw GeneratorError("'\(name)' cannot name a Swift member, even in backticks", token: token)
        }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    private static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    private static func uppercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Names a static member cannot take even in backticks.
    static let reserved: Set<String> = ["self", "init", "deinit", "subscript"]

    /// Swift's keywords (declarations, statements, expressions and types, patterns), which
    /// the output writes in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "enum", "extension", "fileprivate", "func",
        "import", "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        "any", "as", "await", "false", "is", "nil", "some", "super", "throws", "true", "try",
        "_",
    ]
}
