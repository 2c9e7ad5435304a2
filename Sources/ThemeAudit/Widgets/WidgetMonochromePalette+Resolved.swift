import ThemeModel

extension WidgetMonochromePalette {
    /// The resolved widget with the suggestion applied (each element's `monochrome` set), for
    /// simulating and checking it.
    public func applied(to widget: ResolvedWidget) -> ResolvedWidget {
        var result = widget
        result.widget = applied(to: widget.widget)
        return result
    }
}
