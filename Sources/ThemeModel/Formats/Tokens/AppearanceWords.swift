/// The appearance a mode, theme or file name stands for, read from its words: `Light`,
/// `dark.tokens.json`, `Dark HC`, `designsystemet + Dark`, `Dark (Primitives: Modern Theme)`,
/// `theme-dark-high-contrast`, `lightHighContrast`.
///
/// Words are split at anything but letters and digits and at lower-to-upper case changes.
/// `light`/`day` and `dark`/`night` give the scheme; `hc`, `increased`, or `high` with or
/// before `contrast` give increased contrast; `elevated` the elevated level. A name without a
/// scheme word stands for no appearance.
enum AppearanceWords {
    static func condition(in name: String) -> AppearanceCondition? {
        let words = self.words(name)
        var condition = AppearanceCondition()
        for (offset, word) in words.enumerated() {
            switch word {
            case "light", "day": condition.scheme = condition.scheme ?? .light
            case "dark", "night": condition.scheme = condition.scheme ?? .dark
            case "hc", "increased", "highcontrast": condition.contrast = .increased
            case "high" where words.dropFirst(offset + 1).first == "contrast": condition.contrast = .increased
            case "elevated": condition.level = .elevated
            default: break
            }
        }
        return condition.scheme == nil ? nil : condition
    }

    static func words(_ name: String) -> [String] { TokenRole.nameWords(name, keepingDigits: true) }
}
