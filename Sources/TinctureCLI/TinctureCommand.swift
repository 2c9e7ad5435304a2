import ArgumentParser

/// The `tincture` command: color utilities, the theme audit and fixer, generators and importers,
/// and the components' tools.
public struct TinctureCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tincture",
        abstract: "A robust, accessible color system: color utilities, theme audit and generators.",
        subcommands: [
            ConvertCommand.self, ContrastCommand.self, DifferenceCommand.self, SimulateCommand.self, GamutCommand.self,
            PaletteCommand.self, AuditCommand.self, FixCommand.self, GenerateCommand.self, ImportCommand.self,
            ValidateCommand.self, ResolveCommand.self, TokensCommand.self, InitCommand.self,
            NeumorphicCommand.self, TypeCommand.self, TrackingCommand.self, WidgetCommand.self,
            MaterialsCommand.self, ScanCommand.self,
        ]
    )

    public init() {}
}
