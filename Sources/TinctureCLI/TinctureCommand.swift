import ArgumentParser

/// The `tincture` command: color utilities, the theme audit and fixer, generators and importers,
/// and the components' tools.
public struct TinctureCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tincture",
        abstract: "A robust, accessible color system: color utilities, theme audit and generators.",
        version: TinctureVersion.current,
        subcommands: [
            ConvertCommand.self, ContrastCommand.self, DifferenceCommand.self, SimulateCommand.self, GamutCommand.self,
            PaletteCommand.self, AuditCommand.self, FixCommand.self, GenerateCommand.self, ImportCommand.self,
            ValidateCommand.self, ResolveCommand.self, TokensCommand.self, InitCommand.self,
            NeumorphicCommand.self, TypeCommand.self, TrackingCommand.self, WidgetCommand.self,
            MaterialsCommand.self, ScanCommand.self, ReportCommand.self, PreviewCommand.self, ConfigCommand.self, ImageCommand.self, GlassCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line the process was given. An argument that is not UTF-8 is a usage
    /// error (exit 64) naming it, rather than text with U+FFFD in place of its bytes (see
    /// `ArgumentBytes`).
    public static func main() {
        if let error = ArgumentBytes.nonUTF8Error(in: ArgumentBytes.current) {
            Console.standard.errorLine(error)
            exit(withError: ExitCode.validationFailure)
        }
        main(nil)
    }
}
