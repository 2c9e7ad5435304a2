import ColorScience
import Foundation
import SourceScan
import ThemeModel

/// `tincture scan`'s output: people's text and JSON lines.
enum ScanReport {
    static func writeText(_ scan: AppScan, console: Console) {
        let document = scan.document
        let coverage = scan.coverage
        let colors = document.tokens.filter { $0.path.root != "code" }.count
        console.line("\(scan.root): \(Counted(coverage.swiftFiles, "Swift file")), \(Counted(coverage.lines, "line")); \(Counted(colors, "color")) from catalogs, token and theme files")
        console.line()
        console.line("Color sources:")
        var sources: [String: Int] = [:]
        for token in document.tokens where token.path.root != "code" { sources[Self.source(of: token.location.file), default: 0] += 1 }
        for (source, count) in sources.sorted(by: { $0.key < $1.key }) { console.line("  \(source)  \(Counted(count, "color"))") }
        console.line()
        console.line("Color constants in code (\(coverage.definitions)):")
        for definition in scan.constants { console.line("  \(definition.location)  \(definition.qualifiedName) = \(definition.color)") }
        console.line()
        console.line("Uses (\(coverage.uses), \(coverage.usesResolved) worked out statically):")
        for file in scan.files {
            for use in file.uses { console.line("  \(use.location)  \(use.via)  \(use.kind.rawValue)  \(use.color)") }
        }
        console.line()
        console.line("Pairs (\(coverage.pairs); \(coverage.pairsResolved) with both sides worked out; \(coverage.pairsOnAssumedBackground) on an assumed background):")
        for scanned in scan.pairs {
            let fg = scanned.foregrounds.map { "{\($0)}" }.joined(separator: " or ")
            let bg = scanned.backgrounds.map { "{\($0)}" }.joined(separator: " or ")
            var line = "  \(scanned.pair.foreground.location)  \(fg.isEmpty ? "?" : fg) on \(bg.isEmpty ? "?" : bg)"
            if let size = scanned.pair.size { line += " (\(size))" }
            line += " — \(scanned.pair.evidence)"
            if !scanned.unresolved.isEmpty { line += "; not worked out: " + scanned.unresolved.joined(separator: "; ") }
            console.line(line)
        }
        let written = document.notes.filter { $0.kind == .hardCodedColor }
        console.line()
        console.line("Colors written in code (\(written.count)):")
        for note in written { console.line("  \(note)") }
        let runTime = document.notes.filter { $0.kind == .runTimeColor || $0.kind == .unknownColorName }
        console.line()
        console.line("Not worked out statically (\(runTime.count)):")
        for note in runTime { console.line("  \(note)") }
        let dead = document.notes.filter { $0.kind == .unusedType }
        if !dead.isEmpty {
            console.line()
            console.line("Left out as dead code (\(Counted(dead.count, "type"))):")
            for note in dead { console.line("  \(note)") }
        }
        let unread = document.notes.filter(Self.isSourceProblem)
        if !unread.isEmpty {
            console.line()
            console.line("Files not fully read (\(unread.count)):")
            for note in unread { console.line("  \(note)") }
        }
    }

    /// A Swift file, storyboard or xib that could not be read whole.
    static func isSourceProblem(_ note: ThemeNote) -> Bool {
        guard note.kind == .unreadableColor, let file = note.location?.file else { return false }
        return [".swift", ".storyboard", ".xib"].contains { file.hasSuffix($0) }
    }

    /// The catalog a color set belongs to (`…/Assets.xcassets`), or the file a token is in.
    static func source(of file: String) -> String {
        if let range = file.range(of: ".xcassets/") { return String(file[..<range.lowerBound]) + ".xcassets" }
        return file
    }

    struct Line: Encodable {
        var kind: String
        var file: String?
        var line: Int?
        var column: Int?
        var name: String?
        var color: String?
        var via: String?
        var role: String?
        var foreground: [String]?
        var background: [String]?
        var size: String?
        var evidence: String?
        var unresolved: [String]?
        var message: String?
    }

    static func jsonLines(_ scan: AppScan) -> [String] {
        var lines: [Line] = []
        for token in scan.document.tokens where token.path.root != "code" {
            lines.append(Line(kind: "color", file: token.location.file, line: token.location.line, column: token.location.column, name: token.path.string))
        }
        for definition in scan.constants {
            lines.append(Line(kind: "constant", file: definition.location.file, line: definition.location.line, column: definition.location.column,
                              name: definition.qualifiedName, color: definition.color.description))
        }
        for file in scan.files {
            for use in file.uses {
                lines.append(Line(kind: "use", file: file.file, line: use.location.line, column: use.location.column, color: use.color.description,
                                  via: use.via, role: use.kind.rawValue))
            }
        }
        for scanned in scan.pairs {
            let location = scanned.pair.foreground.location
            lines.append(Line(kind: "pair", file: location.file, line: location.line, column: location.column, via: scanned.pair.foreground.via,
                              role: scanned.pair.foreground.kind.rawValue, foreground: scanned.foregrounds.map(\.string),
                              background: scanned.backgrounds.map(\.string), size: scanned.pair.size?.description, evidence: scanned.pair.evidence,
                              unresolved: scanned.unresolved.isEmpty ? nil : scanned.unresolved))
        }
        for note in scan.document.notes where [.hardCodedColor, .runTimeColor, .unknownColorName].contains(note.kind) || Self.isSourceProblem(note) {
            lines.append(Line(kind: note.kind.rawValue, file: note.location?.file, line: note.location?.line, column: note.location?.column,
                              message: note.message + (note.suggestion.map { " (\($0))" } ?? "")))
        }
        let c = scan.coverage
        lines.append(Line(kind: "coverage", message: c.summary))
        return lines.map { JSONLine.encode($0, schemaVersion: 1) }
    }
}
