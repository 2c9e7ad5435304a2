import Foundation
import Testing

/// The build-tool plugin, used for real: `Examples/PluginApp` builds with accessors generated
/// from its `tincture.yml` and runs.
@Suite("Build-tool plugin")
struct BuildPluginTests {
    @Test("an app target builds with the plugin's generated accessors and runs", .timeLimit(.minutes(15)))
    func pluginApp() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/PluginApp").path
        let scratch = NSTemporaryDirectory() + "tincture-plugin-app-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let build = try Self.run(["swift", "build", "--package-path", package, "--scratch-path", scratch])
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.contains("Generating color accessors from tincture.yml"))
        let app = try Self.run([scratch + "/debug/PluginApp"])
        #expect(app.status == 0)
        #expect(app.output.trimmingCharacters(in: .whitespacesAndNewlines) == "default sepia")
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
