import ColorScience
import ThemeAudit
import ThemeModel

/// The fixer's proposals and failures for people.
struct FixTextReport {
    let result: FixResult
    let file: String
    let options: FixOptions
    let console: Console

    func write() {
        let (count, failures) = (result.proposals.count, result.failures.count)
        if count == 0 && failures == 0 {
            console.line("\(file): nothing to fix — no error findings (policy \(options.audit.policy.rawValue)).")
            return
        }
        console.line("\(file): \(count) change\(count == 1 ? "" : "s"), \(failures) failure\(failures == 1 ? "" : "s")"
                     + " (policy \(options.audit.policy.rawValue), gamut \(options.gamut.rawValue))")
        for proposal in result.proposals {
            console.line()
            // The change first: token, value, old and new color, ΔEOK; then what it fixes, where.
            let value: String
            var location = ""
            switch proposal.kind {
            case .replace(let at):
                value = proposal.condition.name
                location = " · \(at)"
            case .insert: value = "new \(proposal.condition.name) value"
            case .derive: value = "derived \(proposal.condition.name) value"
            case .addKey(let entry, let key):
                value = "new `\(key):`"
                location = " · \(entry)"
            }
            var old = Swatch.of(proposal.originalColor, in: console) + (proposal.originalText ?? RGBA8(rounding: proposal.originalColor.srgb).hex)
            if case .addKey = proposal.kind { old = "none" }
            let new = Swatch.of(proposal.color, in: console) + proposal.text
            console.line("  \(proposal.token)  \(value)  \(old) → \(new)  ΔEOK \(FixTextReport.number(proposal.deltaE))")
            for line in proposal.satisfies { console.line("    ✓ \(line)") }
            console.line("    \(Self.where(proposal.themes, proposal.appearances))\(location)")
            if !proposal.moves.isEmpty {
                console.line("    moves with it: \(proposal.moves.map(\.string).joined(separator: ", "))")
            }
            if let note = proposal.note { console.line("    note: \(note)") }
        }
        if !result.failures.isEmpty {
            console.line()
            console.line("Cannot fix:")
            for failure in result.failures {
                console.line("  \(failure.token)\(failure.other.map { " on \($0)" } ?? "")  \(failure.location)  [\(failure.rule.id)]")
                console.line("    \(Self.where(failure.themes, failure.appearances))")
                console.line("    \(failure.reason)")
            }
        }
    }

    /// `themes default, ocean; every light appearance`.
    static func `where`(_ themes: [String], _ appearances: [Appearance]) -> String {
        "theme\(themes.count == 1 ? "" : "s") \(themes.joined(separator: ", ")); " + AuditTextReport.describe(appearances)
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return String(rounded)
    }
}
