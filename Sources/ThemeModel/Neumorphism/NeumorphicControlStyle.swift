import ColorScience

/// A theme's neumorphic control in one appearance: its colors resolved and its style derived.
///
/// A translucent surface is first laid over the appearance's own page (white in light, black in
/// dark); a translucent icon or accent over the surface. The style counts as dark when the
/// surface's OKLCH lightness is below one half, whatever the appearance: it is the surface the
/// shadows are cast on that decides how they are drawn.
public struct NeumorphicControlStyle: Sendable {
    public var style: NeumorphicStyle
    public var icon: SRGB

    public init?(_ control: NeumorphicControl, in appearance: Appearance, of theme: ResolvedTheme, theme name: String = ThemeDocument.defaultThemeName) {
        guard let rawSurface = theme.color(of: control.surface.expression, in: appearance, theme: name),
              let rawIcon = theme.color(of: control.icon.expression, in: appearance, theme: name) else { return nil }
        let page = appearance.scheme.plainBackground
        let surface = rawSurface.composited(over: page)
        let accent = control.accent.flatMap { theme.color(of: $0.expression, in: appearance, theme: name) }?.composited(over: surface)
        let dark = OKLCH(surface.clipped).lightness < 0.5
        self.style = NeumorphicStyle.derive(base: surface, shape: control.shape, dark: dark, accent: accent, fill: control.fill,
                                            stroked: control.stroked)
        self.icon = rawIcon
    }
}
