import ColorScience
import ThemeAudit
import ThemeModel

/// What `tincture materials` shows, as values (and its JSON form): per scheme, each material's
/// layer over every content color and its Reduce Transparency color (with `--vibrancy`, each
/// vibrancy level's color there too); each declared foreground's worst case; the audit's
/// material findings.
struct MaterialsReport: Encodable {
    struct Over: Encodable {
        var content: String
        var contentColor: String
        var material: String
    }

    /// One vibrancy level on a material: its color over each content color.
    struct Vibrant: Encodable {
        var style: String
        var confirmed: Bool
        var derived: Bool
        /// The vibrant colors, in the order of the layer's `over`.
        var colors: [String]
    }

    struct Layer: Encodable {
        var material: String
        var blend: String
        var blendColor: String
        var tint: String
        var reduceTransparency: String
        var over: [Over]
        /// With `--vibrancy`: each level's color on the material over the same contents.
        var vibrancy: [Vibrant]?
    }

    struct Foreground: Encodable {
        var token: String
        var material: String
        /// The vibrancy style the entry draws it with, if any.
        var vibrancy: String?
        var ratio: Double
        var content: String
        var reduceTransparencyRatio: Double
        var required: Double
        var passes: Bool
    }

    struct Scheme: Encodable {
        var scheme: String
        var layers: [Layer]
        var foregrounds: [Foreground]
    }

    struct Finding: Encodable {
        var rule: String
        var token: String
        var appearance: String
        var message: String
        var measured: Double
        var required: Double
    }

    var theme: String?
    var source: String
    /// With `--vibrancy`: where the vibrancy values come from.
    var vibrancySource: String?
    var reduceTransparencyConfirmed: Bool
    var schemes: [Scheme]
    var findings: [Finding]

    static func hex(_ color: SRGB) -> String { RGBA8(rounding: color.clipped).hex }

    static func make(theme: ResolvedTheme?, schemes: [Appearance.Scheme], policy: ContrastPolicy, vibrancy: Bool = false) -> MaterialsReport {
        var result = MaterialsReport(theme: theme?.document.file, source: MaterialLayer.source,
                                     vibrancySource: vibrancy ? Vibrancy.source : nil,
                                     reduceTransparencyConfirmed: MaterialLayer.reduceTransparencyConfirmed, schemes: [], findings: [])
        let name = ThemeDocument.defaultThemeName
        for scheme in schemes {
            let appearance = Appearance(scheme)
            let extra = theme?.document.materials.flatMap(\.content) ?? []
            let contents = theme.map { MaterialContent.candidates(in: $0, name: name, appearance: appearance, extra: extra) }
                ?? [.white, .black]
            let layers = MaterialLayer.layers(scheme).map { layer in
                Layer(material: layer.material.rawValue, blend: layer.blend.css, blendColor: hex(layer.blendColor), tint: hex(layer.tint),
                      reduceTransparency: hex(layer.reduceTransparency),
                      over: contents.map { Over(content: $0.name, contentColor: hex($0.color), material: hex(layer.over($0.color))) },
                      vibrancy: vibrancy ? Vibrancy.all(scheme).map { level in
                          Vibrant(style: level.style.rawValue, confirmed: level.confirmed, derived: level.derived,
                                  colors: contents.map { hex(level.color(on: layer, over: $0.color)) })
                      } : nil)
            }
            var foregrounds: [Foreground] = []
            for declaration in theme?.document.materials ?? [] {
                guard let theme else { break }
                for check in MaterialCheck.checks(declaration, in: theme, name: name, appearance: appearance, policy: policy) {
                    guard let worst = check.worst else { continue }
                    foregrounds.append(Foreground(
                        token: check.token.string, material: check.material.rawValue, vibrancy: check.vibrancy?.rawValue, ratio: worst.ratio,
                        content: worst.content?.name ?? "", reduceTransparencyRatio: check.opaque.ratio, required: check.required,
                        passes: worst.ratio >= check.required && check.opaque.ratio >= check.required))
                }
            }
            result.schemes.append(Scheme(scheme: scheme.rawValue, layers: layers, foregrounds: foregrounds))
        }
        if let theme {
            var configuration = AuditConfiguration(policy: policy, themes: [name])
            configuration.disabledRules = Set(AuditRule.all.map(\.id)).subtracting([AuditRule.materialContrast.id, AuditRule.materialReduceTransparency.id])
            let report = Auditor(configuration).audit(theme)
            result.findings = report.findings.filter { finding in
                guard let appearance = finding.appearance else { return false }
                return schemes.contains(appearance.scheme)
            }.map {
                Finding(rule: $0.rule.id, token: $0.token.string, appearance: $0.appearance?.name ?? "", message: $0.message,
                        measured: $0.measured ?? 0, required: $0.required ?? 0)
            }
        }
        return result
    }
}
