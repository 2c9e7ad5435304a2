/// How an image element is drawn when its widget is in the accented rendering mode: WidgetKit's
/// `WidgetAccentedRenderingMode`, set with `Image.widgetAccentedRenderingMode(_:)` (iOS 18).
///
/// Apple documents the four modes (developer.apple.com/documentation/widgetkit/
/// widgetaccentedrenderingmode): `accented` puts the image in the accent group (as
/// `widgetAccentable()` would); `accentedDesaturated` maps the image's luminance to alpha and
/// draws it in the accent group's color; `desaturated` does the same in the default group's
/// color; `fullColor` leaves the image as it is (iOS only).
public enum WidgetImageRenderingMode: String, Hashable, Sendable, CaseIterable {
    case accented, accentedDesaturated, desaturated, fullColor
}
