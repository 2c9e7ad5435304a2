import ColorScience
import ThemeAudit

/// `tincture materials` as text: a table per material and scheme (with swatches on a
/// terminal), the declared foregrounds' worst cases, then the findings.
struct MaterialsTextReport {
    var report: MaterialsReport
    var console: Console

    func write() {
        console.line("Materials modeled as a blend layer and a tint over the content's average color (an approximation).")
        console.line("Source: \(report.source).")
        if let source = report.vibrancySource {
            console.line("Vibrancy modeled as blend layers over the material (an approximation). Source: \(source).")
        }
        for scheme in report.schemes {
            console.line()
            console.line("\(scheme.scheme):")
            for layer in scheme.layers {
                console.line("  \(layer.material) (\(layer.blend) \(layer.blendColor), tint \(layer.tint))")
                let width = max(20, (layer.over.map(\.content.count).max() ?? 0) + 2)
                for over in layer.over {
                    console.line("    over " + pad(over.content, width) + swatch(over.contentColor) + over.contentColor + "  →  "
                                 + swatch(over.material) + over.material)
                }
                console.line("    opaque with Reduce Transparency: " + swatch(layer.reduceTransparency) + layer.reduceTransparency
                             + (report.reduceTransparencyConfirmed ? "" : " (unconfirmed)"))
                guard let levels = layer.vibrancy else { continue }
                console.line("    vibrant, over " + layer.over.map(\.content).joined(separator: ", ") + ":")
                for level in levels {
                    let note = level.derived ? " (derived, unconfirmed)" : level.confirmed ? "" : " (unconfirmed)"
                    console.line("      " + pad(level.style, 17) + level.colors.map { swatch($0) + $0 }.joined(separator: "  ") + note)
                }
            }
            guard !scheme.foregrounds.isEmpty else { continue }
            console.line("  foregrounds (worst case):")
            let width = (scheme.foregrounds.map(\.token.count).max() ?? 0) + 2
            for foreground in scheme.foregrounds {
                console.line("    " + pad(foreground.token, width) + pad(foreground.material, 11)
                             + (foreground.vibrancy.map { "vibrant \($0): " } ?? "")
                             + "\(ContrastRatioFormat.string(foreground.ratio)):1 over \(foreground.content), "
                             + "\(ContrastRatioFormat.string(foreground.reduceTransparencyRatio)):1 opaque, "
                             + "needs \(ContrastRatioFormat.figure(foreground.required)):1  " + (foreground.passes ? "pass" : "FAIL"))
            }
        }
        guard report.theme != nil else { return }
        console.line()
        if report.findings.isEmpty {
            console.line("No material findings.")
            return
        }
        console.line("\(Counted(report.findings.count, "material finding")):")
        for finding in report.findings {
            console.line("  error  \(finding.token): \(finding.message) in \(finding.appearance)  [\(finding.rule)]")
        }
    }

    private func swatch(_ hex: String) -> String {
        guard let color = try? Color(css: hex) else { return "" }
        return Swatch.of(color, in: console)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

}
