import Foundation
import ThemeModel

/// Reads an existing Xcode asset catalog (`.xcassets`) into a theme file.
///
/// Every `.colorset` becomes a token whose path is the namespaced groups above it and its name
/// (folders without `provides-namespace` add nothing, as in `UIColor(named:)`). Of a color set's
/// entries, the `universal` idiom is imported (else the first other idiom, with a note); entries
/// for `luminosity` light/dark and `contrast` high fill the four appearances a catalog can
/// express. Bad input throws a ``ThemeError`` naming the file; nothing is silently dropped —
/// whatever is left out is listed in ``AssetCatalogImport/notes``.
public struct AssetCatalogImporter: Sendable {
    /// Which release's system colors `reference` entries are matched against.
    public var era: SystemPalette.Era

    public init(era: SystemPalette.Era = .ios18) {
        self.era = era
    }

    /// Reads the catalog folder at `path`: every `Contents.json` below it.
    public func importCatalog(at path: String) throws(ThemeError) -> AssetCatalogImport {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ThemeError(.unreadable, "is not an asset catalog folder", at: Self.location(path))
        }
        guard let enumerator = manager.enumerator(atPath: path) else {
            throw ThemeError(.unreadable, "cannot be listed", at: Self.location(path))
        }
        var files: [String: Data] = [:]
        while let relative = enumerator.nextObject() as? String {
            let full = (path as NSString).appendingPathComponent(relative)
            if relative.hasSuffix(".colorset"), !manager.fileExists(atPath: full + "/Contents.json") {
                throw ThemeError(.unreadable, "color set has no Contents.json", at: Self.location(full))
            }
            guard (relative as NSString).lastPathComponent == "Contents.json" else { continue }
            guard let data = manager.contents(atPath: full) else {
                throw ThemeError(.unreadable, "cannot be read", at: Self.location(full))
            }
            files[relative] = data
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return try importCatalog(named: name, files: files, root: path)
    }

    /// Imports from the catalog's `Contents.json` files, keyed by path relative to the catalog
    /// folder (`text/primary.colorset/Contents.json`); `root` prefixes paths in errors.
    public func importCatalog(named name: String, files: [String: Data], root: String) throws(ThemeError) -> AssetCatalogImport {
        var documents: [String: CatalogJSON] = [:]
        for (relative, data) in files {
            do {
                documents[relative] = try JSONDecoder().decode(CatalogJSON.self, from: data)
            } catch {
                throw ThemeError(.malformed, "is not valid JSON", at: Self.location(root + "/" + relative))
            }
        }
        var notes: [String] = []
        var tokens: [(path: TokenPath, values: [String])] = []
        var seen: [TokenPath: String] = [:]
        for relative in documents.keys.sorted() {
            let folders = relative.split(separator: "/").dropLast().map(String.init)
            guard let last = folders.last, last.hasSuffix(".colorset") else { continue }
            guard !folders.dropLast().contains(where: { $0.contains(".") && !$0.hasSuffix(".xcassets") }) else {
                notes.append("\(relative): skipped, a color set inside another asset")
                continue
            }
            let file = root + "/" + relative
            var components: [String] = []
            for depth in 0..<(folders.count - 1) {
                let group = folders.prefix(depth + 1).joined(separator: "/") + "/Contents.json"
                if documents[group]?["properties"]?["provides-namespace"] == .bool(true) {
                    components.append(try component(folders[depth], file: file, notes: &notes))
                }
            }
            components.append(try component(String(last.dropLast(".colorset".count)), file: file, notes: &notes))
            let path = TokenPath(components)
            if path.root == "palette" || path.root == "system" {
                throw ThemeError(.invalidName, "'\(path.root)' cannot start a token's path", at: Self.location(file),
                                 path: path.string, suggestion: "rename the color set or group")
            }
            if let first = seen[path] {
                throw ThemeError(.duplicateName, "names the same color as \(first)", at: Self.location(file), path: path.string)
            }
            seen[path] = relative
            let values = try colorValues(documents[relative]!, file: file, relative: relative, notes: &notes)
            tokens.append((path, values))
        }
        tokens.sort { $0.path < $1.path }
        return AssetCatalogImport(yaml: Self.yaml(name: name, tokens: tokens), notes: notes, tokenCount: tokens.count)
    }

    /// A folder or color set name as a path component; characters a path cannot hold become `-`.
    private func component(_ name: String, file: String, notes: inout [String]) throws(ThemeError) -> String {
        if TokenPath.isValidComponent(name) { return name }
        let fixed = String(String.UnicodeScalarView(name.unicodeScalars.map {
            TokenPath.isValidComponent(String($0)) ? $0 : "-"
        }))
        guard TokenPath.isValidComponent(fixed) else {
            throw ThemeError(.invalidName, "cannot be a token name", at: Self.location(file), value: name)
        }
        notes.append("'\(name)' is named '\(fixed)' in the theme (a name holds letters, digits, '-' and '_')")
        return fixed
    }

    /// The light, dark, light+increased and dark+increased values of a color set.
    private func colorValues(_ json: CatalogJSON, file: String, relative: String, notes: inout [String]) throws(ThemeError) -> [String] {
        guard let entries = json["colors"]?.array, !entries.isEmpty else {
            throw ThemeError(.missingValue, "color set has no 'colors' entries", at: Self.location(file))
        }
        let idioms = Set(entries.map { $0["idiom"]?.string ?? "universal" })
        let idiom = idioms.contains("universal") ? "universal" : idioms.sorted()[0]
        if idioms.count > 1 || idiom != "universal" {
            let others = idioms.subtracting([idiom]).sorted()
            notes.append("\(relative): imported the '\(idiom)' entries" + (others.isEmpty ? "" : "; skipped \(others.joined(separator: ", "))"))
        }
        var chosen = entries.filter { ($0["idiom"]?.string ?? "universal") == idiom }
        if chosen.contains(where: { $0["display-gamut"] == nil }), chosen.contains(where: { $0["display-gamut"] != nil }) {
            chosen.removeAll { $0["display-gamut"] != nil }
            notes.append("\(relative): skipped the entries for a specific display gamut")
        }
        // Slots: scheme (nil = any) × high contrast.
        var slots: [String: String] = [:]
        for entry in chosen {
            var scheme = "any", high = false, skip: String?
            for appearance in entry["appearances"]?.array ?? [] {
                switch (appearance["appearance"]?.string, appearance["value"]?.string) {
                case ("luminosity", "light"?): scheme = "light"
                case ("luminosity", "dark"?): scheme = "dark"
                case ("contrast", "high"?): high = true
                case (let axis, let value): skip = "\(axis ?? "?") \(value ?? "?")"
                }
            }
            if let skip {
                notes.append("\(relative): skipped an entry for appearance '\(skip)'")
                continue
            }
            if entry["subtype"] != nil {
                notes.append("\(relative): skipped an entry for subtype '\(entry["subtype"]?.string ?? "?")'")
                continue
            }
            guard let color = entry["color"] else {
                throw ThemeError(.missingValue, "an entry has no 'color'", at: Self.location(file))
            }
            let key = scheme + (high ? "+high" : "")
            guard slots[key] == nil else {
                throw ThemeError(.duplicateName, "two entries for the same appearance (\(key))", at: Self.location(file))
            }
            switch Result(catching: { () throws(AssetCatalogColor.Failure) in try AssetCatalogColor(color, era: era) }) {
            case .success(let value): slots[key] = value.text
            case .failure(.invalid(let message)): throw ThemeError(.invalidColor, message, at: Self.location(file))
            }
        }
        guard let base = slots["any"] ?? slots["light"] ?? slots["dark"] else {
            throw ThemeError(.missingValue, "color set has no Any, Light or Dark entry", at: Self.location(file))
        }
        let light = slots["light"] ?? slots["any"] ?? base
        let dark = slots["dark"] ?? slots["any"] ?? base
        let lightHigh = slots["light+high"] ?? (slots["light"] != nil ? light : slots["any+high"] ?? light)
        let darkHigh = slots["dark+high"] ?? (slots["dark"] != nil ? dark : slots["any+high"] ?? dark)
        return [light, dark, lightHigh, darkHigh]
    }

    static func location(_ file: String) -> SourceLocation { SourceLocation(file: file, line: 0, column: 0) }

    /// The theme file: a header comment, the name, and tokens keyed by `/`-joined paths.
    static func yaml(name: String, tokens: [(path: TokenPath, values: [String])]) -> String {
        let oneLine = name.split(whereSeparator: \.isNewline).joined(separator: " ")
        var out = "# Imported from \(oneLine).xcassets by tincture.\n"
        out += "name: \(quoted(name))\n"
        if tokens.isEmpty { return out + "tokens: {}\n" }
        out += "\ntokens:\n"
        for (path, values) in tokens {
            out += "  \(key(path.components.joined(separator: "/"))):\n"
            if Set(values).count == 1 {
                out += "    value: \(quoted(values[0]))\n"
                continue
            }
            out += "    light: \(quoted(values[0]))\n"
            out += "    dark: \(quoted(values[1]))\n"
            if values[2] != values[0] { out += "    light+increased: \(quoted(values[2]))\n" }
            if values[3] != values[1] { out += "    dark+increased: \(quoted(values[3]))\n" }
        }
        return out
    }

    private static let plainWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"]

    private static func key(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_/".unicodeScalars.contains($0)) }
            && text.unicodeScalars.first.map { $0.properties.isAlphabetic || $0 == "_" } == true
            && !plainWords.contains(text.lowercased())
        return plain ? text : quoted(text)
    }

    private static func quoted(_ text: String) -> String { ThemeDocument.quoted(text) }
}
