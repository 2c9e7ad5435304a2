import ColorScience
import ThemeModel

/// A color the fixer may propose: quantized as it will be written, so that what is checked is
/// exactly what the file will hold.
struct FixCandidate: Hashable, Sendable {
    /// The color as written (8-bit sRGB, or Display P3 to four decimals), alpha included.
    var color: Color
    /// The text written in the file: `#rrggbb`, `#rrggbbaa` or `color(display-p3 r g b)`.
    var text: String
    /// The OKLCH lightness the candidate was made at (before quantizing).
    var lightness: Double
    /// ΔEOK from the original color.
    var deltaE: Double
}

/// The search for the smallest change: keep the original's OKLCH hue and alpha, move its
/// lightness away in both directions, and at each lightness keep the chroma, or the largest the
/// target gamut allows there.
///
/// Lightness is scanned in steps of ``step`` until a candidate passes, then refined by
/// bisection between the last failing and the first passing lightness; of the two directions,
/// the candidate nearer the original (in ΔEOK) wins.
struct LightnessSearch {
    /// The scan step in OKLCH lightness.
    static let step = 0.0025

    let original: OKLCH
    let originalLab: OKLab
    let alpha: Double
    let gamut: Gamut

    /// A search around `color` inside `gamut` (`.srgb` or `.displayP3`).
    init(original color: Color, gamut: Gamut) {
        let xyz = color.xyz
        var lch = OKLCH(xyz: xyz, alpha: 1)
        if lch.chroma < 1e-6 || lch.hue == nil { lch.chroma = 0 }
        lch.lightness = min(max(lch.lightness, 0), 1)
        self.original = lch
        self.originalLab = OKLab(xyz: xyz, alpha: 1)
        self.alpha = min(max(color.alpha ?? 1, 0), 1)
        self.gamut = gamut
    }

    /// The largest chroma at `lightness` (and the original hue) inside the gamut, up to the
    /// original chroma.
    func chroma(at lightness: Double) -> Double {
        let wanted = original.chroma
        guard wanted > 0 else { return 0 }
        if gamut.contains(OKLCH(lightness: lightness, chroma: wanted, hue: original.hue)) { return wanted }
        var (low, high) = (0.0, wanted)
        for _ in 0..<28 {
            let mid = (low + high) / 2
            if gamut.contains(OKLCH(lightness: lightness, chroma: mid, hue: original.hue)) { low = mid } else { high = mid }
        }
        return low
    }

    /// The candidate at `lightness`, quantized for writing.
    func candidate(at lightness: Double) -> FixCandidate {
        let lch = OKLCH(lightness: lightness, chroma: chroma(at: lightness), hue: original.hue, alpha: alpha)
        let srgb = SRGB(lch)
        let color: Color
        let text: String
        if gamut == .srgb || srgb.isInGamut(tolerance: 1e-6) {
            let bytes = RGBA8(rounding: SRGB(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: alpha))
            color = Color(SRGB(bytes))
            text = bytes.hex
        } else {
            let p3 = DisplayP3(xyz: lch.xyz, alpha: alpha)
            let channels = [p3.red, p3.green, p3.blue].map { Self.fourDecimals(min(max($0, 0), 1)) }
            let a = Self.fourDecimals(alpha)
            color = Color(DisplayP3(red: channels[0], green: channels[1], blue: channels[2], alpha: a))
            text = "color(display-p3 " + channels.map(Self.decimal).joined(separator: " ") + (a < 1 ? " / " + Self.decimal(a) : "") + ")"
        }
        let deltaE = DeltaEOK.difference(OKLab(xyz: color.xyz, alpha: 1), originalLab)
        return FixCandidate(color: color, text: text, lightness: lightness, deltaE: deltaE)
    }

    /// The nearest candidate that `feasible` accepts, or nil when no lightness works.
    func search(where feasible: (FixCandidate) -> Bool) -> FixCandidate? {
        let l0 = original.lightness
        let start = candidate(at: l0)
        if feasible(start) { return start }
        var best: FixCandidate?
        for direction in [1.0, -1.0] {
            var previous = l0
            var k = 1
            while true {
                var l = l0 + direction * Double(k) * Self.step
                let isLast = direction > 0 ? l >= 1 : l <= 0
                if isLast { l = direction > 0 ? 1 : 0 }
                // ΔEOK is at least the lightness difference: nothing further can beat `best`.
                if let best, abs(l - l0) > best.deltaE + Self.step { break }
                let current = candidate(at: l)
                if feasible(current) {
                    var (low, high, found) = (previous, l, current)
                    for _ in 0..<14 {
                        let mid = (low + high) / 2
                        let middle = candidate(at: mid)
                        if feasible(middle) { (high, found) = (mid, middle) } else { low = mid }
                    }
                    if found.deltaE < best?.deltaE ?? .infinity { best = found }
                    break
                }
                if isLast { break }
                previous = l
                k += 1
            }
        }
        return best
    }

    static func fourDecimals(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    /// `0.5`, `1`, `0.1234`.
    static func decimal(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        let units = Int((value * 10_000).rounded())
        var fraction = String(units % 10_000)
        while fraction.count < 4 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(units / 10_000).\(fraction)"
    }
}
