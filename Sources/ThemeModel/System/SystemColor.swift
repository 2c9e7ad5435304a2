import ColorScience

/// One of Apple's system colors (`UIColor.systemRed`, `UIColor.label`, …) with its value in each
/// appearance the reference gives.
public struct SystemColor: Hashable, Sendable {
    public enum Category: String, Hashable, Sendable { case tint, gray, semantic }

    /// The UIKit name without `UIColor.` (`systemRed`, `secondaryLabel`).
    public var name: String
    public var category: Category
    /// The Swift expression UIKit code uses (`UIColor.systemRed`).
    public var uikit: String
    /// The name an asset catalog's `platform` color reference uses (`systemRedColor`).
    public var assetCatalogReference: String
    /// Values keyed by appearance condition name (`light`, `dark+increased`, `dark+elevated`, …).
    public var values: [String: SystemColorValue]

    public init(name: String, category: Category, uikit: String, assetCatalogReference: String, values: [String: SystemColorValue]) {
        self.name = name
        self.category = category
        self.uikit = uikit
        self.assetCatalogReference = assetCatalogReference
        self.values = values
    }
}

/// A system color's value in one appearance: 8-bit sRGB with alpha, and whether two or more
/// independent public sources agree on it.
public struct SystemColorValue: Hashable, Sendable {
    public var rgba: RGBA8
    /// False when only one source gives the value or sources disagree (the reference's
    /// `unconfirmed`); `alternatives` then lists the other values seen.
    public var confirmed: Bool
    public var alternatives: [RGBA8]

    public init(_ rgba: RGBA8, confirmed: Bool, alternatives: [RGBA8]) {
        self.rgba = rgba
        self.confirmed = confirmed
        self.alternatives = alternatives
    }
}
