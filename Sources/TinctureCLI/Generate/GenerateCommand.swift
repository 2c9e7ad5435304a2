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
            With no --format, writes every output of the theme file's `generate:` section; its \
            output paths (and template paths) are relative to the theme file. With --format, \
            writes one output to --output; it and --option template=PATH are relative to the \
            current directory. Files are written \
            atomically (an asset catalog is swapped in whole) and only when their bytes change; \
            a file without tincture's do-not-edit marker is never overwritten unless --force. \
            --check writes nothing and exits 1 when any output would change (for CI); --dry-run \
            lists what would be written. An unknown option or a value an option does not take \
            is refused (exit 64; 65 in a theme file).

            Formats and their options (--option key=value, or options: in generate:):
            \(GeneratorRegistry.optionsHelp)
            """
    )

    @Argument(help: "The theme file (default: tincture.yml).")
    var theme: String = defaultThemeFile

    @Option(help: "One generator to run instead of the theme's `generate:` section.")
    var format: String?

    @Option(help: "Where --format writes, relative to the current directory: a file for single-file formats, else a folder.")
    var output: String?

    @Option(name: .customLong("option"), help: "A generator option as key=value (repeatable), e.g. access=public; each format's are listed below.")
    var options: [String] = []

    @Option(name: .customLong("theme"), help: "The named theme of an output that holds one (xcassets; default: the file's own).")
    var namedTheme: String?

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
        if format == nil, !options.isEmpty || namedTheme != nil {
            throw ValidationError("\(options.isEmpty ? "--theme" : "--option") goes with --format and --output (the `generate:` section's outputs take theirs from its options:)")
        }
        _ = try commandLineOptions()
    }

    /// `--option key=value`s and `--theme`, checked against what `--format` takes: under the
    /// options' own keys, booleans as `true` or `false`. Empty without `--format`.
    func commandLineOptions() throws -> [String: String] {
        guard let format, let entry = GeneratorRegistry.generators[format] else { return [:] }
        var given: [String: String] = [:]
        for option in options {
            guard let equals = option.firstIndex(of: "=") else {
                throw ValidationError("option '\(option)' is not key=value (\(format) takes: \(Self.takes(entry)))")
            }
            let (key, value) = (String(option[..<equals]), String(option[option.index(after: equals)...]))
            if let earlier = given[key], earlier != value { throw ValidationError("option '\(key)' is given twice, as '\(earlier)' and '\(value)'") }
            given[key] = value
        }
        var read: [String: String]
        switch GeneratorOption.read(given, accepted: entry.options, format: format) {
        case .success(let options): read = options
        case .failure(let refusal): throw ValidationError(refusal.description)
        }
        if let namedTheme {
            guard entry.options.contains(where: { $0.key == "theme" }) else {
                let holding = GeneratorRegistry.names.filter { GeneratorRegistry.generators[$0]!.options.contains { $0.key == "theme" } }
                throw ValidationError("--theme picks the named theme of an output that holds one (\(holding.joined(separator: ", "))); \(format) holds every theme")
            }
            if let option = read["theme"], option != namedTheme {
                throw ValidationError("--theme '\(namedTheme)' and --option theme=\(option) name different themes")
            }
            read["theme"] = namedTheme
        }
        if format == StencilTemplateGenerator.name, read["template"] == nil {
            throw ValidationError("--format template needs --option template=PATH: the Stencil template")
        }
        return read
    }

    private static func takes(_ entry: GeneratorRegistry.Entry) -> String {
        entry.options.isEmpty ? "no options" : entry.options.map(\.syntax).joined(separator: ", ")
    }

    @OptionGroup var input: InputOptions

    func run(console: Console) throws {
        let resolved = try console.loadTheme(theme, options: input.reading)
        // Paths in the theme file's `generate:` section are relative to the theme file; those on
        // the command line (--output, --option template=…) to the current directory.
        let themeFolder = URL(fileURLWithPath: theme).deletingLastPathComponent().path
        let fromCommandLine = format != nil
        let base = fromCommandLine ? "" : themeFolder
        let outputs: [GenerateOutput]
        if let format, let output {
            let options = try commandLineOptions()
            if let name = options["theme"] { try requireTheme(name, in: resolved, console: console) }
            outputs = [GenerateOutput(format: format, output: output, options: options,
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
        for var target in outputs {
            guard let entry = GeneratorRegistry.generators[target.format] else {
                console.errorLine("\(target.location): error: unknown format '\(target.format)' (formats: \(GeneratorRegistry.names.joined(separator: ", ")))")
                throw dataErrorExitCode
            }
            if !fromCommandLine {
                switch GeneratorOption.read(target.options, accepted: entry.options, format: target.format) {
                case .success(let options): target.options = options
                case .failure(let refusal):
                    console.errorLine("\(target.location): error: \(refusal)")
                    throw dataErrorExitCode
                }
                if let name = target.options["theme"], !resolved.themeNames.contains(name) {
                    let hint = Spelling.nearest(to: name, among: resolved.themeNames).map { "did you mean '\($0)'? " } ?? ""
                    console.errorLine("\(target.location): error: no theme named '\(name)' (\(hint)themes: \(resolved.themeNames.joined(separator: ", ")))")
                    throw dataErrorExitCode
                }
            }
            let input = GeneratorInput(theme: resolved, name: target.options["name"] ?? "Colors",
                                       displayP3: target.options["display-p3"] == "true")
            var files: [GeneratedFile]
            do {
                files = try entry.make(GeneratorRegistry.Request(
                    input: input, options: target.options, baseDirectory: base,
                    report: { [format = target.format] note in console.errorLine("tincture: note: \(format): \(note)") },
                    warn: { [format = target.format] warning in console.errorLine("tincture: warning: \(format): \(warning)") }))
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
