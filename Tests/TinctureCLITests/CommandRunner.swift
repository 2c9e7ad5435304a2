import ArgumentParser
import Synchronization
import Testing
@testable import TinctureCLI

/// The result of running a `tincture` command in process.
struct CommandOutput {
    var standardOutput: String
    var standardError: String
    var exitCode: Int32

    var lines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
}

/// Runs `tincture ARGUMENTS` with `input` as standard input, capturing both output streams.
func runTincture(_ arguments: [String], input: String = "", terminal: Bool = false, environment: [String: String] = [:]) -> CommandOutput {
    let out = Mutex(""), err = Mutex("")
    let lines = Mutex(input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...])
    if input.isEmpty { lines.withLock { $0 = [] } }
    let console = Console(
        write: { text in out.withLock { $0 += text } },
        writeError: { text in err.withLock { $0 += text } },
        readLine: { lines.withLock { $0.popFirst() } },
        outputIsTerminal: terminal,
        environment: environment
    )
    var code: Int32 = 0
    do {
        let command = try TinctureCommand.parseAsRoot(arguments)
        guard let consoleCommand = command as? any ConsoleCommand else {
            Issue.record("not a console command: \(arguments)")
            return CommandOutput(standardOutput: "", standardError: "", exitCode: -1)
        }
        try consoleCommand.execute(console: console)
    } catch {
        code = TinctureCommand.exitCode(for: error).rawValue
        if code != 65 { err.withLock { $0 += TinctureCommand.fullMessage(for: error) } }
    }
    return CommandOutput(standardOutput: out.withLock { $0 }, standardError: err.withLock { $0 }, exitCode: code)
}
