import ColorScience

extension MaterialLayer {
    /// Where the layer values come from, for documentation and CLI output.
    ///
    /// Haze (chrisbanes/haze, Apache-2.0), `haze-materials/…/CupertinoMaterials.kt`, whose doc
    /// comment says the values are "taken from the iOS 18 Figma file published by Apple"
    /// (figma.com/community/file/1385659531316001292). Tincture has not compared them with the
    /// Figma file itself, and the Figma layers are themselves a designer's approximation of
    /// the renderer: treat the figures as an informed approximation.
    public static let source =
        "Haze CupertinoMaterials (github.com/chrisbanes/haze), values from Apple's iOS 18 Figma kit; the opaque Reduce Transparency colors are derived here (unconfirmed)"

    /// Whether Reduce Transparency's opaque colors are confirmed by a public source: they are not.
    public static let reduceTransparencyConfirmed = false

    /// The layer of a material in a color scheme.
    ///
    /// | material  | light: color dodge, tint          | dark: overlay, tint               |
    /// |-----------|-----------------------------------|-----------------------------------|
    /// | ultraThin | `#0D0D0D`, `#BFBFBF` at 44 %      | `#9C9C9C`, `#252525` at 55 %      |
    /// | thin      | `#333333`, `#A6A6A6` at 70 %      | `#9C9C9C`, `#252525` at 70 %      |
    /// | regular   | `#383838`, `#B3B3B3` at 82 %      | `#8C8C8C`, `#252525` at 82 %      |
    /// | thick     | `#5C5C5C`, `#999999` at 97 %      | `#7C7C7C`, `#252525` at 90 %      |
    ///
    /// Source: ``source``.
    public static func layer(_ material: SystemMaterial, _ scheme: Appearance.Scheme) -> MaterialLayer {
        let (blendGray, tintGray, alpha): (Int, Int, Double)
        switch (material, scheme) {
        case (.ultraThin, .light): (blendGray, tintGray, alpha) = (0x0D, 0xBF, 0.44)
        case (.thin, .light): (blendGray, tintGray, alpha) = (0x33, 0xA6, 0.70)
        case (.regular, .light): (blendGray, tintGray, alpha) = (0x38, 0xB3, 0.82)
        case (.thick, .light): (blendGray, tintGray, alpha) = (0x5C, 0x99, 0.97)
        case (.ultraThin, .dark): (blendGray, tintGray, alpha) = (0x9C, 0x25, 0.55)
        case (.thin, .dark): (blendGray, tintGray, alpha) = (0x9C, 0x25, 0.70)
        case (.regular, .dark): (blendGray, tintGray, alpha) = (0x8C, 0x25, 0.82)
        case (.thick, .dark): (blendGray, tintGray, alpha) = (0x7C, 0x25, 0.90)
        }
        return MaterialLayer(material: material, scheme: scheme, blend: scheme == .light ? .colorDodge : .overlay,
                             blendColor: gray(blendGray, alpha: 1), tint: gray(tintGray, alpha: alpha))
    }

    /// Every material in a scheme, thinnest first.
    public static func layers(_ scheme: Appearance.Scheme) -> [MaterialLayer] {
        SystemMaterial.allCases.map { layer($0, scheme) }
    }

    private static func gray(_ value: Int, alpha: Double) -> SRGB {
        let channel = Double(value) / 255
        return SRGB(red: channel, green: channel, blue: channel, alpha: alpha)
    }
}
