import ArgumentParser
import Foundation

/// Which configuration a command reads and which of the project's files: `--config`, and a
/// target (`--target`, from the configuration's `targets:`) or a build system's list of a
/// target's files (`--file-list`) to narrow it to.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The configuration file (default: the nearest .tincture.yml at or above the path).")
    var config: String?

    @Option(help: "Read only this target's sources and catalogs (a name under the configuration's `targets:`), so its code names the colors of its own catalogs.")
    var target: String?

    @Option(name: .customLong("file-list"), help: "Read only the files FILE lists, one path per line (a build system's inputs of one target; a listed folder stands for everything in it).")
    var fileList: String?

    /// The configuration for a command reading `path`, narrowed to the target or file list
    /// asked for. A configuration, target or list that does not read is reported, exiting 64
    /// (66 for a missing list).
    func load(near path: String?, console: Console) throws -> ProjectConfiguration {
        var project = try ProjectConfiguration.load(explicit: config, near: path, console: console)
        if let target {
            do {
                project = try project.selecting(target: target)
            } catch {
                console.errorLine(error.description)
                throw ExitCode(64)
            }
        }
        if let fileList {
            guard let data = FileManager.default.contents(atPath: fileList) else {
                console.errorLine("tincture: error: \(fileList): no such file list (give a file naming one path per line)")
                throw missingFileExitCode
            }
            project = project.reading(only: String(decoding: data, as: UTF8.self), from: fileList)
        }
        return project
    }
}
