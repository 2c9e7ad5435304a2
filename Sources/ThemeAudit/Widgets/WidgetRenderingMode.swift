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
