import ColorScience
import ThemeModel

extension AuditRule {
    static let materialManualFix = "a foreground over a material depends on the content beneath, not one color: use a stronger label or a thicker material (`tincture materials` shows the worst case)"

    public static let materialContrast = AuditRule(
        id: "material-contrast", name: "Contrast on materials", severity: .error,
        help: "A foreground declared in `materials:` must reach its contrast ratio on each system material it is drawn on (ultra thin, thin, regular, thick; the light or dark variant by appearance), over the worst content beneath: white, black, the theme's backgrounds and the entry's content tokens. An entry with `vibrancy` is measured in the vibrant color of that style (label, secondaryLabel, … fill, separator) over the material. Blur is modeled as the content's average color; the material layers and the vibrancy layers are approximations, the vibrancy values mostly unconfirmed (see docs/materials.md).",
        manualFix: Self.materialManualFix)

    public static let materialReduceTransparency = AuditRule(
        id: "material-reduce-transparency", name: "Contrast on materials with Reduce Transparency", severity: .error,
        help: "With Reduce Transparency on, materials become opaque colors; a foreground declared in `materials:` must reach its contrast ratio on each of them too (content declared with `vibrancy` in the plain system color of its level). The opaque colors are derived, not published by Apple (unconfirmed).",
        manualFix: Self.materialManualFix)
}

extension AuditContext {
    /// `material-contrast` and `material-reduce-transparency` for every `materials:` entry, each
    /// foreground, material and appearance.
    mutating func auditMaterials(theme name: String) {
        let declarations = theme.document.materials
        guard !declarations.isEmpty,
              configuration.runs(.materialContrast) || configuration.runs(.materialReduceTransparency) else { return }
        for appearance in theme.appearances {
            for declaration in declarations {
                for check in MaterialCheck.checks(declaration, in: theme, name: name, appearance: appearance, policy: configuration.policy) {
                    measurements += check.measurementCount
                    if let worst = check.worst, worst.ratio < check.required {
                        add(materialFinding(.materialContrast, check.token, worst, check.required, name, appearance))
                    }
                    if check.opaque.ratio < check.required {
                        add(materialFinding(.materialReduceTransparency, check.token, check.opaque, check.required, name, appearance))
                    }
                }
            }
        }
    }

    func materialFinding(_ rule: AuditRule, _ path: TokenPath, _ measurement: MaterialMeasurement, _ required: Double,
                         _ name: String, _ appearance: Appearance) -> Finding {
        // The appearance is the finding's own field; reports print it after the message.
        let figures = "\(ContrastRatioFormat.string(measurement.ratio)):1"
        let opaque = RGBA8(rounding: measurement.background).hexRGB
        let drawn = RGBA8(rounding: measurement.foreground).hexRGB
        let message = switch (measurement.content, measurement.vibrancy) {
        case (let content?, nil):
            "\(figures) on the \(measurement.material) material over \(content.name) content, needs \(ContrastRatioFormat.figure(required)):1"
        case (let content?, let vibrancy?):
            "\(figures) as vibrant \(vibrancy) (\(drawn)) on the \(measurement.material) material over \(content.name) content, needs \(ContrastRatioFormat.figure(required)):1"
        case (nil, nil):
            "\(figures) on the \(measurement.material) material made opaque by Reduce Transparency (\(opaque)), needs \(ContrastRatioFormat.figure(required)):1"
        case (nil, let vibrancy?):
            "\(figures) as plain \(vibrancy.systemColorName) (\(drawn), no vibrancy) on the \(measurement.material) material made opaque by Reduce Transparency (\(opaque)), needs \(ContrastRatioFormat.figure(required)):1"
        }
        return Finding(rule: rule, theme: name, appearance: appearance, token: path, other: measurement.content?.path,
                       message: message, measured: measurement.ratio, required: required,
                       colors: [RGBA8(rounding: measurement.foreground), RGBA8(rounding: measurement.background)],
                       location: location(of: path, theme: name))
    }
}
