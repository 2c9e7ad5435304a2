import ColorScience
import ThemeModel

extension AuditContext {
    /// The theme's neumorphic controls: each one's style derived from its surface in every
    /// appearance, and the neumorphism checks run on it.
    mutating func auditNeumorphic(theme name: String) {
        for control in theme.document.neumorphic {
            for appearance in theme.appearances {
                guard let style = NeumorphicControlStyle(control, in: appearance, of: theme, theme: name) else { continue }
                let checks = NeumorphicChecks.all(style.style, icon: style.icon, width: control.width, height: control.height)
                for (check, rule) in zip(checks, AuditRule.neumorphic) {
                    guard let severity = check.severity else { continue }
                    // The two colors measured: the icon or the edge, and the surface.
                    let surface = RGBA8(rounding: style.style.surface)
                    let colors: [RGBA8] = switch rule {
                    case .neumorphicIconContrast: [RGBA8(rounding: style.icon), surface]
                    case .neumorphicBoundary: [RGBA8(rounding: NeumorphicChecks.boundaryEdge(style.style).color), surface]
                    default: [surface]
                    }
                    add(Finding(rule: rule, severity: severity, theme: name, appearance: appearance, token: control.path,
                                message: check.message, measured: check.measured, required: check.required, colors: colors,
                                location: control.location))
                }
            }
        }
    }
}

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
        self.style = NeumorphicStyle.derive(base: surface, shape: control.shape, dark: dark, accent: accent)
        self.icon = rawIcon
    }
}
