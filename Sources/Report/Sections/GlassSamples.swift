import ColorScience
import ThemeAudit
import ThemeModel

/// The glass of one theme: each foreground a `glass:` entry names, on its glass (tint and dimming
/// layer) over a white, a black and a busy striped backdrop, and over the backdrop where it is
/// worst, in each appearance, with the ratio and verdict of each (the audit's model:
/// ``GlassContrast``, source-over in gamma-encoded sRGB, the glass itself transparent); with
/// Increase Contrast, on the glass drawn white or black, as the audit checks it there.
struct GlassSamples {
    typealias Row = SurfaceSamples.Row
    typealias Cell = SurfaceSamples.Cell
    typealias Sample = SurfaceSamples.Sample

    var rows: [Row]
    /// Stored, for the template (which reads stored properties only).
    var isEmpty = false

    init(theme: ResolvedTheme, name: String, number: Int, appearances: [Appearance], policy: ContrastPolicy, colors: inout PageColors) {
        var rows: [Row] = []
        let white = SRGB(red: 1, green: 1, blue: 1), black = SRGB(red: 0, green: 0, blue: 0)
        for declaration in theme.document.glass {
            for path in declaration.foregrounds.flatMap({ theme.paths(matching: $0) }) {
                let required = theme.glassRequirement(of: path, in: declaration, theme: name, policy: policy)
                var layers: [String] = []
                if let tint = declaration.tint { layers.append("tinted " + ThemeDocument.text(of: tint)) }
                if let dim = declaration.dim { layers.append("dimmed by " + ThemeDocument.text(of: dim)) }
                var details = "on \(declaration.variant.rawValue) glass" + (layers.isEmpty ? "" : ", " + layers.joined(separator: ", "))
                if declaration.variant == .regular, declaration.tint == nil, declaration.dim == nil { details += " (no static bound: figures as if clear)" }
                details += " · needs \(ContrastRatioFormat.figure(required)):1"
                let cells = appearances.map { appearance -> Cell in
                    let label = AppearanceLabel.text(appearance)
                    guard let foreground = theme.color(path, in: appearance, theme: name)?.srgb else {
                        return Cell(appearance: String(appearance.index), label: label, samples: [])
                    }
                    let glass = theme.glassSurface(of: declaration, in: appearance, theme: name)
                    let backdrops = theme.glassBackdrops(of: declaration, in: appearance, theme: name)
                    if appearance.contrast == .increased, glass.variant != .identity,
                       let increased = GlassContrast.measurements(of: foreground, on: glass, in: appearance).first {
                        let base = appearance.scheme == .light ? "white" : "black"
                        return Cell(appearance: String(appearance.index), label: label, samples: [
                            Sample(caption: "Increase Contrast: the glass drawn \(base) (unconfirmed)",
                                   style: "background:\(colors.value(increased.background));color:\(colors.value(increased.content))",
                                   ratio: ContrastRatioFormat.string(increased.ratio), passes: increased.ratio >= required, isWorst: true),
                        ])
                    }
                    let onWhite = GlassContrast.worstCase(of: foreground, on: glass, over: [white])
                    let onBlack = GlassContrast.worstCase(of: foreground, on: glass, over: [black])
                    let worst = GlassContrast.worstCase(of: foreground, on: glass, over: backdrops)
                    func sample(_ caption: String, _ measured: GlassContrast.WorstCase, isWorst: Bool = false) -> Sample {
                        Sample(caption: caption, style: "background:\(colors.value(measured.background));color:\(colors.value(Self.seen(foreground, on: measured.background)))",
                               ratio: ContrastRatioFormat.string(measured.ratio), passes: measured.ratio >= required, isWorst: isWorst)
                    }
                    // A busy backdrop: stripes of the glass over white and over black.
                    let stripes = Sample(
                        caption: "over stripes",
                        style: "background:repeating-linear-gradient(135deg,\(colors.value(onWhite.background)) 0 5px,\(colors.value(onBlack.background)) 5px 10px);"
                            + "color:\(colors.value(Self.seen(foreground, on: onWhite.background)))",
                        ratio: ContrastRatioFormat.string(min(onWhite.ratio, onBlack.ratio)), passes: min(onWhite.ratio, onBlack.ratio) >= required, isWorst: false)
                    let worstCaption = backdrops == nil ? "at worst, over \(RGBA8(rounding: worst.backdrop).hexRGB)" : "at worst over the known content"
                    return Cell(appearance: String(appearance.index), label: label,
                                samples: [sample("over white", onWhite), sample("over black", onBlack), stripes, sample(worstCaption, worst, isWorst: true)])
                }
                rows.append(Row(id: "t\(number)-g\(rows.count)", token: path.string, details: details, place: PagePlace.text(declaration.location), cells: cells))
            }
        }
        self.rows = rows
        isEmpty = rows.isEmpty
    }

    /// The content as seen: composited over what is beneath it when translucent.
    static func seen(_ foreground: SRGB, on background: SRGB) -> SRGB {
        foreground.alpha >= 1 ? foreground : foreground.clipped.composited(over: background)
    }
}
