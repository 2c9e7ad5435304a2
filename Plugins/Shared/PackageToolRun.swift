import Foundation
import PackagePlugin

// Shared by the command plugins (a plugin cannot depend on a library, so each of their folders
// links this file).

/// Runs `tincture SUBCOMMAND FOLDER ARGUMENTS…` once per folder, with this process's output
/// streams, and fails naming the folders whose run failed.
struct PackageToolRun {
    var tool: URL
    var subcommand: String

    /// The package's folder, or each `--target NAME`'s (taken out of `extractor`).
    static func folders(of package: Package, _ extractor: inout ArgumentExtractor) throws -> [URL] {
        let names = extractor.extractOption(named: "target")
        guard !names.isEmpty else { return [package.directoryURL] }
        return try package.targets(named: names).compactMap { ($0 as? SourceModuleTarget)?.directoryURL }
    }

    func run(on folders: [(name: String, arguments: [String])]) throws {
        var failures: [String] = []
        for folder in folders {
            let status = try Self.run(tool, [subcommand] + folder.arguments)
            if status != 0 { failures.append("\(folder.name) (exit \(status))") }
        }
        if !failures.isEmpty { throw Failed(description: "tincture \(subcommand) failed for " + failures.joined(separator: ", ")) }
    }

    /// Runs the tool with this process's output streams, and waits for its exit status.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    struct Failed: Error, CustomStringConvertible {
        var description: String
    }
}
