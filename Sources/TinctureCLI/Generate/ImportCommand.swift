import ArgumentParser
import ColorScience
import Foundation
import ThemeModel

/// `tincture import Assets.xcassets [--output theme.yml]`
struct ImportCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn an asset catalog or token files into a theme file, so their colors can be audited.",
        discussion: """
            Reads an .xcassets folder (every component encoding, color space, system color \
            reference, namespace and idiom), or token files told apart by content: DTCG 2025.10 \
            and its drafts, resolvers, Tokens Studio (with $themes.json and $metadata.json), \
            Style Dictionary's classic format and Figma variables exports; a folder of token files \
            is read as one set. Says which format it read and what it left out. Prints the theme, \
            or writes it with --output (never over an existing file); a source with no colors, \
            or names that would clash in a theme file, is refused and nothing is written. Every \
            theme command also reads these as they are: `tincture audit Assets.xcassets`.
            """
    )

    @Argument(help: "The .xcassets folder, token file, or folder of token files.")
    var catalog: String

    @Option(help: "Write the theme file here instead of printing it.")
    var output: String?

    @OptionGroup var input: InputOptions

    func run(console: Console) throws {
        let document: ThemeDocument
        do {
            document = try console.loadDocument(catalog, options: input.reading, notes: true)
            _ = try ResolvedTheme(document)
        } catch {

            console.report(error)
            throw error.isDataError ? dataErrorExitCode : missingFileExitCode
        }
        guard document.format != .theme else {
            console.errorLine("tincture: error: '\(catalog.excerpt())' is already a Tincture theme file; import reads asset catalogs and token files")
            throw ExitCode(64)
        }
        let yaml: String
        do {
            yaml = try document.importedThemeText(source: URL(fileURLWithPath: catalog).lastPathComponent)
        } catch {
            console.report(error)
            throw dataErrorExitCode
        }
        guard let output else {
            console.write(yaml)
            return
        }
        do {
            try FileWriter.write(yaml, to: output, overwrite: false)
        } catch {
            console.errorLine("tincture: error: \(error)")
            throw ExitCode(73)
        }
        console.line("wrote \(output): \(Counted(document.tokens.count, "token")), \(Counted(document.palette.count, "palette color")) from \(catalog) (\(document.format.displayName))")
    }
}
