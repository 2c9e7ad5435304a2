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
/// - `glass` on the document's root (the resolver's, else the token file's): the theme file's
///   `glass:` entries as JSON objects, the same keys and value notation (see ``DTCGGlass``).
enum DTCGTinctureExtension {
    static let key = "com.tincture"
    static let glassKey = "glass"
    static let tokenKeys = ["role", "size", "reference", "alpha"]
    static let systemColorsKey = "systemColors"
    static let themeValuesKey = "themeValues"
    static let themesKey = "themes"
}

/// A theme's `glass:` entries in a DTCG document's root `$extensions.com.tincture.glass`: written
/// as the theme file writes them (`{"foreground": ["toolbar.label"], "variant": "clear", "dim":
/// "#000000 / 30%"}`), read back through the theme file's own reader, so that both accept and
/// reject the same entries.
enum DTCGGlass {
    static func json(_ declarations: [GlassDeclaration]) -> DTCGJSON? {
        guard !declarations.isEmpty else { return nil }
        return .array(declarations.map { declaration in
            var members = [DTCGMember("foreground", .array(declaration.foregrounds.map { .string($0.description) })),
                           DTCGMember("variant", .string(declaration.variant.rawValue))]
            if let tint = declaration.tint { members.append(DTCGMember("tint", .string(ThemeDocument.text(of: tint)))) }
            if let dim = declaration.dim { members.append(DTCGMember("dim", .string(ThemeDocument.text(of: dim)))) }
            if !declaration.over.isEmpty { members.append(DTCGMember("over", .array(declaration.over.map { .string($0.description) }))) }
            if let size = declaration.size { members.append(DTCGMember("size", .string(size.description))) }
            if let minimum = declaration.minimum { members.append(DTCGMember("minimum", .number(minimum))) }
            return .object(members)
        })
    }

    /// The entries of `root`'s `$extensions.com.tincture.glass`, each placed where its object
    /// starts; every problem with that place.
    static func declarations(in root: DTCGNode) throws(ThemeErrors) -> [GlassDeclaration] {
        guard let list = root["$extensions"]?[DTCGTinctureExtension.key]?[DTCGTinctureExtension.glassKey] else { return [] }
        guard let items = list.array else {
            throw ThemeErrors([ThemeError(.wrongType, "`$extensions.com.tincture.glass` is a list of glass entries", at: list.location, value: list.kindName,
                                          suggestion: "[{\"foreground\": [\"toolbar.label\"], \"variant\": \"clear\", \"dim\": \"#000000 / 30%\"}]")])
        }
        var result: [GlassDeclaration] = []
        var errors: [ThemeError] = []
        for item in items {
            // JSON is YAML: the entry read by the theme file's reader, at the entry's place.
            do {
                let parsed = try ThemeDocument(yaml: "glass:\n  - " + item.json.compactText + "\n", file: item.location.file)
                for var declaration in parsed.glass {
                    declaration.location = item.location
                    declaration.dimLocation = nil  // a place in the entry's JSON text, not in the file
                    declaration.foregrounds = declaration.foregrounds.map { var pattern = $0; pattern.location = item.location; return pattern }
                    declaration.over = declaration.over.map { var pattern = $0; pattern.location = item.location; return pattern }
                    result.append(declaration)
                }
            } catch {
                errors += error.errors.map { var placed = $0; placed.location = item.location; return placed }
            }
        }
        guard errors.isEmpty else { throw ThemeErrors(errors) }
        return result
    }
}
