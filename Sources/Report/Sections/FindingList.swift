import ColorScience
import ThemeAudit
import ThemeModel

/// The findings section: every finding of the audit, each linked to the pair cell or token
/// row it is about, and shown only with the theme it belongs to.
struct FindingList {
    struct Row {
        var theme: String
        var severity: String
        var rule: String
        var ruleName: String
        var token: String
        var other: String?
        var appearance: String?
        var vision: String?
        var message: String
        var place: String
        var link: String?
        var colors: [Swatch]
    }

    struct Swatch {
        var style: String
        var value: String
    }

    var rows: [Row]
    /// Stored, for the template (which reads stored properties only).
    var isEmpty = false

    /// Findings that differ only in appearance are one row, listing the appearances; it links
    /// to the pair cell (or token row) of the first.
    init(_ findings: [Finding], themeNumbers: [String: Int], pairIndex: [[TokenPath]: Int], tokenIndex: [TokenPath: Int],
         colors: inout PageColors) {
        var groups: [[Finding]] = []
        var groupOf: [String: Int] = [:]
        for finding in findings {
            let key = [finding.theme, finding.rule.id, finding.token.string, finding.other?.string ?? "", finding.vision?.rawValue ?? "",
                       finding.message, PagePlace.text(finding.location)].joined(separator: "\u{1}")
            if let group = groupOf[key] { groups[group].append(finding); continue }
            groupOf[key] = groups.count
            groups.append([finding])
        }
        rows = groups.map { group in
            let finding = group[0]
            let theme = themeNumbers[finding.theme] ?? 0
            var link: String?
            if let other = finding.other, let pair = pairIndex[[finding.token, other]] {
                link = "#t\(theme)-p\(pair)" + (finding.appearance.map { "-a\($0.index)" } ?? "")
            } else if let token = tokenIndex[finding.token] {
                link = "#t\(theme)-k\(token)"
            }
            let swatches = finding.colors.map { color in Swatch(style: "background:\(colors.value(color))", value: color.hex) }
            let appearances = group.compactMap(\.appearance)
            return Row(theme: String(theme), severity: finding.severity.rawValue, rule: finding.rule.id, ruleName: finding.rule.name,
                       token: finding.token.string, other: finding.other?.string,
                       appearance: appearances.isEmpty ? nil : AppearanceLabel.list(appearances),
                       vision: finding.vision?.rawValue.capitalized, message: finding.message, place: PagePlace.text(finding.location),
                       link: link, colors: swatches)
        }
        isEmpty = rows.isEmpty
    }
}

/// The fixes section: each color the fixer proposes, before and after, with how far it moves
/// and what it then satisfies.
struct FixList {
    struct Row {
        var token: String
        var condition: String
        var themes: String
        var before: String
        var beforeValue: String
        var after: String
        var afterValue: String
        var deltaE: String
        var satisfies: [String]
        var note: String?
    }

    struct Failure {
        var token: String
        var reason: String
        var place: String
    }

    var rows: [Row]
    var failures: [Failure]
    /// Stored, for the template (which reads stored properties only).
    var isEmpty = false

    init(_ result: FixResult?, colors: inout PageColors) {
        rows = (result?.proposals ?? []).map { proposal in
            let scheme: Appearance.Scheme = proposal.appearances.first?.scheme ?? .light
            let plain = scheme.plainBackground
            let before = proposal.originalColor.srgb, after = proposal.color.srgb
            return Row(token: proposal.token.string, condition: proposal.condition.description,
                       themes: proposal.themes.joined(separator: ", "),
                       before: "background:" + colors.value(before.alpha < 1 ? before.composited(over: plain) : before),
                       beforeValue: proposal.originalText ?? RGBA8(rounding: before).hex,
                       after: "background:" + colors.value(after.alpha < 1 ? after.composited(over: plain) : after),
                       afterValue: proposal.text, deltaE: ContrastRatioFormat.string(proposal.deltaE, decimals: 3), satisfies: proposal.satisfies,
                       note: proposal.note)
        }
        // A failure repeats for each finding of a token the fixer cannot fix: say it once.
        var seen: Set<[String]> = []
        failures = (result?.failures ?? []).compactMap { failure in
            let row = Failure(token: failure.token.string, reason: failure.reason, place: PagePlace.text(failure.location))
            return seen.insert([row.token, row.reason, row.place]).inserted ? row : nil
        }
        isEmpty = rows.isEmpty && failures.isEmpty
    }
}
