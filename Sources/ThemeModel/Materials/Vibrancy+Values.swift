import ColorScience

extension Vibrancy {
    /// Where the vibrancy values come from, for documentation and CLI output.
    public static let source =
        "Apple's iOS 26 Figma kit 'Vibrant' label, fill and separator styles as transcribed by a public design-token export, cross-checked with MOES-Media/mm-components' flattened vibrant labels; the light separator is derived here; only the primary labels are confirmed"

    /// The vibrancy of a style in a color scheme, the same over every material (the result
    /// differs by material because each blends with the material beneath).
    ///
    /// | style           | light                                                    | dark                    |
    /// |-----------------|----------------------------------------------------------|-------------------------|
    /// | label           | `#000000` normal (confirmed)                             | `#FFFFFF` plus-lighter (confirmed) |
    /// | secondaryLabel  | `#7F7F7F` luminosity at 50 %, then `#3D3D3D` overlay     | `#999999` plus-lighter  |
    /// | tertiaryLabel   | `#7F7F7F` luminosity at 40 %, then `#3D3D3D` overlay at 50 % | `#404040` plus-lighter |
    /// | quaternaryLabel | `#7F7F7F` luminosity at 20 %, then `#3D3D3D` overlay at 50 % | `#262626` plus-lighter |
    /// | fill            | `#CCCCCC` plus-darker                                    | `#333333` plus-lighter  |
    /// | secondaryFill   | `#E0E0E0` plus-darker                                    | `#1F1F1F` plus-lighter  |
    /// | tertiaryFill    | `#EDEDED` plus-darker                                    | `#121212` plus-lighter  |
    /// | separator       | `#E5E5E5` plus-darker (derived)                          | `#1A1A1A` plus-lighter  |
    ///
    /// Sources. (1) The "Vibrant Materials" section of Apple's iOS 26 design kit for Figma, as a
    /// public Markdown transcription made with the Design Tokens Figma plugin gives it: labels,
    /// fills and the dark separator with their blend modes (linear dodge and linear burn are
    /// `plus-lighter` and `plus-darker`); the alphas are the transcription's hex alphas (`80`,
    /// `66`, `33`). Tincture has not seen the kit itself, and the kit's layers are a designer's
    /// picture of the renderer. (2) MOES-Media/mm-components (`cupertino/{light,dark}/colors/
    /// labels.ts`) gives the labels flattened to plain colors: light `#000000`, `#3D3D3D`,
    /// `#3D3D3D` at 50 %, at 20 %; dark `#FFFFFF`, `#C2C2C2`, `#C2C2C2` at 50 %, at 20 % — listed
    /// as ``alternatives``. The two agree on the primary labels, which are therefore confirmed;
    /// for the dark labels they agree in effect (plus-lighter `#999999`, `#404040`, `#262626`
    /// over a `#292929` material gives `#C2C2C2`, `#696969`, `#4F4F4F`; the flattened colors give
    /// `#C2C2C2`, `#767676`, `#484848`), not in value. No source gives a light vibrant separator:
    /// it mirrors the dark one (`#1A1A1A` lightens by 26/255, so `#E5E5E5` darkens by as much) —
    /// derived, unconfirmed. The order of the two light label layers (luminosity below overlay)
    /// is the transcription's.
    public static func vibrancy(_ style: VibrancyStyle, _ scheme: Appearance.Scheme) -> Vibrancy {
        switch (style, scheme) {
        case (.label, .light):
            Vibrancy(style: style, scheme: scheme, layers: [Layer(.normal, gray(0x00))], confirmed: true,
                     alternatives: [flat(0x00, 0xFF)])
        case (.secondaryLabel, .light):
            Vibrancy(style: style, scheme: scheme, layers: [Layer(.luminosity, gray(0x7F, 0x80)), Layer(.overlay, gray(0x3D))],
                     confirmed: false, alternatives: [flat(0x3D, 0xFF)])
        case (.tertiaryLabel, .light):
            Vibrancy(style: style, scheme: scheme, layers: [Layer(.luminosity, gray(0x7F, 0x66)), Layer(.overlay, gray(0x3D, 0x80))],
                     confirmed: false, alternatives: [flat(0x3D, 0x80)])
        case (.quaternaryLabel, .light):
            Vibrancy(style: style, scheme: scheme, layers: [Layer(.luminosity, gray(0x7F, 0x33)), Layer(.overlay, gray(0x3D, 0x80))],
                     confirmed: false, alternatives: [flat(0x3D, 0x33)])
        case (.fill, .light): Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusDarker, gray(0xCC))], confirmed: false)
        case (.secondaryFill, .light): Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusDarker, gray(0xE0))], confirmed: false)
        case (.tertiaryFill, .light): Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusDarker, gray(0xED))], confirmed: false)
        case (.separator, .light):
            Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusDarker, gray(0xE5))], confirmed: false, derived: true)
        case (.label, .dark):
            Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusLighter, gray(0xFF))], confirmed: true,
                     alternatives: [flat(0xFF, 0xFF)])
        case (.secondaryLabel, .dark):
            Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusLighter, gray(0x99))], confirmed: false,
                     alternatives: [flat(0xC2, 0xFF)])
        case (.tertiaryLabel, .dark):
            Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusLighter, gray(0x40))], confirmed: false,
                     alternatives: [flat(0xC2, 0x80)])
        case (.quaternaryLabel, .dark):
            Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusLighter, gray(0x26))], confirmed: false,
                     alternatives: [flat(0xC2, 0x33)])
        case (.fill, .dark): Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusLighter, gray(0x33))], confirmed: false)
        case (.secondaryFill, .dark): Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusLighter, gray(0x1F))], confirmed: false)
        case (.tertiaryFill, .dark): Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusLighter, gray(0x12))], confirmed: false)
        case (.separator, .dark): Vibrancy(style: style, scheme: scheme, layers: [Layer(.plusLighter, gray(0x1A))], confirmed: false)
        }
    }

    /// Every style in a scheme, labels first.
    public static func all(_ scheme: Appearance.Scheme) -> [Vibrancy] {
        VibrancyStyle.allCases.map { vibrancy($0, scheme) }
    }

    private static func gray(_ value: UInt8, _ alpha: UInt8 = 0xFF) -> SRGB {
        SRGB(RGBA8(red: value, green: value, blue: value, alpha: alpha))
    }

    private static func flat(_ value: UInt8, _ alpha: UInt8) -> RGBA8 {
        RGBA8(red: value, green: value, blue: value, alpha: alpha)
    }
}
