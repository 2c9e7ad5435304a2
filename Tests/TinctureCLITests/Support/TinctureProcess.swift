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
}
