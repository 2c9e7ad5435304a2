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

    struct Composite {
        var backdrop: TokenPath?
        var color: SRGB
        var luminance: Double
    }

    /// `luminance[vision][appearance.index][pathIndex]`: the relative luminance of each opaque
    /// color of a pair as seen with no deficiency (vision 0) and each configured one (1…), NaN
    /// for translucent or missing colors. Opaque pairs are measured from these alone.
    let luminance: [[[Double]]]

    init(theme: ResolvedTheme, name: String, pairs: [ContrastPair], pairIndices: [(foreground: Int?, background: Int?)],
         policy: ContrastPolicy, simulations: [ColorVisionSimulation?]) {
        self.name = name
        let colors = Appearance.all.map { theme.colors(in: $0, theme: name) }
        let backdrops = Appearance.all.map { Backdrops(theme: theme, name: name, appearance: $0) }
        self.colors = colors
        self.backdrops = backdrops
        let backgrounds = Set(pairIndices.compactMap(\.background))
        let used = backgrounds.union(pairIndices.compactMap(\.foreground))
        self.luminance = simulations.map { simulation in
            Appearance.all.map { appearance in
                var row = [Double](repeating: .nan, count: theme.paths.count)
                for index in used {
                    guard let color = colors[appearance.index][index], color.alpha >= 1 else { continue }
                    let clipped = color.srgb.clipped
                    row[index] = (simulation.map { $0.simulate(clipped) } ?? clipped).relativeLuminance
                }
                return row
            }
        }
        self.composites = Appearance.all.map { appearance in
            var table: [Int: [Composite]] = [:]
            for index in backgrounds {
                guard let color = colors[appearance.index][index], color.alpha < 1 else { continue }
                table[index] = backdrops[appearance.index].colors.map { backdrop in
                    let composite = color.srgb.composited(over: backdrop.color)
                    return Composite(backdrop: backdrop.path, color: composite, luminance: composite.clipped.relativeLuminance)
                }
            }
            return table
        }
        self.required = pairs.map { pair in
            pair.minimum ?? policy.minimum(role: theme.definition(of: pair.foreground, theme: name)?.role, size: pair.size)
        }
    }

    func color(_ index: Int?, _ appearance: Appearance) -> ResolvedColor? {
        guard let index else { return nil }
        return colors[appearance.index][index]
    }
}
