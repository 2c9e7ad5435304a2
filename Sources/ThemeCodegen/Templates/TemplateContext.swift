import ColorScience
import ThemeModel

/// The values a Stencil template sees; documented in `docs/templates.md`.
///
/// Every value is a string, number, boolean, array or dictionary, so templates can use them
/// with Stencil's tags and filters.
enum TemplateContext {
    static func make(_ input: GeneratorInput) -> [String: Any] {
        let theme = input.theme
        let appearanceNames = Appearance.all.map(\.name)
        var themes: [[String: Any]] = []
        for themeName in theme.themeNames {
            themes.append([
                "name": themeName,
                "isDefault": themeName == ThemeDocument.defaultThemeName,
                "description": theme.document.themes.first { $0.name == themeName }?.description ?? "",
                "tokens": tokens(input, theme: themeName),
            ])
        }
        return [
            "name": input.name,
            "title": theme.document.name ?? "",
            "description": theme.document.description ?? "",
            "marker": GeneratedMarker.text,
            "appearances": Appearance.all.map { appearance in
                [
                    "name": appearance.name, "identifier": identifier(appearance),
                    "scheme": appearance.scheme.rawValue, "contrast": appearance.contrast.rawValue,
                    "level": appearance.level.rawValue,
                ] as [String: Any]
            },
            "appearanceNames": appearanceNames,
            "tokens": tokens(input, theme: ThemeDocument.defaultThemeName),
            "themes": themes,
        ]
    }

    static func tokens(_ input: GeneratorInput, theme themeName: String) -> [[String: Any]] {
        let theme = input.theme
        return input.tokenPaths.map { path in
            let words = IdentifierWords(path)
            let definition = theme.definition(of: path, theme: themeName)
            var values: [String: Any] = [:]
            var list: [[String: Any]] = []
            for appearance in Appearance.all {
                guard let color = theme.color(path, in: appearance, theme: themeName) else { continue }
                let value = Self.value(color, appearance: appearance)
                values[Self.identifier(appearance)] = value
                list.append(value)
            }
            return [
                "path": path.string, "name": words.kebab, "camelName": words.camel, "snakeName": words.snake,
                "components": path.components,
                "role": definition?.role?.rawValue ?? "", "description": definition?.description ?? "",
                "values": values, "valueList": list,
                "light": values["light"] ?? [:], "dark": values["dark"] ?? [:],
            ]
        }
    }

    /// `light`, `darkIncreased`, `darkIncreasedElevated`: the appearance's name as a key
    /// templates can write after a dot.
    static func identifier(_ appearance: Appearance) -> String {
        IdentifierWords(appearance.name.replacingCharacters(["+": "-"])).camel
    }

    static func value(_ resolved: ResolvedColor, appearance: Appearance) -> [String: Any] {
        let rgba = resolved.rgba8
        let hex = [rgba.red, rgba.green, rgba.blue].map(AndroidGenerator.hexByte).joined().lowercased()
        let alphaHex = AndroidGenerator.hexByte(rgba.alpha).lowercased()
        return [
            "appearance": appearance.name, "appearanceIdentifier": identifier(appearance),
            "hex": "#" + hex, "hex8": "#" + hex + alphaHex, "argb": AndroidGenerator.argb(rgba), "argbDigits": String(AndroidGenerator.argb(rgba).dropFirst()),
            "hexDigits": hex,
            "red": Int(rgba.red), "green": Int(rgba.green), "blue": Int(rgba.blue), "alpha": Int(rgba.alpha),
            "opacity": resolved.alpha,
            "rgba": "rgba(\(rgba.red), \(rgba.green), \(rgba.blue), \(CSSGenerator.alphaText(resolved.alpha)))",
            "css": resolved.color.css(),
            "cssSRGB": CSSGenerator.values(for: resolved.color)[0],
            "isOpaque": rgba.alpha == 255,
            "isInSRGB": Gamut.srgb.contains(resolved.color, tolerance: 1e-6),
        ]
    }
}
