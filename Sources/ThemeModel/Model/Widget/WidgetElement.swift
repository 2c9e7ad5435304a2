/// One element of a widget as its theme file describes it: the color it is drawn in, how opaque,
/// what it is, how important, and how WidgetKit groups it when the widget is tinted.
///
/// ```yaml
/// today:
///   color: "{calendar.today}"
///   alpha: 60%
///   role: fill
///   importance: 1
///   accentable: true
/// ```
public struct WidgetElement: Hashable, Sendable {
    /// The element's name, unique within its widget (letters, digits, `-`, `_`).
    public var name: String
    /// The color: a `{token}` reference (palette, system color or token) or a literal.
    public var color: ColorExpression
    /// The element's own opacity, 0…1, multiplied with the color's alpha (`alpha: 60%` or `0.6`).
    public var alpha: Double
    /// What the element is. Nil when the file gives none: the referenced token's role is used
    /// then (``ResolvedTheme/role(of:)``).
    public var role: TokenRole?
    /// How important the element is: 1 is the most important; larger numbers matter less.
    /// Elements of one level share one step of the suggested monochrome alpha ladder.
    public var importance: Int
    /// Whether the element is in WidgetKit's accent group (`.widgetAccentable()`); false puts it
    /// in the default group, which is drawn white in the accented mode.
    public var accentable: Bool
    /// For an image, how it renders in the accented mode (`widgetAccentedRenderingMode`); nil
    /// when the element is not an image. The color then stands for the image's average color.
    public var image: WidgetImageRenderingMode?
    /// The alpha of white the element switches to when the widget is not in full color (read
    /// from `widgetRenderingMode`, as Clover's widget does), 0…1; nil when it keeps its color in
    /// every mode. `tincture widget` suggests these values (the monochrome alpha ladder).
    public var monochrome: Double?
    /// The element this one is drawn on (a day number on its day's circle); nil for the
    /// widget's background.
    public var on: String?
    /// Where the element is named in the file.
    public var location: SourceLocation
    /// Where its color is written.
    public var colorLocation: SourceLocation

    public init(
        name: String, color: ColorExpression, alpha: Double = 1, role: TokenRole? = nil, importance: Int = 1,
        accentable: Bool = false, image: WidgetImageRenderingMode? = nil, monochrome: Double? = nil, on: String? = nil,
        location: SourceLocation, colorLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.color = color
        self.alpha = alpha
        self.role = role
        self.importance = importance
        self.accentable = accentable
        self.image = image
        self.monochrome = monochrome
        self.on = on
        self.location = location
        self.colorLocation = colorLocation ?? location
    }
}
