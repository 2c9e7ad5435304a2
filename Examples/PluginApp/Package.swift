// swift-tools-version: 6.2
// An app target whose color accessors TinctureGeneratePlugin writes at build time from
// Sources/PluginApp/tincture.yml: nothing generated is committed.
import PackageDescription

let package = Package(
    name: "PluginApp",
    dependencies: [.package(name: "Tincture", path: "../..")],
    targets: [
        .executableTarget(
            name: "PluginApp",
            plugins: [.plugin(name: "TinctureGeneratePlugin", package: "Tincture")]
        ),
    ]
)
