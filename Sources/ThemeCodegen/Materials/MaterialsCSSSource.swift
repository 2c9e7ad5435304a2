import ColorScience
import ThemeModel

/// The CSS file of ``MaterialsGenerator``: one class per material.
///
/// The browser blurs the backdrop (`blur(24px)`, Haze's radius), then the model's blend layer is
/// a `brightness()` filter: color dodge with a gray `s` is exactly a scale by `1 / (1 − s)`
/// clipped at 1; overlay with `s` is a scale by `2s` for content darker than 50 % and an
/// approximation above. The tint is the background color, painted over the filtered backdrop.
/// With `prefers-reduced-transparency: reduce` the filter goes and the opaque color is the
/// background.
enum MaterialsCSSSource {
    static let blur = "24px"

    static func render() -> String {
        var lines = [
            GeneratedMarker.comment(.block),
            "/* System materials approximated for the web: backdrop blur, the blend layer as brightness, the tint on top. */",
            SystemMaterial.allCases.map { "." + className($0) }.joined(separator: ",\n") + " {",
            "  background-color: var(--material-tint);",
            "  -webkit-backdrop-filter: var(--material-filter);",
            "  backdrop-filter: var(--material-filter);",
            "}",
        ]
        func block(_ scheme: Appearance.Scheme, opaque: Bool, indent: String) -> [String] {
            SystemMaterial.allCases.flatMap { material -> [String] in
                let layer = MaterialLayer.layer(material, scheme)
                let declarations = opaque
                    ? ["--material-tint: \(hex(layer.reduceTransparency));", "--material-filter: none;"]
                    : ["--material-tint: \(hex(layer.tint));", "--material-filter: blur(\(blur)) brightness(\(brightness(layer)));"]
                return ["\(indent).\(className(material)) {"] + declarations.map { "\(indent)  \($0)" } + ["\(indent)}"]
            }
        }
        lines += block(.light, opaque: false, indent: "")
        lines += ["@media (prefers-color-scheme: dark) {"] + block(.dark, opaque: false, indent: "  ") + ["}"]
        lines += ["@media (prefers-reduced-transparency: reduce) {"] + block(.light, opaque: true, indent: "  ") + ["}"]
        lines += ["@media (prefers-reduced-transparency: reduce) and (prefers-color-scheme: dark) {"]
            + block(.dark, opaque: true, indent: "  ") + ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// `material-ultra-thin`.
    static func className(_ material: SystemMaterial) -> String {
        "material-" + material.rawValue.reduce(into: "") { text, character in
            text += character.isUppercase ? "-" + character.lowercased() : String(character)
        }
    }

    /// The factor the blend layer scales dark content by, to four decimals.
    static func brightness(_ layer: MaterialLayer) -> String {
        let s = layer.blendColor.red
        let factor = layer.blend == .colorDodge ? 1 / (1 - s) : 2 * s
        let scaled = Int((factor * 10_000).rounded())
        let fraction = String(scaled % 10_000)
        return "\(scaled / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent.
    static func hex(_ color: SRGB) -> String { RGBA8(rounding: color.clipped).hex }
}
