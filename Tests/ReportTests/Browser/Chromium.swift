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
    static func screenshot(_ url: String, width: Int = 1400, height: Int = 1000, dark: Bool = false) throws -> RGBAImage {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/shot.png"
        _ = try run(["--screenshot=\(file)", "--window-size=\(width),\(height)"] + (dark ? ["--force-dark-mode"] : []) + [url],
                    folder: folder)
        guard let data = FileManager.default.contents(atPath: file) else { throw Failure(description: "Chromium wrote no screenshot of \(url)") }
        return try RGBAImage(png: [UInt8](data))
    }

    /// The DOM of the page at `url` once its script has run, as HTML.
    static func dom(_ url: String, dark: Bool = false) throws -> String {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try run(["--dump-dom"] + (dark ? ["--force-dark-mode"] : []) + [url], folder: folder)
    }

    /// Runs Chromium headless with `arguments`, its own profile (in `folder`), sRGB output and
    /// no GPU; its standard output. Killed after 90 s.
    private static func run(_ arguments: [String], folder: String) throws -> String {
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
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "Chromium did not finish within 90 s: \(arguments.joined(separator: " "))")
        }
        return String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
    }

    static func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "tincture-browser-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
