import ColorScience
import ThemeAudit
import ThemeModel

/// The distinct groups of one theme, side by side per color vision: each group's members as
/// each vision sees them, in each appearance, with the smallest ΔEOK between two of them.
///
/// These swatches show every vision at once, so their colors are written as they are (not
/// through the page's vision switch, which would simulate them twice).
struct DistinctGrid {
    struct Group {
        var id: String
        var members: [Member]
        var minimum: String
        var place: String
        var rows: [Row]
    }

    struct Member {
        var number: String
        var name: String
    }

    struct Row {
        var vision: String
        var cells: [Cell]
    }

    struct Cell {
        var appearance: String
        var label: String
        var swatches: [Swatch]
        var difference: String
        var passes: Bool
    }

    struct Swatch {
        var style: String
        var title: String
    }

    var groups: [Group]
    /// Stored, for the template (which reads stored properties only).
    var isEmpty = false

    init(theme: ResolvedTheme, name: String, number: Int, appearances: [Appearance], minimum defaultMinimum: Double, visions: [ReportVision]) {
        let meters = appearances.map { ContrastMeter(theme: theme, name: name, appearance: $0) }
        groups = theme.document.distinct.enumerated().map { index, group in
            let members = group.members(in: theme)
            let minimum = group.minimum ?? defaultMinimum
            let rows = visions.map { vision in
                let simulation = vision.simulation
                let cells = zip(appearances, meters).map { appearance, meter in
                    let seen = members.map { path -> SRGB? in
                        guard let color = theme.color(path, in: appearance, theme: name)?.srgb else { return nil }
                        let opaque = meter.opaqueForm(of: color).clipped
                        return simulation.map { $0.simulate(opaque) } ?? opaque
                    }
                    var smallest = Double.infinity
                    for i in seen.indices {
                        for j in seen.indices where j > i {
                            guard let a = seen[i], let b = seen[j] else { continue }
                            smallest = min(smallest, ColorDifference.ok.between(a, b))
                        }
                    }
                    let swatches = zip(members, seen).map { path, color in
                        Swatch(style: color.map { "background:" + RGBA8(rounding: $0).hexRGB } ?? "", title: path.string)
                    }
                    return Cell(appearance: String(appearance.index), label: AppearanceLabel.text(appearance), swatches: swatches,
                                difference: smallest.isFinite ? ContrastRatioFormat.string(smallest, decimals: 3) : "—",
                                passes: !(smallest < minimum))
                }
                return Row(vision: vision.label, cells: cells)
            }
            return Group(id: "t\(number)-d\(index)",
                         members: members.enumerated().map { Member(number: String($0 + 1), name: $1.string) },
                         minimum: ContrastRatioFormat.figure(minimum), place: PagePlace.text(group.location), rows: rows)
        }
        isEmpty = groups.isEmpty
    }
}
