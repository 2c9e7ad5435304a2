import ArgumentParser
import Dispatch
import Foundation
import Preview
import Report
import ThemeAudit
import ThemeModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tincture preview [PATH] [--port N]`
struct PreviewCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show the report as a live page that follows the theme file.",
        discussion: """
            Serves the page tincture report writes, on this machine only (127.0.0.1 and ::1), \
            and makes it anew whenever the theme file, catalog, token files or app folder \
            changes: an open page reloads within a second, keeping its theme, appearance, color \
            vision and widget tint (they are in its address, so a link shows the same view). \
            When the file stops reading, the page shows the errors with their file, line and \
            column over the last page that read, and recovers when the file is fixed. --port 0 \
            picks a free port; the address is printed. Ctrl-C stops it. Exit status: 0 when \
            stopped, 66 for a missing theme, 69 when the port cannot be opened.
            """
    )

    @Argument(help: "The theme file, catalog, token file or app folder (default: tincture.yml).")
    var theme: String?

    @Flag(help: "Preview the built-in example (the Try! Swift palette) instead of a theme file.")
    var example = false

    @OptionGroup var input: InputOptions

    @Option(help: "The port on 127.0.0.1 and ::1; 0 picks a free one.")
    var port: UInt16 = 8420

    @Option(help: "Contrast thresholds: wcag-aa, wcag-aaa or apple (default: the configuration's, else wcag-aa).")
    var policy: ContrastPolicy?

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        if example, let theme { throw ValidationError("--example previews the built-in example, so give no theme with it (got '\(theme)')") }
    }

    func run(console: Console) throws {
        let path = example ? nil : (theme ?? (FileManager.default.fileExists(atPath: defaultThemeFile) ? defaultThemeFile : nil))
        if let path, !FileManager.default.fileExists(atPath: path) {
            console.errorLine("tincture: error: \(path): no such file or folder")
            throw missingFileExitCode
        }
        let project = try self.project.load(near: path, console: console)
        let pages = PreviewPages(theme: path, example: example || path == nil, options: input.reading, project: project, policy: policy)
        let server = PreviewServer(port: port, watching: path.map { [$0] } ?? []) { version in pages.page(version: version) }
        let outcome = PreviewOutcome()
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { urls in
                    console.line("Previewing \(path ?? "the built-in example") at \(urls[0])" + (urls.count > 1 ? " (and \(urls[1]))" : ""))
                    console.line("The page follows the file as it changes. Ctrl-C stops.")
                }
            } catch {
                let hint = port == 0 ? "" : " (is another program using it? --port 0 picks a free port)"
                outcome.fail("tincture: error: cannot serve on 127.0.0.1 port \(port)\(hint): \(error)")
            }
            finished.signal()
        }
        // Ctrl-C (and a polite kill) stop the server, which ends `run` above.
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { Task { await server.stop() } }
            source.resume()
            sources.append(source)
        }
        finished.wait()
        sources.forEach { $0.cancel() }
        if let failure = outcome.failure {
            console.errorLine(failure)
            throw ExitCode(69)
        }
        console.line("Stopped.")
    }
}

/// How the server's run ended, written by its task and read once it has.
private final class PreviewOutcome: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only read and written while holding `lock`.
    private let lock = NSLock()
    private var stored: String?

    func fail(_ message: String) { lock.withLock { stored = message } }

    var failure: String? { lock.withLock { stored } }
}

/// Makes the preview's page: the report of the theme as it reads now; when it does not read,
/// its errors over the last page that did (or alone).
final class PreviewPages: @unchecked Sendable {
    // @unchecked Sendable: `lastGood` is only read and written while holding `lock`, and the
    // other properties are constants.
    private let lock = NSLock()
    private var lastGood: ReportInput?
    let theme: String?
    let example: Bool
    let options: ThemeInput.Options
    let project: ProjectConfiguration
    let policy: ContrastPolicy?

    init(theme: String?, example: Bool, options: ThemeInput.Options, project: ProjectConfiguration = ProjectConfiguration(),
         policy: ContrastPolicy?) {
        self.theme = theme
        self.example = example
        self.options = options
        self.project = project
        self.policy = policy
    }

    func page(version: Int) -> String {
        let messages = Messages()
        let console = Console(write: { _ in }, writeError: { messages.append($0) }, readLine: { nil }, outputIsTerminal: false,
                              environment: [:])
        do {
            let (resolved, _, scan) = try AuditCommand.load(theme, example: example, machineReadable: true, options: options, console: console,
                                                            configuration: project)
            var input = ReportCommand.input(resolved, configuration: project.audit(policy: policy), scan: scan, ignoring: project.ignore)
            lock.withLock { lastGood = input }
            input.liveVersion = version
            return HTMLReport.page(input)
        } catch {
            let problems = messages.lines.isEmpty ? ["\(theme ?? "the theme"): \(error)"] : messages.lines
            if var input = lock.withLock({ lastGood }) {
                input.problems = problems
                input.liveVersion = version
                return HTMLReport.page(input)
            }
            return HTMLReport.problemPage(title: theme ?? "tincture.yml", problems: problems, liveVersion: version)
        }
    }

    /// What the loading console said, line by line.
    private final class Messages: @unchecked Sendable {
        // @unchecked Sendable: `text` is only read and written while holding `lock`.
        private let lock = NSLock()
        private var text = ""

        func append(_ more: String) { lock.withLock { text += more } }

        var lines: [String] { lock.withLock { text.split(separator: "\n").map(String.init) } }
    }
}
