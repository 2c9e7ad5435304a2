import ColorScience
/// How WidgetKit draws a widget (`WidgetRenderingMode`, iOS 16; read from
/// `@Environment(\.widgetRenderingMode)`).
///
/// - `fullColor`: the colors as designed (Home Screen and Today View).
/// - `accented`: tinted — every view drawn from its alpha alone, the accent group
///   (`widgetAccentable()`) in the tint, the rest in white (the Home Screen's tinted icons and
///   widgets from iOS 18, watch faces with an accent color).
/// - `vibrant`: a desaturated, monochrome version (the Lock Screen).
///
/// ``WidgetRendering`` holds the emulation of each.
public enum WidgetRenderingMode: String, Hashable, Sendable, CaseIterable, Codable {
    case fullColor, accented, vibrant

    /// The modes that replace the widget's colors: the ones the checks look at.
    public static let monochrome: [WidgetRenderingMode] = [.accented, .vibrant]

    /// Whether the mode depends on the tint the person chose.
    public var usesTint: Bool { self == .accented }
}

/// iOS 26's home screen looks that draw widgets on Liquid Glass (Settings › Home Screen ›
/// Customize): `clear`, every element white at its alpha, and `tinted`, the accent group in the
/// tint; both accented, the widget's background replaced by glass over the wallpaper.
public enum WidgetHomeScreen: String, Hashable, Sendable, CaseIterable, Codable {
    case clear, tinted

    /// The tints it is checked with: white for Clear (every element white), the checked tints
    /// for Tinted.
    public var tints: [WidgetTint] { self == .clear ? [WidgetTint(name: "clear", color: SRGB(red: 1, green: 1, blue: 1))] : WidgetTint.checked }

    /// "the Clear home screen".
    public var name: String { "the \(rawValue.prefix(1).uppercased() + rawValue.dropFirst()) home screen" }
}
