/// How much a finding matters: errors fail the audit by default, warnings with
/// `--fail-on warning`, notes never.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable, Codable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
