/// Material's core palettes of a seed color: the five tonal palettes a Material scheme draws from,
/// plus the error palette.
///
/// This is `CorePalette.of` of material-color-utilities (typescript/palettes/core_palette.ts,
/// Apache 2.0), with the seed's HCT hue h and chroma c:
///
/// | palette | Material name | hue | chroma |
/// |---|---|---|---|
/// | `primary` | a1 | h | max(48, c) |
/// | `secondary` | a2 | h | 16 |
/// | `tertiary` | a3 | h + 60 | 24 |
/// | `neutral` | n1 | h | 4 |
/// | `neutralVariant` | n2 | h | 8 |
/// | `error` | error | 25 | 84 |
public struct CorePalette: Sendable, Hashable {
    /// The palettes by their Material names (Android's `system_accent1` … `system_neutral2`).
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case primary = "a1"
        case secondary = "a2"
        case tertiary = "a3"
        case neutral = "n1"
        case neutralVariant = "n2"
        case error
    }

    /// a1: the seed's hue with chroma at least 48.
    public let primary: TonalPalette
    /// a2: the seed's hue at chroma 16.
    public let secondary: TonalPalette
    /// a3: the seed's hue turned by 60° at chroma 24.
    public let tertiary: TonalPalette
    /// n1: the seed's hue at chroma 4.
    public let neutral: TonalPalette
    /// n2: the seed's hue at chroma 8.
    public let neutralVariant: TonalPalette
    /// Hue 25 at chroma 84, whatever the seed.
    public let error: TonalPalette

    /// The core palettes of a seed given in HCT (a seed without a hue counts as hue 0).
    public init(seed: HCT) {
        let hue = seed.hue ?? 0
        primary = TonalPalette(hue: hue, chroma: Swift.max(48, seed.chroma))
        secondary = TonalPalette(hue: hue, chroma: 16)
        tertiary = TonalPalette(hue: hue + 60, chroma: 24)
        neutral = TonalPalette(hue: hue, chroma: 4)
        neutralVariant = TonalPalette(hue: hue, chroma: 8)
        error = TonalPalette(hue: 25, chroma: 84)
    }

    /// The core palettes of an 8-bit seed color (Material's `CorePalette.of(argb)`).
    public init(seed: RGBA8) {
        self.init(seed: HCT(seed))
    }

    /// The core palettes of a seed color in any model, measured in HCT.
    public init(seed: some ColorModel) {
        self.init(seed: HCT(xyz: seed.xyz, alpha: seed.alpha))
    }

    /// The palette of a role.
    public subscript(role: Role) -> TonalPalette {
        switch role {
        case .primary: primary
        case .secondary: secondary
        case .tertiary: tertiary
        case .neutral: neutral
        case .neutralVariant: neutralVariant
        case .error: error
        }
    }
}
