import ThemeModel

/// A finding a suppression silenced: kept, and counted, but not failing the audit.
public struct SuppressedFinding: Hashable, Sendable {
    public var finding: Finding
    /// Where it was silenced: a comment in the file (`inSource`), or the configuration
    /// (`external`).
    public var kind: Kind
    /// The reason the comment or the configuration gives.
    public var reason: String?
    /// The comment's place, for a suppression in the source.
    public var location: SourceLocation?

    public enum Kind: String, Hashable, Sendable {
        case inSource, external
    }

    public init(finding: Finding, kind: Kind, reason: String?, location: SourceLocation?) {
        self.finding = finding
        self.kind = kind
        self.reason = reason
        self.location = location
    }
}

extension AuditReport {
    /// The report with the findings `suppressions` silence moved to `suppressed`, and a
    /// `superfluous-suppression` finding for each suppression that silenced nothing — unless
    /// every rule it names is off in `configuration` (then there was nothing to find).
    public func applying(_ suppressions: [Suppression], ignoring entries: [IgnoreEntry] = [],
                         configuration: AuditConfiguration = AuditConfiguration()) -> AuditReport {
        guard !suppressions.isEmpty || !entries.isEmpty else { return self }
        var report = self
        var used = Set<Int>(), usedEntries = Set<Int>()
        var kept: [Finding] = []
        for finding in findings {
            if let index = suppressions.firstIndex(where: { $0.silences(finding) }) {
                used.insert(index)
                let suppression = suppressions[index]
                report.suppressed.append(SuppressedFinding(finding: finding, kind: .inSource, reason: suppression.reason,
                                                           location: suppression.location))
            } else if let index = entries.firstIndex(where: { $0.silences(finding) }) {
                usedEntries.insert(index)
                report.suppressed.append(SuppressedFinding(finding: finding, kind: .external, reason: entries[index].reason,
                                                           location: entries[index].location))
            } else {
                kept.append(finding)
            }
        }
        let unused = suppressions.enumerated().filter { !used.contains($0.offset) }.map { ($0.element.rules, $0.element.text, $0.element.location) }
            + entries.enumerated().filter { !usedEntries.contains($0.offset) }.map { ($0.element.rules, $0.element.text, $0.element.location) }
        for (ruleIDs, text, location) in unused {
            let rules = ruleIDs.compactMap { id in AuditRule.all.first { $0.id == id } }
            if !ruleIDs.isEmpty, rules.count == ruleIDs.count, !rules.contains(where: configuration.runs) { continue }
            let unknown = ruleIDs.filter { id in !AuditRule.all.contains { $0.id == id } }
            var message = "\(text) silences nothing"
            if !unknown.isEmpty { message += " (no rule named \(unknown.map { "'\($0)'" }.joined(separator: ", ")))" }
            message += "; remove it"
            let finding = Finding(rule: .superfluousSuppression, theme: ThemeDocument.defaultThemeName, token: TokenPath(["suppression"]),
                                  message: message, location: location)
            if let reported = configuration.reported(finding) { kept.append(reported) }
        }
        report.findings = kept
        return report
    }
}

extension AuditRule {
    public static let superfluousSuppression = AuditRule(
        id: "superfluous-suppression", name: "A suppression that silences nothing", severity: .warning,
        help: "A `tincture:disable` comment that silences no finding (the finding was fixed, or the rule named does not exist) is reported, so stale suppressions do not pile up.")
}
