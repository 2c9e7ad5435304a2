import ArgumentParser

/// The `tincture` command: color utilities, and theme validation and resolution.
public struct TinctureCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tincture",
        abstract: "A robust, accessible color system: color utilities, theme audit and generators.",
        subcommands: [
            ConvertCommand.self, ContrastCommand.self, DifferenceCommand.self, SimulateCommand.self, GamutCommand.self,
            PaletteCommand.self, AuditCommand.self, GenerateCommand.self, ImportCommand.self, FixCommand.self, ValidateCommand.self, ResolveCommand.self, TokensCommand.self, InitCommand.self,
            TypeCommand.self, TrackingCommand.self,
        ]
    )

    public init() {}
}
