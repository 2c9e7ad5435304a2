import ThemeModel

/// A comment that silences findings, in the grammar iOS teams know from SwiftLint:
/// `// tincture:disable:next RULE`, `// tincture:disable:this RULE`, and
/// `// tincture:disable RULE` … `// tincture:enable RULE` (`#` in YAML files), with `all` for
/// every rule and an optional reason after ` - `.
public struct Suppression: Hashable, Sendable {
    /// The rule ids silenced; empty for `all`.
    public var rules: [String]
    /// The file the comment is in.
    public var file: String
    /// The lines silenced (1-based).
    public var lines: ClosedRange<Int>
    /// Why, as the comment says after ` - `.
    public var reason: String?
    /// Where the comment is.
    public var location: SourceLocation
    /// The comment as written, for messages (`tincture:disable:next contrast`).
    public var text: String

    public init(rules: [String], file: String, lines: ClosedRange<Int>, reason: String?, location: SourceLocation, text: String) {
        self.rules = rules
        self.file = file
        self.lines = lines
        self.reason = reason
        self.location = location
        self.text = text
    }

    /// Whether it silences a finding: the same file, a silenced line, a silenced rule.
    public func silences(_ finding: Finding) -> Bool {
        finding.location.file == file && lines.contains(finding.location.line) && (rules.isEmpty || rules.contains(finding.rule.id))
    }

    /// The comment syntax of a file: `//` for Swift, `#` for YAML.
    public enum CommentStyle: Sendable {
        case slashes, hash

        /// The style of a file by its name; nil for files without comments (JSON, catalogs).
        public init?(file: String) {
            let lowered = file.lowercased()
            if lowered.hasSuffix(".swift") {
                self = .slashes
            } else if lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml") {
                self = .hash
            } else {
                return nil
            }
        }

        var marker: String { self == .slashes ? "//" : "#" }
    }

    /// The suppressions a file's comments make. A `disable` without its `enable` lasts to the
    /// end of the file.
    public static func parse(_ text: String, file: String, style: CommentStyle) -> [Suppression] {
        var result: [Suppression] = []
        // Open `disable` regions: the rule ids (empty: all), where they start, the comment.
        var open: [(rules: [String], start: Int, reason: String?, location: SourceLocation, text: String)] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard let (command, rules, reason, column, written) = directive(in: line, style: style) else { continue }
            let location = SourceLocation(file: file, line: number, column: column)
            switch command {
            case "disable:next":
                result.append(Suppression(rules: rules, file: file, lines: (number + 1)...(number + 1), reason: reason, location: location,
                                          text: written))
            case "disable:this":
                result.append(Suppression(rules: rules, file: file, lines: number...number, reason: reason, location: location, text: written))
            case "disable":
                open.append((rules, number + 1, reason, location, written))
            case "enable":
                // Closes the regions of the rules it names (all of them for `all`).
                // (`enable all` closes every region; a region of all rules only `enable all`.)
                open.removeAll { region in
                    let closes = rules.isEmpty || (!region.rules.isEmpty && !Set(region.rules).isDisjoint(with: rules))
                    guard closes else { return false }
                    result.append(Suppression(rules: region.rules, file: file, lines: region.start...max(region.start, number - 1),
                                              reason: region.reason, location: region.location, text: region.text))
                    return true
                }
            default:
                continue
            }
        }
        for region in open {
            result.append(Suppression(rules: region.rules, file: file, lines: region.start...Int.max, reason: region.reason,
                                      location: region.location, text: region.text))
        }
        return result
    }

    /// `tincture:COMMAND RULE… [- reason]` in a comment of the line: the command, the rules
    /// (empty for `all`), the reason, the comment's column and its text.
    static func directive(in line: Substring, style: CommentStyle)
        -> (command: String, rules: [String], reason: String?, column: Int, text: String)? {
        // The first comment marker that begins a directive (a `//` in a string, or a `#` in a
        // YAML value such as `"#336699"`, does not).
        var searched = line.startIndex
        var found: (comment: Range<Substring.Index>, body: Substring)?
        while found == nil, let comment = line.range(of: style.marker, range: searched..<line.endIndex) {
            searched = comment.upperBound
            if style == .hash, comment.lowerBound != line.startIndex, !line[line.index(before: comment.lowerBound)].isWhitespace { continue }
            let body = line[comment.upperBound...].drop { $0 == "/" || $0 == " " || $0 == "\t" }
            if body.hasPrefix("tincture:") { found = (comment, body.dropFirst("tincture:".count)) }
        }
        guard let (comment, directive) = found else { return nil }
        var body = directive
        var reason: String?
        if let dash = body.range(of: " - ") {
            reason = body[dash.upperBound...].trimmingCharacters(in: .whitespaces)
            body = body[..<dash.lowerBound]
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
        guard let command = words.first, ["disable", "disable:next", "disable:this", "enable"].contains(command) else { return nil }
        let rules = Array(words.dropFirst())
        let column = line.distance(from: line.startIndex, to: comment.lowerBound) + 1
        let written = "tincture:" + ([command] + rules).joined(separator: " ")
        return (command, rules.contains("all") ? [] : rules, reason?.isEmpty == true ? nil : reason, column, written)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(self).trimmingCharacters(in: set)
    }
}

extension Set where Element == Character {
    fileprivate static let whitespaces: Set<Character> = [" ", "\t", "\r"]
}
