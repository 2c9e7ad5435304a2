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
