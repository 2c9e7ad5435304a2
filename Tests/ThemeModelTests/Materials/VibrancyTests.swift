import ColorScience
import Testing
@testable import ThemeModel

/// The vibrancy model: blend modes, the value table with what is confirmed, and the vibrant
/// colors over each material, worked out by hand from the table.
@Suite("Materials: vibrancy model")
struct VibrancyTests {
    static func gray(_ value: Double) -> SRGB { SRGB(red: value, green: value, blue: value) }

    static func hex(_ color: SRGB) -> String { RGBA8(rounding: color).hex }

    /// Separable modes at points worked out by hand (linear dodge and burn, W3C overlay).
    @Test("plus-lighter, plus-darker and overlay per channel", arguments: [
        (Vibrancy.Blend.plusLighter, 0.3, 0.5, 0.8),
        (.plusLighter, 0.7, 0.5, 1.0),
        (.plusDarker, 0.3, 0.5, 0.0),
        (.plusDarker, 0.8, 0.9, 0.7),
        (.overlay, 0.25, 0.5, 0.25),
        (.overlay, 0.75, 0.2, 0.6),
        (.normal, 0.9, 0.1, 0.1),
    ])
    func separable(mode: Vibrancy.Blend, backdrop: Double, source: Double, expected: Double) {
        let result = mode.blend(backdrop: Self.gray(backdrop), source: Self.gray(source))
        #expect(abs(result.red - expected) < 1e-12)
        #expect(abs(result.blue - expected) < 1e-12)
    }

    /// W3C §10.4: SetLum keeps the backdrop's hue and saturation; ClipColor pulls an
    /// out-of-range channel back along the line through the luminosity.
    @Test("luminosity takes the source's Lum and keeps the backdrop's hue, clipping into range")
    func luminosity() {
        // Backdrop Lum = 0.3·0.2 + 0.59·0.4 + 0.11·0.6 = 0.362; a 0.5 gray adds 0.138 to each channel.
        let kept = Vibrancy.Blend.luminosity.blend(backdrop: SRGB(red: 0.2, green: 0.4, blue: 0.6), source: Self.gray(0.5))
        #expect(abs(kept.red - 0.338) < 1e-12 && abs(kept.green - 0.538) < 1e-12 && abs(kept.blue - 0.738) < 1e-12)
        // Red (Lum 0.3) lifted to 0.9: (1.6, 0.6, 0.6) clips to (1, 0.9 − 0.3·0.1/0.7, same).
        let clipped = Vibrancy.Blend.luminosity.blend(backdrop: SRGB(red: 1, green: 0, blue: 0), source: Self.gray(0.9))
        #expect(abs(clipped.red - 1) < 1e-12)
        #expect(abs(clipped.green - (0.9 - 0.03 / 0.7)) < 1e-12)
        #expect(abs(0.3 * clipped.red + 0.59 * clipped.green + 0.11 * clipped.blue - 0.9) < 1e-12)
        // A gray backdrop takes the gray source.
        #expect(abs(Vibrancy.Blend.luminosity.blend(backdrop: Self.gray(0.8), source: Self.gray(0.3)).green - 0.3) < 1e-12)
    }

    @Test("a layer is mixed in at its alpha: below + a · (blend − below)")
    func layerAlpha() {
        let layer = Vibrancy.Layer(.plusLighter, SRGB(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.5))
        #expect(abs(layer.painted(over: Self.gray(0.3)).red - 0.5) < 1e-12)
        let normal = Vibrancy.Layer(.normal, SRGB(red: 1, green: 1, blue: 1, alpha: 0.25))
        #expect(abs(normal.painted(over: Self.gray(0.2)).blue - 0.4) < 1e-12)
    }

    @Test("only the primary labels are confirmed; the light separator alone is derived; labels list the flattened alternative",
          arguments: Appearance.Scheme.allCases)
    func confirmation(scheme: Appearance.Scheme) {
        for vibrancy in Vibrancy.all(scheme) {
            #expect(vibrancy.style == VibrancyStyle.allCases[Vibrancy.all(scheme).firstIndex(of: vibrancy)!])
            #expect(vibrancy.scheme == scheme)
            #expect(!vibrancy.layers.isEmpty)
            #expect(vibrancy.confirmed == (vibrancy.style == .label), "\(vibrancy.style)")
            #expect(vibrancy.derived == (vibrancy.style == .separator && scheme == .light), "\(vibrancy.style)")
            #expect(vibrancy.alternatives.isEmpty == !vibrancy.style.isLabel, "\(vibrancy.style)")
        }
    }

    @Test("the primary label is black in light and white in dark on every material over any content",
          arguments: SystemMaterial.allCases)
    func primary(material: SystemMaterial) {
        for content in [0.0, 0.3, 0.55, 1.0] {
            let light = Vibrancy.vibrancy(.label, .light).color(on: MaterialLayer.layer(material, .light), over: Self.gray(content))
            let dark = Vibrancy.vibrancy(.label, .dark).color(on: MaterialLayer.layer(material, .dark), over: Self.gray(content))
            #expect(Self.hex(light) == "#000000")
            #expect(Self.hex(dark) == "#ffffff")
        }
    }

    /// The figures in the values' documentation: the dark labels over a #292929 material, and the
    /// other source's flattened colors over the same material.
    @Test("dark labels over #292929: plus-lighter and the flattened alternatives agree in effect")
    func darkLabelsAgreeInEffect() {
        let material = SRGB(RGBA8(red: 0x29, green: 0x29, blue: 0x29))
        let styles: [VibrancyStyle] = [.secondaryLabel, .tertiaryLabel, .quaternaryLabel]
        let modeled = styles.map { Self.hex(Vibrancy.vibrancy($0, .dark).color(over: material)) }
        #expect(modeled == ["#c2c2c2", "#696969", "#4f4f4f"])
        let flattened = styles.map { Self.hex(SRGB(Vibrancy.vibrancy($0, .dark).alternatives[0]).composited(over: material)) }
        #expect(flattened == ["#c2c2c2", "#767676", "#484848"])
    }

    /// Light secondary label over the light thin material over white, by hand: the material is
    /// 0.7 · 166/255 + 0.3 (dodge keeps white); luminosity #7F7F7F at 128/255 pulls it toward
    /// 127/255; overlay #3D3D3D above 0.5 gives 1 − 2 (1 − c)(1 − 61/255).
    @Test("light secondary label on the thin material over white content, by hand")
    func lightSecondaryByHand() {
        let material = 0.7 * 166 / 255 + 0.3
        let lifted = material + 128.0 / 255 * (127.0 / 255 - material)
        let expected = 1 - 2 * (1 - lifted) * (1 - 61.0 / 255)
        let color = Vibrancy.vibrancy(.secondaryLabel, .light).color(on: MaterialLayer.layer(.thin, .light), over: Self.gray(1))
        #expect(abs(color.red - expected) < 1e-9)
        #expect(abs(color.green - color.blue) < 1e-12)
    }

    @Test("fills and the separator move the material by a fixed step: darker in light, lighter in dark", arguments: [
        (VibrancyStyle.fill, Appearance.Scheme.light, -0x33), (.secondaryFill, .light, -0x1F), (.tertiaryFill, .light, -0x12),
        (.separator, .light, -0x1A), (.fill, .dark, 0x33), (.secondaryFill, .dark, 0x1F), (.tertiaryFill, .dark, 0x12),
        (.separator, .dark, 0x1A),
    ])
    func fixedStep(style: VibrancyStyle, scheme: Appearance.Scheme, step: Int) {
        let material = SRGB(RGBA8(red: 0x80, green: 0x80, blue: 0x80))
        let color = RGBA8(rounding: Vibrancy.vibrancy(style, scheme).color(over: material))
        #expect(Int(color.red) == 0x80 + step)
    }

    /// More important levels stand out at least as much: in dark on every material over every
    /// content (where plus-lighter clips at white, two levels can tie); in light over white
    /// content, strictly (over dark content in light the kit's label layers, taken literally, can
    /// put tertiary below quaternary — documented).
    @Test("each level has no more contrast than the one before", arguments: SystemMaterial.allCases)
    func levelsOrder(material: SystemMaterial) {
        let labels: [VibrancyStyle] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
        let fills: [VibrancyStyle] = [.fill, .secondaryFill, .tertiaryFill]
        func ratios(_ styles: [VibrancyStyle], _ scheme: Appearance.Scheme, _ content: Double) -> [Double] {
            let layer = MaterialLayer.layer(material, scheme)
            let background = layer.over(Self.gray(content))
            return styles.map { WCAG21Contrast.ratio(Vibrancy.vibrancy($0, scheme).color(over: background), background) }
        }
        for content in [0.0, 0.25, 0.5, 0.75, 1.0] {
            for styles in [labels, fills] {
                let dark = ratios(styles, .dark, content)
                #expect(zip(dark, dark.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 }, "dark over \(content): \(dark)")
            }
            let lightFills = ratios(fills, .light, content)
            #expect(zip(lightFills, lightFills.dropFirst()).allSatisfy { $0 >= $1 - 1e-9 }, "light over \(content): \(lightFills)")
        }
        let lightLabels = ratios(labels, .light, 1)
        #expect(zip(lightLabels, lightLabels.dropFirst()).allSatisfy { $0 > $1 }, "\(lightLabels)")
    }

    @Test("style names: UIKit members, dashed forms and SwiftUI's hierarchical levels", arguments: [
        ("secondaryLabel", VibrancyStyle.secondaryLabel), ("secondary-label", .secondaryLabel), ("SECONDARY_LABEL", .secondaryLabel),
        ("secondary", .secondaryLabel), ("primary", .label), ("label", .label), ("quaternary", .quaternaryLabel),
        ("tertiary-fill", .tertiaryFill), ("fill", .fill), ("separator", .separator),
    ])
    func names(name: String, style: VibrancyStyle) {
        #expect(VibrancyStyle(name: name) == style)
    }

    @Test("unknown style names are nil")
    func unknownNames() {
        #expect(VibrancyStyle(name: "quaternaryFill") == nil)
        #expect(VibrancyStyle(name: "") == nil)
    }

    @Test("SwiftUI styles, system colors and roles of each style")
    func mapping() {
        #expect(VibrancyStyle.allCases.map(\.swiftUIStyle) == [
            ".primary", ".secondary", ".tertiary", ".quaternary", ".fill", ".fill.secondary", ".fill.tertiary", ".separator",
        ])
        #expect(VibrancyStyle.allCases.map(\.systemColorName) == [
            "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemFill", "secondarySystemFill", "tertiarySystemFill",
            "separator",
        ])
        for style in VibrancyStyle.allCases {
            #expect(SystemPalette.color(named: style.systemColorName, era: .ios18) != nil, "\(style)")
        }
        #expect(VibrancyStyle.allCases.map(\.role) == [.text, .text, .text, .text, .fill, .fill, .fill, .separator])
    }
}
