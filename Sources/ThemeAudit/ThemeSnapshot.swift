import ColorScience
import ThemeModel

/// One theme's colors in all eight appearances, its backdrops and its pairs' thresholds, fetched
/// once so that the rules' loops index arrays instead of looking paths up.
struct ThemeSnapshot {
    let name: String
    /// `colors[appearance.index][pathIndex]`.
    let colors: [[ResolvedColor?]]
    /// `backdrops[appearance.index]`.
    let backdrops: [Backdrops]
    /// The ratio each pair needs in this theme, in the order of the audit's pairs.
    let required: [Double]
    /// `composites[appearance.index][pathIndex]`: a translucent background composited over each
    /// backdrop, with the result's relative luminance — made once, not once per pair.
    let composites: [[Int: [Composite]]]

    /// Sorted by luminance, so the one nearest a foreground's is found by bisection.
    struct Composite {
        var backdrop: TokenPath?
        var backdropNumber: Int
        var color: SRGB
        var luminance: Double
    }

    /// `luminance[vision][appearance.index][pathIndex]`: the relative luminance of each opaque
    /// color of a pair as seen with no deficiency (vision 0) and each configured one (1…), NaN
    /// for translucent or missing colors. Opaque pairs are measured from these alone.
    let luminance: [[[Double]]]

    /// `parent`: the snapshot of the theme this one extends, whose luminance rows are reused
    /// for every color the named theme leaves unchanged.
    init(theme: ResolvedTheme, name: String, pairs: [ContrastPair], pairIndices: [(foreground: Int?, background: Int?)],
         policy: ContrastPolicy, simulations: [ColorVisionSimulation?], parent: ThemeSnapshot? = nil) {
        self.name = name
        let colors = Appearance.all.map { theme.colors(in: $0, theme: name) }
        let backdrops = Appearance.all.map { Backdrops(theme: theme, appearance: $0, colors: colors[$0.index]) }
        self.colors = colors
        self.backdrops = backdrops
        let backgrounds = Set(pairIndices.compactMap(\.background))
        let used = backgrounds.union(pairIndices.compactMap(\.foreground))
        self.luminance = simulations.enumerated().map { visionNumber, simulation in
            Appearance.all.map { appearance in
                let inherited = parent?.luminance[visionNumber][appearance.index]
                var row = inherited ?? [Double](repeating: .nan, count: theme.paths.count)
                for index in used {
                    let color = colors[appearance.index][index]
                    if inherited != nil {
                        let before = parent!.colors[appearance.index][index]
                        if before?.srgb == color?.srgb { continue }
                        row[index] = .nan
                    }
                    guard let color, color.alpha >= 1 else { continue }
                    let clipped = color.srgb.clipped
                    row[index] = (simulation.map { $0.simulate(clipped) } ?? clipped).relativeLuminance
                }
                return row
            }
        }
        self.composites = Appearance.all.map { appearance in
            var table: [Int: [Composite]] = [:]
            // The parent's composites serve wherever the backdrops and the color are the same.
            let sameBackdrops = parent.map { parent in
                parent.backdrops[appearance.index].colors.map(\.color) == backdrops[appearance.index].colors.map(\.color)
                    && parent.backdrops[appearance.index].colors.map(\.path) == backdrops[appearance.index].colors.map(\.path)
            } ?? false
            for index in backgrounds {
                guard let color = colors[appearance.index][index], color.alpha < 1 else { continue }
                if sameBackdrops, let parent, parent.colors[appearance.index][index]?.srgb == color.srgb,
                   let inherited = parent.composites[appearance.index][index] {
                    table[index] = inherited
                    continue
                }
                table[index] = backdrops[appearance.index].colors.enumerated().map { number, backdrop in
                    let composite = color.srgb.composited(over: backdrop.color)
                    return Composite(backdrop: backdrop.path, backdropNumber: number, color: composite,
                                     luminance: composite.clipped.relativeLuminance)
                }.sorted { $0.luminance < $1.luminance }
            }
            return table
        }
        self.required = pairs.map { pair in
            pair.requiredRatio(policy, in: theme, theme: name)
        }
    }

    /// The backdrop under which a translucent background gives the lowest contrast with a
    /// foreground of luminance `luminance`: the composite whose luminance is nearest it.
    static func worstBackdrop(among composites: [Composite], forLuminance luminance: Double) -> Int {
        var (low, high) = (0, composites.count)
        while low < high {
            let middle = (low + high) / 2
            if composites[middle].luminance < luminance { low = middle + 1 } else { high = middle }
        }
        // The nearest on either side; contrast falls as luminances approach each other.
        let candidates = [low - 1, low].filter { composites.indices.contains($0) }
        let best = candidates.min {
            WCAG21Contrast.ratio(luminance: luminance, composites[$0].luminance)
                < WCAG21Contrast.ratio(luminance: luminance, composites[$1].luminance)
        }!
        return composites[best].backdropNumber
    }

    func color(_ index: Int?, _ appearance: Appearance) -> ResolvedColor? {
        guard let index else { return nil }
        return colors[appearance.index][index]
    }
}
