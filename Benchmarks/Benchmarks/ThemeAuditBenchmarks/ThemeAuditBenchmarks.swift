import Benchmark
import ThemeAudit
import ThemeModel

/// A generated theme for the audit: 1,000 tokens (400 text, 200 icons, 300 backgrounds, 100
/// translucent fills), 2,000 declared pairs, 10 distinct groups and 3 named themes (one
/// extending another) that replace 50 tokens each.
let auditThemeText: String = {
    var lines = ["name: Generated audit", "tokens:"]
    func lightness(_ n: Int, _ base: Int, _ span: Int) -> Int { base + (n * 37) % span }
    for n in 0..<400 {
        lines.append("  text/t\(n):")
        lines.append("    light: \"oklch(\(lightness(n, 10, 45))% 0.05 \((n * 13) % 360))\"")
        lines.append("    dark: \"oklch(\(lightness(n, 60, 40))% 0.05 \((n * 13) % 360))\"")
        if n % 4 == 0 { lines.append("    light+increased: \"oklch(\(lightness(n, 5, 30))% 0.05 \((n * 13) % 360))\"") }
    }
    for n in 0..<200 {
        lines.append("  icon/i\(n):")
        lines.append("    light: \"oklch(\(lightness(n, 20, 40))% 0.15 \((n * 29) % 360))\"")
        lines.append("    dark: \"oklch(\(lightness(n, 55, 40))% 0.15 \((n * 29) % 360))\"")
    }
    for n in 0..<300 {
        lines.append("  background/b\(n):")
        lines.append("    light: \"oklch(\(lightness(n, 88, 12))% 0.02 \((n * 7) % 360))\"")
        lines.append("    dark: \"oklch(\(lightness(n, 8, 15))% 0.02 \((n * 7) % 360))\"")
        if n % 3 == 0 { lines.append("    dark+elevated: \"oklch(\(lightness(n, 20, 10))% 0.02 \((n * 7) % 360))\"") }
    }
    for n in 0..<100 {
        lines.append("  fill/f\(n):")
        lines.append("    light: \"rgb(120 120 128 / \(10 + n % 20)%)\"")
        lines.append("    dark: \"rgb(120 120 128 / \(20 + n % 20)%)\"")
    }
    lines.append("contrast:")
    for n in 0..<2_000 {
        let foreground = n % 3 == 2 ? "icon.i\(n % 200)" : "text.t\(n % 400)"
        let background = n % 5 == 4 ? "fill.f\(n % 100)" : "background.b\((n * 7) % 300)"
        lines.append("  - { foreground: \(foreground), background: \(background) }")
    }
    lines.append("distinct:")
    for g in 0..<10 { lines.append("  - [icon.i\(g * 3), icon.i\(g * 3 + 1), icon.i\(g * 3 + 2)]") }
    lines.append("themes:")
    for (t, name) in ["ocean", "forest", "midnight"].enumerated() {
        lines.append("  \(name):")
        if t == 2 { lines.append("    extends: ocean") }
        lines.append("    tokens:")
        for n in 0..<50 {
            lines.append("      text/t\(n * 8 + t): { light: \"oklch(\(lightness(n + t, 15, 30))% 0.08 \(t * 120))\", dark: \"oklch(\(lightness(n + t, 70, 25))% 0.08 \(t * 120))\" }")
        }
    }
    return lines.joined(separator: "\n") + "\n"
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 10
    )

    let theme = try! ResolvedTheme(yaml: auditThemeText, file: "generated-audit.yml")

    // Every rule, 4 themes × 8 appearances × (normal + 4 deficiencies).
    Benchmark("Audit 1,000 tokens, 2,000 pairs, 3 named themes, 8 appearances, 5 visions") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Auditor().audit(theme))
        }
    }
}
