import ArgumentParser
import ThemeModel

/// `tincture init [PATH]`
struct InitCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter theme file that builds on Apple's system colors.",
        discussion: "Refuses to overwrite an existing file (exit 73)."
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
        console.line("wrote \(path): a starter theme over Apple's system colors. Next: tincture validate \(path == defaultThemeFile ? "" : path)")
    }
}
