import ArgumentParser

/// A command that runs against a `Console`, so tests can run it with captured streams.
protocol ConsoleCommand: ParsableCommand {
    func run(console: Console) throws
}

extension ConsoleCommand {
    func run() throws { try execute(console: .standard) }

    /// Runs the command; a `ValidationError` thrown while running (a bad option value found
    /// only then) is reported with this command's usage, as one found while parsing is, rather
    /// than the top-level `tincture <subcommand>` usage, and exits 64.
    func execute(console: Console) throws {
        do {
            try run(console: console)
        } catch let error as ValidationError {
            let name = Self.configuration.commandName ?? String(describing: Self.self)
            console.errorLine("Error: \(error.message)\nUsage: \(TinctureCommand.usageString(for: Self.self))\n"
                + "  See 'tincture \(name) --help' for more information.")
            throw ExitCode.validationFailure
        }
    }
}

/// The options shared by the color utilities.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: "Output format: text (for people) or json (one JSON object per line).")
    var format: OutputFormat = .text
}
