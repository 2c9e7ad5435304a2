import ArgumentParser
import Foundation
import SourceScan
import ThemeAudit
import ThemeCodegen
import ThemeModel

/// The findings a team accepted when it turned the audit on: `--write-baseline FILE` records
/// them, `--baseline FILE` then fails only on findings that are not in it. A finding is known by
/// its rule, theme, colors (token names), appearance, vision, file and the declaration around
/// it in Swift — not by its line, so an edit above it does not make it new. The file is sorted
/// JSON that reads well in a diff.
struct AuditBaseline: Codable, Equatable {
    var generator = GeneratedMarker.text
    var version = 1
    var entries: [Entry]

    struct Entry: Codable, Hashable, Comparable {
        var rule: String
        var theme: String
        var token: String
        var other: String?
        var appearance: String?
        var vision: String?
        var file: String
        /// The Swift declaration the finding lies in (`CardView.body`); nil in theme files.
        var declaration: String?
        /// How many findings share this key.
        var count: Int

        var key: Entry {
            var key = self
            key.count = 0
            return key
        }

        static func < (a: Entry, b: Entry) -> Bool {
            let left = [a.file, a.declaration ?? "", a.rule, a.theme, a.token, a.other ?? "", a.appearance ?? "", a.vision ?? ""]
            let right = [b.file, b.declaration ?? "", b.rule, b.theme, b.token, b.other ?? "", b.appearance ?? "", b.vision ?? ""]
            return left.lexicographicallyPrecedes(right)
        }
    }

    /// Finds the declaration around a place of a Swift file, reading and parsing each file once.
    final class Declarations {
        private var files: [String: EnclosingDeclaration?] = [:]

        func name(_ location: SourceLocation) -> String? {
            guard location.file.hasSuffix(".swift") else { return nil }
            if files[location.file] == nil { files[location.file] = (try? ThemeSource.read(path: location.file)).map(EnclosingDeclaration.init) }
            return files[location.file]??.name(line: location.line, column: location.column)
        }
    }

    /// A finding's key; its file is written relative to `folder` (the baseline's), so that an
    /// audit run from elsewhere — a build plugin auditing one target — matches it.
    static func key(_ finding: Finding, declarations: Declarations, folder: String) -> Entry {
        Entry(rule: finding.rule.id, theme: finding.theme, token: finding.token.string, other: finding.other?.string,
              appearance: finding.appearance?.name, vision: finding.vision?.rawValue, file: relative(finding.location.file, to: folder),
              declaration: declarations.name(finding.location), count: 0)
    }

    /// `file` from `folder` when it lies below it, else as an absolute path.
    static func relative(_ file: String, to folder: String) -> String {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The folder a baseline file's paths are relative to.
    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    }

    /// The baseline of a report's findings, their files relative to `folder`.
    init(_ findings: [Finding], folder: String) {
        let declarations = Declarations()
        var counts: [Entry: Int] = [:]
        for finding in findings { counts[Self.key(finding, declarations: declarations, folder: folder), default: 0] += 1 }
        entries = counts.map { key, count in
            var entry = key
            entry.count = count
            return entry
        }.sorted()
    }

    init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The findings not in the baseline, those in it, and the entries no finding matched any
    /// more (fixed), each with how many of its count are gone. Paths are relative to `folder`;
    /// an entry whose file this audit did not read (`read`, given the absolute path: another
    /// target's) is neither matched nor fixed.
    func split(_ findings: [Finding], folder: String, read: (String) -> Bool = { _ in true })
        -> (new: [Finding], known: [Finding], fixed: [Entry]) {
        let declarations = Declarations()
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += entry.count }
        var new: [Finding] = [], known: [Finding] = []
        for finding in findings {
            let key = Self.key(finding, declarations: declarations, folder: folder)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                known.append(finding)
            } else {
                new.append(finding)
            }
        }
        let fixed = remaining.filter { key, left in
            left > 0 && read(key.file.hasPrefix("/") ? key.file : URL(fileURLWithPath: folder).appendingPathComponent(key.file).path)
        }.map { key, left in
            var entry = key
            entry.count = left
            return entry
        }.sorted()
        return (new, known, fixed)
    }

    /// The baseline without what was fixed.
    func dropping(_ fixed: [Entry]) -> AuditBaseline {
        var counts: [Entry: Int] = [:]
        for entry in entries { counts[entry.key, default: 0] += entry.count }
        for entry in fixed { counts[entry.key, default: 0] -= entry.count }
        return AuditBaseline(entries: counts.filter { $0.value > 0 }.map { key, count in
            var entry = key
            entry.count = count
            return entry
        })
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func read(_ path: String) throws -> AuditBaseline {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode(AuditBaseline.self, from: data)
    }

    /// Writes the baseline atomically; a file there that tincture did not write is left alone.
    static func write(_ baseline: AuditBaseline, to path: String, console: Console) throws {
        let file = GeneratedFile(path: URL(fileURLWithPath: path).lastPathComponent, contents: baseline.json)
        let plans: [OutputWriter.Plan]
        do {
            plans = try OutputWriter().write([file], under: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        } catch {
            console.errorLine("tincture: error: \(error)")
            throw ExitCode(73)
        }
        if plans.contains(where: { $0.action == .refuse }) {
            console.errorLine("tincture: \(path) was not written by tincture; not overwriting it with a baseline")
            throw ExitCode(73)
        }
    }
}
