import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory tincture-fix [--target NAME …]
/// [--dry-run] [fix options]`: fixes the colors that fail where they live — asset catalogs,
/// token files, theme files, Swift sources — with `tincture fix --write` over the package's
/// folder or each named target's. `--dry-run` prints the changes instead. SwiftPM asks for
/// permission to write to the package first.
@main
struct TinctureFixCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let folders = try PackageToolRun.folders(of: context.package, &extractor)
        let write = extractor.extractFlag(named: "dry-run") > 0 ? [] : ["--write"]
        let run = PackageToolRun(tool: try context.tool(named: "tincture").url, subcommand: "fix")
        try run.run(on: folders.map { ($0.lastPathComponent, [$0.path()] + write + extractor.remainingArguments) })
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode: fixes the project's folder (Xcode asks for permission to write first).
extension TinctureFixCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        let write = extractor.extractFlag(named: "dry-run") > 0 ? [] : ["--write"]
        let run = PackageToolRun(tool: try context.tool(named: "tincture").url, subcommand: "fix")
        try run.run(on: [(context.xcodeProject.displayName, [context.xcodeProject.directoryURL.path()] + write + extractor.remainingArguments)])
    }
}
#endif
