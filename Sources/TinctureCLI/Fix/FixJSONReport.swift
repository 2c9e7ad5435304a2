import ColorScience
import ThemeAudit
import ThemeModel

/// The fixer's result for programs: one JSON document with sorted keys.
enum FixJSONReport {
    struct Document: Encodable {
        var tool = "tincture"
        var file: String
        var proposals: [Proposal]
        var failures: [Failure]
        var written: Bool
        var errorsAfter: Int
        var diff: String
        /// Colors to change by hand (in code the fixer cannot rewrite).
        var byHand: [ByHand]
    }

    struct ByHand: Encodable {
        var token: String
        var location: String
        var condition: String
        var old: String
        var new: String
        var suggestion: String?
    }

    struct Proposal: Encodable {
        var token: String
        var kind: String
        var condition: String
        var location: String?
        var themes: [String]
        var appearances: [String]
        var old: String
        var new: String
        var deltaE: Double
        var satisfies: [String]
        /// Other tokens that refer to the changed color and change with it.
        var moves: [String]
        var note: String?
    }

    struct Failure: Encodable {
        var token: String
        var other: String?
        var rule: String
        var themes: [String]
        var appearances: [String]
        var reason: String
        var location: String
    }

    static func encode(_ result: FixResult, file: String, diff: String, written: Bool, after: FixCommand.Check,
                       byHand: [FixFileEdits.Manual] = []) -> String {
        let proposals = result.proposals.map { proposal in
            var kind = "replace"
            var location: String?
            switch proposal.kind {
            case .replace(let at): location = at.description
            case .insert(let definition): (kind, location) = ("insert", definition.description)
            case .derive(let definition): (kind, location) = ("derive", definition.description)
            case .addKey(let entry, _): (kind, location) = ("add", entry.description)
            }
            let isAddition = if case .addKey = proposal.kind { true } else { false }
            return Proposal(token: proposal.token.string, kind: kind, condition: proposal.condition.name, location: location,
                            themes: proposal.themes, appearances: proposal.appearances.map(\.name),
                            old: isAddition ? "none" : proposal.originalText ?? RGBA8(rounding: proposal.originalColor.srgb).hex, new: proposal.text,
                            deltaE: (proposal.deltaE * 10000).rounded() / 10000, satisfies: proposal.satisfies,
                            moves: proposal.moves.map(\.string), note: proposal.note)
        }
        let failures = result.failures.map {
            Failure(token: $0.token.string, other: $0.other?.string, rule: $0.rule.id, themes: $0.themes,
                    appearances: $0.appearances.map(\.name), reason: $0.reason, location: $0.location.description)
        }
        return JSONLine.encode(Document(file: file, proposals: proposals, failures: failures, written: written,
                                        errorsAfter: after.parses ? after.errors : -1, diff: diff,
                                        byHand: byHand.map { ByHand(token: $0.token.string, location: $0.location.description, condition: $0.condition.name,
                                                                    old: $0.old, new: $0.new, suggestion: $0.suggestion?.string) }), schemaVersion: 1) + "\n"
    }
}
