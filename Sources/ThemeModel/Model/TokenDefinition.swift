/// A semantic token or palette color as defined: its path, what it colors, and a value for any
/// set of appearances.
public struct TokenDefinition: Hashable, Sendable {
    public var path: TokenPath
    /// The role given in the file, or inferred from the group's name; nil when neither says.
    public var role: TokenRole?
    /// The text size class, for text tokens.
    public var size: TextSize?
    public var description: String?
    /// Values by appearance condition; ``AppearanceCondition/fallbackOrder(for:)`` picks one.
    public var values: [AppearanceCondition: ColorValueDefinition]
    /// Where the token is defined (its key in the file).
    public var location: SourceLocation

    public init(
        path: TokenPath, role: TokenRole? = nil, size: TextSize? = nil, description: String? = nil,
        values: [AppearanceCondition: ColorValueDefinition], location: SourceLocation
    ) {
        self.path = path
        self.role = role
        self.size = size
        self.description = description
        self.values = values
        self.location = location
    }

    /// The condition and value an appearance takes, following the fallback order.
    public func value(for appearance: Appearance) -> (condition: AppearanceCondition, value: ColorValueDefinition)? {
        for condition in AppearanceCondition.fallbackOrder(for: appearance) {
            if let value = values[condition] { return (condition, value) }
        }
        return nil
    }

    /// The conditions with a value, in a stable order (fewest fixed dimensions first, then by
    /// name).
    public var conditions: [AppearanceCondition] {
        values.keys.sorted { a, b in
            let (fa, fb) = (a.fixedCount, b.fixedCount)
            return fa != fb ? fa < fb : a.sortKey.lexicographicallyPrecedes(b.sortKey)
        }
    }
}

extension AppearanceCondition {
    /// How many dimensions are fixed, 0…3.
    var fixedCount: Int { (scheme == nil ? 0 : 1) + (contrast == nil ? 0 : 1) + (level == nil ? 0 : 1) }

    /// Light before dark, normal before increased, base before elevated.
    var sortKey: [Int] {
        [scheme.map { $0 == .light ? 1 : 2 } ?? 0, contrast.map { $0 == .normal ? 1 : 2 } ?? 0,
         level.map { $0 == .base ? 1 : 2 } ?? 0]
    }
}
