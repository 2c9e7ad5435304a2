import ThemeModel

/// A finding silenced from outside the files it is about — a configuration's `ignore:` entry
/// — for colors whose files have no comments (asset catalogs, token files): by the color's
/// name, or a pair's two names, and optionally by rule.
public struct IgnoreEntry: Hashable, Sendable {
    /// A glob over the token's name (`Brand*`, `text.*`): a finding about it, as foreground or
    /// background.
    public var color: String?
    /// A foreground and a background glob: a finding about that pair.
    public var pair: (foreground: String, background: String)? {
        get { pairGlobs.map { ($0[0], $0[1]) } }
        set { pairGlobs = newValue.map { [$0.foreground, $0.background] } }
    }
    private var pairGlobs: [String]?
    /// The rule ids silenced; empty for every rule.
    public var rules: [String]
    public var reason: String?
    /// Where the entry is written.
    public var location: SourceLocation

    public init(color: String? = nil, pair: (foreground: String, background: String)? = nil, rules: [String] = [], reason: String? = nil,
                location: SourceLocation) {
        self.color = color
        self.pairGlobs = pair.map { [$0.foreground, $0.background] }
        self.rules = rules
        self.reason = reason
        self.location = location
    }

    public func silences(_ finding: Finding) -> Bool {
        guard rules.isEmpty || rules.contains(finding.rule.id) else { return false }
        if let color {
            return GlobPattern.matches(color, finding.token.string) || finding.other.map { GlobPattern.matches(color, $0.string) } == true
        }
        if let pair, let other = finding.other {
            return GlobPattern.matches(pair.foreground, finding.token.string) && GlobPattern.matches(pair.background, other.string)
        }
        return false
    }

    /// The entry as written, for messages (`ignore: BrandYellow (contrast)`).
    public var text: String {
        let what = color ?? pair.map { "\($0.foreground) on \($0.background)" } ?? "?"
        return "ignore: \(what)" + (rules.isEmpty ? "" : " (\(rules.joined(separator: ", ")))")
    }
}
