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
        root = Self.newRoot()
        for arguments in try Self.stubModules(under: root) { try Self.swiftc(arguments) }
    }

    /// The same, waiting for the compiler without holding a thread of the test runner's
    /// cooperative pool (two threads on a two-core machine), so that tests awaiting the main
    /// actor meanwhile are not starved.
    init() async throws {
        root = Self.newRoot()
        for arguments in try Self.stubModules(under: root) { try await Self.swiftc(arguments) }
    }

    private static func newRoot() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tincture-typecheck-\(UUID().uuidString)")
    }

    /// The folders for each platform, made, and the compiler arguments that build its stubs.
    private static func stubModules(under root: URL) throws -> [[String]] {
        let stubs = SwiftGolden.goldenDirectory.appendingPathComponent("stubs")
        var commands: [[String]] = []
        for platform in Platform.allCases {
            let directory = root.appendingPathComponent(platform.rawValue)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let framework = platform == .iOS ? "UIKit" : "AppKit"
            for module in [framework, "SwiftUI", "WidgetKit"] {
                commands.append([
                    "-parse-as-library", "-swift-version", "6", "-module-name", module,
                    "-emit-module", "-emit-module-path", directory.appendingPathComponent(module + ".swiftmodule").path,
                    "-I", directory.path, stubs.appendingPathComponent(module + ".swift").path,
                ])
            }
        }
        return commands
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

    /// Type-checks without holding a thread while the compiler runs.
    func typeCheck(_ source: String, name: String, for platform: Platform) async throws {
        let directory = root.appendingPathComponent(platform.rawValue)
        let file = directory.appendingPathComponent(name)
        try Data(source.utf8).write(to: file)
        try await Self.swiftc([
            "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            "-I", directory.path, file.path,
        ])
    }

    /// Compiles and runs `source` as `run(_:name:)` does, without holding a thread meanwhile.
    static func run(_ source: String, name: String) async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        let executable = directory.appendingPathComponent("main")
        try Data(source.utf8).write(to: file)
        try await Self.swiftc(["-parse-as-library", "-swift-version", "6", "-Onone", "-o", executable.path, file.path])
        let (status, output) = try await Self.launch(executable, arguments: [])
        guard status == 0 else { throw Failure(arguments: [executable.path], output: output) }
        return output
    }

    /// Runs `swiftc` as `swiftc(_:)` does, awaiting its exit instead of blocking on it.
    static func swiftc(_ arguments: [String]) async throws {
        let exec = ProcessInfo.processInfo.environment["SWIFT_EXEC"].flatMap { $0.isEmpty ? nil : $0 }
        let (status, output) = try await launch(URL(fileURLWithPath: exec ?? "/usr/bin/env"), arguments: exec == nil ? ["swiftc"] + arguments : arguments)
        guard status == 0 else { throw Failure(arguments: arguments, output: output) }
    }

    /// Runs a program with its output (both streams) going to a file, and resumes when it exits.
    private static func launch(_ executable: URL, arguments: [String]) async throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-process-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = executable
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
