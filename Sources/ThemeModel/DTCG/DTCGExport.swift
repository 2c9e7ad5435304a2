import ColorScience

/// A resolved theme as DTCG files: token files (Design Tokens Format Module 2025.10, colors as
/// Color Module 2025.10 objects) and, when colors differ between appearances, a resolver
/// document (Resolver Module 2025.10).
///
/// - A theme whose colors are the same in every appearance is one token file,
///   `<name>.tokens.json`.
/// - Otherwise `<name>.tokens.json` holds what is the same everywhere, one
///   `<name>.<context>.tokens.json` per appearance context holds the values of that appearance
///   (``DTCGAppearanceContext``), and `<name>.resolver.json` composes them: the set first, then a
///   modifier `appearance` whose contexts are the appearances. Only the contexts needed are
///   written: `light` and `dark` always, another when some token's value there differs from the
///   one Tincture's fallback would give, so that reading the files back gives the same colors in
///   all eight appearances.
/// - Named themes are a second modifier, `theme`, after the appearances: a context per theme,
///   each a token file `<name>.theme-<theme>.tokens.json` of what the theme changes (see
///   ``DTCGThemeModifier``). A theme with named themes has a resolver even when its colors are
///   the same in every appearance.
///
/// Literals are color objects with `colorSpace`, `components`, `alpha` when not 1, and a `hex`
/// fallback when inside sRGB; references are aliases (`"{palette.black}"`). A reference with a
/// scaled alpha, which DTCG cannot write, is the resolved color with the reference kept in
/// `$extensions.com.tincture` (see ``DTCGTinctureExtension``), as are roles and text sizes.
/// Apple system colors a theme refers to are written, resolved, in a top-level `system` group.
///
/// A document read from a DTCG token file (``ThemeDocument/dtcg``) is written back into that
/// file's JSON: changed colors are replaced where they stand, new ones added, and everything
/// else kept as read, so an unchanged document gives the same JSON.
///
/// Output is deterministic: members in a stable order, two-space indentation, a final newline.
public struct DTCGExport: Sendable {
    /// One file to write: a path relative to the output directory, and its text.
    public struct File: Hashable, Sendable {
        public var path: String
        public var contents: String
    }

    static let formatSchema = "https://www.designtokens.org/schemas/2025.10/format.json"
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    /// The files, the token files first, the resolver (if any) last.
    public let files: [File]

    /// Exports the theme: its own theme and every named theme.
    ///
    /// - Parameters:
    ///   - theme: A resolved theme.
    ///   - name: The stem of the file names (`tokens` gives `tokens.tokens.json`, …).
    ///   - extensions: Members every file's root `$extensions` starts with (a generator's
    ///     do-not-edit marker); the object is added after `$schema` when the file has none.
    public init(theme: ResolvedTheme, name: String = "tokens", extensions: [DTCGMember] = []) {
        func text(_ tree: DTCGJSON) -> String { Self.extended(tree, with: extensions).formattedText }
        var builder = DTCGExportBuilder(theme: theme)
        builder.build()
        let baseName = "\(name).tokens.json"
        var files: [File] = []
        let single = builder.contexts.isEmpty && builder.themes.isEmpty
        // The `glass:` section, on the document's root: the resolver's, else the one file's.
        let glass = DTCGGlass.json(theme.document.glass).map { [DTCGMember(DTCGTinctureExtension.key, .object([DTCGMember(DTCGTinctureExtension.glassKey, $0)]))] } ?? []
        files.append(File(path: baseName, contents: text(single ? Self.extended(builder.baseTree(single: single), with: glass) : builder.baseTree(single: single))))
        guard !single else {
            self.files = files
            return
        }
        var modifiers: [DTCGMember] = []
        var order: [DTCGJSON] = [.object([DTCGMember("$ref", .string("#/sets/tokens"))])]
        if !builder.contexts.isEmpty {
            var contexts: [DTCGMember] = []
            for context in builder.contexts {
                let path = "\(name).\(context).tokens.json"
                files.append(File(path: path, contents: text(builder.contextTree(context))))
                contexts.append(DTCGMember(context, .array([.object([DTCGMember("$ref", .string(path))])])))
            }
            modifiers.append(DTCGMember("appearance", .object([
                DTCGMember("description", .string("Light or dark, normal or increased contrast, base or elevated level.")),
                DTCGMember("contexts", .object(contexts)),
                DTCGMember("default", .string("light")),
            ])))
            order.append(.object([DTCGMember("$ref", .string("#/modifiers/appearance"))]))
        }
        if !builder.themes.isEmpty {
            var contexts = [DTCGMember(DTCGThemeModifier.defaultContext, .array([]))]
            for export in builder.themes {
                var sources: [DTCGJSON] = []
                if !export.changes.isEmpty {
                    let path = DTCGThemeModifier.fileName(name, theme: export.theme.name)
                    files.append(File(path: path, contents: text(builder.themeTree(export))))
                    sources.append(.object([DTCGMember("$ref", .string(path))]))
                }
                contexts.append(DTCGMember(export.theme.name, .array(sources)))
            }
            var modifier: [DTCGMember] = [
                DTCGMember("description", .string("The file's own theme (default) or a named theme; each named theme holds every color it changes.")),
                DTCGMember("contexts", .object(contexts)),
                DTCGMember("default", .string(DTCGThemeModifier.defaultContext)),
            ]
            if let themes = builder.themesExtension {
                modifier.append(DTCGMember("$extensions", .object([DTCGMember(DTCGTinctureExtension.key, .object([
                    DTCGMember(DTCGTinctureExtension.themesKey, themes),
                ]))])))
            }
            modifiers.append(DTCGMember(DTCGThemeModifier.name, .object(modifier)))
            order.append(.object([DTCGMember("$ref", .string("#/modifiers/\(DTCGThemeModifier.name)"))]))
        }
        let document = theme.document
        var resolver: [DTCGMember] = [
            DTCGMember("$schema", .string(Self.resolverSchema)),
            DTCGMember("name", .string(document.name ?? name)),
            DTCGMember("version", .string(DTCGResolverFile.version)),
        ]
        if let description = document.description { resolver.append(DTCGMember("description", .string(description))) }
        resolver += [
            DTCGMember("sets", .object([DTCGMember("tokens", .object([
                DTCGMember("description", .string(builder.contexts.isEmpty ? "Tokens of the file's own theme." : "Tokens that are the same in every appearance.")),
                DTCGMember("sources", .array([.object([DTCGMember("$ref", .string(baseName))])])),
            ]))])),
            DTCGMember("modifiers", .object(modifiers)),
            DTCGMember("resolutionOrder", .array(order)),
        ]
        files.append(File(path: "\(name).resolver.json", contents: text(Self.extended(.object(resolver), with: glass))))
        self.files = files
    }

    /// The root object with `extensions` first in its `$extensions`, which is added (after
    /// `$schema` when that comes first, else first) when missing. A member the tree already has
    /// under one of their keys is replaced, not repeated: a file Tincture wrote, read back and
    /// written again carries its do-not-edit marker once (JSON objects have unique keys).
    public static func extended(_ tree: DTCGJSON, with extensions: [DTCGMember]) -> DTCGJSON {
        guard !extensions.isEmpty, var members = tree.members else { return tree }
        if let index = members.firstIndex(where: { $0.key == "$extensions" }), let existing = members[index].value.members {
            let replaced = Set(extensions.map(\.key))
            members[index].value = .object(extensions + existing.filter { !replaced.contains($0.key) })
        } else {
            members.insert(DTCGMember("$extensions", .object(extensions)), at: members.first?.key == "$schema" ? 1 : 0)
        }
        return .object(members)
    }
}
