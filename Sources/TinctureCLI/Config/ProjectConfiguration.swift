import ArgumentParser
import ColorScience
import Foundation
import ThemeAudit
import ThemeModel
import Yams

/// A project's `.tincture.yml`: what to read, how strictly to judge it, and which rules to turn
/// off or re-rank. Found by walking up from the audited path; `--config PATH` names one. Every
/// value keeps where it was set, for `tincture config`.
struct ProjectConfiguration: Sendable {
    /// Where a value came from: the file's line and column, or nil for Tincture's default.
    typealias Origin = SourceLocation?

    /// The file read (nil: none was found, every value is the default).
    var file: String?
    /// Globs of paths (relative to the configuration's folder) to read; empty: everything.
    var included: [String] = []
    /// Globs of paths to leave out (vendored code, previews, generated files).
    var excluded: [String] = []
    var policy: ContrastPolicy?
    var failOn: FailLevel?
    /// Rules turned off.
    var disabledRules: Set<String> = []
    /// Rules given another severity.
    var severities: [String: Severity] = [:]
    var appearances: [Appearance]?
    var visions: [ColorVisionDeficiency]?
    var system: SystemPalette.Era?
    /// Findings silenced by color or pair name, for files without comments (catalogs).
    var ignore: [IgnoreEntry] = []
    /// The baseline an audit fails against when `--baseline` names none (relative to the
    /// configuration's folder).
    var baseline: String?
    /// The app's targets, each with the globs of the sources and catalogs that belong to it, in
    /// the file's order: a target's code names the colors of its own catalogs.
    var targets: [Target] = []
    /// The target whose paths alone are read (`--target`), when one is chosen.
    var selectedTarget: Target?
    /// The only files read (`--file-list`: a build system's list of a target's inputs),
    /// standardized; a listed folder (a catalog) stands for everything in it.
    var listedFiles: Set<String>?
    /// Where each key was set.
    var origins: [String: SourceLocation] = [:]

    struct Target: Sendable, Equatable {
        var name: String
        /// Globs, relative to the configuration's folder, of the target's files and folders.
        var paths: [String]
    }

    static let fileName = ".tincture.yml"
    static let keys = ["included", "excluded", "policy", "fail-on", "rules", "appearances", "visions", "system", "ignore", "baseline", "targets"]

    /// The configuration's folder: paths in `included` and `excluded` are relative to it.
    var folder: String? { file.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } }

    /// The nearest `.tincture.yml` at or above `path` (a file's folder, or the folder itself).
    static func find(from path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            folder = folder.deletingLastPathComponent()
        }
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Whether a path (absolute or relative to the current folder) is read under `included`
    /// and `excluded`: inside an included path (when any) and inside no excluded one. A glob
    /// matches a path or any folder above it (`Vendor` leaves out all of `Vendor/`).
    /// A chosen target (`selectedTarget`) and a file list (`listedFiles`) narrow it further.
    func reads(_ path: String) -> Bool {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if let listedFiles, !Self.prefixes(ofAbsolute: absolute).contains(where: listedFiles.contains) { return false }
        let scope = selectedTarget?.paths ?? []
        guard !included.isEmpty || !excluded.isEmpty || !scope.isEmpty, let folder else { return true }
        guard absolute.hasPrefix(folder + "/") else { return included.isEmpty && scope.isEmpty }
        let relative = String(absolute.dropFirst(folder.count + 1))
        let prefixes = Self.prefixes(of: relative)
        let matches = { (pattern: String) in
            let pattern = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
            let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
            return prefixes.contains { GlobPattern.matches(trimmed, $0) }
        }
        if !included.isEmpty, !included.contains(where: matches) { return false }
        if !scope.isEmpty, !scope.contains(where: matches) { return false }
        return !excluded.contains(where: matches)
    }

    /// `/a/b/c` → `/a`, `/a/b`, `/a/b/c`.
    static func prefixes(ofAbsolute path: String) -> [String] {
        prefixes(of: path).map { "/" + $0 }
    }

    /// The baseline file the configuration names, as a path from the current folder.
    var baselinePath: String? {
        guard let baseline else { return nil }
        guard !baseline.hasPrefix("/"), let folder else { return baseline }
        return (folder as NSString).appendingPathComponent(baseline)
    }

    /// This configuration reading only `name`'s files; an unknown name is an error naming the
    /// targets there are.
    func selecting(target name: String) throws(ConfigurationError) -> ProjectConfiguration {
        guard let target = targets.first(where: { $0.name == name }) else {
            let location = origins["targets"] ?? SourceLocation(file: file ?? Self.fileName, line: 1, column: 1)
            let known = targets.isEmpty
                ? (file == nil ? "no .tincture.yml was found" : "it declares no `targets:`")
                : "its targets: " + targets.map(\.name).joined(separator: ", ")
            let hint = Spelling.nearest(to: name, among: targets.map(\.name)).map { "did you mean '\($0)'? " } ?? ""
            throw ConfigurationError(location: location, message: "no target '\(name)' in the configuration (\(hint)\(known))")
        }
        var narrowed = self
        narrowed.selectedTarget = target
        return narrowed
    }

    /// This configuration reading only the files a list names, one path per line (relative
    /// paths from the list's folder); blank lines are skipped.
    func reading(only list: String, from listFile: String) -> ProjectConfiguration {
        let base = URL(fileURLWithPath: listFile).deletingLastPathComponent()
        var narrowed = self
        narrowed.listedFiles = Set(list.split(whereSeparator: \.isNewline).compactMap { line in
            let path = line.trimmingCharacters(in: .whitespaces)
            guard !path.isEmpty else { return nil }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
            return url.standardizedFileURL.path
        })
        return narrowed
    }

    /// `a/b/c.swift` → `a`, `a/b`, `a/b/c.swift`.
    static func prefixes(of relative: String) -> [String] {
        let parts = relative.split(separator: "/")
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }

    /// The audit configuration this gives, over command-line values that win.
    func audit(policy commandLine: ContrastPolicy?) -> AuditConfiguration {
        var configuration = AuditConfiguration(policy: commandLine ?? policy ?? .wcagAA)
        if let visions { configuration.visions = visions }
        configuration.disabledRules = disabledRules
        configuration.severities = severities
        configuration.appearances = appearances.map(Set.init)
        return configuration
    }
}

/// A problem in a configuration file, at its place, with the values allowed.
struct ConfigurationError: Error, CustomStringConvertible {
    var location: SourceLocation
    var message: String

    var description: String { "\(location): error: \(message)" }
}

extension ProjectConfiguration {
    /// The configuration for a command: the file `--config` names, else the nearest
    /// `.tincture.yml` at or above `path` (the current folder when nil), else the defaults. A
    /// file that does not read is reported and exits 64.
    static func load(explicit: String?, near path: String?, console: Console) throws -> ProjectConfiguration {
        guard let file = explicit ?? find(from: path ?? FileManager.default.currentDirectoryPath) else { return ProjectConfiguration() }
        if explicit != nil, !FileManager.default.fileExists(atPath: file) {
            console.errorLine("tincture: error: \(file): no such configuration file")
            throw ExitCode(64)
        }
        do {
            return try read(file)
        } catch {
            console.errorLine(error.description)
            throw ExitCode(64)
        }
    }
}
