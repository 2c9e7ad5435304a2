/// What Tincture keeps in a DTCG token's or group's `$extensions`, under the vendor key
/// `com.tincture` (Design Tokens Format Module 2025.10 §5.2.3: extensions are namespaced by a
/// vendor's reverse domain name, and tools keep what they do not understand).
///
/// - `role`: the token's ``TokenRole`` when it is not the one its group's name implies.
/// - `size`: the token's ``TextSize`` (`"small"`, `"17pt"`, `"14pt bold"`).
/// - `reference` and `alpha`: a reference with its alpha scaled (`{palette.black} / 75%` in a
///   theme file), which DTCG cannot write as an alias: the `$value` holds the resolved color for
///   other tools, and Tincture reads the reference back from here.
/// - `systemColors` on the top-level `system` group: the group holds Apple's system colors that
///   the theme refers to, resolved for other tools; Tincture reads its own built-in values
///   instead (the value names the ``SystemPalette/Era``).
/// - `themeValues` on a top-level group: the group holds, per named theme, the values of the
///   tokens that theme gives a different value in each appearance; the theme modifier's
///   contexts alias them (see ``DTCGThemeModifier``). Tincture reads them through those aliases,
///   never as tokens of their own.
/// - `themes` on the theme modifier: per named theme, the theme it `extends` (when not the
///   file's own) and its `description`.
enum DTCGTinctureExtension {
    static let key = "com.tincture"
    static let tokenKeys = ["role", "size", "reference", "alpha"]
    static let systemColorsKey = "systemColors"
    static let themeValuesKey = "themeValues"
    static let themesKey = "themes"
}
