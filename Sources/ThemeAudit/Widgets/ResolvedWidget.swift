import ColorScience
import ThemeModel

/// A widget's colors worked out in one appearance of one theme: the input of the simulation.
public struct ResolvedWidget: Hashable, Sendable {
    public var widget: WidgetDescription
    /// The theme the colors come from.
    public var theme: String
    public var appearance: Appearance
    /// The background, opaque: a translucent one is composited over
    /// ``WidgetRendering/backdrop(_:)``.
    public var background: SRGB
    /// Each element's color with its alpha (the element's own `alpha` not applied), in the
    /// order of `widget.elements`.
    public var colors: [SRGB]
    /// Each element's role: its own, else its token's (``ResolvedTheme/role(of:theme:)``).
    public var roles: [TokenRole]

    public init(widget: WidgetDescription, theme: String, appearance: Appearance, background: SRGB, colors: [SRGB], roles: [TokenRole]) {
        self.widget = widget
        self.theme = theme
        self.appearance = appearance
        self.background = background
        self.colors = colors
        self.roles = roles
    }

    /// The widget's colors in a theme; nil when a color does not resolve (the theme's
    /// resolution reports unknown references, so this happens only for a widget that is not
    /// the theme's own).
    public init?(_ widget: WidgetDescription, in theme: ResolvedTheme, name: String = ThemeDocument.defaultThemeName, appearance: Appearance) {
        guard let background = theme.color(of: widget.background, in: appearance, theme: name) else { return nil }
        var colors: [SRGB] = []
        for element in widget.elements {
            guard let color = theme.color(of: element.color, in: appearance, theme: name) else { return nil }
            colors.append(color)
        }
        let backdrop = WidgetRendering.backdrop(appearance.scheme)
        self.init(widget: widget, theme: name, appearance: appearance, background: background.clipped.composited(over: backdrop),
                  colors: colors, roles: widget.elements.map { theme.role(of: $0, theme: name) })
    }

    /// The appearances widgets are checked in: light and dark (Home Screen widgets follow the
    /// color scheme; Increase Contrast and elevation are not simulated for them).
    public static let appearances: [Appearance] = [.light, .dark]
}
