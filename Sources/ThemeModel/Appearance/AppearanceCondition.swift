/// A set of appearances named by the dimensions it fixes — the key of a value in a theme file.
///
/// `any` fixes nothing; `dark` fixes the scheme; `dark+increased` the scheme and contrast;
/// `increased` only the contrast; and so on: 3 × 3 × 3 = 27 conditions. A token may give a value
/// for any of them; ``fallbackOrder(for:)`` says which one an appearance takes.
public struct AppearanceCondition: Hashable, Sendable, CustomStringConvertible {
    public var scheme: Appearance.Scheme?
    public var contrast: Appearance.Contrast?
    public var level: Appearance.Level?

    public init(scheme: Appearance.Scheme? = nil, contrast: Appearance.Contrast? = nil, level: Appearance.Level? = nil) {
        self.scheme = scheme
        self.contrast = contrast
        self.level = level
    }

    /// The condition that matches exactly one appearance.
    public init(_ appearance: Appearance) {
        self.init(scheme: appearance.scheme, contrast: appearance.contrast, level: appearance.level)
    }

    /// Matches every appearance.
    public static let any = AppearanceCondition()

    /// Whether `appearance` is one of this condition's appearances.
    public func matches(_ appearance: Appearance) -> Bool {
        (scheme ?? appearance.scheme) == appearance.scheme
            && (contrast ?? appearance.contrast) == appearance.contrast
            && (level ?? appearance.level) == appearance.level
    }

    /// `any`, or the fixed dimensions joined by `+` in the order scheme, contrast, level
    /// (`dark+increased`, `light+normal+base`).
    public var name: String {
        let parts = [scheme?.rawValue, contrast?.rawValue, level?.rawValue].compactMap { $0 }
        return parts.isEmpty ? "any" : parts.joined(separator: "+")
    }

    public var description: String { name }

    /// The words a condition is written with, for suggestions.
    public static let words = ["any", "light", "dark", "normal", "increased", "base", "elevated"]

    /// Parses `any`, or words among `light`/`dark`, `normal`/`increased`, `base`/`elevated`
    /// joined by `+`, `,` or spaces, at most one per dimension. `high` and `highContrast` are
    /// accepted for `increased`.
    public init?(name: String) {
        let words = name.split(whereSeparator: { $0 == "+" || $0 == "," || $0 == " " }).map(String.init)
        guard !words.isEmpty else { return nil }
        if words == ["any"] { self.init(); return }
        var condition = AppearanceCondition()
        for word in words {
            switch word {
            case "light", "dark":
                guard condition.scheme == nil else { return nil }
                condition.scheme = Appearance.Scheme(rawValue: word)
            case "normal", "increased", "high", "highContrast":
                guard condition.contrast == nil else { return nil }
                condition.contrast = word == "normal" ? .normal : .increased
            case "base", "elevated":
                guard condition.level == nil else { return nil }
                condition.level = Appearance.Level(rawValue: word)
            default:
                return nil
            }
        }
        self = condition
    }

    /// The conditions an appearance takes its value from, most specific first.
    ///
    /// The scheme matters most, then contrast, then level: for `dark+increased+elevated` the
    /// order is `dark+increased+elevated`, `dark+increased`, `dark+elevated`, `dark`,
    /// `increased+elevated`, `increased`, `elevated`, `any`. A token takes the first condition it
    /// has a value for.
    public static func fallbackOrder(for appearance: Appearance) -> [AppearanceCondition] {
        fallbackOrders[appearance.index]
    }

    private static let fallbackOrders: [[AppearanceCondition]] = Appearance.all.map { appearance in
        // Bit 2: scheme fixed, bit 1: contrast fixed, bit 0: level fixed; descending.
        (0..<8).reversed().map { mask in
            AppearanceCondition(
                scheme: mask & 4 != 0 ? appearance.scheme : nil,
                contrast: mask & 2 != 0 ? appearance.contrast : nil,
                level: mask & 1 != 0 ? appearance.level : nil)
        }
    }
}
