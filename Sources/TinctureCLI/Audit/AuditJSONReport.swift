import Foundation
import ThemeAudit
import ThemeModel

/// The audit for programs: one JSON document, schema in `docs/audit-report.schema.json`
/// (`schemaVersion` 1). Keys are sorted and the output ends with a newline.
enum AuditJSONReport {
    struct Document: Encodable {
        var schemaVersion = 1
        var tool = "tincture"
        var file: String
        var policy: String
        var themes: [String]
        var visions: [String]
        var summary: Summary
        var rules: [Rule]
        var findings: [Entry]
    }

    struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
        var suppressed: Int
        var baselined: Int
        var pairs: Int
        var measurements: Int
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var severity: String
        var help: String
    }

    struct Location: Encodable {
        var file: String
        var line: Int
        var column: Int
    }

    struct Entry: Encodable {
        var rule: String
        var severity: String
        var theme: String
        var appearance: String?
        var vision: String?
        var token: String
        var other: String?
        var message: String
        var measured: Double?
        var required: Double?
        var colors: [String]
        var location: Location
        var suppression: Suppression?

        func encode(to encoder: Encoder) throws {
            // Absent values are written as null, so every finding has every key.
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(severity, forKey: .severity)
            try container.encode(theme, forKey: .theme)
            try container.encode(appearance, forKey: .appearance)
            try container.encode(vision, forKey: .vision)
            try container.encode(token, forKey: .token)
            try container.encode(other, forKey: .other)
            try container.encode(message, forKey: .message)
            try container.encode(measured, forKey: .measured)
            try container.encode(required, forKey: .required)
            try container.encode(colors, forKey: .colors)
            try container.encode(location, forKey: .location)
            try container.encode(suppression, forKey: .suppression)
        }

        enum CodingKeys: String, CodingKey {
            case rule, severity, theme, appearance, vision, token, other, message, measured, required, colors, location, suppression
        }
    }

    /// How a finding was silenced.
    struct Suppression: Encodable {
        var kind: String
        var reason: String?
        var location: Location?

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(reason, forKey: .reason)
            try container.encode(location, forKey: .location)
        }

        enum CodingKeys: String, CodingKey { case kind, reason, location }
    }

    static func document(_ report: AuditReport, theme: ResolvedTheme) -> Document {
        Document(
            file: theme.document.file, policy: report.policy.rawValue, themes: report.themes, visions: report.visions.map(\.rawValue),
            summary: Summary(errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
                             suppressed: report.suppressed.count, baselined: report.baselined, pairs: report.pairCount, measurements: report.measurementCount),
            rules: AuditRule.all.map { Rule(id: $0.id, name: $0.name, severity: $0.severity.rawValue, help: $0.help) },
            findings: report.findings.map { entry($0, suppression: nil) } + report.suppressed.map { suppressed in
                entry(suppressed.finding, suppression: Suppression(kind: suppressed.kind.rawValue, reason: suppressed.reason,
                                                                   location: suppressed.location.map(location)))
            })
    }

    static func location(_ place: SourceLocation) -> Location {
        Location(file: place.file, line: place.line, column: place.column)
    }

    static func entry(_ finding: Finding, suppression: Suppression?) -> Entry {
        Entry(rule: finding.rule.id, severity: finding.severity.rawValue, theme: finding.theme, appearance: finding.appearance?.name,
              vision: finding.vision?.rawValue, token: finding.token.string, other: finding.other?.string, message: finding.message,
              measured: finding.measured, required: finding.required, colors: finding.colors.map(\.hex),
              location: location(finding.location), suppression: suppression)
    }

    static func encode(_ report: AuditReport, theme: ResolvedTheme) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document(report, theme: theme)) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
