import ArgumentParser
import Foundation
import SourceScan
import ThemeModel

/// `tincture scan PATH [--format text|json]`
struct ScanCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "List what an app's folder says about its colors: sources, uses in Swift, the pairs they make.",
        discussion: """
            Reads the asset catalogs, token files and theme files below PATH for the colors, and \
            every Swift file (skipping .build, DerivedData, Pods, Carthage, .git, node_modules and \
            what .gitignore ignores) for where they are used: SwiftUI modifiers, UIKit and AppKit \
            properties, and the app's own color constants. Prints each color source, each use \
            with file:line:column, each pair with how its background was found, each color written \
            in code, and each color that can only be known at run time. `tincture audit PATH` \
            checks what this finds.
            """
    )

    @Argument(help: "The app's folder (a repository, an app, a package).")
    var path: String = "."

    @OptionGroup var output: OutputOptions

    @OptionGroup var input: InputOptions

    @OptionGroup var project: ProjectOptions

    func run(console: Console) throws {
        let project = try self.project.load(near: path, console: console)
        let scan = try AppScanLoading.scan(path, options: input.reading, console: console, configuration: project)
        switch output.format {
        case .json:
            for line in ScanReport.jsonLines(scan) { console.line(line) }
        case .text:
            ScanReport.writeText(scan, console: console)
        }
    }
}

/// Reading an app's folder for the commands.
enum AppScanLoading {
    /// Whether `path` is an app's folder to scan rather than a theme, catalog or token folder.
    static func isAppFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        return !path.lowercased().hasSuffix(".xcassets") && !path.lowercased().hasSuffix(".xcassets/")
    }

    static func scan(_ path: String, options: ThemeInput.Options, console: Console,
                     configuration: ProjectConfiguration = ProjectConfiguration()) throws -> AppScan {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            console.errorLine("tincture: error: \(path): no such folder")
            throw missingFileExitCode
        }
        guard isDirectory.boolValue else {
            console.errorLine("tincture: error: \(path) is a file; scan reads an app's folder (for a theme, catalog or token file: tincture validate \(path))")
            throw ExitCode(64)
        }
        do {
            var reading = options
            reading.reads = { configuration.reads($0) }
            let scan = try AppScan.scan(path, options: reading)
            for note in scan.document.notes where note.kind == .format { console.errorLine("tincture: note: \(note)") }
            let duplicates = scan.document.notes.filter { $0.kind == .duplicateName }
            if let first = duplicates.first, configuration.selectedTarget == nil, configuration.listedFiles == nil {
                let more = duplicates.count > 1 ? " and \(duplicates.count - 1) more" : ""
                console.errorLine("tincture: note: \(first.path ?? "a color")\(more) defined in more than one catalog: the first read is kept. "
                    + "If the catalogs belong to different targets, say which in .tincture.yml (targets:) and audit each with --target NAME")
            }
            return scan
        } catch {
            console.report(error)
            throw error.isDataError ? dataErrorExitCode : missingFileExitCode
        }
    }
}
