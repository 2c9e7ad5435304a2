import ColorScience
import ThemeModel

/// Why no lightness works for a value: for each constraint, the lightness it needs along the
/// search's path (hue kept, chroma as the gamut allows), and the first two that cannot both hold.
struct FixExplanation {
    let scene: FixScene
    let search: LightnessSearch
    let constraints: [FixConstraint]
    let margins: FixMargins
    let resolve: (FixCandidate) -> ResolvedColor

    var reason: String {
        let grid = (0...200).map { Double($0) / 200 }
        let candidates = grid.map { search.candidate(at: $0) }
        var needs: [(constraint: FixConstraint, passing: [Bool])] = []
        var seen: Set<String> = []
        for constraint in constraints {
            let passing = candidates.map { scene.evaluate(constraint, candidate: resolve($0), margins: margins).passes }
            guard !passing.allSatisfy({ $0 }) else { continue }
            let key = constraint.summary + "|" + Self.requirement(passing, grid: grid)
            if seen.insert(key).inserted { needs.append((constraint, passing)) }
        }
        let hue = search.original.chroma > 0 ? " at this hue" : ""
        if let impossible = needs.first(where: { !$0.passing.contains(true) }) {
            return "no lightness\(hue) reaches \(impossible.constraint.detail)"
        }
        for i in needs.indices {
            for j in needs.indices where j > i {
                let overlap = zip(needs[i].passing, needs[j].passing).contains { $0 && $1 }
                guard !overlap else { continue }
                return "needs \(Self.requirement(needs[i].passing, grid: grid)) for \(needs[i].constraint.detail)"
                    + " but \(Self.requirement(needs[j].passing, grid: grid)) for \(needs[j].constraint.detail)"
            }
        }
        let listed = needs.prefix(4).map { "\(Self.requirement($0.passing, grid: grid)) for \($0.constraint.detail)" }
        return "no lightness\(hue) satisfies all at once: " + listed.joined(separator: ", ")
            + (needs.count > 4 ? " and \(needs.count - 4) more" : "")
    }

    /// `L ≤ 0.42`, `L ≥ 0.61`, `L 0.3–0.5`, or several joined by `or`.
    static func requirement(_ passing: [Bool], grid: [Double]) -> String {
        var ranges: [(Double, Double)] = []
        var start: Int?
        for (index, passes) in passing.enumerated() {
            if passes, start == nil { start = index }
            if !passes, let first = start {
                ranges.append((grid[first], grid[index - 1]))
                start = nil
            }
        }
        if let first = start { ranges.append((grid[first], grid[grid.count - 1])) }
        guard !ranges.isEmpty else { return "no lightness" }
        return ranges.map { low, high in
            if low <= 0 && high >= 1 { return "any L" }
            if low <= 0 { return "L ≤ \(FixText.number(high))" }
            if high >= 1 { return "L ≥ \(FixText.number(low))" }
            return "L \(FixText.number(low))–\(FixText.number(high))"
        }.joined(separator: " or ")
    }
}
