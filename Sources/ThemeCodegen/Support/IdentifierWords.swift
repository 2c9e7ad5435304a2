import ThemeModel

/// The words of a token path, for names in other languages' conventions: components split at
/// `-`, `_`, spaces and lower-to-upper case changes (`grouped-cell`, `groupedCell` → `grouped`, `cell`).
struct IdentifierWords: Sendable {
    var words: [String]

    init(_ path: TokenPath) {
        words = path.components.flatMap(Self.split)
    }

    init(_ text: String) {
        words = Self.split(text)
    }

    static func split(_ component: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in component {
            if character == "-" || character == "_" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `text-primary`.
    var kebab: String { words.map { $0.lowercased() }.joined(separator: "-") }
    /// `text_primary`.
    var snake: String { words.map { $0.lowercased() }.joined(separator: "_") }
    /// `textPrimary`.
    var camel: String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }
}

extension GeneratorInput {
    /// The semantic tokens' paths, in file order.
    var tokenPaths: [TokenPath] { tokens.map(\.path).filter(\.isToken) }

    /// Names for each token path, throwing when two paths come to the same name.
    func uniqueNames(_ name: (TokenPath) throws(GeneratorError) -> String) throws(GeneratorError) -> [(path: TokenPath, name: String)] {
        var seen: [String: TokenPath] = [:]
        var result: [(path: TokenPath, name: String)] = []
        for path in tokenPaths {
            let identifier = try name(path)
            if let other = seen[identifier] {
                throw GeneratorError("the name \(identifier) is also the name of \(other)", token: path.string)
            }
            seen[identifier] = path
            result.append((path, identifier))
        }
        return result
    }
}
