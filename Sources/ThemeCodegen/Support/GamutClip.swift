import ColorScience
import ThemeModel

/// A token whose color a generated format cannot hold: it lies outside every gamut the format
/// writes, so the file holds it clipped into that gamut. Generators return these beside their
/// files, and `tincture generate` prints each as a warning, so that no color is clipped
/// silently.
public struct GamutClip: Hashable, Sendable, CustomStringConvertible {
    /// The token whose color is clipped.
    public var token: TokenPath
    /// The gamut the color is clipped into.
    public var gamut: Gamut
    /// What cannot hold the color, for the message: `the asset catalog`, `colors.xml`.
    public var format: String
    /// Where the color lies outside: appearance names (`dark+increased`), after the theme's
    /// name for a named theme (`ocean dark`), in the order the generator met them.
    public var places: [String]
    /// Whether the color lies outside in every appearance (and theme) the format writes.
    public var everywhere: Bool
    /// The largest ΔEOK between a color and its clipped form, over `places`: about 0.02 is
    /// just noticeable.
    public var deltaEOK: Double

    public init(token: TokenPath, gamut: Gamut, format: String, places: [String], everywhere: Bool, deltaEOK: Double) {
        self.token = token
        self.gamut = gamut
        self.format = format
        self.places = places
        self.everywhere = everywhere
        self.deltaEOK = deltaEOK
    }

    /// `tint.neon: outside Display P3 in light, dark; the asset catalog cannot hold it, so it is
    /// clipped into Display P3 (ΔEOK 0.061 lost)`.
    public var description: String {
        let name = Self.name(of: gamut)
        let shown = (deltaEOK * 1000).rounded() / 1000
        let lost = shown > 0 ? "ΔEOK \(shown) lost" : "ΔEOK below 0.001 lost"
        let whereOutside = everywhere ? "every appearance" : places.joined(separator: ", ")
        return "\(token): outside \(name) in \(whereOutside); \(format) cannot hold it, so it is clipped into \(name) (\(lost))"
    }

    /// The gamut's name as people write it.
    static func name(of gamut: Gamut) -> String {
        switch gamut {
        case .srgb: "sRGB"
        case .displayP3: "Display P3"
        case .rec2020: "Rec. 2020"
        }
    }

    /// `color` clipped into `gamut` when it lies outside by more than `tolerance` (a channel of
    /// the gamut's space, the part of a unit the format's rounding hides anyway); nil inside.
    static func clipped(_ color: Color, into gamut: Gamut, tolerance: Double) -> Color? {
        guard !gamut.contains(color, tolerance: tolerance) else { return nil }
        return gamut.clipped(color)
    }
}

/// Gathers the clipped colors of one generated output, one ``GamutClip`` per token.
struct GamutClipCollector {
    let gamut: Gamut
    let format: String
    /// How far outside the gamut a channel may lie before it counts: what the format's own
    /// rounding hides.
    let tolerance: Double
    private var clips: [GamutClip] = []
    private var index: [TokenPath: Int] = [:]
    private var placesChecked: [TokenPath: Set<String>] = [:]

    init(gamut: Gamut, format: String, tolerance: Double) {
        self.gamut = gamut
        self.format = format
        self.tolerance = tolerance
    }

    /// The color as the format holds it: itself when inside the gamut, else clipped into it,
    /// which is recorded for the token at `place`.
    mutating func fit(_ color: Color, token: TokenPath, place: String) -> Color {
        placesChecked[token, default: []].insert(place)
        guard let clipped = GamutClip.clipped(color, into: gamut, tolerance: tolerance) else { return color }
        record(token, place: place, lost: ColorDifference.ok.between(xyz: color.xyz, xyz: clipped.xyz))
        return clipped
    }

    /// Records that `token`'s color at `place` is clipped, losing `lost` ΔEOK.
    mutating func record(_ token: TokenPath, place: String, lost: Double) {
        placesChecked[token, default: []].insert(place)
        if let i = index[token] {
            if !clips[i].places.contains(place) { clips[i].places.append(place) }
            clips[i].deltaEOK = max(clips[i].deltaEOK, lost)
        } else {
            index[token] = clips.count
            clips.append(GamutClip(token: token, gamut: gamut, format: format, places: [place], everywhere: false, deltaEOK: lost))
        }
    }

    /// Notes that `token`'s color at `place` was written inside the gamut.
    mutating func checked(_ token: TokenPath, place: String) {
        placesChecked[token, default: []].insert(place)
    }

    /// The clipped tokens, in the order first met.
    var result: [GamutClip] {
        clips.map { clip in
            var clip = clip
            clip.everywhere = Set(clip.places) == placesChecked[clip.token]
            return clip
        }
    }

    /// The place of an appearance in a theme: its name, after the theme's in a named theme.
    static func place(_ appearance: Appearance, theme: String) -> String {
        theme == ThemeDocument.defaultThemeName ? appearance.name : "\(theme) \(appearance.name)"
    }
}
