import ColorScience
import ThemeModel

/// One declared foreground on one material in one appearance: the ratio it needs, the worst
/// content beneath, and the opaque Reduce Transparency case. What `material-contrast` and
/// `material-reduce-transparency` judge, and what `tincture materials` shows.
///
/// A foreground the entry draws with `vibrancy` is measured in the vibrant color of that style
/// over the material (``Vibrancy``), not in its own color; on the opaque Reduce Transparency
/// color, where there is no vibrancy, in the plain system color of the same level
/// (`secondaryLabel` → `system.secondaryLabel`, `fill` → `system.systemFill`) in that appearance.
public struct MaterialCheck: Sendable {
    public var token: TokenPath
    public var material: SystemMaterial
    /// The vibrancy the foreground is drawn with, nil for its own color.
    public var vibrancy: VibrancyStyle?
    /// The ratio needed: the entry's `minimum`, else the policy's for the token's role and size.
    public var required: Double
    /// The foreground on the material over each content that may lie beneath.
    public var contents: [MaterialMeasurement]
    /// The lowest ratio over the contents (nil when there is no content to measure).
    public var worst: MaterialMeasurement?
    /// The ratio on the material's opaque replacement.
    public var opaque: MaterialMeasurement
    /// How many contrast measurements the check took.
    public var measurementCount: Int

    /// The checks of one `materials:` entry in an appearance of a theme: each foreground it names
    /// (once, however many of its patterns match it) on each of its materials.
    public static func checks(
        _ declaration: MaterialDeclaration, in theme: ResolvedTheme, name: String, appearance: Appearance, policy: ContrastPolicy
    ) -> [MaterialCheck] {
        let contents = MaterialContent.candidates(in: theme, name: name, appearance: appearance, extra: declaration.content)
        var seen: Set<TokenPath> = []
        var result: [MaterialCheck] = []
        for path in declaration.foregrounds.flatMap({ theme.paths(matching: $0) }) where seen.insert(path).inserted {
            guard let foreground = theme.color(path, in: appearance, theme: name)?.srgb else { continue }
            let definition = theme.definition(of: path, theme: name)
            let role = definition?.role ?? declaration.vibrancy?.role
            let required = declaration.minimum ?? policy.minimum(role: role, size: declaration.size ?? definition?.size)
            for material in declaration.materials {
                let layer = MaterialLayer.layer(material, appearance.scheme)
                if let style = declaration.vibrancy {
                    let plain = theme.color(TokenPath(["system", style.systemColorName]), in: appearance, theme: name)?.srgb ?? foreground
                    let measured = MaterialMeasurement.over(contents, vibrancy: style, layer: layer)
                    result.append(MaterialCheck(
                        token: path, material: material, vibrancy: style, required: required, contents: measured,
                        worst: MaterialMeasurement.lowest(measured),
                        opaque: MaterialMeasurement.reduceTransparency(foreground: plain, layer: layer, vibrancy: style),
                        measurementCount: contents.count + 1))
                } else {
                    let measured = MaterialMeasurement.over(contents, foreground: foreground, layer: layer)
                    result.append(MaterialCheck(
                        token: path, material: material, required: required, contents: measured,
                        worst: MaterialMeasurement.lowest(measured),
                        opaque: MaterialMeasurement.reduceTransparency(foreground: foreground, layer: layer),
                        measurementCount: contents.count + 1))
                }
            }
        }
        return result
    }
}
