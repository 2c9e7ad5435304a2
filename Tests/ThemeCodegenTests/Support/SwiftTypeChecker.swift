import Foundation
import Testing

/// Type-checks generated Swift on any platform against stub Apple modules.
///
/// The stubs in `Golden/stubs/` are compiled with `swiftc -emit-module` into real modules named
/// `UIKit`, `AppKit`, `SwiftUI` and `WidgetKit` (after SwiftUI, which it extends) in a temporary
/// directory, so `#if canImport(UIKit)` is true
/// when the generated file is checked with `-I` pointing there: every branch is checked as
/// written, with no flag or stub-only code in the generated file. Two platforms are checked
/// separately, as on Apple's SDKs: `iOS` (UIKit + SwiftUI with `Color(uiColor:)`) and `macOS`
/// (AppKit + SwiftUI without it, so the `ShapeStyle` path is taken). The check uses Swift 6
/// mode with warnings as errors.
final class SwiftTypeChecker: Sendable {
    enum Platform: String, CaseIterable, Sendable { case iOS, macOS }

    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-typecheck-\(UUID().uuidString)")
        let stubs = SwiftGolden.goldenDirectory.appendingPathComponent("stubs")
        for platform in Platform.allCases {
            let directory = root.appendingPathComponent(platform.rawValue)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let framework = platform == .iOS ? "UIKit" : "AppKit"
            for module in [framework, "SwiftUI", "WidgetKit"] {
                try Self.swiftc([
                    "-parse-as-library", "-swift-version", "6", "-module-name", module,
                    "-emit-module", "-emit-module-path", directory.appendingPathComponent(module + ".swiftmodule").path,
                    "-I", directory.path, stubs.appendingPathComponent(module + ".swift").path,
                ])
            }
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Type-checks `source` for a platform; throws with the compiler's output on failure.
    func typeCheck(_ source: String, name: String, for platform: Platform) throws {
        let directory = root.appendingPathComponent(platform.rawValue)
        let file = directory.appendingPathComponent(name)
        try Data(source.utf8).write(to: file)
        try Self.swiftc([
            "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            "-I", directory.path, file.path,
        ])
    }

    /// Compiles `source` as an executable for this machine (no stubs, so only the
    /// platform-independent parts are built), runs it and returns its standard output.
    static func run(_ source: String, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        let executable = directory.appendingPathComponent("main")
        try Data(source.utf8).write(to: file)
        try Self.swiftc(["-parse-as-library", "-swift-version", "6", "-Onone", "-o", executable.path, file.path])
        let process = Process()
        process.executableURL = executable
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    struct Failure: Error, CustomStringConvertible {
        var arguments: [String]
        var output: String
        var description: String { "swiftc \(arguments.joined(separator: " ")) failed:\n\(output)" }
    }

    /// Runs `swiftc` — `$SWIFT_EXEC` when set, else the `swiftc` on `PATH` via `/usr/bin/env`.
    static func swiftc(_ arguments: [String]) throws {
        let process = Process()
        if let exec = ProcessInfo.processInfo.environment["SWIFT_EXEC"], !exec.isEmpty {
            process.executableURL = URL(fileURLWithPath: exec)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc"] + arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(arguments: arguments, output: String(decoding: output, as: UTF8.self))
        }
    }
}
