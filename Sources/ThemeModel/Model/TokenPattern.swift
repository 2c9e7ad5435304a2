/// A path, or a group of paths written with a trailing `*` (`text.*`), in `contrast` and
/// `distinct` declarations.
public struct TokenPattern: Hashable, Sendable, CustomStringConvertible {
    public var path: TokenPath
    /// Whether the pattern names every token under `path`.
    public var isWildcard: Bool
    public var location: SourceLocation

    public init(path: TokenPath, isWildcard: Bool, location: SourceLocation) {
        self.path = path
        self.isWildcard = isWildcard
        self.location = location
    }

    public func matches(_ candidate: TokenPath) -> Bool {
        isWildcard ? candidate.hasPrefix(path) && candidate != path : candidate == path
    }

    public var description: String { isWildcard ? "\(path).*" : path.string }
}

/// A declared contrast check: each foreground is used on each background, at a text size, and
/// must reach a minimum ratio (the audit's policy decides it when not given).
public struct ContrastDeclaration: Hashable, Sendable {
    public var foregrounds: [TokenPattern]
    public var backgrounds: [TokenPattern]
    public var size: TextSize?
    /// A WCAG 2.x ratio this pair must reach, overriding the policy.
    public var minimum: Double?
    public var location: SourceLocation
    /// For a pair read from code: how its background was found ("the same view's
    /// .background"); findings are placed at ``location``, the use in code, and say it.
    public var evidence: String?
    /// What the foreground is where it is used (text, or a tint or border, which need 3:1),
    /// overriding its token's role.
    public var role: TokenRole?
    /// The one scheme the pair is drawn in, when the view pins it (`.environment(\.colorScheme,
    /// .light)`, `overrideUserInterfaceStyle = .dark`); nil: every appearance.
    public var scheme: Appearance.Scheme?

    public init(foregrounds: [TokenPattern], backgrounds: [TokenPattern], size: TextSize?, minimum: Double?, location: SourceLocation,
                evidence: String? = nil, role: TokenRole? = nil, scheme: Appearance.Scheme? = nil) {
        self.foregrounds = foregrounds
        self.backgrounds = backgrounds
        self.size = size
        self.minimum = minimum
        self.location = location
        self.evidence = evidence
        self.role = role
        self.scheme = scheme
    }
}

/// Colors that must stay distinguishable from each other, such as success and error states.
public struct DistinctGroup: Hashable, Sendable {
    public var tokens: [TokenPattern]
    /// The smallest ΔEOK allowed between any two, overriding the audit's default.
    public var minimum: Double?
    public var location: SourceLocation

    public init(tokens: [TokenPattern], minimum: Double?, location: SourceLocation) {
        self.tokens = tokens
        self.minimum = minimum
        self.location = location
    }
}
