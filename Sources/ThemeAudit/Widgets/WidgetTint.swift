import ColorScience

/// A tint a person may choose for the Home Screen (Settings › Home Screen › Customize › Tinted),
/// which the accented mode draws the accent group in.
public struct WidgetTint: Hashable, Sendable, CustomStringConvertible {
    /// A short name for reports (`orange`, `gray`).
    public var name: String
    /// The tint, opaque sRGB.
    public var color: SRGB

    public init(name: String, color: SRGB) {
        self.name = name
        self.color = color
    }

    /// `orange #ff9500`.
    public var description: String { "\(name) \(RGBA8(rounding: color.clipped).hexRGB)" }

    /// The tints every widget is checked with, in one place: five of iOS's system colors in
    /// light appearance (systemOrange, systemBlue, systemGreen, systemPink, systemPurple — the
    /// reference's `ios-system-colors.json`), then a tint with zero saturation.
    ///
    /// The zero-saturation tint is the seed article's recommended test: with the tint's
    /// saturation at zero the accent group is drawn in the same neutral as the default group, so
    /// anything told apart only by its group shows up. What brightness iOS gives a tint of zero
    /// saturation is not documented (unconfirmed); white is used, the hardest case, since it
    /// coincides with the default group's white.
    public static let checked: [WidgetTint] = [
        WidgetTint(name: "orange", color: SRGB(RGBA8(red: 0xff, green: 0x95, blue: 0x00))),
        WidgetTint(name: "blue", color: SRGB(RGBA8(red: 0x00, green: 0x7a, blue: 0xff))),
        WidgetTint(name: "green", color: SRGB(RGBA8(red: 0x34, green: 0xc7, blue: 0x59))),
        WidgetTint(name: "pink", color: SRGB(RGBA8(red: 0xff, green: 0x2d, blue: 0x55))),
        WidgetTint(name: "purple", color: SRGB(RGBA8(red: 0xaf, green: 0x52, blue: 0xde))),
        zeroSaturation,
    ]

    /// The seed's recommended test tint: saturation zero (white; see ``checked``).
    public static let zeroSaturation = WidgetTint(name: "gray", color: SRGB(red: 1, green: 1, blue: 1))
}
