import Benchmark
import ThemeModel

/// A generated theme of 10,000 tokens over 1,000 palette colors: each token has light and dark
/// values (half of them references, some chained through another token), every tenth an
/// increased-contrast value and every twentieth an elevated one.
let themeText: String = {
    var lines = ["name: Generated", "palette:"]
    for i in 0..<1_000 {
        lines.append("  c\(i): \"oklch(\(20 + i % 70)% 0.\(10 + i % 20) \(i % 360))\"")
    }
    lines.append("tokens:")
    for group in 0..<100 {
        lines.append("  group\(group):")
        for item in 0..<100 {
            let n = group * 100 + item
            lines.append("    t\(item):")
            if n % 2 == 0 {
                lines.append("      light: \"{palette.c\(n % 1_000)}\"")
                lines.append("      dark: \"{palette.c\((n * 7) % 1_000)}\"")
            } else if item > 0 {
                lines.append("      light: \"{group\(group).t\(item - 1)}\"")
                lines.append("      dark: \"#\(String(n % 0x1000000, radix: 16).leftPadded(6))\"")
            } else {
                lines.append("      light: \"#1c1c1e\"")
                lines.append("      dark: \"#f2f2f7\"")
            }
            if n % 10 == 0 { lines.append("      light+increased: \"#000000\"") }
            if n % 20 == 0 { lines.append("      dark+elevated: \"{palette.c\((n * 3) % 1_000)} / 90%\"") }
        }
    }
    return lines.joined(separator: "\n") + "\n"
}()

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 20
    )

    let document = try! ThemeDocument(yaml: themeText, file: "generated.yml")

    // Resolution alone: every token (and palette color) in all 8 appearances.
    Benchmark("Resolve a 10,000-token theme in all 8 appearances") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! ResolvedTheme(document))
        }
    }

    // The whole load: YAML text parsed, colors parsed, everything resolved.
    Benchmark("Parse and resolve a 10,000-token theme file") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! ResolvedTheme(yaml: themeText, file: "generated.yml"))
        }
    }

    // One lookup after loading: token × appearance × theme.
    let resolved = try! ResolvedTheme(document)
    let paths = document.tokens.map(\.path)
    Benchmark("Look up 80,000 resolved colors", configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { benchmark in
        for _ in benchmark.scaledIterations {
            for path in paths {
                for appearance in Appearance.all { blackHole(resolved.color(path, in: appearance)) }
            }
        }
    }
}
