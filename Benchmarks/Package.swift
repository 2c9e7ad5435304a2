// swift-tools-version: 6.1
// Benchmarks of Tincture's hot paths, kept in their own package so that `swift test` in the
// main package never builds them. Run: `cd Benchmarks && swift package benchmark`.
import PackageDescription

let package = Package(
    name: "TinctureBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Tincture", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ColorScienceBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ColorScience", package: "Tincture"),
            ],
            path: "Benchmarks/ColorScienceBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ThemeModelBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ThemeModel", package: "Tincture"),
            ],
            path: "Benchmarks/ThemeModelBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ThemeAuditBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ThemeAudit", package: "Tincture"),
            ],
            path: "Benchmarks/ThemeAuditBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SourceScanBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SourceScan", package: "Tincture"),
                .product(name: "ThemeAudit", package: "Tincture"),
            ],
            path: "Benchmarks/SourceScanBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ScreenshotsBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ColorScience", package: "Tincture"),
                .product(name: "PNGImage", package: "Tincture"),
                .product(name: "Screenshots", package: "Tincture"),
            ],
            path: "Benchmarks/ScreenshotsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
