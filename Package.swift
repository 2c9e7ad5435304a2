// swift-tools-version: 6.2
import PackageDescription

/// Every target is compiled in the Swift 6 language mode (complete strict concurrency)
/// with all warnings treated as errors.
let strict: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Tincture",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ColorScience", targets: ["ColorScience"]),
        .library(name: "ThemeModel", targets: ["ThemeModel"]),
        .library(name: "ThemeAudit", targets: ["ThemeAudit"]),
        .library(name: "ThemeCodegen", targets: ["ThemeCodegen"]),
        .library(name: "Tincture", targets: ["Tincture"]),
        .library(name: "SourceScan", targets: ["SourceScan"]),
        .library(name: "Report", targets: ["Report"]),
        .library(name: "PNGImage", targets: ["PNGImage"]),
        .library(name: "Preview", targets: ["Preview"]),
        .library(name: "Screenshots", targets: ["Screenshots"]),
        .executable(name: "tincture", targets: ["tincture"]),
        .plugin(name: "TinctureGeneratePlugin", targets: ["TinctureGeneratePlugin"]),
        .plugin(name: "TinctureAuditPlugin", targets: ["TinctureAuditPlugin"]),
        .plugin(name: "TinctureAuditCommandPlugin", targets: ["TinctureAuditCommandPlugin"]),
        .plugin(name: "TinctureFixCommandPlugin", targets: ["TinctureFixCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Color science: spaces, parsing, contrast, difference, gamut, vision, HCT. No Foundation.
        .target(
            name: "ColorScience",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strict
        ),
        // Theme model: palette, tokens, appearances, named themes, Apple's system palette, DTCG,
        // and the runtime ThemeStore. Parses text; reads no files but through `ThemeSource`.
        .target(
            name: "ThemeModel",
            dependencies: ["ColorScience", .product(name: "Yams", package: "Yams")],
            swiftSettings: strict
        ),
        // The audit: rules over every pair, appearance and color vision; findings; the fixer.
        .target(name: "ThemeAudit", dependencies: ["ThemeModel"], swiftSettings: strict),
        // Generators: pure functions from a resolved theme to files (asset catalogs, Swift, CSS,
        // Android, DTCG, Stencil templates); importers of existing asset catalogs.
        .target(
            name: "ThemeCodegen",
            dependencies: ["ThemeModel", .product(name: "Stencil", package: "Stencil")],
            swiftSettings: strict
        ),
        // Umbrella that re-exports the libraries a Swift app uses.
        .target(name: "Tincture", dependencies: ["ColorScience", "ThemeModel", "ThemeAudit", "ThemeCodegen"], swiftSettings: strict),
        // An app as it is: Swift sources → color values, uses and the pairs they make
        // (swift-syntax), and discovery of an app folder's catalogs, token files and sources.
        // Off the umbrella, so an app that embeds Tincture does not build swift-syntax.
        .target(
            name: "SourceScan",
            dependencies: [
                "ThemeModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strict
        ),
        // The HTML report: a pure function from a resolved theme and its audit to one
        // self-contained page (Mustache templates, inline CSS and script). Off the umbrella.
        .target(
            name: "Report",
            dependencies: ["ColorScience", "ThemeModel", "ThemeAudit", "ThemeCodegen", .product(name: "Mustache", package: "swift-mustache")],
            swiftSettings: strict
        ),
        // The live preview server: loopback only, one page, server-sent events when watched
        // files change (FlyingFox: no SwiftNIO, so a fresh build stays quick). Off the umbrella.
        .target(
            name: "Preview",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")],
            swiftSettings: strict
        ),
        // libpng, on Linux (Debian's libpng-dev); Apple platforms read PNG through ImageIO.
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // RGBA images in and out of PNG files. Off the umbrella, so an app that embeds Tincture
        // links no image library.
        .target(
            name: "PNGImage",
            dependencies: ["ColorScience", .target(name: "CLibPNG", condition: .when(platforms: [.linux]))],
            swiftSettings: strict
        ),
        // Pictures of an app (PNG screenshots, snapshot-test images): color-vision simulation in
        // the image's own space, at memory speed. Off the umbrella.
        // FreeType, on Linux (Debian's libfreetype-dev), for the labels of
        // a grid picture; Apple platforms draw text with Core Text.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(
            name: "Screenshots",
            dependencies: ["ColorScience", "ThemeModel", "ThemeAudit", "PNGImage", .target(name: "CFreeType", condition: .when(platforms: [.linux]))],
            swiftSettings: strict
        ),
        // The command-line commands; the only layer that reads standard input and writes output.
        .target(
            name: "TinctureCLI",
            dependencies: [
                "Tincture",
                "SourceScan",
                "Report",
                "Preview",
                "Screenshots",
                .product(name: "Yams", package: "Yams"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "tincture", dependencies: ["TinctureCLI"], swiftSettings: strict),
        // Generates Swift color accessors at build time from a theme file in the target.
        .plugin(name: "TinctureGeneratePlugin", capability: .buildTool(), dependencies: ["tincture"]),
        // Audits a target's colors on each build; findings as Xcode diagnostics.
        .plugin(name: "TinctureAuditPlugin", capability: .buildTool(), dependencies: ["tincture"]),
        // `swift package tincture-audit`: the package's audit, on demand.
        .plugin(
            name: "TinctureAuditCommandPlugin",
            capability: .command(intent: .custom(verb: "tincture-audit", description: "Audit the colors of the package or of its targets")),
            dependencies: ["tincture"]
        ),
        // `swift package tincture-fix`: fixes failing colors where they live.
        .plugin(
            name: "TinctureFixCommandPlugin",
            capability: .command(
                intent: .custom(verb: "tincture-fix", description: "Fix the colors that fail the audit, in the catalogs, token files and Swift sources that define them"),
                permissions: [.writeToPackageDirectory(reason: "tincture-fix edits the colors that fail the audit in your asset catalogs, token files, theme files and Swift sources")]
            ),
            dependencies: ["tincture"]
        ),
        .testTarget(
            name: "ColorScienceTests",
            dependencies: [
                "ColorScience",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ThemeModelTests",
            dependencies: ["ThemeModel", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ThemeAuditTests",
            dependencies: ["ThemeAudit"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ThemeCodegenTests",
            dependencies: ["ThemeCodegen", "ThemeAudit", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Golden"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SourceScanTests",
            dependencies: [
                "SourceScan",
                "ThemeAudit",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ReportTests",
            dependencies: ["Report", "PNGImage", "Preview", "ThemeAudit", .product(name: "Mustache", package: "swift-mustache")],
            exclude: ["Golden"],
            swiftSettings: strict
        ),
        .testTarget(name: "PNGImageTests", dependencies: ["PNGImage"], swiftSettings: strict),
        .testTarget(name: "ScreenshotsTests", dependencies: ["Screenshots", "PNGImage", "ThemeAudit"], swiftSettings: strict),
        .testTarget(name: "PreviewTests", dependencies: ["Preview"], swiftSettings: strict),
        .testTarget(
            name: "TinctureCLITests",
            dependencies: ["TinctureCLI", "PNGImage", "ThemeAudit"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
