import ColorScience
import ThemeModel

/// Turns what code names (``CodeColor``) into what a theme holds: a reference to a catalog
/// color, token or system color, or a literal; follows the app's own constants across files.
struct CodeColorResolver {
    /// A color code draws with, as a theme writes it, with what it is called in reports.
    enum Resolved: Hashable {
        case color(ColorExpression)
        /// A value per appearance (light, dark).
        case adaptive(light: ColorExpression, dark: ColorExpression)
        case unresolved(String)
    }

    private var assets: [String: TokenPath] = [:]
    private var assetsFolded: [String: TokenPath] = [:]
    private var symbols: [String: TokenPath] = [:]
    /// Constants by qualified name; one per platform where `#if` gives several.
    private var definitions: [String: [ColorDefinition]] = [:]
    private var byName: [String: [ColorDefinition]] = [:]
    /// The app's names for color types (`typealias RSColor = UIColor`).
    private var aliases: Set<String>
    /// Per file, the types of its properties and locals (`viewModel` → `ReportViewModel`).
    private var types: [String: [String: String]]

    /// Per file, the types it declares or extends.
    private var declared: [String: Set<String>]
    /// Per file, the platform it is for.
    private var platforms: [String: Platform]
    /// The app's accent color asset.
    private var accent: TokenPath?
    /// What callers pass for a view's color property or a function's color parameter, by the
    /// callee and label (`Tag(tint:)`).
    private var arguments: [String: [ColorDefinition]] = [:]

    init(tokens: [TokenDefinition], definitions: [ColorDefinition], arguments: [ColorDefinition] = [], aliases: Set<String> = [],
         types: [String: [String: String]] = [:], platforms: [String: Platform] = [:], declared: [String: Set<String>] = [:]) {
        self.aliases = aliases
        self.declared = declared
        for argument in arguments { self.arguments[argument.qualifiedName, default: []].append(argument) }
        self.types = types
        self.platforms = platforms
        for token in tokens {
            let key = token.path.components.joined(separator: ".")
            assets[key] = token.path
            assetsFolded[Self.folded(key)] = assetsFolded[Self.folded(key)] ?? token.path
            // Generated symbols: Xcode's drop a trailing "Color"; SwiftGen's and R.swift's
            // camel-case a name that may hold dots, under their groups. Every tail of the path
            // names the asset (the whole path first).
            for start in token.path.components.indices {
                let name = Self.folded(token.path.components[start...].joined())
                symbols[name] = symbols[name] ?? token.path
                if name.hasSuffix("color"), name.count > 5 { symbols[String(name.dropLast(5))] = symbols[String(name.dropLast(5))] ?? token.path }
            }
        }
        // `.accentColor` where targets' catalogs each have one (`AccentColor`, `accentColor`): the
        // one with a color of the app's own over Xcode's empty template, which is the system's.
        let accents = tokens.filter { Self.folded($0.path.components.joined(separator: ".")) == "accentcolor" }
        accent = (accents.first { token in
            !token.values.values.allSatisfy { value in
                if case .reference(let path, _) = value.expression { return path.components.first == "system" }
                return false
            }
        } ?? accents.first)?.path
        for definition in definitions {
            self.definitions[definition.qualifiedName, default: []].append(definition)
            byName[definition.name, default: []].append(definition)
        }
    }

    private func isColorType(_ name: String) -> Bool { ColorExpressionReader.colorTypes.contains(name) || aliases.contains(name) }

    /// Lowercase letters and digits only.
    static func folded(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }

    /// The catalog or token path an asset name in code stands for (`Brand/Primary` and
    /// `Brand.Primary` alike).
    func assetPath(_ name: String) -> TokenPath? {
        let components = name.split(whereSeparator: { $0 == "/" || $0 == "." }).map(String.init)
        let key = components.joined(separator: ".")
        return assets[key] ?? assetsFolded[Self.folded(key)]
    }

    /// The known asset names nearest to an unknown one.
    func nearestAsset(to name: String) -> String? {
        Spelling.nearest(to: name, among: assets.keys.sorted(), maximumDistance: max(2, name.count / 3))
    }

    /// What a code color stands for; `near` is where it is written, so that a bare name is the
    /// constant of that file written before it (a local `let tint = …`), not another type's.
    func resolve(_ color: CodeColor, near: SourceLocation? = nil, seen: Set<String> = []) -> [Resolved] {
        switch color {
        case .asset(let name):
            if name == "AccentColor", let accent { return [.color(.reference(accent, alpha: nil))] }
            if let path = assetPath(name) { return [.color(.reference(path, alpha: nil))] }
            if name == "AccentColor" { return [.color(.reference(TokenPath(["system", "systemBlue"]), alpha: nil))] }
            return [.unresolved("no asset catalog of the app has a color named \"\(name)\"")]
        case .assetSymbol(let name):
            if let path = symbols[Self.folded(name)] { return [.color(.reference(path, alpha: nil))] }
            // `Color(.brandBlue)` naming a `UIColor` extension's constant rather than an asset.
            if let definition = definition(named: "." + name, near: near), !seen.contains(definition.qualifiedName) {
                return resolve(definition.color, near: definition.location, seen: seen.union([definition.qualifiedName]))
            }
            return [.unresolved("no catalog color is named like the generated symbol .\(name)")]
        case .system(let name):
            return [.color(.reference(TokenPath(["system", name]), alpha: nil))]
        case .literal(let color, let text):
            return [.color(.literal(color, text: text))]
        case .alpha(let base, let alpha):
            func faded(_ expression: ColorExpression) -> ColorExpression {
                switch expression {
                case .reference(let path, let old): return .reference(path, alpha: (old ?? 1) * alpha)
                case .literal(var literal, let text):
                    literal.alpha = (literal.alpha ?? 1) * alpha
                    return .literal(literal, text: text + " at \(Int((alpha * 100).rounded()))%")
                }
            }
            return resolve(base, near: near, seen: seen).map { resolved in
                switch resolved {
                case .color(let expression): .color(faded(expression))
                // A color per appearance keeps its opacity in both (`adaptiveBlack.opacity(0.05)`).
                case .adaptive(let light, let dark): .adaptive(light: faded(light), dark: faded(dark))
                case .unresolved: resolved
                }
            }
        case .choice(let options):
            return options.flatMap { resolve($0, near: near, seen: seen) }
        case .adaptive(let light, let dark):
            // A side that adapts itself (`dynamicColor(primaryBlue, …)` with `primaryBlue` light
            // and dark): its value for that side's scheme.
            func side(_ color: CodeColor, dark: Bool) -> [Resolved] {
                resolve(color, near: near, seen: seen).map { resolved in
                    if case .adaptive(let l, let d) = resolved { return .color(dark ? d : l) }
                    return resolved
                }
            }
            let (l, d) = (side(light, dark: false), side(dark, dark: true))
            // Sides that are not one color each: every branch, as a choice.
            guard l.count == 1, d.count == 1, case .color(let lightExpression) = l[0], case .color(let darkExpression) = d[0] else { return l + d }
            // The same color in both: one color.
            return lightExpression == darkExpression ? [.color(lightExpression)] : [.adaptive(light: lightExpression, dark: darkExpression)]
        case .dynamic(let reason):
            return [.unresolved(reason)]
        case .symbol(let name) where name.hasSuffix(":)"):
            // A color given by callers: each one they pass, and the default.
            guard !seen.contains(name) else { return [] }
            var found: [Resolved] = []
            for given in given(name) {
                for resolved in resolve(given.color, near: given.location, seen: seen.union([name])) where !found.contains(resolved) { found.append(resolved) }
            }
            let known = found.filter { if case .unresolved = $0 { false } else { true } }
            if !known.isEmpty { return known }
            let environment = ColorParameters.environmentKey("")
            if name.hasPrefix(environment.dropLast(2)) {
                return [.unresolved("the environment value \\.\(name.dropFirst(environment.count - 2).dropLast(2)) has no default or setting the sources show (from a dependency)")]
            }
            return [.unresolved("\(name.dropLast(2).replacingOccurrences(of: "(", with: " ")) is given by its callers, and none passes a color the sources show")]
        case .symbol(let name) where name.hasPrefix(CodeColor.palettePrefix):
            // An entry of the team's palette type (an enum case, a static of its own type),
            // not a color type's constant that happens to share the name.
            let entry = String(name.dropFirst(CodeColor.palettePrefix.count))
            let palette = String(entry.prefix { $0 != "." })
            let bare = String(entry.drop { $0 != "." }.dropFirst())
            // The palette type's own entry when the app's initializer names the type.
            let entries = (byName[bare] ?? []).filter { definition in
                let scope = definition.qualifiedName.split(separator: ".").dropLast().joined(separator: ".")
                return palette.isEmpty ? false : scope == palette || scope.hasSuffix("." + palette)
            }
            if let first = entries.first, entries.allSatisfy({ $0.color == first.color }), !seen.contains(first.qualifiedName) {
                return resolve(first.color, near: first.location, seen: seen.union([name, first.qualifiedName]))
            }
            // `.white` given to a team's initializer that takes a color: the system's fixed one.
            if Self.fixedSystemColors.contains(bare), let system = SystemColorNames.paletteName(bare, type: nil) {
                return [.color(.reference(TokenPath(["system", system]), alpha: nil))]
            }
            return [.unresolved("\(palette.isEmpty ? "." + bare : entry) is an entry of a palette type the sources do not define (from a dependency)")]
        case .symbol(let name) where name.hasPrefix(CodeColor.keyPathPrefix):
            return resolveKeyPath(String(name.dropFirst(CodeColor.keyPathPrefix.count)), near: near, seen: seen)
        case .symbol(let name) where name.hasPrefix("self.") && name.count > 5:
            // `self.defaultBackgroundColor`: the property, as the bare name reads it.
            return resolve(.symbol(String(name.dropFirst(5))), near: near, seen: seen)
        case .symbol(let name):
            guard !seen.contains(name) else { return [.unresolved("\(name) refers to itself")] }
            if let definition = definition(named: name, near: near) {
                return resolve(definition.color, near: definition.location, seen: seen.union([name, definition.qualifiedName]))
            }
            let parts = name.split(separator: ".").map(String.init)
            // A property of an object whose type the file states (`viewModel.tint`, with
            // `let viewModel: ReportViewModel`): that type's constant, as first set.
            if parts.count >= 2, let near, let type = types[near.file]?[parts[0]],
               let definition = definition(named: ([type] + parts.dropFirst()).joined(separator: "."), near: near) {
                return resolve(definition.color, near: definition.location, seen: seen.union([name, definition.qualifiedName]))
            }
            // A member of a palette instance the view holds (`palette.label.primary`, with
            // `@Environment(\.palette) var palette`, or `theme.colors.text` with `let theme: Theme`):
            // that member of the palette type's instance, by the type the file states or the
            // name written as a type.
            if parts.count >= 2, !name.hasPrefix("."), let first = parts.first, first.first?.isLowercase == true {
                let root = near.flatMap { types[$0.file]?[first] } ?? (first.prefix(1).uppercased() + first.dropFirst())
                let found = resolveKeyPath(root + "." + parts.dropFirst().joined(separator: "."), near: near, seen: seen)
                if found.contains(where: { if case .unresolved = $0 { false } else { true } }) { return found }
            }
            let generated = name.hasPrefix(".") || isColorType(parts.first ?? "") || ["Asset", "ColorName"].contains(parts.first ?? "")
            if generated {
                // `Asset.Colors.Label.primaryReverse`: the path after `Asset` first, then its end.
                let tail = parts.first == "Asset" || parts.first == "ColorName" ? Array(parts.dropFirst()) : [parts.last ?? name]
                for start in tail.indices {
                    if let path = symbols[Self.folded(tail[start...].joined())] { return [.color(.reference(path, alpha: nil))] }
                }
            }
            // `.white` given to a team's initializer that takes a color: the system's.
            if parts.count == 1, name.hasPrefix("."), let system = SystemColorNames.paletteName(String(name.dropFirst()), type: nil) {
                return [.color(.reference(TokenPath(["system", system]), alpha: nil))]
            }
            // `brand.color`, a color asset's color: the asset the local holds.
            if parts.count == 2, parts[1] == "color" {
                return resolve(.symbol(parts[0]), near: near, seen: seen.union([name]))
            }
            return [.unresolved("\(name) is not a color constant found in the sources (computed at run time, or from a dependency)")]
        }
    }

    /// A key path into the team's palette (`Palette.label.primary`, or `.label.primary` with the
    /// root left to the type): the member at that path of the palette's instance named `default`
    /// (or `standard`, `system`), else of each instance, one color per palette.
    private func resolveKeyPath(_ keyPath: String, near: SourceLocation?, seen: Set<String>) -> [Resolved] {
        guard !seen.contains("keypath:" + keyPath) else { return [.unresolved("\\\(keyPath) refers to itself")] }
        let candidates = instanceMembers(keyPath)
        guard !candidates.isEmpty else {
            return [.unresolved("\\\(keyPath) reads a palette whose instances the sources do not make")]
        }
        let chosen = candidates.filter { ["default", "standard", "system"].contains(Self.instance(of: $0)) }
        let seenNow = seen.union(["keypath:" + keyPath])
        var found: [Resolved] = []
        for definition in chosen.isEmpty ? candidates : [chosen[0]] {
            for resolved in resolve(definition.color, near: definition.location, seen: seenNow.union([definition.qualifiedName])) where !found.contains(resolved) {
                found.append(resolved)
            }
        }
        return found
    }

    /// The member at a key path (`Theme.titleText`, `.label.primary`) of each of the palette
    /// type's instances: `Root.instance.<members>`, the instance one name between the root and
    /// the path.
    private func instanceMembers(_ keyPath: String) -> [ColorDefinition] {
        let root = String(keyPath.prefix { $0 != "." })
        let members = keyPath.dropFirst(root.count).split(separator: ".").map(String.init)
        guard let last = members.last else { return [] }
        return (byName[last] ?? []).filter { definition in
            let parts = definition.qualifiedName.split(separator: ".").map(String.init)
            guard parts.count == members.count + 2, Array(parts.suffix(members.count)) == members else { return false }
            return root.isEmpty || parts[0] == root
        }
    }

    /// The instance a palette member belongs to: `dark` for `Theme.dark.titleText`.
    private static func instance(of definition: ColorDefinition) -> String {
        definition.qualifiedName.split(separator: ".").dropFirst().first.map(String.init) ?? ""
    }

    /// A color read from the palette instance the code holds, which the user picks at run time
    /// (`theme.titleText` with `Theme.light`, `.dark` and `.black` made): each instance's own
    /// color, by instance name, so that a foreground and the background it is drawn on are
    /// compared within one instance, not across them. Nil for any other color, and for a
    /// palette with a `default` (`standard`, `system`) instance, which is the one read.
    func perInstance(_ color: CodeColor, near: SourceLocation?) -> [(instance: String, color: CodeColor, location: SourceLocation)]? {
        switch color {
        case .alpha(let base, let alpha):
            return perInstance(base, near: near)?.map { ($0.instance, .alpha($0.color, alpha), $0.location) }
        case .symbol(let name) where name.hasPrefix(CodeColor.keyPathPrefix):
            return instances(at: String(name.dropFirst(CodeColor.keyPathPrefix.count)))
        case .symbol(let name) where !name.hasPrefix(".") && !name.hasSuffix(":)") && !name.hasPrefix(CodeColor.palettePrefix):
            if let definition = definition(named: name, near: near) {
                // A constant that reads a color per theme (`static var text: UIColor { switch
                // theme { … } }`): each theme's.
                if case .symbol(let inner) = definition.color, inner.hasPrefix(CodeColor.keyPathPrefix) { return perInstance(definition.color, near: definition.location) }
                return nil
            }
            let parts = name.split(separator: ".").map(String.init)
            guard parts.count >= 2, let first = parts.first, first.first?.isLowercase == true else { return nil }
            if let type = near.flatMap({ types[$0.file]?[first] }),
               definition(named: ([type] + parts.dropFirst()).joined(separator: "."), near: near) != nil { return nil }
            let root = near.flatMap { types[$0.file]?[first] } ?? (first.prefix(1).uppercased() + first.dropFirst())
            return instances(at: root + "." + parts.dropFirst().joined(separator: "."))
        default:
            return nil
        }
    }

    private func instances(at keyPath: String) -> [(instance: String, color: CodeColor, location: SourceLocation)]? {
        let candidates = instanceMembers(keyPath)
        let names = candidates.map(Self.instance(of:))
        guard candidates.count > 1, Set(names).count == names.count, !names.contains(where: ["default", "standard", "system"].contains) else { return nil }
        return candidates.map { (Self.instance(of: $0), $0.color, $0.location) }
    }

    /// The system colors a team's palette initializer may be given by name (`.white`), as
    /// opposed to its palette's own entries that share a semantic name (`.background`).
    static let fixedSystemColors: Set<String> = ["white", "black", "clear", "red", "green", "blue", "orange", "yellow", "pink", "purple", "gray",
                                                 "brown", "cyan", "mint", "teal", "indigo"]

    /// What callers give a view's color property or a function's color parameter (`Tag(tint:)`):
    /// its default, then each color passed.
    func given(_ key: String) -> [ColorDefinition] {
        let parts = key.dropLast(2).split(separator: "(", maxSplits: 1).map(String.init)
        let defaults = parts.count == 2 ? definition(named: parts[0] + "." + parts[1]).map { [$0] } ?? [] : []
        return defaults + (arguments[key] ?? [])
    }

    /// The app's constant a name refers to: `Theme.Text.main` exactly or as the end of a
    /// qualified name; `.brand` and `Color.brand` as a member of a color type's extension; a
    /// bare `brand` by its name alone when only one constant has it.
    /// Of constants that share a name, those for the platform of the code that names them
    /// (`#if os(macOS) static let accent = … #else static let accent = … #endif`).
    private func preferred(_ candidates: [ColorDefinition], near: SourceLocation?) -> [ColorDefinition] {
        guard candidates.count > 1, let platform = Self.platform ?? near.flatMap({ platforms[$0.file] }) else { return candidates }
        let matching = candidates.filter { $0.platform == platform }
        return matching.isEmpty ? candidates : matching
    }

    /// The platform of the code whose color is being resolved (`#if os(macOS)` code in a
    /// shared file), when known; else the file's.
    @TaskLocal static var platform: Platform?

    func definition(named name: String, near: SourceLocation? = nil) -> ColorDefinition? {
        let parts = name.split(separator: ".").map(String.init)
        // A bare name: the nearest constant of that name written before it in the same file.
        if parts.count == 1, !name.hasPrefix("."), let near, let candidates = byName[name] {
            // A constant of the body the name is read in — a getter's own `let`, written after
            // the getter's first line, where its color is read — before any other of the name.
            let scoped = candidates.filter { $0.location.file == near.file && $0.localTo?.contains(near.line) == true }
            if let nearest = scoped.filter({ $0.location.line <= near.line }).max(by: { $0.location.line < $1.location.line })
                ?? scoped.min(by: { $0.location.line < $1.location.line }) { return nearest }
            let before = candidates.filter { $0.location.file == near.file && $0.location.line <= near.line && $0.localTo.map { $0.contains(near.line) } != false }
            if let nearest = before.max(by: { $0.location.line < $1.location.line }) { return nearest }
            // A property of the type the code is in (`imageView.tintColor = iconTint`): the one
            // member of that name the file declares.
            let members = candidates.filter { $0.location.file == near.file && $0.localTo == nil }
            if members.count == 1 { return members[0] }
        }
        if let exact = definitions[name].flatMap({ preferred($0, near: near).first }) { return exact }
        // A bare name not written before it in its file is a parameter or a property set from
        // outside: only a top-level constant stands for it.
        if parts.count == 1, !name.hasPrefix(".") { return nil }
        guard let last = parts.last, let candidates = byName[last].map({ preferred($0, near: near) }) else { return nil }
        if name.hasPrefix(".") || isColorType(parts.first ?? "") {
            let onColor = candidates.filter { definition in
                let scope = definition.qualifiedName.split(separator: ".").dropLast().joined(separator: ".")
                return isColorType(scope) || scope == "ShapeStyle" || scope.hasPrefix("ShapeStyle ")
            }
            return onColor.first ?? (candidates.count == 1 ? candidates[0] : nil)
        }
        // `ViewModel.backgroundColor` where several types nest a `ViewModel`: the one of a type
        // the code's own file declares or extends, else of its file, else one color all agree on.
        let suffix = candidates.filter { $0.qualifiedName.hasSuffix("." + name) }
        guard suffix.count > 1 else { return suffix.first }
        if let near {
            let owners = declared[near.file] ?? []
            let owned = suffix.filter { owners.contains(String($0.qualifiedName.prefix { $0 != "." })) }
            if owned.count == 1 { return owned[0] }
            let local = suffix.filter { $0.location.file == near.file }
            if local.count == 1 { return local[0] }
        }
        return suffix.allSatisfy({ $0.color == suffix[0].color }) ? suffix[0] : nil
    }
}
