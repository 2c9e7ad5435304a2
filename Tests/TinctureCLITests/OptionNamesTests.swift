import ArgumentParser
import Foundation
import Testing
@testable import TinctureCLI

/// One name for one thing across commands: `--theme NAME` wherever a named theme is chosen
/// (the old `--theme-name` still read, but hidden), and `p3` wherever `display-p3` is.
@Suite("Option names")
struct OptionNamesTests {
    static let trySwift = AuditSchemas.example("try-swift.yml")
    static let widgets = AuditSchemas.example("widgets.yml")

    /// Each command that picks a named theme, run on a theme with named themes.
    static let themeCommands: [[String]] = [
        ["audit", trySwift, "--fail-on", "never"],
        ["resolve", trySwift, "tint.accent"],
        ["tokens", trySwift],
        ["widget", widgets, "periodCalendar"],
    ]

    @Test("--theme picks a named theme, and an unknown one is refused with the themes there are", arguments: themeCommands)
    func themeOption(_ command: [String]) {
        let unknown = runTincture(command + ["--theme", "ocaen"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("no theme named 'ocaen'"), "\(unknown.standardError)")
        let own = runTincture(command + ["--theme", "default"])
        let plain = runTincture(command)
        #expect(own.exitCode == plain.exitCode, "\(own.standardError)")
        if command[0] != "audit" { #expect(own.standardOutput == plain.standardOutput) }
    }

    @Test("audit --theme audits that named theme only; the old --theme-name still works")
    func auditTheme() throws {
        let theme = runTincture(["audit", Self.trySwift, "--theme", "ocean", "--format", "json", "--fail-on", "never"])
        #expect(theme.exitCode == 0, "\(theme.standardError)")
        let themes = try JSONValue.parse(theme.standardOutput)["themes"]?.array?.compactMap(\.string)
        #expect(themes == ["ocean"])
        let old = runTincture(["audit", Self.trySwift, "--theme-name", "ocean", "--format", "json", "--fail-on", "never"])
        #expect(old.exitCode == 0)
        #expect(old.standardOutput == theme.standardOutput)
        let both = runTincture(["audit", Self.trySwift, "--theme", "ocean", "--theme-name", "sunset"])
        #expect(both.exitCode == 64)
        #expect(runTincture(["widget", Self.widgets, "periodCalendar", "--theme-name", "default"]).exitCode
            == runTincture(["widget", Self.widgets, "periodCalendar"]).exitCode)
    }

    @Test("no command's help offers --theme-name; those that pick a named theme offer --theme")
    func help() {
        for command in TinctureCommand.configuration.subcommands {
            let help = command.helpMessage(columns: 200)
            #expect(!help.contains("--theme-name"), "\(command.configuration.commandName ?? "")")
        }
        for command in [AuditCommand.self, WidgetCommand.self, ResolveCommand.self, TokensCommand.self] as [any ParsableCommand.Type] {
            #expect(command.helpMessage(columns: 200).contains("--theme <"), "\(command.configuration.commandName ?? "")")
        }
    }

    @Test("p3 is Display P3 wherever display-p3 is accepted", arguments: [
        ["gamut", "color(display-p3 1 0 0)", "oklch(70% 0.3 145)", "--to"],
        ["convert", "#ff0000", "--to"],
    ])
    func p3(_ command: [String]) {
        let long = runTincture(command + ["display-p3"])
        let short = runTincture(command + ["p3"])
        #expect(long.exitCode == 0, "\(long.standardError)")
        #expect(short.exitCode == 0, "\(short.standardError)")
        #expect(short.standardOutput == long.standardOutput)
    }
}
