import ArgumentParser
import ColorScience
import Foundation
import ThemeCodegen
import ThemeModel

/// `tincture generate [THEME]`
struct GenerateCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write what an app needs from a theme: asset catalogs, Swift, CSS, Android, DTCG, templates.",
        discussion: """
            With no --format, writes every output of the theme file's `generate:` section. Files \
            are written atomically (an asset catalog is swapped in whole) and only when their \
            bytes change; a file without tincture's \
            do-not-edit marker is never overwritten unless --force. --check writes nothing and \
            exits 1 when any output would change (for CI); --dry-run lists what would be written.
            """
    )

    @Argument(help: "The theme file (default: tincture.yml).")
    var theme: String = defaultThemeFile

    @Option(help: "One generator to run instead of the theme's `generate:` section.")
    var format: String?

    @Option(help: "Where --format writes: a file for single-file formats, else a folder.")
    var output: String?

    @Option(name: .customLong("option"), help: "A generator option as key=value (repeatable), e.g. access=public.")
    var options: [String] = []

    @Flag(help: "Exit 1 when any output would change; write nothing.")
    var check = false

    @Flag(name: .customLong("dry-run"), help: "List what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Overwrite files that lack tincture's do-not-edit marker.")
    var force = false

    func validate() throws {
        if format != nil, output == nil { throw ValidationError("--format needs --output") }
        if let format, GeneratorRegistry.generators[format] == nil {
            let hint = Spelling.nearest(to: format, among: GeneratorRegistry.names).map { "did you mean '\($0)'? " } ?? ""
            throw ValidationError("unknown format '\(format)' (\(hint)formats: \(GeneratorRegistry.names.joined(separator: ", ")))")
        }
        for option in options where !option.contains("=") {
            throw ValidationError("option '\(option)' is not key=value")
        }
    }

    @OptionGroup var input: InputOptions

    func run(console: Console) throws {
        let resolved = try console.loadTheme(theme, options: input.reading)
        let base = URL(fileURLWithPath: theme).deletingLastPathComponent().path
        let outputs: [GenerateOutput]
        if let format, let output {
            var parsed: [String: String] = [:]
            for option in options {
                let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
                parsed[parts[0]] = parts[1]
            }
            outputs = [GenerateOutput(format: format, output: output, options: parsed,
                                      location: SourceLocation(file: "<command line>", line: 0, column: 0))]
        } else {
            outputs = resolved.document.outputs
            guard !outputs.isEmpty else {
                console.errorLine("tincture: error: \(theme) has no `generate:` section (add one, or give --format and --output)")
                throw ExitCode(64)
            }
        }
        let writer = OutputWriter(force: force)
        var changes = 0
        var refused = 0
        for target in outputs {
            guard let make = GeneratorRegistry.generators[target.format] else {
                console.errorLine("\(target.location): error: unknown format '\(target.format)' (formats: \(GeneratorRegistry.names.joined(separator: ", ")))")
                throw dataErrorExitCode
            }
            let input = GeneratorInput(theme: resolved, name: target.options["name"] ?? "Colors",
                                       displayP3: ["true", "yes", "1"].contains(target.options["display-p3"] ?? ""))
            var files: [GeneratedFile]
            do {
                files = try make(GeneratorRegistry.Request(
                    input: input, options: target.options, baseDirectory: base,
                    report: { note in console.errorLine("tincture: note: \(target.format): \(note)") },
                    warn: { warning in console.errorLine("tincture: warning: \(target.format): \(warning)") }))
            } catch {
                console.errorLine("tincture: error: \(target.format): \(error)")
                throw dataErrorExitCode
            }
            // One file and an output that is not a folder: the output names the file.
            let outputPath = target.output.hasPrefix("/") || base.isEmpty ? target.output : OutputWriter.join(base, target.output)
            var directory = outputPath
            // Files under one folder of the output's kind (`Colors.xcassets/…` for an output
            // `Brand.xcassets`): the output is that folder, under the output's name.
            let folder = URL(fileURLWithPath: outputPath).lastPathComponent
            let roots = Set(files.map { $0.path.split(separator: "/", maxSplits: 1)[0] })
            if files.count > 1, roots.count == 1, let root = roots.first, files.allSatisfy({ $0.path.contains("/") }),
               URL(fileURLWithPath: String(root)).pathExtension == URL(fileURLWithPath: folder).pathExtension,
               !URL(fileURLWithPath: folder).pathExtension.isEmpty {
                for index in files.indices { files[index].path = folder + files[index].path.dropFirst(root.count) }
                directory = URL(fileURLWithPath: outputPath).deletingLastPathComponent().path
            }
            if files.count == 1, !target.output.hasSuffix("/") {
                files[0].path = URL(fileURLWithPath: outputPath).lastPathComponent
                directory = URL(fileURLWithPath: outputPath).deletingLastPathComponent().path
            }
            let plans: [OutputWriter.Plan]
            if check || dryRun {
                plans = writer.plan(files, under: directory)
            } else {
                do {
                    plans = try writer.write(files, under: directory)
                } catch {
                    console.errorLine("tincture: error: \(error)")
                    throw ExitCode(73)
                }
            }
            for plan in plans where plan.action != .unchanged {
                switch plan.action {
                case .refuse:
                    refused += 1
                    console.errorLine("tincture: \(plan.path) was not written by tincture (no do-not-edit marker); not overwriting it (--force to replace it)")
                default:
                    changes += 1
                    let verb = check || dryRun ? (plan.action == .create ? "would create" : "would update") : (plan.action == .create ? "created" : "updated")
                    console.line("\(verb) \(plan.path)")
                }
            }
            let unchanged = plans.count { $0.action == .unchanged }
            if unchanged > 0 { console.line("\(target.format): \(unchanged) file\(unchanged == 1 ? "" : "s") unchanged") }
        }
        if refused > 0 { throw ExitCode(73) }
        if check, changes > 0 {
            console.errorLine("tincture: \(changes) generated file\(changes == 1 ? "" : "s") out of date; run `tincture generate`")
            throw ExitCode(1)
        }
    }
}
