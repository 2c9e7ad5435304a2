import Foundation
import ThemeAudit
import ThemeModel

/// The audit as SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), so GitHub code
/// scanning shows each finding at the token's definition.
enum AuditSARIFReport {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        // No `informationUri`: it is optional, and the project has no public address yet.
        var name = "tincture"
        var rules: [Rule]
    }

    struct Message: Encodable { var text: String }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { var level: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var properties: Properties
        /// SARIF's record of a silenced result (§3.27.23), so code scanning shows it as
        /// dismissed instead of losing it.
        var suppressions: [SARIFSuppression]?
    }

    struct SARIFSuppression: Encodable {
        var kind: String
        var justification: String?
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable { var uri: String }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    struct Properties: Encodable {
        var theme: String
        var appearance: String?
        var vision: String?
        var token: String
        var other: String?
        var measured: Double?
        var required: Double?
        var colors: [String]
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func log(_ report: AuditReport, theme: ResolvedTheme) -> Log {
        let rules = AuditRule.all
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let all = report.findings.map { ($0, nil as SuppressedFinding?) } + report.suppressed.map { ($0.finding, $0) }
        let results = all.map { finding, suppressed in
            var text = "\(finding.token): \(finding.message)"
            if let appearance = finding.appearance { text += " — \(finding.theme) theme, \(appearance.name)" }
            // A built-in color (Apple's system palette) has no place in a file: point at the theme.
            let place = finding.location.isInFile ? finding.location : SourceLocation(file: theme.document.file, line: 1, column: 1)
            return Result(
                ruleId: finding.rule.id, ruleIndex: index[finding.rule.id] ?? 0, level: level(finding.severity), message: Message(text: text),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: uri(place.file)),
                    region: Region(startLine: max(place.line, 1), startColumn: max(place.column, 1))))],
                properties: Properties(
                    theme: finding.theme, appearance: finding.appearance?.name, vision: finding.vision?.rawValue, token: finding.token.string,
                    other: finding.other?.string, measured: finding.measured, required: finding.required, colors: finding.colors.map(\.hex)),
                suppressions: suppressed.map { [SARIFSuppression(kind: $0.kind.rawValue, justification: $0.reason)] })
        }
        let driverRules = rules.map {
            Rule(id: $0.id, name: $0.name, shortDescription: Message(text: $0.name), fullDescription: Message(text: $0.help),
                 help: Message(text: $0.help), defaultConfiguration: Configuration(level: level($0.severity)))
        }
        return Log(runs: [Run(tool: Tool(driver: Driver(rules: driverRules)), results: results)])
    }

    /// A path as code scanning expects it: relative paths (and absolute ones inside
    /// `currentDirectory`, where CI runs from the repository's root) as a relative URI reference,
    /// percent-encoded; other absolute paths as a `file://` URI.
    static func uri(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        var relative = path
        if path.hasPrefix("/") {
            let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
            guard path.hasPrefix(base), path.count > base.count else {
                return "file://" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
            }
            relative = String(path.dropFirst(base.count))
        }
        while relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
        return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
    }

    static func encode(_ report: AuditReport, theme: ResolvedTheme) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(log(report, theme: theme)) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
