import Foundation
import PackagePlugin

/// Generates a target's color accessors at build time: for each theme file in the target
/// (`tincture.yml`, or any `*.tincture.yml`), runs `tincture generate --format swift` into the
/// build's work folder, so the app compiles the accessors without committing them.
@main
struct TinctureGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "tincture")
        return sourceTarget.sourceFiles.filter { Self.isTheme($0.url) }.map { file in
            let name = file.url.deletingPathExtension().lastPathComponent.replacingOccurrences(of: ".tincture", with: "")
            let output = context.pluginWorkDirectoryURL.appending(path: "\(Self.typeName(name))+Tincture.swift")
            return .buildCommand(
                displayName: "Generating color accessors from \(file.url.lastPathComponent)",
                executable: tool.url,
                arguments: ["generate", file.url.path(), "--format", "swift", "--output", output.path(), "--force"],
                inputFiles: [file.url],
                outputFiles: [output])
        }
    }

    static func isTheme(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        // `.tincture.yml` is the project's configuration, not a theme.
        guard !name.hasPrefix(".") else { return false }
        return name == "tincture.yml" || name.hasSuffix(".tincture.yml") || name.hasSuffix(".tincture.yaml")
    }

    /// `tincture` → `Colors`, `brand` → `Brand`.
    static func typeName(_ name: String) -> String {
        name == "tincture" ? "Colors" : name.prefix(1).uppercased() + name.dropFirst()
    }
}
