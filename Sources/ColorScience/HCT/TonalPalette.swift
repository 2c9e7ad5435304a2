/// A Material tonal palette: colors of one HCT hue and chroma at every tone.
///
/// This is `TonalPalette` of material-color-utilities (typescript/palettes/tonal_palette.ts,
/// Apache 2.0): tone t is the HCT solver's 8-bit color for (hue, chroma, t), whose chroma is lowered
/// where sRGB cannot reach the palette's chroma at that tone. One exception is Material's: for a
/// yellow hue (105 ≤ h < 125, `isYellow`) tone 99 is the channel-wise average of tones 98 and 100
/// (material-color-utilities' current `TonalPalette.tone`).
///
/// A palette is a plain value; it computes a tone when asked (a few microseconds) and caches
/// nothing.
public struct TonalPalette: Sendable, Hashable {
    /// HCT hue in degrees, 0 ≤ h < 360.
    public let hue: Double
    /// The requested HCT chroma, ≥ 0. Tones where sRGB cannot show it get less.
    public let chroma: Double
    /// The color that represents the palette: for a palette made from a seed, the seed itself;
    /// otherwise the first tone, searching outward from tone 50, that reaches the requested chroma
    /// (material-color-utilities `KeyColor`), measured back from its 8-bit color.
    public let keyColor: HCT

    /// The tones of `tones`, 0 (black) through 100 (white).
    public static let standardTones = 0...100

    /// A palette of an HCT hue (degrees, any value, folded into 0…360) and chroma (≥ 0).
    public init(hue: Double, chroma: Double) {
        let hue = PolarMath.normalizedDegrees(hue)
        self.hue = hue
        self.chroma = chroma
        self.keyColor = TonalPalette.keyColor(hue: hue, chroma: chroma)
    }

    /// The palette of a seed color's HCT hue and chroma (Material's `TonalPalette.fromHct`); the
    /// seed is the key color. A seed without a hue (black) gives hue 0.
    public init(seed: HCT) {
        self.hue = PolarMath.normalizedDegrees(seed.hue ?? 0)
        self.chroma = seed.chroma
        self.keyColor = seed
    }

    /// The palette of an 8-bit seed color (Material's `TonalPalette.fromInt`).
    public init(seed: RGBA8) {
        self.init(seed: HCT(seed))
    }

    /// The palette of a seed color in any model, measured in HCT.
    public init(seed: some ColorModel) {
        self.init(seed: HCT(xyz: seed.xyz, alpha: seed.alpha))
    }

    /// The opaque 8-bit color of tone `tone` (L*, 0…100): the HCT solver's color for this palette's
    /// hue and chroma, or for tone 99 of a yellow hue the average of tones 98 and 100.
    public func tone(_ tone: Double) -> RGBA8 {
        if tone == 99, TonalPalette.isYellow(hue: hue) {
            return TonalPalette.average(self.tone(98), self.tone(100))
        }
        var color = HCT(hue: hue, chroma: chroma, tone: tone).rgba8
        color.alpha = 255
        return color
    }

    /// The opaque 8-bit color of an integral tone, 0…100.
    public func tone(_ tone: Int) -> RGBA8 {
        self.tone(Double(tone))
    }

    /// The 101 colors of tones 0…100; index = tone.
    public var tones: [RGBA8] {
        TonalPalette.standardTones.map { tone($0) }
    }

    /// The HCT of tone `tone` as the palette requests it (the solver may give less chroma).
    public func hct(tone: Double) -> HCT {
        HCT(hue: hue, chroma: chroma, tone: tone)
    }

    /// Whether Material counts a hue as yellow: 105 ≤ h < 125 degrees (material-color-utilities
    /// `Hct.isYellow`). Tone 99 of these hues is averaged.
    public static func isYellow(hue: Double) -> Bool {
        hue >= 105 && hue < 125
    }

    /// The channel-wise mean of two colors, rounded half up (Material's `averageArgb`).
    static func average(_ a: RGBA8, _ b: RGBA8) -> RGBA8 {
        func mean(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Int(x) + Int(y) + 1) / 2) }
        return RGBA8(red: mean(a.red, b.red), green: mean(a.green, b.green), blue: mean(a.blue, b.blue))
    }

    /// Material's `KeyColor.create`: a binary search over integral tones for the tone nearest 50
    /// whose greatest reachable chroma is at least the requested one (less 0.01); when no tone
    /// reaches it, the tone of the chroma peak. The key color is that tone's 8-bit color, measured.
    static func keyColor(hue: Double, chroma requested: Double) -> HCT {
        let pivotTone = 50
        let epsilon = 0.01
        var cache: [Int: Double] = [:]
        func maxChroma(_ tone: Int) -> Double {
            if let known = cache[tone] { return known }
            let reached = HCT(HCT(hue: hue, chroma: 200, tone: Double(tone)).rgba8).chroma
            cache[tone] = reached
            return reached
        }
        func measured(_ tone: Int) -> HCT {
            var color = HCT(HCT(hue: hue, chroma: requested, tone: Double(tone)).rgba8)
            color.alpha = 1
            return color
        }
        var lower = 0
        var upper = 100
        while lower < upper {
            let mid = (lower + upper) / 2
            let ascending = maxChroma(mid) < maxChroma(mid + 1)
            if maxChroma(mid) >= requested - epsilon {
                // Both halves hold an answer; keep the one nearer the pivot.
                if Swift.abs(lower - pivotTone) < Swift.abs(upper - pivotTone) {
                    upper = mid
                } else {
                    if lower == mid { return measured(lower) }
                    lower = mid
                }
            } else if ascending {
                lower = mid + 1
            } else {
                // Keep mid: it may be the chroma peak.
                upper = mid
            }
        }
        return measured(lower)
    }
}
