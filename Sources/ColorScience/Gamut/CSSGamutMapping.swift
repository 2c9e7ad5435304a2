/// The gamut-mapping algorithm of CSS Color 4 (§13.2 "CSS gamut mapping to an RGB destination",
/// the binary search on OKLCH chroma with a ΔEOK just-noticeable difference).
public enum CSSGamutMapping {
    /// A clipped color within this ΔEOK of its unclipped form is accepted (CSS Color 4: 0.02).
    public static let justNoticeableDifference = 0.02
    /// The binary search stops when the chroma interval is this narrow (CSS Color 4: 0.0001).
    public static let epsilon = 0.0001

    /// Maps an OKLCH color into the unit cube of `Target` (always inside on return).
    ///
    /// 1. Lightness ≥ 1 gives white and ≤ 0 black.
    /// 2. A color already inside is returned unchanged.
    /// 3. If clipping changes it by less than the JND, the clipped color is the answer.
    /// 4. Otherwise bisect chroma in [0, C], accepting the first candidate whose clipped form lies
    ///    within ε below the JND; the answer is the clipped candidate.
    public static func map<Target: RGBColorModel>(_ origin: OKLCH, into target: Target.Type) -> Target {
        if origin.lightness >= 1 {
            return Target(rgb: SIMD3(repeating: 1), alpha: origin.alpha)
        }
        if origin.lightness <= 0 {
            return Target(rgb: SIMD3(repeating: 0), alpha: origin.alpha)
        }
        let unmapped = Target(xyz: origin.xyz, alpha: origin.alpha)
        if unmapped.isInGamut(tolerance: 0) { return unmapped }

        func distanceToClipped(_ candidate: Target, _ lab: OKLab) -> Double {
            DeltaEOK.difference(OKLab(xyz: candidate.clipped.xyz, alpha: 1), lab)
        }

        var current = origin
        var clipped = unmapped.clipped
        if distanceToClipped(unmapped, OKLab(origin)) < justNoticeableDifference { return clipped }

        var low = 0.0
        var high = origin.chroma
        var lowIsInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.chroma = chroma
            let candidate = Target(xyz: current.xyz, alpha: origin.alpha)
            if lowIsInGamut && candidate.isInGamut(tolerance: 0) {
                low = chroma
                continue
            }
            clipped = candidate.clipped
            let e = distanceToClipped(candidate, OKLab(current))
            if e < justNoticeableDifference {
                if justNoticeableDifference - e < epsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return Target(xyz: current.xyz, alpha: origin.alpha).clipped
    }
}
