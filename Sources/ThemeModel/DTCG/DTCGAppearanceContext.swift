/// The resolver contexts Tincture reads as appearances, and the appearance condition each sets.
///
/// A DTCG resolver (Resolver Module 2025.10) describes variants as a modifier's `contexts`; a
/// theme's appearances are one modifier whose contexts are named after them. A context sets the
/// values of the condition it names; appearances it does not name take their value by Tincture's
/// fallback order (``AppearanceCondition/fallbackOrder(for:)``), so `darkElevated` need only be
/// given where it differs from `dark`.
///
/// | context | condition |
/// |---|---|
/// | `light`, `dark` | `light`, `dark` |
/// | `lightHighContrast`, `darkHighContrast` | `light+increased`, `dark+increased` |
/// | `lightElevated`, `darkElevated` | `light+elevated`, `dark+elevated` |
/// | `lightHighContrastElevated`, `darkHighContrastElevated` | `light+increased+elevated`, `dark+increased+elevated` |
public enum DTCGAppearanceContext {
    /// The accepted context names, in the order exports write them.
    public static let names = [
        "light", "dark", "lightHighContrast", "darkHighContrast", "lightElevated", "darkElevated",
        "lightHighContrastElevated", "darkHighContrastElevated",
    ]

    /// The condition a context sets; nil for a name not in ``names``.
    public static func condition(for name: String) -> AppearanceCondition? {
        guard let appearance = appearance(for: name) else { return nil }
        return AppearanceCondition(
            scheme: appearance.scheme, contrast: appearance.contrast == .increased ? .increased : nil,
            level: appearance.level == .elevated ? .elevated : nil)
    }

    /// The one appearance a context stands for in tools that know no fallback: `dark` is dark,
    /// normal contrast, base level.
    public static func appearance(for name: String) -> Appearance? {
        var rest = Substring(name)
        let scheme: Appearance.Scheme
        if rest.hasPrefix("light") {
            scheme = .light
            rest = rest.dropFirst(5)
        } else if rest.hasPrefix("dark") {
            scheme = .dark
            rest = rest.dropFirst(4)
        } else {
            return nil
        }
        var contrast = Appearance.Contrast.normal
        if rest.hasPrefix("HighContrast") {
            contrast = .increased
            rest = rest.dropFirst(12)
        }
        var level = Appearance.Level.base
        if rest == "Elevated" {
            level = .elevated
            rest = ""
        }
        return rest.isEmpty ? Appearance(scheme, contrast, level) : nil
    }

    /// The context name of an appearance.
    public static func name(for appearance: Appearance) -> String {
        appearance.scheme.rawValue + (appearance.contrast == .increased ? "HighContrast" : "")
            + (appearance.level == .elevated ? "Elevated" : "")
    }
}
