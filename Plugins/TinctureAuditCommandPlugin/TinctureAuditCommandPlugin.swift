import Foundation
import PackagePlugin

/// `swift package tincture-audit [--target NAME …] [audit options]`: audits the package's
/// folder, or each named target's, with `tincture audit` (the nearest `.tincture.yml` and its
/// baseline apply; other arguments pass through, `--format sarif` say). Fails when an audit does.
@main
struct TinctureAuditCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let folders = try PackageToolRun.folders(of: context.package, &extractor)
        let run = PackageToolRun(tool: try context.tool(named: "tincture").url, subcommand: "audit")
        try run.run(on: folders.map { ($0.lastPathComponent, [$0.path()] + extractor.remainingArguments) })
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode: audits the project's folder, or each target chosen in the dialog (only the files
/// it builds, listed for the tool).
extension TinctureAuditCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let project = context.xcodeProject.directoryURL.path()
        let rest = ["--format", "xcode"] + extractor.remainingArguments
        let run = PackageToolRun(tool: try context.tool(named: "tincture").url, subcommand: "audit")
        let targets = context.xcodeProject.targets.filter { names.contains($0.displayName) }
        guard !targets.isEmpty else { return try run.run(on: [(context.xcodeProject.displayName, [project] + rest)]) }
        try run.run(on: try targets.map { target in
            let list = context.pluginWorkDirectoryURL.appending(path: "\(target.displayName)-files.txt")
            try target.inputFiles.map { $0.url.path() }.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
            return (target.displayName, [project, "--file-list", list.path()] + rest)
        })
    }
}
#endif
