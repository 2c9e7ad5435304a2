import ArgumentParser
import Foundation
import ThemeCodegen
import ThemeModel

/// `tincture import Assets.xcassets [--output theme.yml]`
struct ImportCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn an existing Xcode asset catalog into a theme file, so its colors can be audited.",
        discussion: """
            Reads every color set: float, 0–255 and hex components; srgb, display-p3, extended \
            and gray color spaces; system color references; groups with namespaces; idioms. \
            Prints the theme, or writes it with --output (never over an existing file). \
            `tincture audit Assets.xcassets` audits a catalog directly; DTCG token and resolver \
            files (.tokens.json, .resolver.json) are read by every theme command as they are.
            """
    )

    @Argument(help: "The .xcassets folder.")
    var catalog: String

    @Option(help: "Write the theme file here instead of printing it.")
    var output: String?

    func run(console: Console) throws {
        guard ThemeSourceKind(catalog) == .assetCatalog else {
            console.errorLine("tincture: error: '\(catalog)' is not an .xcassets folder (DTCG files need no import: give them to audit, resolve or validate)")
            throw ExitCode(64)
        }
        let imported: AssetCatalogImport
        do {
            imported = try ThemeSourceKind.importCatalog(catalog)
        } catch {
            console.report(error)
            throw error.isDataError ? dataErrorExitCode : missingFileExitCode
        }
        for note in imported.notes { console.errorLine("tincture: note: \(note)") }
        guard let output else {
            console.write(imported.yaml)
            return
        }
        do {
            try FileWriter.write(imported.yaml, to: output, overwrite: false)
        } catch {
            console.errorLine("tincture: error: \(error)")
            throw ExitCode(73)
        }
        console.line("wrote \(output): \(imported.tokenCount) tokens from \(catalog)")
    }
}
