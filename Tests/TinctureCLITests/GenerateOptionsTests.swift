import Foundation
import Testing
@testable import TinctureCLI

/// `generate --option`: unknown keys and bad values refused with what the format takes (exit
/// 64 on the command line, 65 at their place in a `generate:` section), `p3` for `display-p3`,
/// `--theme`, each format's options in `--help`; and where relative paths lead.
@Suite("Generate options and paths")
struct GenerateOptionsTests {
    static let trySwift = AuditSchemas.example("try-swift.yml")

    struct Refused: Sendable, CustomTestStringConvertible {
        var format: String
        var options: [String]
        var says: [String]
        var testDescription: String { "\(format) \(options.joined(separator: " "))" }
    }

    static let refused: [Refused] = [
        Refused(format: "swift", options: ["system-references=ture"], says: ["'system-references'", "'true' or 'false'", "'ture'", "did you mean 'true'?"]),
        Refused(format: "swift", options: ["acess=internal"], says: ["unknown option 'acess' for swift", "did you mean 'access'?", "access=public|internal", "system-references=true|false"]),
        Refused(format: "swift", options: ["access=private"], says: ["'public' or 'internal'", "'private'"]),
        Refused(format: "swift", options: ["theme-type=2Theme"], says: ["Swift type name"]),
        Refused(format: "css", options: ["theme=ocean"], says: ["unknown option 'theme' for css", "name=NAME"]),
        Refused(format: "xcassets", options: ["display-p3=maybe"], says: ["'true' or 'false'", "'maybe'"]),
        Refused(format: "xcassets", options: ["components=hex"], says: ["'as-written' or 'float'", "'hex'"]),
        Refused(format: "android", options: ["name=Brand"], says: ["android takes no options"]),
        Refused(format: "swift", options: ["access"], says: ["not key=value"]),
        Refused(format: "swift", options: ["access=public", "access=internal"], says: ["given twice"]),
        Refused(format: "template", options: [], says: ["template=PATH"]),
    ]

    @Test("an unknown option or a bad value exits 64, says what the format takes, and writes nothing", arguments: refused)
    func refusedOptions(_ refused: Refused) throws {
        let root = try Scratch.directory("options")
        let output = runTincture(["generate", Self.trySwift, "--format", refused.format, "--output", root + "/out"]
            + refused.options.flatMap { ["--option", $0] })
        #expect(output.exitCode == 64)
        for text in refused.says { #expect(output.standardError.contains(text), "\(output.standardError)") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    @Test("--option without --format is refused rather than ignored")
    func optionWithoutFormat() {
        let output = runTincture(["generate", Self.trySwift, "--option", "access=internal"])
        #expect(output.exitCode == 64)
        #expect(output.standardError.contains("--format"))
    }

    @Test("a generate: entry with an unknown option or a bad value is refused at its place, exit 65")
    func refusedInThemeFile() throws {
        let root = try Scratch.directory("options")
        let theme = root + "/tincture.yml"
        let example = try String(contentsOfFile: Self.trySwift, encoding: .utf8)
        for (options, says) in [("{ system-references: ture }", "'true' or 'false'"), ("{ acess: internal }", "did you mean 'access'?")] {
            try (example + "\ngenerate:\n  - format: swift\n    output: Colors.swift\n    options: \(options)\n").write(toFile: theme, atomically: true, encoding: .utf8)
            let output = runTincture(["generate", theme])
            #expect(output.exitCode == 65)
            #expect(output.standardError.contains("tincture.yml:"), "\(output.standardError)")
            #expect(output.standardError.contains(says), "\(output.standardError)")
            #expect(!FileManager.default.fileExists(atPath: root + "/Colors.swift"))
        }
    }

    @Test("p3 is display-p3, in any case, and yes/no/1/0 are booleans too")
    func p3Alias() throws {
        let root = try Scratch.directory("options")
        func generate(_ name: String, _ option: String) throws -> String {
            let output = runTincture(["generate", Self.trySwift, "--format", "swift", "--output", root + "/" + name, "--option", option])
            #expect(output.exitCode == 0, "\(output.standardError)")
            return try String(contentsOfFile: root + "/" + name, encoding: .utf8)
        }
        let long = try generate("Long.swift", "display-p3=true")
        #expect(long.contains("displayP3Red:"))
        #expect(try generate("Short.swift", "p3=true") == long)
        #expect(try generate("Yes.swift", "p3=YES") == long)
        #expect(try generate("No.swift", "display-p3=0") == generate("False.swift", "display-p3=false"))
    }

    @Test("palette-type names the Swift palette; a colors enum named like the palette needs another name for it")
    func paletteType() throws {
        let root = try Scratch.directory("options")
        let named = runTincture(["generate", Self.trySwift, "--format", "swift", "--output", root + "/Swatches.swift", "--option", "palette-type=Swatches"])
        #expect(named.exitCode == 0, "\(named.standardError)")
        let contents = try String(contentsOfFile: root + "/Swatches.swift", encoding: .utf8)
        #expect(contents.contains("    public enum Swatches {}"))
        #expect(contents.contains("public extension Colors.Swatches {"))
        let clash = runTincture(["generate", Self.trySwift, "--format", "swift", "--output", root + "/Palette.swift", "--option", "name=Palette"])
        #expect(clash.exitCode == 65)
        #expect(clash.standardError.contains("palette-type"), "\(clash.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Palette.swift"))
    }

    @Test("--theme picks the catalog's named theme, as --option theme= does; an unknown one is refused")
    func themeOption() throws {
        let root = try Scratch.directory("options")
        let byOption = runTincture(["generate", Self.trySwift, "--format", "xcassets", "--output", root + "/A.xcassets", "--option", "theme=ocean"])
        let byTheme = runTincture(["generate", Self.trySwift, "--format", "xcassets", "--output", root + "/B.xcassets", "--theme", "ocean"])
        #expect(byOption.exitCode == 0, "\(byOption.standardError)")
        #expect(byTheme.exitCode == 0, "\(byTheme.standardError)")
        let accent = "/tint/accent.colorset/Contents.json"
        let a = try String(contentsOfFile: root + "/A.xcassets" + accent, encoding: .utf8)
        #expect(a == (try String(contentsOfFile: root + "/B.xcassets" + accent, encoding: .utf8)))
        #expect(a.contains("\"green\" : \"0x75\""), "ocean's light accent is #00759f, hex as written: \(a)")
        let floats = runTincture(["generate", Self.trySwift, "--format", "xcassets", "--output", root + "/F.xcassets", "--theme", "ocean",
                                  "--option", "components=float"])
        #expect(floats.exitCode == 0, "\(floats.standardError)")
        #expect(try String(contentsOfFile: root + "/F.xcassets" + accent, encoding: .utf8).contains("\"green\" : \"0.459\""))
        let unknown = runTincture(["generate", Self.trySwift, "--format", "xcassets", "--output", root + "/C.xcassets", "--theme", "ocaen"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("did you mean 'ocean'?"))
        #expect(runTincture(["generate", Self.trySwift, "--format", "swift", "--output", root + "/D.swift", "--theme", "ocean"]).exitCode == 64)
    }

    @Test("generate --help lists every format with each of its options")
    func help() {
        let help = GenerateCommand.helpMessage(columns: 80)
        for name in GeneratorRegistry.names {
            #expect(help.contains("  \(name): "), "\(name)")
            for option in GeneratorRegistry.generators[name]!.options {
                #expect(help.contains(option.syntax + ": "), "\(name): \(option.key)")
            }
        }
        #expect(help.contains("access=public|internal"))
        #expect(help.contains("system-references=true|false"))
    }

    // MARK: Where relative paths lead

    @Test("--output is relative to the current directory; a generate: section's outputs to the theme file")
    func relativeOutput() throws {
        let root = try Scratch.directory("paths")
        try FileManager.default.createDirectory(atPath: root + "/bb/f", withIntermediateDirectories: true)
        let example = try String(contentsOfFile: Self.trySwift, encoding: .utf8)
        try (example + "\ngenerate:\n  - format: css\n    output: web/colors.css\n").write(toFile: root + "/bb/f/theme.yml", atomically: true, encoding: .utf8)

        let one = try TinctureProcess.capture(["generate", "bb/f/theme.yml", "--format", "swift", "--output", "bb/x.swift"], in: root)
        #expect(one.exitCode == 0, "\(one.standardError)")
        #expect(FileManager.default.fileExists(atPath: root + "/bb/x.swift"))
        #expect(!FileManager.default.fileExists(atPath: root + "/bb/f/bb/x.swift"))

        let folder = try TinctureProcess.capture(["generate", "bb/f/theme.yml", "--format", "xcassets", "--output", "bb/Colors.xcassets"], in: root)
        #expect(folder.exitCode == 0, "\(folder.standardError)")
        #expect(FileManager.default.fileExists(atPath: root + "/bb/Colors.xcassets/Contents.json"))

        let section = try TinctureProcess.capture(["generate", "bb/f/theme.yml"], in: root)
        #expect(section.exitCode == 0, "\(section.standardError)")
        #expect(FileManager.default.fileExists(atPath: root + "/bb/f/web/colors.css"))
        #expect(!FileManager.default.fileExists(atPath: root + "/web/colors.css"))
    }

    @Test("a template given on the command line is relative to the current directory")
    func relativeTemplate() throws {
        let root = try Scratch.directory("paths")
        try FileManager.default.createDirectory(atPath: root + "/themes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/templates", withIntermediateDirectories: true)
        try String(contentsOfFile: Self.trySwift, encoding: .utf8).write(toFile: root + "/themes/theme.yml", atomically: true, encoding: .utf8)
        try "// {{ marker }}\n{% for token in tokens %}{{ token.path }}\n{% endfor %}".write(toFile: root + "/templates/list.txt.stencil", atomically: true, encoding: .utf8)
        let output = try TinctureProcess.capture(["generate", "themes/theme.yml", "--format", "template", "--output", "out/",
                                                  "--option", "template=templates/list.txt.stencil"], in: root)
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(FileManager.default.fileExists(atPath: root + "/out/list.txt"))
    }
}
