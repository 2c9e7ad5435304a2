import Foundation
import Testing

/// The build-tool plugin, used for real: `Examples/PluginApp` builds with accessors generated
/// from its `tincture.yml` and runs.
@Suite("Build-tool plugin")
struct BuildPluginTests {
    @Test("an app target builds with the plugin's generated accessors and runs", .timeLimit(.minutes(15)))
    func pluginApp() async throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/PluginApp").path
        let scratch = NSTemporaryDirectory() + "tincture-plugin-app-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let build = try await Self.run(["swift", "build", "--package-path", package, "--scratch-path", scratch])
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.contains("Generating color accessors from tincture.yml"))
        let app = try await Self.run([scratch + "/debug/PluginApp"])
        #expect(app.status == 0)
        #expect(app.output.trimmingCharacters(in: .whitespacesAndNewlines) == "default sepia")
    }

    /// Runs a program with both output streams going to a file, and resumes when it exits:
    /// the build takes minutes, and a test waiting on it must not hold one of the few threads
    /// the other tests run on (the main actor's tests among them).
    static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-plugin-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try? handle.close()
        return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
