import ArgumentParser

/// A command that runs against a `Console`, so tests can run it with captured streams.
protocol ConsoleCommand: ParsableCommand {
    func run(console: Console) throws
}

extension ConsoleCommand {
    func run() throws { try run(console: .standard) }
}

/// The options shared by the color utilities.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: "Output format: text (for people) or json (one JSON object per line).")
    var format: OutputFormat = .text
}
