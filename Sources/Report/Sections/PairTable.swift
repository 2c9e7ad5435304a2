import ColorScience
import ThemeAudit
import ThemeModel

/// The pairs section of one theme: each foreground drawn on its background at its size, in
/// each of the eight appearances, with the ratio, the requirement and pass or fail — under
/// every color vision, which the page's switch chooses among.
struct PairTable {
    struct Row {
        var id: String
        var foreground: String
        var background: String
        var details: String
        var place: String?
        var evidence: String?
        var cells: [Cell]
    }

    struct Cell {
        var id: String
        var appearance: String
        var label: String
        var drawn: Bool
        var style: String
        var sample: Sample
        var ratio: String
        var ratios: String
        var verdicts: String
        var passes: Bool
        var over: String?
    }

    /// How a foreground is drawn: text at its size, an icon glyph, or a line (borders,
    /// separators).
    struct Sample {
        var isText: Bool
        var isIcon: Bool
        var isLine: Bool
    }

    var rows: [Row]
    /// Stored, for the template (which reads stored properties only).
    var isEmpty = false

    init(theme: ResolvedTheme, name: String, number: Int, appearances: [Appearance], pairs: [ContrastPair], policy: ContrastPolicy,
         visions: [ReportVision], colors: inout PageColors) {
        let simulations = visions.map(\.simulation)
        let meters = appearances.map { ContrastMeter(theme: theme, name: name, appearance: $0, policy: policy) }
        rows = pairs.enumerated().map { index, pair in
            let role = pair.role ?? theme.definition(of: pair.foreground, theme: name)?.role
            let required = meters[0].required(pair)
            var details = [role?.rawValue ?? "text"]
            if let size = pair.size { details.append(size.description) }
            details.append("needs \(ContrastRatioFormat.figure(required)):1")
            if let scheme = pair.scheme { details.append("\(scheme.rawValue) only") }
            if pair.otherUses > 0 { details.append("and \(pair.otherUses) other place\(pair.otherUses == 1 ? "" : "s")") }
            let sample = Sample(isText: role != .icon && role != .border && role != .separator, isIcon: role == .icon,
                                isLine: role == .border || role == .separator)
            let style = Self.textStyle(pair.size)
            let cells = zip(appearances, meters).map { appearance, meter in
                let id = "t\(number)-p\(index)-a\(appearance.index)"
                let label = AppearanceLabel.text(appearance)
                let measured = simulations.map { meter.measure(pair, seenThrough: $0) }
                guard let normal = measured[0] else {
                    return Cell(id: id, appearance: String(appearance.index), label: label, drawn: false, style: "", sample: sample,
                                ratio: "", ratios: "", verdicts: "", passes: true, over: nil)
                }
                // The sample's colors are those of normal vision; the page's vision switch
                // swaps each for its simulated form, which is what the other measurements saw.
                let drawing = "background:\(colors.value(normal.background));color:\(colors.value(normal.foreground));" + style
                let ratios = measured.map { ContrastRatioFormat.string($0?.ratio ?? normal.ratio) }
                let verdicts = measured.map { ($0?.ratio ?? normal.ratio) >= required ? "1" : "0" }
                return Cell(id: id, appearance: String(appearance.index), label: label, drawn: true, style: drawing, sample: sample,
                            ratio: ratios[0], ratios: ratios.joined(separator: " "), verdicts: verdicts.joined(),
                            passes: normal.ratio >= required, over: normal.backdrop.map(\.string))
            }
            return Row(id: "t\(number)-p\(index)", foreground: pair.foreground.string, background: pair.background.string,
                       details: details.joined(separator: " · "), place: pair.location.map(PagePlace.text), evidence: pair.evidence,
                       cells: cells)
        }
        isEmpty = rows.isEmpty
    }

    /// The CSS font of a text size: points as CSS pixels (one point is one pixel at 1×, as
    /// on iOS), 17 for body text, 12 for small print, 20 for large text.
    static func textStyle(_ size: TextSize?) -> String {
        switch size {
        case .small: "font-size:12px;"
        case .normal, nil: "font-size:17px;"
        case .large: "font-size:20px;"
        case .points(let points, let bold):
            "font-size:\(ContrastRatioFormat.figure(points))px;" + (bold ? "font-weight:700;" : "")
        }
    }
}
