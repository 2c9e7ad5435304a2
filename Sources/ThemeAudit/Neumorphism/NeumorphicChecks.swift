import ColorScience
import ThemeModel

/// The seed's accessibility advice for neumorphic controls, as checks.
public enum NeumorphicChecks {
    /// Icon and label contrast: 4.5:1 at least (WCAG 1.4.3), 7:1 the goal (1.4.6).
    public static let iconMinimum = 4.5
    public static let iconGoal = 7.0
    /// Non-text contrast of a control's boundary (WCAG 2.1 SC 1.4.11).
    public static let boundaryMinimum = 3.0
    /// The smallest comfortable hit target, points on each side (Apple HIG).
    public static let hitTargetMinimum = 44.0

    /// Every check of a style with an icon color and a control size.
    public static func all(
        _ style: NeumorphicStyle, icon: SRGB, width: Double, height: Double
    ) -> [NeumorphicCheck] {
        [
            iconContrast(style, icon: icon), boundary(style), hitTarget(width: width, height: height),
            pressedState(unpressed: style.raised, pressed: style.pressed),
        ]
    }

    /// The icon over every color it can sit on (each fill of each look generated code can draw,
    /// flat or gradient, raised or pressed); the lowest ratio counts.
    public static func iconContrast(_ style: NeumorphicStyle, icon: SRGB) -> NeumorphicCheck {
        let fills = style.allLooks.flatMap { $0.fill.colors }
        let ratio = fills.map { WCAG21Contrast.ratio(icon, $0) }.min() ?? 1
        let shown = ContrastRatioFormat.string(ratio)
        if ratio < iconMinimum {
            return NeumorphicCheck(
                id: "neumorphic.icon-contrast", severity: .error,
                message: "icon contrast \(shown):1 on the control is below 4.5:1; use a lighter or darker icon",
                measured: ratio, required: iconMinimum)
        }
        if ratio < iconGoal {
            return NeumorphicCheck(
                id: "neumorphic.icon-contrast", severity: .warning,
                message: "icon contrast \(shown):1 meets 4.5:1 but not the 7:1 goal", measured: ratio,
                required: iconGoal)
        }
        return NeumorphicCheck(
            id: "neumorphic.icon-contrast", severity: nil, message: "icon contrast \(shown):1 meets 7:1",
            measured: ratio, required: iconGoal)
    }

    /// The control's edge against what surrounds it (the surface itself, in neumorphism). An
    /// accent ring provides the edge when both its ends reach 3:1; otherwise only the shadows
    /// can, and they rarely do.
    public static func boundary(_ style: NeumorphicStyle) -> NeumorphicCheck {
        let (_, edge) = boundaryEdge(style)
        let what = style.ring == nil ? "the shadows" : "the accent ring"
        let shown = ContrastRatioFormat.string(edge)
        guard edge >= boundaryMinimum else {
            let advice = style.ring == nil ? "; add an accent ring" : "; use a ring that stands out more"
            return NeumorphicCheck(
                id: "neumorphic.boundary", severity: .error,
                message: "the control's boundary (\(what)) has \(shown):1 against its surroundings, below 3:1\(advice)",
                measured: edge, required: boundaryMinimum)
        }
        return NeumorphicCheck(
            id: "neumorphic.boundary", severity: nil,
            message: "the control's boundary (\(what)) has \(shown):1 against its surroundings", measured: edge,
            required: boundaryMinimum)
    }

    /// The color that makes the control's edge and its contrast with the surface: with a ring,
    /// the ring's end that stands out least (both must reach 3:1); without one, the shadow that
    /// stands out most (either can draw the edge).
    public static func boundaryEdge(_ style: NeumorphicStyle) -> (color: SRGB, ratio: Double) {
        let candidates = style.ring?.colors ?? [style.highlight, style.shade]
        let measured = candidates.map { (color: $0, ratio: WCAG21Contrast.ratio($0, style.surface)) }
        let pick = style.ring == nil ? measured.max { $0.ratio < $1.ratio } : measured.min { $0.ratio < $1.ratio }
        return pick ?? (style.surface, 1)
    }

    /// The hit target is at least 44 × 44 points.
    public static func hitTarget(width: Double, height: Double) -> NeumorphicCheck {
        let side = min(width, height)
        let size = "\(ContrastRatioFormat.figure(width))×\(ContrastRatioFormat.figure(height)) pt"
        return NeumorphicCheck(
            id: "neumorphic.hit-target", severity: side < hitTargetMinimum ? .error : nil,
            message: side < hitTargetMinimum
                ? "the hit target \(size) is smaller than 44×44 pt" : "the hit target \(size) is at least 44×44 pt",
            measured: side, required: hitTargetMinimum)
    }

    /// Pressed and unpressed must differ by more than color (WCAG 1.4.1): by shadow direction or
    /// offset, or by stroke width. Measured: the largest change of a shadow offset, in points.
    public static func pressedState(unpressed: NeumorphicAppearance, pressed: NeumorphicAppearance) -> NeumorphicCheck {
        var change = 0.0
        for index in 0..<max(unpressed.shadows.count, pressed.shadows.count) {
            let a = index < unpressed.shadows.count ? unpressed.shadows[index] : nil
            let b = index < pressed.shadows.count ? pressed.shadows[index] : nil
            change = max(change, abs((a?.x ?? 0) - (b?.x ?? 0)), abs((a?.y ?? 0) - (b?.y ?? 0)))
        }
        let strokeChange = abs((unpressed.stroke?.lineWidth ?? 0) - (pressed.stroke?.lineWidth ?? 0))
        let measured = max(change, strokeChange)
        guard measured > 0 else {
            return NeumorphicCheck(
                id: "neumorphic.pressed-state", severity: .error,
                message: "pressed and unpressed differ only in color; change the shadows' direction or offset too",
                measured: 0, required: 1)
        }
        return NeumorphicCheck(
            id: "neumorphic.pressed-state", severity: nil,
            message: "pressed differs from unpressed by shadow direction or offset (\(ContrastRatioFormat.figure(measured)) pt), not color alone",
            measured: measured, required: 1)
    }
}
