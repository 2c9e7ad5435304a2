import ArgumentParser
import Foundation
import ThemeCodegen
import ThemeModel

/// `tincture import Assets.xcassets [--output theme.yml]`
struct ImportCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn an existing Xcode asset catalog or DTCG file into a theme file, so its colors can be audited.",
        discussion: """
            Reads every color set: float, 0–255 and hex components; srgb, display-p3, extended \
            and gray color spaces; system color references; groups with namespaces; idioms. \
            DTCG token and resolver files come in with their appearances. Prints the theme, or \
            writes it with --output (never over an existing file). Every theme command also \
            reads these files as they are: `tincture audit Assets.xcassets`.
            """
    )

    @Argument(help: "The .xcassets folder, or a DTCG token (.tokens.json) or resolver (.resolver.json) file.")
    var catalog: String

    @Option(help: "Write the theme file here instead of printing it.")
    var output: String?

    func run(console: Console) throws {
        let kind = ThemeSourceKind(catalog)
        guard kind != .theme else {
            console.errorLine("tincture: error: '\(catalog)' is neither an .xcassets folder nor a DTCG file (.tokens.json, .resolver.json)")
            throw ExitCode(64)
        }
        let yaml: String
        var summary: String
        do {
            if kind == .assetCatalog {
                let imported = try ThemeSourceKind.importCatalog(catalog)
                for note in imported.notes { console.errorLine("tincture: note: \(note)") }
                yaml = imported.yaml
                summary = "\(imported.tokenCount) tokens"
            } else {
                let document = try kind.document(at: catalog)
                yaml = "# Imported from \(URL(fileURLWithPath: catalog).lastPathComponent) by tincture.\n" + document.yaml
                summary = "\(document.tokens.count) tokens, \(document.palette.count) palette colors"
            }
        } catch {
            console.report(error)
            throw error.isDataError ? dataErrorExitCode : missingFileExitCode
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
        console.line("wrote \(output): \(summary) from \(catalog)")
    }
}
