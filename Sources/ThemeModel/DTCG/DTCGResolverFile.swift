import ColorScience

/// A DTCG resolver document (Design Tokens Resolver Module 2025.10), composed into one token
/// structure per appearance context.
///
/// The document has `version` (`"2025.10"`, required), optional `name` and `description`,
/// `sets` (each a `sources` array), `modifiers` (each a `contexts` map of names to source
/// arrays, and an optional `default`), and `resolutionOrder` (required): `{"$ref": "#/sets/…"}`,
/// `{"$ref": "#/modifiers/…"}` or inline sets and modifiers with `type` and `name`. A source is
/// inline tokens or a reference object: `{"$ref": "#/sets/…"}`, another pointer into the
/// document, or a token file relative to the resolver (`"light.tokens.json"`, optionally with
/// `#/pointer`); other keys beside `$ref` override the referenced object's members.
///
/// Composition follows the module's resolution logic: for an input, walk `resolutionOrder`,
/// merging each set's sources and the chosen context's sources in array order, later tokens
/// replacing earlier ones; aliases are resolved only afterwards, in the composed structure.
/// Tincture reads up to two modifiers: one whose contexts are appearances
/// (``DTCGAppearanceContext``), and one whose contexts are themes (``DTCGThemeModifier``). It
/// composes once per pair of contexts; a document without modifiers composes once.
struct DTCGResolverFile {
    /// What a modifier's contexts stand for.
    enum ModifierKind {
        case appearance
        case theme
    }

    typealias Context = (name: String, location: SourceLocation, sources: [DTCGNode])

    /// One entry of `resolutionOrder`.
    enum Layer {
        case set(name: String, sources: [DTCGNode])
        case modifier(name: String, kind: ModifierKind, contexts: [Context], node: DTCGNode)
    }

    /// The tokens composed for one appearance context and one theme context (nil where the
    /// document has no such modifier).
    struct Composition {
        var appearance: String?
        var theme: String?
        var tokens: DTCGNode
    }

    /// The theme modifier as read: its contexts in order, the one that is the file's own theme,
    /// and what Tincture keeps in its `$extensions` (the theme each extends, descriptions).
    struct Themes {
        var modifier: String
        var contexts: [(name: String, location: SourceLocation)]
        var base: String
        var extends: [String: (name: String, location: SourceLocation)] = [:]
        var descriptions: [String: String] = [:]
    }

    static let rootKeys = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$extensions", "$defs"]
    static let version = "2025.10"

    let file: String
    let root: DTCGNode
    var errors: [ThemeError] = []
    /// The theme modifier, after ``compositions()``, when the document has one.
    private(set) var themes: Themes?
    private let loadSource: (String) throws(ThemeErrors) -> String
    private var loaded: [String: DTCGNode?] = [:]

    init(root: DTCGNode, file: String, loadSource: @escaping (String) throws(ThemeErrors) -> String) {
        self.root = root
        self.file = file
        self.loadSource = loadSource
    }

    var name: String? { root["name"]?.string }
    var description: String? { root["description"]?.string }

    /// The composed token structure for each pair of an appearance context and a theme context,
    /// appearances in the order the modifier gives them, for each theme in its modifier's order.
    mutating func compositions() -> [Composition] {
        guard root.members != nil else {
            errors.append(ThemeError(.wrongType, "a resolver document is a JSON object, not \(root.kindName)", at: root.location))
            return []
        }
        checkRoot()
        let layers = resolutionOrder()
        var modifiers: [ModifierKind: [(name: String, contexts: [Context], node: DTCGNode)]] = [:]
        for case .modifier(let name, let kind, let contexts, let node) in layers { modifiers[kind, default: []].append((name, contexts, node)) }
        for (kind, found) in modifiers where found.count > 1 {
            let what = kind == .appearance ? "appearances" : "themes"
            errors.append(ThemeError(.unsupported, "Tincture reads one modifier whose contexts are \(what) (and one whose contexts are \(kind == .appearance ? "themes" : "appearances")); this resolver has \(found.count)",
                                     at: root["resolutionOrder"]?.location ?? root.location,
                                     value: found.map(\.name).joined(separator: ", "),
                                     suggestion: kind == .appearance
                                         ? "keep one modifier with contexts such as light, dark, lightHighContrast, darkHighContrast"
                                         : "keep one modifier whose contexts are the themes"))
        }
        if let theme = modifiers[.theme]?.first { readThemes(theme.name, contexts: theme.contexts, node: theme.node) }
        guard errors.isEmpty else { return [] }
        let appearances: [String?] = modifiers[.appearance]?.first.map { $0.contexts.map(\.name) } ?? [nil]
        let themeNames: [String?] = themes.map { $0.contexts.map(\.name) } ?? [nil]
        var result: [Composition] = []
        for theme in themeNames {
            for appearance in appearances {
                var members: [DTCGNode.Member] = []
                for layer in layers {
                    switch layer {
                    case .set(_, let sources):
                        for source in sources { merge(source, into: &members, depth: 0) }
                    case .modifier(_, let kind, let contexts, _):
                        let chosen = kind == .appearance ? appearance : theme
                        for source in contexts.first(where: { $0.name == chosen })?.sources ?? [] { merge(source, into: &members, depth: 0) }
                    }
                }
                result.append(Composition(appearance: appearance, theme: theme,
                                          tokens: DTCGNode(content: .object(members), location: SourceLocation(file: file, line: 1, column: 1))))
            }
        }
        return result
    }

    /// Reads the theme modifier: its base context (its `default`, else a context named
    /// `default`, else its first) and Tincture's `$extensions`.
    private mutating func readThemes(_ name: String, contexts: [Context], node: DTCGNode) {
        guard let first = contexts.first else { return }
        let names = contexts.map(\.name)
        let base = node["default"]?.string.flatMap { names.contains($0) ? $0 : nil }
            ?? (names.contains(DTCGThemeModifier.defaultContext) ? DTCGThemeModifier.defaultContext : first.name)
        var themes = Themes(modifier: name, contexts: contexts.map { ($0.name, $0.location) }, base: base)
        for context in contexts where context.name != base && !TokenPath.isValidComponent(context.name) {
            errors.append(ThemeError(.invalidName, "modifier '\(name)' has a context that cannot name a theme: a theme name may hold letters, digits, '-' and '_'",
                                     at: context.location, value: context.name))
        }
        if base != DTCGThemeModifier.defaultContext, let clash = contexts.first(where: { $0.name == DTCGThemeModifier.defaultContext }) {
            errors.append(ThemeError(.duplicateName, "'default' names the file's own theme, which is the modifier's default '\(base)' here",
                                     at: clash.location, value: clash.name, suggestion: "rename the context, or make it the modifier's default"))
        }
        if let kept = node["$extensions"]?[DTCGTinctureExtension.key]?[DTCGTinctureExtension.themesKey] {
            for member in kept.members ?? [] {
                guard names.contains(member.key), member.key != base else {
                    errors.append(ThemeError(.unknownReference, "\(DTCGTinctureExtension.key).\(DTCGTinctureExtension.themesKey) names a theme that is not a context of modifier '\(name)'",
                                             at: member.keyLocation, value: member.key,
                                             suggestion: "contexts: " + names.filter { $0 != base }.joined(separator: ", ")))
                    continue
                }
                if let extends = member.value["extends"] {
                    if let parent = extends.string, parent == DTCGThemeModifier.defaultContext || (names.contains(parent) && parent != base) {
                        themes.extends[member.key] = (parent, extends.location)
                    } else {
                        errors.append(ThemeError(.unknownReference, "theme '\(member.key)' extends a theme that is not a context of modifier '\(name)'",
                                                 at: extends.location, value: extends.excerpt,
                                                 suggestion: "themes: " + ([DTCGThemeModifier.defaultContext] + names.filter { $0 != base }).joined(separator: ", ")))
                    }
                }
                if let description = member.value["description"]?.string { themes.descriptions[member.key] = description }
            }
        }
        self.themes = themes
    }

    // MARK: Document structure

    private mutating func checkRoot() {
        for member in root.members ?? [] where !Self.rootKeys.contains(member.key) {
            errors.append(ThemeError(.unknownKey, "unknown member of a resolver document", at: member.keyLocation, value: member.key,
                                     suggestion: Spelling.nearest(to: member.key, among: Self.rootKeys).map { "did you mean '\($0)'?" }
                                         ?? "members: " + Self.rootKeys.joined(separator: ", ")))
        }
        if let version = root.member("version") {
            if version.value.string != Self.version {
                errors.append(ThemeError(.unsupported, "Tincture reads resolver documents of version \(Self.version)", at: version.value.location,
                                         value: version.value.excerpt, suggestion: "set \"version\": \"\(Self.version)\""))
            }
        } else {
            errors.append(ThemeError(.missingValue, "a resolver document needs \"version\"", at: root.location,
                                     suggestion: "add \"version\": \"\(Self.version)\""))
        }
    }

    private mutating func resolutionOrder() -> [Layer] {
        guard let order = root.member("resolutionOrder") else {
            errors.append(ThemeError(.missingValue, "a resolver document needs \"resolutionOrder\"", at: root.location,
                                     suggestion: ##"add "resolutionOrder": [{ "$ref": "#/sets/…" }, { "$ref": "#/modifiers/…" }]"##))
            return []
        }
        guard case .array(let items) = order.value.content else {
            errors.append(ThemeError(.wrongType, "resolutionOrder is an array, not \(order.value.kindName)", at: order.value.location))
            return []
        }
        var layers: [Layer] = []
        var names: [String: SourceLocation] = [:]
        for item in items {
            guard item.members != nil else {
                errors.append(ThemeError(.wrongType, "a resolutionOrder entry is an object, not \(item.kindName)", at: item.location, value: item.excerpt))
                continue
            }
            let layer: Layer?
            let name: String
            if let ref = item["$ref"] {
                guard let pointer = ref.string, let path = DTCGTokenFile.pointerPath(pointer), path.count == 2,
                      path[0] == "sets" || path[0] == "modifiers" else {
                    errors.append(ThemeError(.wrongType, "a resolutionOrder reference points to #/sets/… or #/modifiers/…", at: ref.location,
                                             value: ref.excerpt))
                    continue
                }
                guard let target = root[path[0]]?[path[1]] else {
                    let known = root[path[0]]?.members?.map(\.key) ?? []
                    errors.append(ThemeError(.unknownReference, "points to a \(path[0] == "sets" ? "set" : "modifier") that does not exist",
                                             at: ref.location, value: pointer,
                                             suggestion: Spelling.nearest(to: path[1], among: known).map { "did you mean '#/\(path[0])/\($0)'?" }))
                    continue
                }
                name = path[1]
                layer = path[0] == "sets" ? set(target, name: name) : modifier(target, name: name)
            } else {
                guard let type = item["type"]?.string, type == "set" || type == "modifier" else {
                    errors.append(ThemeError(.missingValue, "an inline resolutionOrder entry needs \"type\": \"set\" or \"modifier\"",
                                             at: item.location, value: item["type"]?.excerpt))
                    continue
                }
                guard let inlineName = item["name"]?.string else {
                    errors.append(ThemeError(.missingValue, "an inline resolutionOrder entry needs a \"name\"", at: item.location))
                    continue
                }
                name = inlineName
                layer = type == "set" ? set(item, name: name) : modifier(item, name: name)
            }
            if let first = names[name] {
                errors.append(ThemeError(.duplicateName, "two resolutionOrder entries are named '\(name)' (first at \(first))", at: item.location,
                                         value: name))
            }
            names[name] = item.location
            if let layer { layers.append(layer) }
        }
        return layers
    }

    private mutating func set(_ node: DTCGNode, name: String) -> Layer? {
        guard let sources = sourceList(node["sources"], in: "set '\(name)'", at: node.location) else { return nil }
        return .set(name: name, sources: sources)
    }

    /// A modifier whose contexts include an appearance's name (``DTCGAppearanceContext``) sets
    /// appearances, and each of its contexts must name one; any other modifier sets themes.
    private mutating func modifier(_ node: DTCGNode, name: String) -> Layer? {
        guard let contextsNode = node["contexts"], let members = contextsNode.members else {
            errors.append(ThemeError(.missingValue, "modifier '\(name)' needs a \"contexts\" object", at: node["contexts"]?.location ?? node.location,
                                     suggestion: #"add "contexts": { "light": […], "dark": […] }"#))
            return nil
        }
        guard !members.isEmpty else {
            errors.append(ThemeError(.missingValue, "modifier '\(name)' has no contexts", at: contextsNode.location,
                                     suggestion: "give at least light and dark"))
            return nil
        }
        let kind: ModifierKind = members.contains { DTCGAppearanceContext.condition(for: $0.key) != nil } ? .appearance : .theme
        var contexts: [Context] = []
        for member in members {
            guard kind == .theme || DTCGAppearanceContext.condition(for: member.key) != nil else {
                let accepted = DTCGAppearanceContext.names
                errors.append(ThemeError(.unsupported, "modifier '\(name)' has a context Tincture cannot map to an appearance",
                                         at: member.keyLocation, value: member.key,
                                         suggestion: (Spelling.nearest(to: member.key, among: accepted).map { "did you mean '\($0)'? " } ?? "")
                                             + "contexts: " + accepted.joined(separator: ", ")))
                continue
            }
            if let sources = sourceList(member.value, in: "context '\(member.key)'", at: member.keyLocation) {
                contexts.append((member.key, member.keyLocation, sources))
            }
        }
        if let defaultNode = node["default"], !members.contains(where: { $0.key == defaultNode.string }) {
            errors.append(ThemeError(.unknownReference, "the default of modifier '\(name)' is not one of its contexts", at: defaultNode.location,
                                     value: defaultNode.excerpt, suggestion: "contexts: " + members.map(\.key).joined(separator: ", ")))
        }
        return .modifier(name: name, kind: kind, contexts: contexts, node: node)
    }

    private mutating func sourceList(_ node: DTCGNode?, in owner: String, at location: SourceLocation) -> [DTCGNode]? {
        guard let node else {
            errors.append(ThemeError(.missingValue, "\(owner) needs a \"sources\" array", at: location,
                                     suggestion: #"add "sources": [{ "$ref": "tokens.json" }]"#))
            return nil
        }
        guard case .array(let items) = node.content else {
            errors.append(ThemeError(.wrongType, "the sources of \(owner) are an array, not \(node.kindName)", at: node.location, value: node.excerpt))
            return nil
        }
        return items
    }

    // MARK: Sources

    /// Merges one source — inline tokens or a reference object — into the composed members.
    private mutating func merge(_ source: DTCGNode, into members: inout [DTCGNode.Member], depth: Int) {
        guard let sourceMembers = source.members else {
            errors.append(ThemeError(.wrongType, "a source is an object of tokens or a {\"$ref\": …} object, not \(source.kindName)",
                                     at: source.location, value: source.excerpt))
            return
        }
        guard let refNode = source["$ref"] else {
            DTCGNode.merge(&members, sourceMembers)
            return
        }
        guard depth < 32 else {
            errors.append(ThemeError(.referenceCycle, "references lead back to where they started", at: refNode.location, value: refNode.excerpt))
            return
        }
        guard let ref = refNode.string, var target = resolve(ref, at: refNode) else { return }
        // Members beside `$ref` override the referenced object's (JSON Schema 2020-12).
        let overrides = sourceMembers.filter { $0.key != "$ref" }
        if !overrides.isEmpty, var targetMembers = target.members {
            for member in overrides {
                if let index = targetMembers.firstIndex(where: { $0.key == member.key }) { targetMembers[index] = member } else { targetMembers.append(member) }
            }
            target = DTCGNode(content: .object(targetMembers), location: target.location)
        }
        if ref.hasPrefix("#/sets/"), let sources = target["sources"], case .array(let items) = sources.content {
            for item in items { merge(item, into: &members, depth: depth + 1) }
        } else if let targetMembers = target.members {
            DTCGNode.merge(&members, targetMembers)
        } else {
            errors.append(ThemeError(.wrongType, "the $ref points to \(target.kindName), not tokens", at: refNode.location, value: ref))
        }
    }

    /// The node a reference object's `$ref` names.
    private mutating func resolve(_ ref: String, at node: DTCGNode) -> DTCGNode? {
        if ref.hasPrefix("#") {
            guard let path = DTCGTokenFile.pointerPath(ref) else { return nil }
            if path.first == "modifiers" || path.first == "resolutionOrder" {
                errors.append(ThemeError(.wrongType, "a source may not point into \(path[0])", at: node.location, value: ref,
                                         suggestion: "point to #/sets/… or to a token file"))
                return nil
            }
            guard let target = DTCGTokenFile.node(at: path, in: root) else {
                errors.append(ThemeError(.unknownReference, "points to nothing in this document", at: node.location, value: ref,
                                         suggestion: path.first == "sets"
                                             ? Spelling.nearest(to: path.last ?? "", among: root["sets"]?.members?.map(\.key) ?? []).map { "did you mean '#/sets/\($0)'?" }
                                             : nil))
                return nil
            }
            return target
        }
        if ref.contains("://") {
            errors.append(ThemeError(.unsupported, "Tincture reads token files on disk, not URLs", at: node.location, value: ref,
                                     suggestion: "download the file and refer to it by a relative path"))
            return nil
        }
        let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = Self.path(String(parts[0]), relativeTo: file)
        guard let document = load(path, at: node, ref: ref) else { return nil }
        guard parts.count == 2, !parts[1].isEmpty else { return document }
        let fragment = parts[1].hasPrefix("/") ? "#" + parts[1] : "#/" + parts[1]
        guard let pointer = DTCGTokenFile.pointerPath(String(fragment)), let target = DTCGTokenFile.node(at: pointer, in: document) else {
            errors.append(ThemeError(.unknownReference, "points to nothing in \(path)", at: node.location, value: ref))
            return nil
        }
        return target
    }

    private mutating func load(_ path: String, at node: DTCGNode, ref: String) -> DTCGNode? {
        if let cached = loaded[path] { return cached }
        var result: DTCGNode?
        do {
            let text = try loadSource(path)
            result = try DTCGJSONParser.parse(text, file: path)
        } catch let failure as ThemeErrors {
            let reasons = failure.errors.map(\.message).joined(separator: "; ")
            errors.append(ThemeError(.unreadable, "cannot read the token file: \(reasons)", at: node.location, value: ref,
                                     suggestion: "paths are relative to the resolver file"))
        } catch let failure as ThemeError {
            errors.append(failure)
        } catch {
            errors.append(ThemeError(.unreadable, "cannot read the token file", at: node.location, value: ref))
        }
        loaded[path] = result
        return result
    }

    /// `ref` relative to the directory of `file` (unchanged when it starts with `/`); `.` and
    /// `..` components are folded where they can be.
    static func path(_ ref: String, relativeTo file: String) -> String {
        if ref.hasPrefix("/") { return ref }
        var components = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init).dropLast()
        for component in ref.split(separator: "/").map(String.init) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != "..", !last.isEmpty { components.removeLast() } else { components.append("..") }
            default: components.append(component)
            }
        }
        return components.joined(separator: "/")
    }
}
