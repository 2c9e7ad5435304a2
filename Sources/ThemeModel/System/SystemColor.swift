import ColorScience

/// One of Apple's system colors (`UIColor.systemRed`, `UIColor.label`, …) with its value in each
/// appearance the reference gives.
public struct SystemColor: Hashable, Sendable {
    public enum Category: String, Hashable, Sendable { case tint, gray, semantic, fixed }

    /// The framework a color comes from.
    public enum Platform: String, Hashable, Sendable { case iOS, macOS }

    /// The UIKit name without `UIColor.` (`systemRed`, `secondaryLabel`); for an AppKit color,
    /// its asset catalog name without `Color` (`label` for `labelColor`, `controlAccent`).
    public var name: String
    public var category: Category
    /// The Swift expression code uses (`UIColor.systemRed`, `NSColor.controlAccentColor`).
    public var uikit: String
    /// UIKit's (iOS, iPadOS, visionOS, Mac Catalyst) or AppKit's.
    public var platform: Platform
    /// The name an asset catalog's `platform` color reference uses (`systemRedColor`).
    public var assetCatalogReference: String
    /// Values keyed by appearance condition name (`light`, `dark+increased`, `dark+elevated`, …).
    public var values: [String: SystemColorValue]

    public init(name: String, category: Category, uikit: String, assetCatalogReference: String, platform: Platform = .iOS,
                values: [String: SystemColorValue]) {
        self.name = name
        self.category = category
        self.uikit = uikit
        self.platform = platform
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
