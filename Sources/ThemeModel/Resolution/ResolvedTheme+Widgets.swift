import ColorScience

extension ResolvedTheme {
    /// The widgets the file describes, in file order.
    public var widgets: [WidgetDescription] { document.widgets }

    /// The widget named `name`, if the file describes one.
    public func widget(named name: String) -> WidgetDescription? {
        document.widgets.first { $0.name == name }
    }

    /// An element's role: the one the file gives, else the referenced token's, else `other`.
    public func role(of element: WidgetElement, theme: String = ThemeDocument.defaultThemeName) -> TokenRole {
        if let role = element.role { return role }
        if let path = element.color.reference, let role = definition(of: path, theme: theme)?.role { return role }
        return .other
    }
}

extension ResolvedTheme {
    /// The paths findings name widgets and their elements by, in file order: each widget
    /// (`widgets.<widget>`) followed by its elements (`widgets.<widget>.<element>`).
    public var widgetPaths: [TokenPath] {
        widgets.flatMap { widget in [widget.path()] + widget.elements.map { widget.path(of: $0.name) } }
    }
}
