/// Apple's Dynamic Type sizes: the point size, leading and weight of each text style at each
/// content size category, on iOS.
///
/// Sizes are confirmed by several public sources (including values read from
/// `UIFont.preferredFont(forTextStyle:compatibleWith:)`); leading is confirmed only at the default
/// `large` size, and elsewhere rests on a single source, so `DynamicTypeMetrics.leadingConfirmed`
/// is false there. The table is generated from the reference `dynamic-type.json` by
/// `Scripts/generate-typography.py`.
public enum DynamicType {
    /// The HIG's minimum text size, 11 pt ("Text should be at least 11 points"); the smallest
    /// styles stop shrinking at it.
    public static let minimumPointSize: Double = 11

    /// The body size at the default category, 17 pt.
    public static let defaultBodyPointSize: Double = 17

    /// The metrics of `style` at `category`.
    ///
    /// - Parameter emphasized: use the style's emphasized weight (the `.traitBold` variant).
    public static func metrics(_ style: TextStyle, _ category: ContentSizeCategory = .default, emphasized: Bool = false) -> DynamicTypeMetrics {
        let ramp = table[style]!
        let entry = ramp.sizes[category.index]
        return DynamicTypeMetrics(
            style: style, category: category, size: entry.size, leading: entry.leading,
            weight: emphasized ? ramp.emphasizedWeight : ramp.weight,
            sizeConfirmed: entry.sizeConfirmed, leadingConfirmed: entry.leadingConfirmed,
            weightConfirmed: emphasized ? ramp.emphasizedWeightConfirmed : true)
    }

    struct Entry: Sendable {
        var size: Double
        var sizeConfirmed: Bool
        var leading: Double
        var leadingConfirmed: Bool
    }

    struct StyleRamp: Sendable {
        var weight: FontWeight
        var emphasizedWeight: FontWeight
        var emphasizedWeightConfirmed: Bool
        var sizes: [Entry]
    }
}

/// The size, leading and weight of a text style at a content size category.
public struct DynamicTypeMetrics: Hashable, Sendable {
    public var style: TextStyle
    public var category: ContentSizeCategory
    /// The font size in points.
    public var size: Double
    /// The line height in points.
    public var leading: Double
    public var weight: FontWeight
    /// Whether public sources agree on the size (all sizes are confirmed).
    public var sizeConfirmed: Bool
    /// Whether public sources agree on the leading (only at the default `large` size).
    public var leadingConfirmed: Bool
    /// False for an emphasized weight the sources disagree on (caption1: semibold or medium).
    public var weightConfirmed: Bool

    /// The size class contrast rules use: its points, bold when semibold or heavier.
    public var textSize: TextSize { .points(size, bold: weight.isBold) }

    /// Whether it is below the HIG's 11 pt minimum.
    public var isBelowMinimum: Bool { size < DynamicType.minimumPointSize }

    /// Tracking in points from the current SF Pro table.
    public var tracking: Double { SFTracking.tracking(pointSize: size) }
}

extension TextSize {
    /// The size class of text in `style` at `category`: `.points(size, bold:)`, bold when the
    /// weight is semibold or heavier — so a token used for caption2 at AX5 (40 pt) is large text.
    public init(style: TextStyle, category: ContentSizeCategory = .default, emphasized: Bool = false) {
        self = DynamicType.metrics(style, category, emphasized: emphasized).textSize
    }
}
