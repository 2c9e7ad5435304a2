// swift-tools-version: 6.2
// An app target whose color accessors TinctureGeneratePlugin writes at build time from
// Sources/PluginApp/tincture.yml (nothing generated is committed), and whose colors
// TinctureAuditPlugin audits on every build, against the baseline .tincture.yml names.
import PackageDescription

let package = Package(
    name: "PluginApp",
    dependencies: [.package(name: "Tincture", path: "../..")],
    targets: [
        .executableTarget(
            name: "PluginApp",
            resources: [.process("Assets.xcassets")],
            plugins: [
                .plugin(name: "TinctureGeneratePlugin", package: "Tincture"),
                .plugin(name: "TinctureAuditPlugin", package: "Tincture"),
            ]
        ),
    ]
)
