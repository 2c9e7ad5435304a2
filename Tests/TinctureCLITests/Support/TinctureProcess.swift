import Foundation
import Testing

/// The built `tincture` executable, run as a real process: for tests that kill it part-way or
/// limit what it may write, which an in-process run cannot survive.
enum TinctureProcess {
    /// The executable beside the test bundle (SwiftPM builds it with the tests).
    static func executable() throws -> String {
        var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        let found = folders.map { $0.appendingPathComponent("tincture").path }.first { FileManager.default.isExecutableFile(atPath: $0) }
        return try #require(found, "the tincture executable is not beside the tests in \(folders.map(\.path))")
    }

    /// Starts `tincture ARGUMENTS` through `/bin/sh -c SCRIPT` (`"$0" "$@"` is the command),
    /// its output discarded or collected in `errorOutput`.
    static func start(_ arguments: [String], shell script: String = "exec \"$0\" \"$@\"", errorOutput: Pipe? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, try executable()] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorOutput ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `tincture ARGUMENTS` to the end: its exit status and standard error.
    static func run(_ arguments: [String], shell script: String = "exec \"$0\" \"$@\"") throws -> (status: Int32, error: String) {
        let pipe = Pipe()
        let process = try start(arguments, shell: script, errorOutput: pipe)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs `tincture ARGUMENTS` to the end in `directory` (default: the tests' own), with
    /// `environment` added to the tests' environment (a nil value removes a variable): its exit
    /// status and both output streams. Standard input is empty and standard output is not a
    /// terminal.
    static func capture(_ arguments: [String], in directory: String? = nil, environment: [String: String?] = [:]) throws -> CommandOutput {
        let scratch = try Scratch.directory("process")
        let (out, err) = (scratch + "/stdout", scratch + "/stderr")
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        process.waitUntilExit()
        return CommandOutput(standardOutput: try String(contentsOfFile: out, encoding: .utf8),
                             standardError: try String(contentsOfFile: err, encoding: .utf8),
                             exitCode: process.terminationStatus)
    }
}
