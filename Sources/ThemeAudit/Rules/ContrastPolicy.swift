import ThemeModel

/// Which contrast each kind of foreground needs.
///
/// - `wcag-aa`: WCAG 2.x AA — 4.5:1 for text, 3:1 for large text (18 pt, or 14 pt bold) and for
///   non-text UI (icons, borders, separators; SC 1.4.11).
/// - `wcag-aaa`: AAA — 7:1 for text, 4.5:1 for large text, 3:1 non-text.
/// - `apple`: Apple's guidance — 4.5:1 for text up to 17 pt, 3:1 from 18 pt or bold, 7:1 for small
///   text (the HIG's "small text" advice), 3:1 non-text.
///
/// Text and tints count as text (a tint colors links and button titles); a pair's own `minimum`
/// overrides the policy.
public enum ContrastPolicy: String, Hashable, Sendable, CaseIterable, Codable {
    case wcagAA = "wcag-aa"
    case wcagAAA = "wcag-aaa"
    case apple

    /// The ratio a foreground of `role` at `size` needs.
    public func minimum(role: TokenRole?, size: TextSize?) -> Double {
        let isText = role == .text || role == .tint || (role == nil && size != nil)
        guard isText else { return 3 }
        switch self {
        case .wcagAA:
            return size?.isLargeText == true ? 3 : 4.5
        case .wcagAAA:
            return size?.isLargeText == true ? 4.5 : 7
        case .apple:
            switch size {
            case .small: return 7
            case .large: return 3
            case .points(let points, let bold): return points >= 18 || bold ? 3 : 4.5
            case .normal, nil: return 4.5
            }
        }
    }
}
