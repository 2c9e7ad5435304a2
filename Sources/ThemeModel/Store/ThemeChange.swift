/// One change of a ``ThemeStore``'s colors, as every observer sees it.
///
/// Changes are numbered from 1 without gaps, and each one starts where the one before ended:
/// for consecutive changes `a` and `b`, `b.sequence == a.sequence + 1` and
/// `b.previous == a.current`. Every observer of a store — closures, `AsyncStream`s,
/// notifications, ``ColorUpdatable`` objects — receives the same changes in that order.
public struct ThemeChange: Hashable, Sendable, CustomStringConvertible {
    /// The position of this change among the store's changes: 1 for the first, then each one
    /// more than the one before.
    public var sequence: Int
    /// The selection before the change.
    public var previous: ThemeSelection
    /// The selection after the change.
    public var current: ThemeSelection
    /// Whether the store's ``ResolvedTheme`` was replaced (after the theme file was reloaded,
    /// say). Colors may then differ even where ``previous`` equals ``current``.
    public var replacedTheme: Bool

    public init(sequence: Int, previous: ThemeSelection, current: ThemeSelection, replacedTheme: Bool = false) {
        self.sequence = sequence
        self.previous = previous
        self.current = current
        self.replacedTheme = replacedTheme
    }

    /// Whether the theme name differs between ``previous`` and ``current``.
    public var changedThemeName: Bool { previous.themeName != current.themeName }

    /// Whether the appearance differs between ``previous`` and ``current``.
    public var changedAppearance: Bool { previous.appearance != current.appearance }

    /// `#3 default light → ocean dark`, with `(reloaded)` when the theme was replaced.
    public var description: String {
        "#\(sequence) \(previous) → \(current)" + (replacedTheme ? " (reloaded)" : "")
    }
}
