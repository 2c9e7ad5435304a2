import Foundation
import Testing

/// The plugins, used for real on `Examples/PluginApp` (one build serves them all): the app
/// builds with accessors generated from its `tincture.yml` and runs; its colors are audited on
/// the build, against the baseline its `.tincture.yml` names, with findings as Xcode
/// diagnostics; the command plugins audit and fix it.
@Suite("Plugins")
struct BuildPluginTests {
    @Test("an app target builds with generated accessors and its colors audited; the command plugins audit and fix it", .timeLimit(.minutes(15)))
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

        // The audit ran on the build: the color written in code is a warning on its Swift line,
        // in Xcode's grammar; the caption's contrast failures are in the baseline, so the build
        // passes.
        #expect(build.output.contains("Auditing the colors of PluginApp"), "\(build.output)")
        let diagnostic = #/(?m)^(/.+/Sources/PluginApp/CardView\.swift):16:10: warning: code\.d9541a: .+ \(hard-coded-color\)$/#
        #expect(build.output.firstMatch(of: diagnostic) != nil, "\(build.output)")
        #expect(build.output.contains("tincture: 0 errors, 1 warning, 17 in the baseline"), "\(build.output)")

        // swift package tincture-audit: the same audit; arguments pass through to it.
        let audit = try await Self.run(["swift", "package", "--package-path", package, "--scratch-path", scratch, "tincture-audit"])
        #expect(audit.status == 0, "\(audit.output)")
        #expect(audit.output.contains("0 errors, 1 warning, 17 in the baseline"), "\(audit.output)")
        let strict = try await Self.run(["swift", "package", "--package-path", package, "--scratch-path", scratch, "tincture-audit", "--fail-on", "warning"])
        #expect(strict.status != 0, "\(strict.output)")

        // swift package tincture-fix asks for permission to write; --dry-run shows the fix and
        // writes nothing.
        let catalog = package + "/Sources/PluginApp/Assets.xcassets/Caption.colorset/Contents.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: catalog))
        let refused = try await Self.run(["swift", "package", "--package-path", package, "--scratch-path", scratch, "tincture-fix", "--dry-run"])
        #expect(refused.status != 0)
        #expect(refused.output.contains("--allow-writing-to-package-directory"), "\(refused.output)")
        let fix = try await Self.run(["swift", "package", "--package-path", package, "--scratch-path", scratch,
                                      "--allow-writing-to-package-directory", "tincture-fix", "--dry-run"])
        #expect(fix.status == 0, "\(fix.output)")
        #expect(fix.output.contains("Caption  light  #b0b0b0 → #757575"), "\(fix.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == before)
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
