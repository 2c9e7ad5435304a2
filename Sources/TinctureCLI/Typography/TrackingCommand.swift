import ArgumentParser
import ColorScience
import ThemeModel

extension SFTracking.Table: ExpressibleByArgument {}

/// `tincture tracking SIZE... [--table current|text|display|legacy]`
struct TrackingCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracking",
        abstract: "Show San Francisco's tracking at a point size, from Apple's HIG tables.",
        discussion: """
            Tables: current (variable SF Pro, today's HIG), text (legacy SF Pro Text, below \
            20 pt), display (legacy SF Pro Display, 20 pt and above), legacy (text below 20 pt, \
            display from 20 pt). Between listed sizes the nearest lower listed row applies; from \
            80 pt tracking is 0. The legacy tables rest on a single public source.
            """
    )

    @Argument(parsing: .allUnrecognized, help: "Point sizes, such as 17 or 20.5.")
    var sizes: [String]

    @Option(help: "The table: current, text, display or legacy.")
    var table: SFTracking.Table = .current

    @OptionGroup var output: OutputOptions

    struct Row: Encodable {
        var size: Double
        var table: String
        var trackingEm1000: Double
        var trackingPt: Double
        var note: String?
    }

    func run(console: Console) throws {
        var points: [Double] = []
        for text in sizes where text != "--" {
            let number = text.lowercased().hasSuffix("pt") ? String(text.dropLast(2)) : text
            guard let size = Double(number) else {
                console.errorLine("tincture: error: '\(text.excerpt())' is not a point size (write a positive number such as 17)")
                throw ExitCode(64)
            }
            guard size.isFinite, size > 0 else {
                console.errorLine("tincture: error: point size '\(text.excerpt())' is out of range: it must be a positive number such as 17")
                throw ExitCode(64)
            }
            points.append(size)
        }
        for size in points {
            let em1000 = SFTracking.em1000(pointSize: size, table: table)
            let tracking = SFTracking.tracking(pointSize: size, table: table)
            var note: String?
            if table == .legacyText, size >= SFTracking.displaySwitchPointSize {
                note = "SF Pro Text is meant for sizes below 20 pt"
            } else if table == .legacyDisplay, size < SFTracking.displaySwitchPointSize {
                note = "SF Pro Display is meant for sizes of 20 pt and above"
            }
            switch output.format {
            case .json:
                console.line(JSONLine.encode(Row(size: size, table: table.rawValue, trackingEm1000: em1000, trackingPt: tracking, note: note), schemaVersion: 2))
            case .text:
                let p = PointFormat.string
                console.line("\(p(size)) pt: \(p(tracking)) pt (\(p(em1000))/1000 em, \(table.rawValue))" + (note.map { "  note: \($0)" } ?? ""))
            }
        }
    }
}
