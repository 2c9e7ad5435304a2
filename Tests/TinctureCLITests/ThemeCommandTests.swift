import Foundation
import Testing
import ThemeAudit
@testable import TinctureCLI

/// `tincture validate`, `resolve`, `tokens` and `init` on the examples and on bad files.
@Suite("Theme commands")
struct ThemeCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    static func example(_ name: String) -> String { examples + "/" + name }

    /// A fresh empty directory for files a test writes.
    static func scratchDirectory() throws -> String {
        try Scratch.directory("theme")
    }

    @Test("validate accepts every example", arguments: ["try-swift.yml", "apple-system.yml", "neumorphism.yml", "neumorphic-controls.yml", "typography.yml", "materials.yml"])
    func validateExamples(name: String) {
        let result = runTincture(["validate", Self.example(name)])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("valid"))
    }

    @Test("validate reports bad data with file:line:column and exits 65")
    func validateBad() throws {
        let directory = try Self.scratchDirectory()
        let file = directory + "/bad.yml"
        try "tokens:\n  text:\n    primary: \"{palette.blak}\"\npalette:\n  black: \"#000\"\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = runTincture(["validate", file])
        #expect(result.exitCode == 65)
        #expect(result.standardError.contains("\(file):3:14: error: text.primary: refers to a color that does not exist: '{palette.blak}' (did you mean '{palette.black}'?)"))
    }

    @Test("validate exits 66 for a missing file")
    func validateMissing() {
        let result = runTincture(["validate", "/nonexistent/theme.yml"])
        #expect(result.exitCode == 66)
        #expect(result.standardError.contains("no such file"))
    }

    @Test("resolve shows all eight appearances, the chain and the fallback")
    func resolveTable() {
        let result = runTincture(["resolve", Self.example("try-swift.yml"), "text.primary"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.lines.count == 9)
        #expect(result.lines[0].hasPrefix("text.primary (text)"))
        #expect(result.lines.contains { $0.contains("dark+increased+elevated") && $0.contains("#ffffff") && $0.contains("via {palette.white}") && $0.contains("(from dark)") })
        #expect(result.lines.contains { $0.contains("light+increased ") && $0.contains("#000000") })
    }

    @Test("resolve in one appearance of a named theme, as JSON")
    func resolveJSON() throws {
        let result = runTincture(["resolve", Self.example("try-swift.yml"), "tint.accent", "--appearance", "dark,increased,elevated",
                                  "--theme", "sunset", "--format", "json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["hex"] as? String == "#e19433")
        #expect(object["theme"] as? String == "sunset")
        #expect(object["appearance"] as? String == "dark+increased+elevated")
        #expect(object["chain"] as? [String] == ["palette.fireBushOrange"])
        #expect(object["condition"] as? String == "dark")
    }

    @Test("resolve flags unconfirmed system values")
    func resolveUnconfirmed() {
        let result = runTincture(["resolve", Self.example("apple-system.yml"), "text.tertiary", "--appearance", "light,increased"])
        #expect(result.lines.last?.contains("unconfirmed system value") == true, "\(result.standardOutput)")
        let confirmed = runTincture(["resolve", Self.example("apple-system.yml"), "text.tertiary", "--appearance", "light"])
        #expect(confirmed.lines.last?.contains("unconfirmed") == false)
    }

    @Test("resolve suggests the nearest token and theme")
    func resolveUnknown() {
        let token = runTincture(["resolve", Self.example("try-swift.yml"), "text.primry"])
        #expect(token.exitCode == 64)
        #expect(token.standardError.contains("did you mean 'text.primary'?"))
        let theme = runTincture(["resolve", Self.example("try-swift.yml"), "text.primary", "--theme", "ocaen"])
        #expect(theme.exitCode == 64)
        #expect(theme.standardError.contains("did you mean 'ocean'?"))
    }

    @Test("tokens lists paths, roles and the appearances given")
    func tokens() {
        let result = runTincture(["tokens", Self.example("try-swift.yml")])
        #expect(result.exitCode == 0)
        #expect(result.lines.count == 9)
        #expect(result.lines.first?.contains("text.primary") == true)
        #expect(result.lines.first?.contains("[light, dark, light+increased]") == true)
    }

    @Test("tokens lines up its columns: path, role and size, the appearances given, the description")
    func tokensColumns() throws {
        let result = runTincture(["tokens", Self.example("try-swift.yml"), "--palette"])
        #expect(result.exitCode == 0)
        let lines = result.lines
        func column(of text: String, in line: String) -> Int? {
            line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        }
        // The role starts after the path and its padding.
        let roles = Set(lines.map { line in
            let afterPath = line.drop { $0 != " " }
            return line.count - afterPath.drop { $0 == " " }.count
        })
        #expect(roles.count == 1, "\(lines)")
        let given = Set(lines.compactMap { column(of: "[", in: $0) })
        #expect(given.count == 1, "\(lines)")
        let descriptions = ["Body text and titles.", "Buttons, links and selection."].compactMap { text in lines.first { $0.contains(text) }.flatMap { column(of: text, in: $0) } }
        #expect(descriptions.count == 2 && Set(descriptions).count == 1, "\(lines)")
        #expect(lines.contains("text.secondary          text        [light, dark]"), "\(lines)")
    }

    @Test("init writes a valid starter theme and refuses to overwrite it")
    func initCommand() throws {
        let directory = try Self.scratchDirectory()
        let file = directory + "/tincture.yml"
        let first = runTincture(["init", file])
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(runTincture(["validate", file]).exitCode == 0)
        try "# mine\n".write(toFile: file, atomically: true, encoding: .utf8)
        let second = runTincture(["init", file])
        #expect(second.exitCode == 73)
        #expect(second.standardError.contains("already exists"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "# mine\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(leftovers == ["tincture.yml"])
    }

    @Test("the starter theme passes its own audit with no error under every policy", arguments: ContrastPolicy.allCases)
    func initPassesAudit(policy: ContrastPolicy) throws {
        let file = try Self.scratchDirectory() + "/tincture.yml"
        #expect(runTincture(["init", file]).exitCode == 0)
        let audit = runTincture(["audit", file, "--policy", policy.rawValue, "--format", "json"])
        #expect(audit.exitCode == 0, "\(audit.standardError)")
        let summary = try #require(try JSONValue.parse(audit.standardOutput)["summary"])
        #expect(summary["errors"]?.int == 0)
        #expect((summary["pairs"]?.int ?? 0) >= 10, "the starter declares text, tint, border and status pairs")
        // Not trivial: light and dark, Increase Contrast, a named theme, separators.
        let theme = try String(contentsOfFile: file, encoding: .utf8)
        for word in ["light+increased:", "dark+increased:", "separator:", "text:", "secondary:", "tint:", "themes:", "generate:"] {
            #expect(theme.contains(word), "\(word)")
        }
    }

    @Test("init prints the commands to run next: audit, fix --write, generate")
    func initNextSteps() throws {
        let file = try Self.scratchDirectory() + "/my theme.yml"
        let output = runTincture(["init", file])
        #expect(output.exitCode == 0, "\(output.standardError)")
        let quoted = "'\(file)'"
        for command in ["tincture audit \(quoted)", "tincture fix \(quoted) --write", "tincture generate \(quoted)"] {
            #expect(output.standardOutput.contains(command), "\(output.standardOutput)")
        }
        #expect(InitCommand.nextSteps(for: "tincture.yml").map(\.command) == ["tincture audit", "tincture fix --write", "tincture generate"])
        // What it suggests works: generate writes the Swift file the starter names.
        let generated = runTincture(["generate", file])
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        #expect(FileManager.default.fileExists(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path + "/Colors.swift"))
    }

    @Test("init into a missing folder, or under a path that is a file, says which")
    func initWhereItCannotWrite() throws {
        let directory = try Self.scratchDirectory()
        try "x".write(toFile: directory + "/notes", atomically: true, encoding: .utf8)
        let cases: [(String, String)] = [
            ("/missing/tincture.yml", "the folder \(directory)/missing does not exist"),
            ("/missing/", "the folder \(directory)/missing does not exist"),
            ("/notes/tincture.yml", "\(directory)/notes is a file, not a folder"),
            ("/notes/deeper/tincture.yml", "\(directory)/notes is a file, not a folder"),
        ]
        for (path, reason) in cases {
            let result = runTincture(["init", directory + path])
            #expect(result.exitCode == 73, "\(path)")
            #expect(result.standardError.hasPrefix("tincture: error: cannot write \(directory + path): "), "\(result.standardError)")
            #expect(result.standardError.contains(reason), "\(path): \(result.standardError)")
        }
    }
}
