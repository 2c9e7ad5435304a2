import Foundation
import PackagePlugin

/// Audits a target's colors on every build: `tincture audit` over the target's folder (its
/// Swift sources, asset catalogs and token files), honouring the nearest `.tincture.yml` and
/// the baseline it names. Findings print as Xcode diagnostics (`path:line:column: error: …`),
/// on the Swift line; an error not in the baseline fails the build, as a compiler error does.
///
/// The audit is a build command whose output is a stamp (a Swift file holding one comment),
/// rewritten when the audit passes: the build runs it again only when a file of the target,
/// the configuration or the baseline changed.
@main
struct TinctureAuditPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let folder = sourceTarget.directoryURL
        return [try Self.command(tool: context.tool(named: "tincture").url, auditing: folder, fileList: nil,
                                 inputs: Self.files(below: folder) + Self.configurationFiles(from: folder),
                                 work: context.pluginWorkDirectoryURL, name: target.name)]
    }

    /// The build command: audit `folder` (only the files `fileList` names, when given) and
    /// write the stamp.
    static func command(tool: URL, auditing folder: URL, fileList: URL?, inputs: [URL], work: URL, name: String) -> Command {
        let stamp = work.appending(path: "TinctureAudit.swift")
        var arguments = ["audit", folder.path(), "--format", "xcode", "--allow-empty", "--stamp", stamp.path()]
        if let fileList { arguments += ["--file-list", fileList.path()] }
        return .buildCommand(displayName: "Auditing the colors of \(name)", executable: tool, arguments: arguments,
                             inputFiles: inputs, outputFiles: [stamp])
    }

    /// Every file below a folder, hidden ones aside: what the audit may read.
    static func files(below folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                         options: [.skipsHiddenFiles]) else { return [] }
        return walker.compactMap { item in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
            return url
        }
    }

    /// The nearest `.tincture.yml` at or above `folder` (the one the tool reads), and the
    /// baseline it names (`baseline: FILE` at the top level), so that editing either runs the
    /// audit again.
    static func configurationFiles(from folder: URL) -> [URL] {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appending(path: ".tincture.yml")
            if FileManager.default.fileExists(atPath: candidate.path()) {
                return baseline(named: candidate).map { [candidate, $0] } ?? [candidate]
            }
            let parent = current.deletingLastPathComponent()
            if parent.path() == current.path() { return [] }
            current = parent
        }
    }

    /// The file a configuration's top-level `baseline:` line names, relative to its folder.
    static func baseline(named configuration: URL) -> URL? {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("baseline:") {
            var value = line.dropFirst("baseline:".count).trimmingCharacters(in: .whitespaces)
            if let hash = value.range(of: " #") { value = String(value[..<hash.lowerBound]).trimmingCharacters(in: .whitespaces) }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            guard !value.isEmpty else { return nil }
            return value.hasPrefix("/") ? URL(fileURLWithPath: value) : configuration.deletingLastPathComponent().appending(path: value)
        }
        return nil
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project, a target has no folder of its own: the audit reads the project's
/// folder, only the files the target builds (its sources and catalogs, listed for the tool).
extension TinctureAuditPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let project = context.xcodeProject.directoryURL
        // Rewritten only when the target's files change: the list is an input of the audit.
        let list = context.pluginWorkDirectoryURL.appending(path: "TinctureAudit-files.txt")
        let text = files.map { $0.path() }.joined(separator: "\n")
        if (try? String(contentsOf: list, encoding: .utf8)) != text { try text.write(to: list, atomically: true, encoding: .utf8) }
        let catalogs = files.filter { $0.pathExtension == "xcassets" }.flatMap(Self.files(below:))
        return [Self.command(tool: try context.tool(named: "tincture").url, auditing: project, fileList: list,
                             inputs: files + catalogs + [list] + Self.configurationFiles(from: project),
                             work: context.pluginWorkDirectoryURL, name: target.displayName)]
    }
}
#endif
