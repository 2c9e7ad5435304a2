import ColorScience

/// An option a generator takes — `--option key=value` on the command line, `options:` in a
/// `generate:` entry — with the values it accepts and what it does.
///
/// Options are checked before anything is generated: an unknown key or a value the option does
/// not take is refused with the keys, or the values, there are (exit 64 on the command line, 65
/// with its place in a theme file), never read as a silent default.
struct GeneratorOption: Sendable {
    /// The values an option takes.
    enum Kind: Sendable, Equatable {
        /// `true` or `false` (also `yes`/`no`, `1`/`0`, in any case); read as `true` or `false`.
        case boolean
        /// One of these words, exactly.
        case choice([String])
        /// A Swift type name: a letter or `_`, then letters, digits and `_`.
        case identifier
        /// A name used in file and type names: not empty, no `/`.
        case name
        /// One of the theme file's named themes (checked once the theme is read).
        case theme
        /// A file path, relative to the theme file's folder.
        case path
    }

    var key: String
    /// Other keys read as this one (`p3` for `display-p3`).
    var aliases: [String] = []
    var kind: Kind
    /// What it does, with its default.
    var help: String

    /// The value as help shows it: `true|false`, `public|internal`, `NAME`.
    var valueSyntax: String {
        switch kind {
        case .boolean: "true|false"
        case .choice(let words): words.joined(separator: "|")
        case .identifier: "TYPE"
        case .name: "NAME"
        case .theme: "THEME"
        case .path: "PATH"
        }
    }

    /// `key=value` as help shows it, with its aliases.
    var syntax: String {
        "\(key)=\(valueSyntax)" + (aliases.isEmpty ? "" : " (or \(aliases.joined(separator: ", ")))")
    }

    /// The value as generators read it (a boolean as `true` or `false`), or why it is refused.
    func read(_ value: String) -> Result<String, Refusal> {
        switch kind {
        case .boolean:
            switch value.lowercased() {
            case "true", "yes", "1": return .success("true")
            case "false", "no", "0": return .success("false")
            default: return .failure(refusal(value, among: ["true", "false"]))
            }
        case .choice(let words):
            return words.contains(value) ? .success(value) : .failure(refusal(value, among: words))
        case .identifier:
            let scalars = Array(value.unicodeScalars)
            let valid = !scalars.isEmpty && scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
                && !("0"..."9").contains(scalars[0])
            return valid ? .success(value) : .failure(Refusal("option '\(key)' takes a Swift type name (letters, digits and _, not starting with a digit), not '\(value)'"))
        case .name:
            return !value.isEmpty && !value.contains("/") ? .success(value) : .failure(Refusal("option '\(key)' takes a name without '/', not '\(value)'"))
        case .theme, .path:
            return !value.isEmpty ? .success(value) : .failure(Refusal("option '\(key)' takes a \(kind == .theme ? "theme name" : "path"), not an empty value"))
        }
    }

    private func refusal(_ value: String, among words: [String]) -> Refusal {
        let hint = Spelling.nearest(to: value, among: words, maximumDistance: max(2, value.count / 3)).map { " (did you mean '\($0)'?)" } ?? ""
        return Refusal("option '\(key)' takes \(words.map { "'\($0)'" }.joined(separator: " or ")), not '\(value)'\(hint)")
    }

    /// Why an option or its value is refused.
    struct Refusal: Error, Sendable, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension GeneratorOption {
    /// `name=NAME`: the name generated types, files and prefixes take.
    static func name(_ what: String) -> GeneratorOption {
        GeneratorOption(key: "name", kind: .name, help: "\(what) (default Colors)")
    }

    /// `display-p3=true|false` (`p3`): every color in Display P3. Without it a format writes
    /// sRGB and keeps a wide color wide all the same (Display P3 in a catalog, extended sRGB in
    /// Swift), so the option never decides whether a color is clipped.
    static let displayP3 = GeneratorOption(key: "display-p3", aliases: ["p3"], kind: .boolean,
                                           help: "every color in Display P3 (default false: sRGB, a wide color kept wide all the same)")

    /// Checks `options` against `accepted`: each key known (or an alias), each value one the
    /// option takes. Returns them under their own keys, booleans as `true` or `false`.
    static func read(_ options: [String: String], accepted: [GeneratorOption], format: String) -> Result<[String: String], Refusal> {
        var read: [String: String] = [:]
        for (key, value) in options.sorted(by: { $0.key < $1.key }) {
            guard let option = accepted.first(where: { $0.key == key || $0.aliases.contains(key) }) else {
                let keys = accepted.flatMap { [$0.key] + $0.aliases }
                let hint = Spelling.nearest(to: key, among: keys).map { "did you mean '\($0)'? " } ?? ""
                let takes = accepted.isEmpty ? "\(format) takes no options" : "\(format) takes: \(accepted.map(\.syntax).joined(separator: ", "))"
                return .failure(Refusal("unknown option '\(key)' for \(format) (\(hint)\(takes))"))
            }
            switch option.read(value) {
            case .success(let value):
                if let earlier = read[option.key], earlier != value {
                    return .failure(Refusal("option '\(option.key)' is given twice, as '\(earlier)' and '\(value)'"))
                }
                read[option.key] = value
            case .failure(let refusal):
                return .failure(refusal)
            }
        }
        return .success(read)
    }
}
