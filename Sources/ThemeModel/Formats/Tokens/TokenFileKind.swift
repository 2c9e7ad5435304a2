import ColorScience

/// What a JSON file holds, told by its content rather than its name.
///
/// - An array holding objects with `selectedTokenSets` is Tokens Studio's `$themes.json`; an object
///   with `tokenSetOrder` its `$metadata.json`.
/// - An object with `resolutionOrder` is a DTCG resolver.
/// - Objects with `$value` are DTCG tokens: a Figma variables export when a token carries
///   `$extensions["com.figma"]`, a DTCG draft when a color is a CSS color string, else DTCG
///   2025.10.
/// - Objects with `value` are the older `value`/`type` form: Tokens Studio when tokens carry
///   `type` (or `$extensions["studio.tokens"]`), a Figma plugin export when they carry
///   `referencedVariable`, Style Dictionary's classic format otherwise.
/// - Anything else is a Tincture theme file when its top level has `tokens` or `palette`, and
///   not tokens at all otherwise.
enum TokenFileKind: Equatable {
    case tokens(ThemeFormat)
    case tokensStudioThemes
    case tokensStudioMetadata
    case resolver
    case theme
    case notTokens

    static func detect(_ root: DTCGNode) -> TokenFileKind {
        if case .array(let items) = root.content {
            return items.contains { $0["selectedTokenSets"] != nil } ? .tokensStudioThemes : .notTokens
        }
        guard root.members != nil else { return .notTokens }
        if root["tokenSetOrder"] != nil { return .tokensStudioMetadata }
        if root["resolutionOrder"] != nil { return .resolver }
        var survey = Survey()
        survey.walk(root, depth: 0)
        if survey.dollarTokens > 0 {
            if survey.figma { return .tokens(.figmaVariables) }
            return .tokens(survey.stringColors ? .dtcgDraft : .dtcg)
        }
        if survey.plainTokens > 0 {
            if survey.referencedVariable { return .tokens(.figmaVariables) }
            if survey.studio || survey.typed { return .tokens(.tokensStudio) }
            return .tokens(.styleDictionary)
        }
        if root["tokens"] != nil || root["palette"] != nil { return .theme }
        return .notTokens
    }

    private struct Survey {
        var dollarTokens = 0, plainTokens = 0
        var figma = false, stringColors = false, referencedVariable = false, studio = false, typed = false

        mutating func walk(_ node: DTCGNode, depth: Int) {
            guard depth < 64, let members = node.members else { return }
            if let value = node["$value"] {
                dollarTokens += 1
                if node["$extensions"]?["com.figma"] != nil { figma = true }
                // A CSS color string where a color goes (a font family is a string too).
                if let text = value.string, DTCGTokenFile.aliasPath(text) == nil, (node["$type"]?.string ?? "color") == "color",
                   (try? Color(css: text.trimmingCharacters(in: .whitespaces))) != nil {
                    stringColors = true
                }
                return
            }
            if let value = node["value"], !value.isGroup || value.members == nil {
                plainTokens += 1
                if node["type"] != nil { typed = true }
                if node["referencedVariable"] != nil { referencedVariable = true }
                if node["$extensions"]?["studio.tokens"] != nil { studio = true }
                return
            }
            for member in members where !member.key.hasPrefix("$") { walk(member.value, depth: depth + 1) }
        }
    }
}
