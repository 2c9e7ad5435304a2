// swift-tools-version: 6.1
// libFuzzer harnesses for Tincture's readers, kept in their own package so that `swift test` in
// the main package never builds them. Run: `Fuzz/run` (see the README's "Fuzzing").
import PackageDescription

let harnesses = ["FuzzCSSColor", "FuzzThemeYAML", "FuzzDTCG", "FuzzCatalog", "FuzzSwiftScan", "FuzzPNG"]

let package = Package(
    name: "TinctureFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Tincture", path: ".."),
    ],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "ColorScience", package: "Tincture"),
                .product(name: "ThemeModel", package: "Tincture"),
                .product(name: "ThemeAudit", package: "Tincture"),
                .product(name: "ThemeCodegen", package: "Tincture"),
                .product(name: "SourceScan", package: "Tincture"),
                .product(name: "PNGImage", package: "Tincture"),
                .product(name: "Screenshots", package: "Tincture"),
            ]
        ),
    ] + harnesses.map { name in
        .executableTarget(name: name, dependencies: ["FuzzSupport"])
    }
)
