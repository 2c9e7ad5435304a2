import ArgumentParser
import Foundation
import ThemeModel

/// `tincture init [PATH]`
struct InitCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter theme file that builds on Apple's system colors.",
        discussion: """
            The starter passes its own audit under every policy (wcag-aa, wcag-aaa, apple). After \
            writing it, prints the commands to run next: audit, fix --write, generate. Refuses to \
            overwrite an existing file (exit 73).
            """
    )

    @Argument(help: "Where to write the theme.")
    var path: String = defaultThemeFile

    func run(console: Console) throws {
        do {
            try FileWriter.write(StarterTheme.text, to: path, overwrite: false)
        } catch {
            let advice = error.cause == .exists ? " (remove it first, or give another path: tincture init other.yml)" : ""
            console.errorLine("tincture: error: \(error)\(advice)")
            throw ExitCode(73)
        }
        console.line("wrote \(path): a starter theme over Apple's system colors that passes its audit.")
        console.line()
        console.line("Next:")
        for (command, what) in Self.nextSteps(for: path) {
            console.line("  \(command.padding(toLength: max(command.count, 34), withPad: " ", startingAt: 0))  \(what)")
        }
    }

    /// The commands to run after `init`, each with what it does; the theme is named only when
    /// it is not the default `tincture.yml` (which every command finds by itself).
    static func nextSteps(for path: String) -> [(command: String, what: String)] {
        let theme = path == defaultThemeFile ? "" : " " + ShellQuoting.quoted(path)
        return [
            ("tincture audit\(theme)", "check every pair in every appearance"),
            ("tincture fix\(theme) --write", "after you change a color: move what fails just enough to pass"),
            ("tincture generate\(theme)", "write the Swift colors its generate: section names"),
        ]
    }
}
