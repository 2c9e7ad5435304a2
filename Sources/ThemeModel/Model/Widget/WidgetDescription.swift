/// A widget as a theme file describes it (top-level `widgets:`): a background and the elements
/// drawn on it, each with its color, alpha, role, importance and accent group — what the audit
/// needs to simulate the widget in WidgetKit's full-color, accented (tinted) and vibrant
/// rendering modes.
public struct WidgetDescription: Hashable, Sendable {
    /// The widget's name, a path component (`periodCalendar`).
    public var name: String
    public var description: String?
    /// The widget's background color (its `containerBackground`).
    public var background: ColorExpression
    public var backgroundLocation: SourceLocation
    /// The elements, in file order.
    public var elements: [WidgetElement]
    /// Where the widget is named in the file.
    public var location: SourceLocation

    public init(
        name: String, description: String? = nil, background: ColorExpression, backgroundLocation: SourceLocation? = nil,
        elements: [WidgetElement], location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.background = background
        self.backgroundLocation = backgroundLocation ?? location
        self.elements = elements
        self.location = location
    }

    /// The element named `name`, if there is one.
    public func element(named name: String) -> WidgetElement? {
        elements.first { $0.name == name }
    }

    /// The path findings and errors name an element by: `widgets.<widget>.<element>`
    /// (`widgets.<widget>` alone for the widget).
    public func path(of element: String? = nil) -> TokenPath {
        TokenPath(["widgets", name] + (element.map { [$0] } ?? []))
    }
}
