import ColorScience
import Foundation
import ThemeAudit
import ThemeModel
import Yams

extension ProjectConfiguration {
    /// Reads a configuration file. Every key and value is checked: an unknown one is an error
    /// naming the ones allowed, at its line and column.
    static func read(_ path: String) throws(ConfigurationError) -> ProjectConfiguration {
        let text: String
        do {
            text = try ThemeSource.read(path: path)
        } catch {
            throw ConfigurationError(location: SourceLocation(file: path, line: 1, column: 1), message: "\(error)")
        }
        return try parse(text, file: path)
    }

    static func parse(_ text: String, file: String) throws(ConfigurationError) -> ProjectConfiguration {
        var configuration = ProjectConfiguration(file: file)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ConfigurationError(location: location(of: error, file: file), message: "malformed YAML: \(error.problemText)")
        } catch {
            throw ConfigurationError(location: SourceLocation(file: file, line: 1, column: 1), message: "malformed YAML: \(error)")
        }
        guard let root, !isNull(root) else { return configuration }
        guard let mapping = root.mapping else {
            throw ConfigurationError(location: place(root, file), message: "the top level must be a mapping of \(keys.joined(separator: ", "))")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            configuration.origins[key] = place(keyNode, file)
            switch key {
            case "included": configuration.included = try strings(value, key, file)
            case "excluded": configuration.excluded = try strings(value, key, file)
            case "policy":
                configuration.policy = try choice(value, key, file, ContrastPolicy.allCases.map(\.rawValue)) { ContrastPolicy(rawValue: $0) }
            case "fail-on":
                configuration.failOn = try choice(value, key, file, FailLevel.allCases.map(\.rawValue)) { FailLevel(rawValue: $0) }
            case "appearances":
                configuration.appearances = try strings(value, key, file).enumerated().map { index, name throws(ConfigurationError) in
                    guard let appearance = Appearance(name: name) else {
                        throw ConfigurationError(location: place(value.sequence?[index] ?? value, file),
                                                 message: "appearances: unknown appearance '\(name)' (allowed: \(Appearance.all.map(\.name).joined(separator: ", ")))")
                    }
                    return appearance
                }
            case "visions":
                let allowed = ColorVisionDeficiency.allCases.map(\.rawValue)
                configuration.visions = try strings(value, key, file).enumerated().map { index, name throws(ConfigurationError) in
                    guard let vision = ColorVisionDeficiency(rawValue: name) else {
                        throw ConfigurationError(location: place(value.sequence?[index] ?? value, file),
                                                 message: "visions: unknown color vision '\(name)' (allowed: \(allowed.joined(separator: ", ")))")
                    }
                    return vision
                }
            case "system":
                configuration.system = try choice(value, key, file, ["ios18", "ios26", "macos"]) { SystemPalette.Era(name: $0) }
            case "rules":
                try readRules(value, file, into: &configuration)
            case "ignore":
                configuration.ignore = try ignoreEntries(value, file)
            case "baseline":
                guard let path = value.scalar?.string, !isNull(value), !path.isEmpty else {
                    throw ConfigurationError(location: place(value, file), message: "baseline: give the path of a baseline file (tincture audit --write-baseline FILE writes one)")
                }
                configuration.baseline = path
            case "targets":
                configuration.targets = try targets(value, file)
            default:
                let hint = Spelling.nearest(to: key, among: keys).map { "did you mean '\($0)'? " } ?? ""
                throw ConfigurationError(location: place(keyNode, file),
                                         message: "unknown key '\(key)' (\(hint)allowed: \(keys.joined(separator: ", ")))")
            }
        }
        return configuration
    }

    /// `rules: {hard-coded-color: off, contrast: {severity: warning}}`.
    private static func readRules(_ value: Node, _ file: String, into configuration: inout ProjectConfiguration) throws(ConfigurationError) {
        guard let rules = value.mapping else {
            throw ConfigurationError(location: place(value, file), message: "rules: give a mapping of rule ids to `off` or `{severity: error|warning|note}`")
        }
        let ids = AuditRule.all.map(\.id)
        for (ruleNode, setting) in rules {
            let id = ruleNode.string ?? ""
            guard ids.contains(id) else {
                let hint = Spelling.nearest(to: id, among: ids).map { "did you mean '\($0)'? " } ?? ""
                throw ConfigurationError(location: place(ruleNode, file), message: "rules: unknown rule '\(id)' (\(hint)rules: \(ids.joined(separator: ", ")))")
            }
            if let word = setting.scalar?.string {
                guard word == "off" || word == "on" else {
                    throw ConfigurationError(location: place(setting, file), message: "rules: \(id): '\(word)' is not a setting (allowed: off, on, {severity: error|warning|note})")
                }
                if word == "off" { configuration.disabledRules.insert(id) }
                continue
            }
            guard let options = setting.mapping else {
                throw ConfigurationError(location: place(setting, file), message: "rules: \(id): give `off`, `on` or `{severity: error|warning|note}`")
            }
            for (optionNode, optionValue) in options {
                guard optionNode.string == "severity" else {
                    throw ConfigurationError(location: place(optionNode, file),
                                             message: "rules: \(id): unknown key '\(optionNode.string ?? "")' (allowed: severity)")
                }
                configuration.severities[id] = try choice(optionValue, "rules: \(id): severity", file, Severity.allCases.map(\.rawValue)) {
                    Severity(rawValue: $0)
                }
            }
        }
    }

    /// `targets: {App: [App/**, Shared/Colors.xcassets], Widget: [Widget/**]}`.
    private static func targets(_ value: Node, _ file: String) throws(ConfigurationError) -> [Target] {
        guard let mapping = value.mapping else {
            throw ConfigurationError(location: place(value, file), message: "targets: give a mapping of target names to the paths (globs) of their sources and catalogs")
        }
        var targets: [Target] = []
        for (nameNode, paths) in mapping {
            let name = nameNode.string ?? ""
            let globs = try strings(paths, "targets: \(name)", file)
            guard !globs.isEmpty else {
                throw ConfigurationError(location: place(paths, file), message: "targets: \(name): give at least one path (a folder, a glob or a catalog)")
            }
            targets.append(Target(name: name, paths: globs))
        }
        return targets
    }

    /// `ignore: [{color: Brand*, rules: [contrast], reason: …}, {pair: [TextSecondary, CardBackground]}]`.
    private static func ignoreEntries(_ value: Node, _ file: String) throws(ConfigurationError) -> [IgnoreEntry] {
        guard let list = value.sequence else {
            throw ConfigurationError(location: place(value, file), message: "ignore: give a list of entries, each with `color` or `pair`, and `rules` and `reason` if wanted")
        }
        let ids = AuditRule.all.map(\.id)
        var entries: [IgnoreEntry] = []
        for item in list {
            guard let mapping = item.mapping else {
                throw ConfigurationError(location: place(item, file), message: "ignore: each entry is a mapping with `color` or `pair`")
            }
            var entry = IgnoreEntry(location: place(item, file))
            for (keyNode, entryValue) in mapping {
                switch keyNode.string ?? "" {
                case "color": entry.color = try strings(entryValue, "ignore: color", file).first
                case "pair":
                    let names = try strings(entryValue, "ignore: pair", file)
                    guard names.count == 2 else {
                        throw ConfigurationError(location: place(entryValue, file), message: "ignore: pair: give two names, the foreground and the background")
                    }
                    entry.pair = (names[0], names[1])
                case "rules":
                    entry.rules = try strings(entryValue, "ignore: rules", file)
                    for (index, id) in entry.rules.enumerated() where !ids.contains(id) {
                        let hint = Spelling.nearest(to: id, among: ids).map { "did you mean '\($0)'? " } ?? ""
                        throw ConfigurationError(location: place(entryValue.sequence?[index] ?? entryValue, file),
                                                 message: "ignore: unknown rule '\(id)' (\(hint)rules: \(ids.joined(separator: ", ")))")
                    }
                case "reason": entry.reason = entryValue.scalar?.string
                default:
                    throw ConfigurationError(location: place(keyNode, file),
                                             message: "ignore: unknown key '\(keyNode.string ?? "")' (allowed: color, pair, rules, reason)")
                }
            }
            guard (entry.color == nil) != (entry.pair == nil) else {
                throw ConfigurationError(location: place(item, file), message: "ignore: give each entry either `color` or `pair`")
            }
            entries.append(entry)
        }
        return entries
    }

    private static func strings(_ value: Node, _ key: String, _ file: String) throws(ConfigurationError) -> [String] {
        if let one = value.scalar?.string, !isNull(value) { return [one] }
        guard let list = value.sequence else {
            throw ConfigurationError(location: place(value, file), message: "\(key): give a list of strings")
        }
        var result: [String] = []
        for item in list {
            guard let text = item.scalar?.string else {
                throw ConfigurationError(location: place(item, file), message: "\(key): each entry is a string")
            }
            result.append(text)
        }
        return result
    }

    private static func choice<T>(_ value: Node, _ key: String, _ file: String, _ allowed: [String],
                                  _ make: (String) -> T?) throws(ConfigurationError) -> T {
        guard let text = value.scalar?.string, let made = make(text) else {
            let given = value.scalar.map { "'\($0.string)'" } ?? "this value"
            throw ConfigurationError(location: place(value, file), message: "\(key): \(given) is not allowed (allowed: \(allowed.joined(separator: ", ")))")
        }
        return made
    }

    /// A plain `~`, `null` or nothing.
    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    static func place(_ node: Node, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private static func location(of error: YamlError, file: String) -> SourceLocation {
        if case .scanner(_, _, let mark, _) = error { return SourceLocation(file: file, line: mark.line, column: mark.column) }
        if case .parser(_, _, let mark, _) = error { return SourceLocation(file: file, line: mark.line, column: mark.column) }
        return SourceLocation(file: file, line: 1, column: 1)
    }
}

extension YamlError {
    /// libYAML's words for the problem, without the place (given separately).
    var problemText: String {
        switch self {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _): problem
        default: "\(self)"
        }
    }
}
