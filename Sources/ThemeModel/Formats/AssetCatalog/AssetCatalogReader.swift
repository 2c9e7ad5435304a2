import Foundation

/// Reads an Xcode asset catalog (`.xcassets`) as a theme: one token per color set, its path the
/// namespaces of its groups and its own name.
///
/// Every component encoding, color space and system color reference Xcode writes is read (see
/// ``AssetCatalogColor``). Of a color set's idioms the reader takes the one asked for, else
/// `universal`, else `iphone`, `ipad`, `mac`, then any other, and says so in a note; entries
/// for a specific display gamut are left out when gamut-independent ones exist; entries for
/// `luminosity` light/dark and `contrast` high fill the four appearances a catalog can express.
///
/// Nothing refuses the whole catalog but a missing folder: a color set that cannot be read, or
/// names a system color Tincture does not know, is a warning at its `Contents.json`
/// (``ThemeNote/Kind/unreadableColor``, ``ThemeNote/Kind/unknownSystemColor``) and the rest
/// is read. A color set with no color in any entry — Xcode's template `AccentColor` — is a note:
/// the system default applies, and it has no token.
/// The four appearances an asset catalog tells apart: Light and Dark, each with and without
/// High Contrast (Increase Contrast).
public enum ColorSetAppearance: String, Hashable, Sendable, CaseIterable {
    case light, dark, lightHigh, darkHigh

    /// The theme appearance it is (base level).
    public var appearance: Appearance {
        switch self {
        case .light: Appearance(.light)
        case .dark: Appearance(.dark)
        case .lightHigh: Appearance(.light, .increased)
        case .darkHigh: Appearance(.dark, .increased)
        }
    }
}

public struct AssetCatalogReader: Sendable {
    /// Which release's system colors `reference` entries are matched against.
    public var era: SystemPalette.Era
    /// The idiom to read, when a color set has several (`universal`, `iphone`, `ipad`, `mac`,
    /// `watch`, `tv`, `vision`, `car`); nil for `universal`, then `iphone`.
    public var idiom: String?

    public init(era: SystemPalette.Era = .ios18, idiom: String? = nil) {
        self.era = era
        self.idiom = idiom
    }

    /// Reads the catalog folder at `path`: every `Contents.json` below it.
    public func read(at path: String) throws(ThemeErrors) -> ThemeDocument {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ThemeErrors([ThemeError(.unreadable, "no such asset catalog folder", at: nil, value: path)])
        }
        var files: [String: [UInt8]] = [:]
        var notes: [ThemeNote] = []
        for relative in FolderListing.entries(of: path, notes: &notes) {
            let full = (path as NSString).appendingPathComponent(relative)
            if relative.hasSuffix(".colorset"), !manager.fileExists(atPath: full + "/Contents.json") {
                notes.append(ThemeNote(.unreadableColor, .warning, "color set has no Contents.json", at: Self.start(of: full),
                                       suggestion: "open the catalog in Xcode, which writes it, or delete the folder"))
                continue
            }
            guard (relative as NSString).lastPathComponent == "Contents.json" else { continue }
            guard let data = manager.contents(atPath: full) else {
                notes.append(ThemeNote(.unreadableColor, .warning, "cannot be read", at: Self.start(of: full)))
                continue
            }
            files[relative] = Array(data)
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var document = read(named: name, files: files, root: path)
        document.notes = notes + document.notes
        return document
    }

    /// Reads the catalog from its `Contents.json` files, keyed by path relative to the catalog
    /// folder (`text/primary.colorset/Contents.json`); `root` prefixes paths in locations.
    public func read(named name: String, files: [String: [UInt8]], root: String) -> ThemeDocument {
        var notes: [ThemeNote] = []
        var documents: [String: DTCGNode] = [:]
        for relative in files.keys.sorted() {
            let bytes = files[relative]!
            let file = root + "/" + relative
            do {
                let text = try ThemeSource.text(from: bytes, file: file)
                documents[relative] = try DTCGJSONParser.parse(text, file: file)
            } catch let error as ThemeErrors {
                error.errors.forEach { notes.append(ThemeNote(.unreadableColor, error: $0)) }
            } catch let error as ThemeError {
                notes.append(ThemeNote(.unreadableColor, error: error))
            } catch {}
        }
        var tokens: [TokenDefinition] = []
        var seen: [TokenPath: String] = [:]
        // The platform first: it decides what an empty AccentColor stands for.
        var platforms = PlatformSignals()
        for relative in documents.keys where relative.hasSuffix(".colorset/Contents.json") {
            guard let entries = documents[relative]?["colors"]?.array,
                  let idiom = Self.preferredIdiom(among: Set(entries.map { $0["idiom"]?.string ?? "universal" }), asked: idiom) else { continue }
            platforms.count(idiom: idiom, entries: entries.filter { ($0["idiom"]?.string ?? "universal") == idiom })
        }
        let era = platforms.mac > 0 && platforms.iOS == 0 && !self.era.isMac ? SystemPalette.Era.macos : self.era
        for relative in documents.keys.sorted() {
            let folders = relative.split(separator: "/").dropLast().map(String.init)
            guard let last = folders.last, last.hasSuffix(".colorset") else { continue }
            let file = root + "/" + relative
            guard !folders.dropLast().contains(where: { $0.contains(".") && !Self.isGroupFolder($0) }) else {
                notes.append(ThemeNote(.skipped, "a color set inside another asset is not a color of the catalog", at: Self.start(of: file)))
                continue
            }
            var components: [String] = []
            for depth in 0..<(folders.count - 1) where Self.providesNamespace(documents[folders.prefix(depth + 1).joined(separator: "/") + "/Contents.json"]) {
                components += Self.components(folders[depth], file: file, notes: &notes)
            }
            components += Self.components(String(last.dropLast(".colorset".count)), file: file, notes: &notes)
            let path = TokenPath(components)
            guard !components.isEmpty else { continue }
            if path.root == "palette" || path.root == "system" {
                notes.append(ThemeNote(.unreadableColor, .warning, "'\(path.root)' cannot start a token's path", at: Self.start(of: file),
                                       path: path.string, suggestion: "rename the color set or its group"))
                continue
            }
            if let first = seen[path] {
                notes.append(ThemeNote(.unreadableColor, .warning, "names the same color as \(first); this one is left out",
                                       at: Self.start(of: file), path: path.string))
                continue
            }
            guard let definition = colorSet(documents[relative]!, path: path, file: file, era: era, notes: &notes) else { continue }
            seen[path] = relative
            tokens.append(definition)
        }
        tokens.sort { $0.path < $1.path }
        var document = ThemeDocument(file: root, name: name, systemEra: era, tokens: tokens)
        if era != self.era {
            notes.insert(ThemeNote(.format, "read as a macOS catalog (mac idiom or AppKit system colors): checked in Aqua and Dark Aqua with AppKit's colors",
                                   at: Self.file(root)), at: 0)
        }
        document.format = .assetCatalog
        document.notes = notes
        return document
    }

    static func isGroupFolder(_ folder: String) -> Bool {
        !folder.contains(".") || folder.hasSuffix(".xcassets")
    }

    static func providesNamespace(_ json: DTCGNode?) -> Bool {
        if case .bool(true)? = json?["properties"]?["provides-namespace"]?.content { true } else { false }
    }

    /// A folder or color set name as path components: dots separate components (as
    /// `Color("brand.primary")` does not, but a theme path must); characters a path cannot
    /// hold become `-`, with a note.
    static func components(_ name: String, file: String, notes: inout [ThemeNote]) -> [String] {
        name.split(separator: ".", omittingEmptySubsequences: true).map { part in
            let part = String(part)
            if TokenPath.isValidComponent(part) { return part }
            var fixed = String(String.UnicodeScalarView(part.unicodeScalars.map { TokenPath.isValidComponent(String($0)) ? $0 : "-" }))
            if !TokenPath.isValidComponent(fixed) { fixed = "-" }
            notes.append(ThemeNote(.renamed, "'\(part)' is named '\(fixed)' in the theme (a name holds letters, digits, spaces, '-' and '_')",
                                   at: start(of: file)))
            return fixed
        }
    }

    /// The token of one color set, or nil with a note saying why there is none.
    /// How many color sets speak for macOS (the `mac` idiom, `osx` or AppKit-only references)
    /// and for iOS (`iphone`, `ipad`, `ios` references).
    struct PlatformSignals {
        var mac = 0
        var iOS = 0

        mutating func count(idiom: String, entries: [DTCGNode]) {
            switch idiom {
            case "mac": mac += 1
            case "iphone", "ipad": iOS += 1
            default: break
            }
            for entry in entries {
                guard let color = entry["color"], let reference = color["reference"]?.string else { continue }
                switch color["platform"]?.string?.lowercased() {
                case "osx": mac += 1
                case "ios": iOS += 1
                default:
                    let uikit = SystemPalette.colors(.ios18).contains { $0.assetCatalogReference == reference && $0.platform == .iOS }
                    if !uikit, SystemPalette.colors(.macos).contains(where: { $0.assetCatalogReference == reference }) { mac += 1 }
                }
            }
        }
    }

    private func colorSet(_ json: DTCGNode, path: TokenPath, file: String, era: SystemPalette.Era, notes: inout [ThemeNote]) -> TokenDefinition? {
        let location = json.member("colors")?.keyLocation ?? Self.start(of: file)
        guard let entries = json["colors"]?.array else {
            notes.append(ThemeNote(.unreadableColor, .warning, "color set has no 'colors' list", at: Self.start(of: file), path: path.string,
                                   suggestion: "Xcode writes { \"colors\" : [ … ], \"info\" : … }"))
            return nil
        }
        let idioms = Set(entries.map { $0["idiom"]?.string ?? "universal" })
        guard let idiom = Self.preferredIdiom(among: idioms, asked: idiom) else {
            notes.append(ThemeNote(.noColor, "color set has no entries; the system default color applies", at: location, path: path.string))
            return nil
        }
        if idioms.count > 1 || idiom != "universal" {
            let others = idioms.subtracting([idiom]).sorted()
            var note = ThemeNote(.idiom, "imported the '\(idiom)' entries" + (others.isEmpty ? "" : "; skipped \(others.joined(separator: ", "))"),
                                 at: Self.file(file))
            note.detail = idiom
            notes.append(note)
        }
        let (chosen, gamutNote) = Self.chosenEntries(entries, idiom: idiom)
        if let gamutNote { notes.append(ThemeNote(.skipped, gamutNote, at: Self.file(file))) }
        var slots: [String: ColorValueDefinition] = [:]
        // Every bad entry is reported before the color set is left out, not only the first.
        var leftOut = false
        for entry in chosen {
            let key: String
            switch Self.kind(of: entry) {
            case .skippedAppearance(let skip):
                notes.append(ThemeNote(.skipped, "skipped an entry for appearance '\(skip)'", at: entry.location, path: path.string))
                continue
            case .skippedSubtype(let subtype):
                notes.append(ThemeNote(.skipped, "skipped an entry for subtype '\(subtype)'", at: entry.location, path: path.string))
                continue
            case .slot(let slot):
                key = slot
            }
            guard let color = entry["color"] else { continue }  // Xcode writes entries without a color for unset slots
            guard slots[key] == nil else {
                notes.append(ThemeNote(.unreadableColor, .warning, "two entries for the same appearance (\(key)); the color set is left out",
                                       at: entry.location, path: path.string, suggestion: "delete one of them in Xcode"))
                leftOut = true
                continue
            }
            do throws(AssetCatalogColor.Failure) {
                slots[key] = ColorValueDefinition(try AssetCatalogColor(color, era: era).expression, at: color.location)
            } catch {
                switch error {
                case .invalid(let message):
                    notes.append(ThemeNote(.unreadableColor, .warning, message + "; the color set is left out", at: color.location, path: path.string))
                case .unknownSystemColor(let name, let nearest):
                    notes.append(ThemeNote(.unknownSystemColor, .warning, "unknown system color '\(name)'; the color set is left out",
                                           at: color.location, path: path.string, suggestion: nearest.map { "did you mean '\($0)'?" }))
                }
                leftOut = true
            }
        }
        if leftOut { return nil }
        if slots.isEmpty, path.components == ["AccentColor"] {
            // Xcode's template: the app's tint stays the system's.
            let tint = era.isMac ? "controlAccent" : "systemBlue"
            notes.append(ThemeNote(.noColor, "color set has no color in any entry (as Xcode's template writes it): the system tint applies, read as {system.\(tint)}",
                                   at: location, path: path.string))
            slots["any"] = ColorValueDefinition(.reference(TokenPath(["system", tint]), alpha: nil), at: location)
        }
        guard slots["any"] ?? slots["light"] ?? slots["dark"] != nil else {
            if slots.isEmpty {
                notes.append(ThemeNote(.noColor, "color set has no color in any entry: the system default color applies; it is left out of the audit",
                                       at: location, path: path.string))
            } else {
                notes.append(ThemeNote(.unreadableColor, .warning, "color set has only High Contrast entries, no Any, Light or Dark color",
                                       at: location, path: path.string))
            }
            return nil
        }
        let keys = Set(slots.keys)
        let value = { (appearance: ColorSetAppearance) in slots[Self.provider(of: appearance, among: keys) ?? "any"]! }
        let (light, dark, lightHigh, darkHigh) = (value(.light), value(.dark), value(.lightHigh), value(.darkHigh))
        var values: [AppearanceCondition: ColorValueDefinition] = [:]
        if Set([light, dark, lightHigh, darkHigh].map(\.expression)).count == 1 {
            values[.any] = light
        } else {
            values[AppearanceCondition(scheme: .light)] = light
            values[AppearanceCondition(scheme: .dark)] = dark
            if lightHigh.expression != light.expression { values[AppearanceCondition(scheme: .light, contrast: .increased)] = lightHigh }
            if darkHigh.expression != dark.expression { values[AppearanceCondition(scheme: .dark, contrast: .increased)] = darkHigh }
        }
        return TokenDefinition(path: path, role: DTCGTokenFile.inferredRole(path), values: values, location: location)
    }

    /// The entries of the idiom read, and the note to give when entries for a display gamut
    /// were left out: a color set made for "sRGB and Display P3" is read by its sRGB entries.
    static func chosenEntries(_ entries: [DTCGNode], idiom: String) -> (entries: [DTCGNode], note: String?) {
        var chosen = entries.filter { ($0["idiom"]?.string ?? "universal") == idiom }
        if chosen.contains(where: { $0["display-gamut"] == nil }), chosen.contains(where: { $0["display-gamut"] != nil }) {
            chosen.removeAll { $0["display-gamut"] != nil }
            return (chosen, "skipped the entries for a specific display gamut")
        }
        if chosen.contains(where: { $0["display-gamut"]?.string == "sRGB" }), chosen.contains(where: { $0["display-gamut"]?.string != "sRGB" }) {
            // Xcode's "sRGB and Display P3" gamut: the sRGB entries are what the audit measures.
            return (chosen.filter { $0["display-gamut"]?.string == "sRGB" }, "read the sRGB entries; skipped the Display P3 ones")
        }
        return (chosen, nil)
    }

    /// What one entry of a color set stands for.
    enum EntryKind: Equatable {
        /// `any`, `light`, `dark`, and each with `+high` (Increase Contrast).
        case slot(String)
        case skippedAppearance(String)
        case skippedSubtype(String)
    }

    static func kind(of entry: DTCGNode) -> EntryKind {
        var scheme = "any", high = false
        for appearance in entry["appearances"]?.array ?? [] {
            switch (appearance["appearance"]?.string, appearance["value"]?.string) {
            case ("luminosity", "light"?): scheme = "light"
            case ("luminosity", "dark"?): scheme = "dark"
            case ("contrast", "high"?): high = true
            case (let axis, let value): return .skippedAppearance("\(axis ?? "?") \(value ?? "?")")
            }
        }
        if let subtype = entry["subtype"] { return .skippedSubtype(subtype.string ?? subtype.excerpt) }
        return .slot(scheme + (high ? "+high" : ""))
    }

    /// The entry whose color `appearance` takes, among the entries a color set has: Light from
    /// `light`, else `any`; High Contrast from its `+high` entry, else (when the scheme has an
    /// entry of its own) that one, else `any+high`, else the normal one.
    static func provider(of appearance: ColorSetAppearance, among keys: Set<String>) -> String? {
        let first = { (candidates: [String]) in candidates.first(where: keys.contains) }
        switch appearance {
        case .light: return first(["light", "any", "dark"])
        case .dark: return first(["dark", "any", "light"])
        case .lightHigh:
            return keys.contains("light+high") ? "light+high" : keys.contains("light") ? "light" : first(["any+high"]) ?? provider(of: .light, among: keys)
        case .darkHigh:
            return keys.contains("dark+high") ? "dark+high" : keys.contains("dark") ? "dark" : first(["any+high"]) ?? provider(of: .dark, among: keys)
        }
    }

    /// The idiom read: the one asked for when present, else `universal`, `iphone`, `ipad`,
    /// `mac`, then the first other by name; nil when there are none.
    static func preferredIdiom(among idioms: Set<String>, asked: String?) -> String? {
        for candidate in [asked].compactMap({ $0 }) + ["universal", "iphone", "ipad", "mac"] where idioms.contains(candidate) {
            return candidate
        }
        return idioms.sorted().first
    }

    /// The file itself as a place (printed without line and column).
    static func file(_ path: String) -> SourceLocation { SourceLocation(file: path, line: 0, column: 0) }

    /// The first character of a file, or the folder of a color set.
    static func start(of path: String) -> SourceLocation { SourceLocation(file: path, line: 1, column: 1) }
}
