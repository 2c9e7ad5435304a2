import ColorScience
import ThemeModel

/// Android color resources: `values/colors.xml` (light) and `values-night/colors.xml` (dark),
/// each `<color name="text_primary">#AARRGGBB</color>` for every semantic token.
///
/// Names are the token path in snake case (`text.primary` → `text_primary`); a name that is not
/// a valid resource name (ASCII letters, digits and `_`, starting with a letter) or that two
/// tokens share is an error. Colors are 8-bit sRGB in Android's `#AARRGGBB` order (alpha
/// first), clipped to sRGB: color resources cannot carry Display P3. The colors that lie outside
/// sRGB, and how much clipping loses, are ``clippedColors(_:)``.
///
/// Android has no resource qualifier for increased contrast, so each file also declares
/// `<name>_high_contrast` for every token whose increased-contrast value differs, and a comment
/// says how to use them (`UiModeManager.getContrast()`, API 34).
///
/// Android has no elevated color resources: no resource qualifier or configuration stands for
/// the interface level (Material shades a raised surface in code, by its elevation or tonal
/// surface role), so the base-level values are written and ``notes(_:)`` names each token whose
/// elevated values differ. Named themes are not written either (the files hold the file's own
/// theme); the notes name them too. Output is deterministic.
public struct AndroidGenerator: ThemeGenerator {
    public static let name = "android"

    public init() {}

    /// The suffix of the increased-contrast variants.
    public static let highContrastSuffix = "_high_contrast"

    public func generate(_ input: GeneratorInput) throws(GeneratorError) -> [GeneratedFile] {
        let names = try input.uniqueNames { path throws(GeneratorError) in
            let name = IdentifierWords(path).snake
            guard Self.isResourceName(name) else {
                throw GeneratorError("\(name) is not a valid Android resource name (ASCII letters, digits and _, starting with a letter)", token: path.string)
            }
            return name
        }
        let taken = Set(names.map(\.name))
        for entry in names where taken.contains(entry.name + Self.highContrastSuffix) {
            throw GeneratorError("the name \(entry.name)\(Self.highContrastSuffix) is also an increased-contrast variant's", token: entry.path.string)
        }
        return [
            file(input, names: names, scheme: .light, path: "values/colors.xml"),
            file(input, names: names, scheme: .dark, path: "values-night/colors.xml"),
        ]
    }

    /// What the files cannot express, for the generate command to say: each token whose
    /// elevated value differs from its base-level one in some appearance of the file's own
    /// theme, and each named theme.
    public func notes(_ input: GeneratorInput) -> [String] {
        var notes: [String] = []
        for token in input.tokens {
            let differing = Appearance.all.filter { $0.level == .elevated }.filter { appearance in
                let base = Appearance(appearance.scheme, appearance.contrast)
                return input.theme.color(token.path, in: appearance)?.rgba8 != input.theme.color(token.path, in: base)?.rgba8
            }
            guard !differing.isEmpty else { continue }
            notes.append("\(token.path): its elevated values (\(differing.map(\.name).joined(separator: ", "))) are not written: Android has no elevated color resources (no resource qualifier for the interface level); the base-level values are.")
        }
        for name in input.theme.themeNames where name != ThemeDocument.defaultThemeName {
            notes.append("theme '\(name)' is not written: the color resources hold the file's own theme.")
        }
        return notes
    }

    /// The tokens whose colors lie outside sRGB, which `colors.xml` cannot hold: written clipped,
    /// with the ΔEOK lost. "Outside" allows half an 8-bit step, which rounding hides.
    public func clippedColors(_ input: GeneratorInput) -> [GamutClip] {
        var clips = GamutClipCollector(gamut: .srgb, format: "colors.xml", tolerance: 0.5 / 255)
        for token in input.tokens {
            for scheme in Appearance.Scheme.allCases {
                let normal = Appearance(scheme), increased = Appearance(scheme, .increased)
                guard let color = input.theme.color(token.path, in: normal) else { continue }
                _ = clips.fit(color.color, token: token.path, place: normal.name)
                if let other = input.theme.color(token.path, in: increased), other.rgba8 != color.rgba8 {
                    _ = clips.fit(other.color, token: token.path, place: increased.name)
                }
            }
        }
        return clips.result
    }

    func file(_ input: GeneratorInput, names: [(path: TokenPath, name: String)], scheme: Appearance.Scheme, path: String) -> GeneratedFile {
        let normal = Appearance(scheme)
        let increased = Appearance(scheme, .increased)
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        text += GeneratedMarker.comment(.xml) + "\n"
        text += "<!--\n"
        if let title = input.theme.document.name { text += "  \(Self.commentSafe(title)), \(scheme.rawValue) appearance.\n\n" }
        text += """
          High contrast: Android has no resource qualifier for increased contrast. Colors whose
          increased-contrast value differs are declared again as <name>\(Self.highContrastSuffix).
          On Android 14 (API 34) and later, read UiModeManager.getContrast() (-1…1; 0 is the
          default, 0.5 medium, 1 high) and register addContrastChangeListener; when the contrast
          is above 0 (or when the app offers its own high-contrast setting), use
          R.color.<name>\(Self.highContrastSuffix) in place of R.color.<name>, for example through
          a theme overlay whose color attributes point to the high-contrast resources.

          Elevated level: Android has no resource qualifier for it; these are the base-level
          colors.
        -->

        """
        text += "<resources>\n"
        for entry in names {
            guard let color = input.theme.color(entry.path, in: normal) else { continue }
            if let description = input.theme.definition(of: entry.path)?.description {
                text += "    <!-- \(Self.commentSafe(description)) -->\n"
            }
            text += "    <color name=\"\(Self.escaped(entry.name))\">\(Self.argb(color.rgba8))</color>\n"
        }
        let contrasted = names.compactMap { entry -> (String, RGBA8)? in
            guard let normalColor = input.theme.color(entry.path, in: normal)?.rgba8,
                  let increasedColor = input.theme.color(entry.path, in: increased)?.rgba8,
                  normalColor != increasedColor else { return nil }
            return (entry.name + Self.highContrastSuffix, increasedColor)
        }
        if !contrasted.isEmpty {
            text += "\n    <!-- Increased contrast (see above). -->\n"
            for (name, color) in contrasted {
                text += "    <color name=\"\(Self.escaped(name))\">\(Self.argb(color))</color>\n"
            }
        }
        text += "</resources>\n"
        return GeneratedFile(path: path, contents: text)
    }

    /// `#AARRGGBB`, upper-case digits.
    static func argb(_ color: RGBA8) -> String {
        "#" + [color.alpha, color.red, color.green, color.blue].map(hexByte).joined()
    }

    static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// ASCII letters, digits and `_`, starting with a letter.
    static func isResourceName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// XML text and attribute escaping.
    static func escaped(_ text: String) -> String {
        text.replacingCharacters(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"])
    }

    /// Text safe inside an XML comment (no `--`), escaped for display.
    static func commentSafe(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "-", result.last == "-" { result += " " }
            result.append(character == "\n" ? " " : character)
        }
        if result.hasSuffix("-") { result += " " }
        return result
    }
}
