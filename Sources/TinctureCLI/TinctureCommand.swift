import ArgumentParser

/// The `tincture` command: color utilities now, theme audit and generation later.
public struct TinctureCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tincture",
        abstract: "A robust, accessible color system: color utilities, theme audit and generators.",
        subcommands: [
            ConvertCommand.self, ContrastCommand.self, DifferenceCommand.self, SimulateCommand.self, GamutCommand.self,
            PaletteCommand.self,
        ]
    )

    public init() {}
}
