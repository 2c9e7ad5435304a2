import Foundation
import PNGImage

/// Headless Chromium, run as a program: a page's screenshot, or its DOM after its script ran.
/// Found as `$TINCTURE_CHROMIUM`, else `chromium`, `chromium-browser` or `google-chrome` on
/// the path (`.ci/run` installs Debian's `chromium` where it is missing).
enum Chromium {
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["TINCTURE_CHROMIUM"], FileManager.default.isExecutableFile(atPath: given) { return given }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) { return folder + "/" + name }
        }
        return nil
    }()

    static let missing = "no Chromium found: install Debian's chromium package (or set TINCTURE_CHROMIUM) to run the browser tests"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The page at `url` as `width`×`height` CSS pixels at 1×, in sRGB, light or dark.
    static func screenshot(_ url: String, width: Int = 1400, height: Int = 1000, dark: Bool = false) async throws -> RGBAImage {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/shot.png"
        _ = try await run(["--screenshot=\(file)", "--window-size=\(width),\(height)"] + (dark ? ["--force-dark-mode"] : []) + [url],
                          folder: folder)
        guard let data = FileManager.default.contents(atPath: file) else { throw Failure(description: "Chromium wrote no screenshot of \(url)") }
        return try RGBAImage(png: [UInt8](data))
    }

    /// The DOM of the page at `url` once its script has run, as HTML.
    static func dom(_ url: String, dark: Bool = false) async throws -> String {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try await run(["--dump-dom"] + (dark ? ["--force-dark-mode"] : []) + [url], folder: folder)
    }

    /// A page held open in Chromium (virtual time paused while the page's requests are
    /// pending, so a page following a live event stream stays until that stream ends or the
    /// page has moved on); its DOM once Chromium exits.
    final class OpenPage: @unchecked Sendable {
        // @unchecked Sendable: the process and paths are set once in `init`; Process is used
        // from the test's task only.
        let process: Process
        let folder: String
        let output: String

        init(_ url: String, budget: Int = 3000) throws {
            guard let path = Chromium.path else { throw Failure(description: Chromium.missing) }
            folder = try Chromium.temporaryFolder()
            output = folder + "/stdout"
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(folder)/profile",
                                 "--dump-dom", "--virtual-time-budget=\(budget)", url]
            process.standardOutput = FileHandle(forWritingAtPath: output)
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        /// Waits up to `seconds` for Chromium to finish; its DOM, or nil when it has not.
        func dom(within seconds: Double) async -> String? {
            guard await Chromium.exit(of: process, within: seconds) else { return nil }
            return String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
        }

        func close() {
            if process.isRunning { process.terminate() }
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// Runs Chromium headless with `arguments`, its own profile (in `folder`), sRGB output and
    /// no GPU; its standard output. Killed after 90 s.
    private static func run(_ arguments: [String], folder: String) async throws -> String {
        guard let path else { throw Failure(description: missing) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--force-color-profile=srgb", "--hide-scrollbars",
                             "--force-device-scale-factor=1", "--no-first-run", "--user-data-dir=\(folder)/profile"] + arguments
        // Standard output to a file: a pipe would fill and stall a large DOM.
        let outputPath = folder + "/stdout"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        guard let output = FileHandle(forWritingAtPath: outputPath) else { throw Failure(description: "cannot write \(outputPath)") }
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        if await !exit(of: process, within: 90) {
            process.terminate()
            throw Failure(description: "Chromium did not finish within 90 s: \(arguments.joined(separator: " "))")
        }
        return String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
    }

    /// Waits for a process to end, sleeping between looks so that no thread of the test run is
    /// held (a blocked thread could starve the server the browser is talking to); false when it
    /// is still running after `seconds`.
    static func exit(of process: Process, within seconds: Double) async -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while process.isRunning {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "tincture-browser-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
