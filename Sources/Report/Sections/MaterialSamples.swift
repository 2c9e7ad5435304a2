import ColorScience
import ThemeAudit
import ThemeModel

/// The materials of one theme: each foreground a `materials:` entry names, on each of its
/// materials, drawn over each content that may lie beneath (white, black, the theme's
/// backgrounds, the entry's content tokens) and on the opaque color Reduce Transparency shows,
/// in each appearance, with the ratio and verdict of each.
struct MaterialSamples {
    typealias Row = SurfaceSamples.Row
    typealias Cell = SurfaceSamples.Cell
    typealias Sample = SurfaceSamples.Sample

    var rows: [Row]
    /// Stored, for the template (which reads stored properties only).
    var isEmpty = false

    init(theme: ResolvedTheme, name: String, number: Int, appearances: [Appearance], policy: ContrastPolicy, colors: inout PageColors) {
        var rows: [Row] = []
        for declaration in theme.document.materials {
            // The checks of each appearance, in the same order: one row per foreground and material.
            let checks = appearances.map { MaterialCheck.checks(declaration, in: theme, name: name, appearance: $0, policy: policy) }
            guard let first = checks.first else { continue }
            for (index, check) in first.enumerated() {
                var details = "on the \(check.material.rawValue) material"
                if let vibrancy = check.vibrancy { details += ", drawn with \(vibrancy.rawValue) vibrancy" }
                details += " · needs \(ContrastRatioFormat.figure(check.required)):1"
                let cells = zip(appearances, checks).map { appearance, checks in
                    guard index < checks.count else {
                        return Cell(appearance: String(appearance.index), label: AppearanceLabel.text(appearance), samples: [])
                    }
                    let check = checks[index]
                    var samples = check.contents.map { measured in
                        Self.sample(measured, caption: "over " + (measured.content?.name ?? "content"), required: check.required, colors: &colors)
                    }
                    samples.append(Self.sample(check.opaque, caption: "Reduce Transparency", required: check.required, colors: &colors))
                    return Cell(appearance: String(appearance.index), label: AppearanceLabel.text(appearance), samples: samples)
                }
                rows.append(Row(id: "t\(number)-m\(rows.count)", token: check.token.string, details: details,
                                place: PagePlace.text(declaration.location), cells: cells))
            }
        }
        self.rows = rows
        isEmpty = rows.isEmpty
    }

    private static func sample(_ measured: MaterialMeasurement, caption: String, required: Double, colors: inout PageColors) -> Sample {
        Sample(caption: caption, style: "background:\(colors.value(measured.background));color:\(colors.value(measured.foreground))",
               ratio: ContrastRatioFormat.string(measured.ratio), passes: measured.ratio >= required)
    }
}
