import ColorScience
import ThemeModel

/// Writes a theme's semantic tokens as an Xcode asset catalog: one `.colorset` per token, each
/// token group a folder that provides a namespace (`text/primary` in `UIColor(named:)`).
///
/// Each color set holds the entries Xcode writes for *Appearances: Any, Dark* and *High
/// Contrast*: Any (the light value), Dark, High Contrast and Dark + High Contrast, leaving out
/// the dark entries when dark equals light and the high-contrast entries when they equal the
/// normal ones — the shapes Xcode itself writes, so a catalog made in Xcode that way imports
/// and generates back byte for byte (but for `info.author`).
///
/// A color is written in `srgb` when it lies inside sRGB (up to the rounding of three
/// decimals), and in `display-p3` when it lies outside sRGB, was written in Display P3 (so a
/// catalog read back gives the same catalog), or with ``GeneratorInput/displayP3`` for every
/// color. An `srgb` color's components keep the style of the literal it was written as
/// (``ComponentStyle/asWritten``): a hex color (`#ff3b30`, what the importer writes for Xcode's
/// *8-bit Hexadecimal*) as `"0xFF"`, `rgb()` with integer channels (*8-bit (0-255)*) as
/// `"255"`, anything else as Xcode's default *Floating point (0.0–1.0)*: strings with three
/// decimals (`"0.173"`). `display-p3` components are always such floats, and alpha always a
/// float. A color outside Display P3 too is clipped into it and returned in
/// ``AssetCatalog/clips``, never silently. A token that equals one of Apple's system colors in
/// every appearance becomes a system color reference (`systemBlueColor`).
///
/// What else a catalog cannot hold is returned as ``AssetCatalog/notes``, never dropped
/// silently: elevated values (no interface-level variant; the Swift generator covers them), the
/// other themes (a catalog holds one), and the palette, references, descriptions and declared
/// checks.
///
/// Since JSON has no comments, each file carries the do-not-edit marker as its `info.author`.
public struct AssetCatalogGenerator: ThemeGenerator {
    public static let name = "xcassets"

    /// How color components are written.
    public enum ComponentStyle: String, Hashable, Sendable, CaseIterable {
        /// In the style of the literal each color was written as: hex as 8-bit hex, `rgb()` with
        /// integer channels as 8-bit integers, anything else (and every `display-p3` color) as
        /// floats. A catalog imported from Xcode comes back in its own style.
        case asWritten = "as-written"
        /// Floats with three decimals everywhere.
        case float
    }

    /// How one color's red, green and blue are written.
    enum Number: Hashable { case float, hex, integer }

    /// Which theme of the file to write (`default`, or a named theme).
    public var themeName: String
    /// How `srgb` color components are written.
    public var components: ComponentStyle

    public init(theme: String = ThemeDocument.defaultThemeName, components: ComponentStyle = .asWritten) {
        self.themeName = theme
        self.components = components
    }

    public func generate(_ input: GeneratorInput) throws(GeneratorError) -> [GeneratedFile] {
        try catalog(input).files
    }

    /// The catalog's files and what it cannot express.
    public func catalog(_ input: GeneratorInput) throws(GeneratorError) -> AssetCatalog {
        guard input.theme.themeNames.contains(themeName) else {
            throw GeneratorError("no theme named '\(themeName)'")
        }
        let root = input.name + ".xcassets"
        var files: [String: String] = [root + "/Contents.json": Self.contents([:])]
        var notes: [String] = []
        var clips = GamutClipCollector(gamut: .displayP3, format: "the asset catalog", tolerance: Self.rounding)
        var seen: Set<String> = []
        var flattened = 0
        for token in input.tokens {
            let path = token.path
            for component in path.components where component.hasPrefix(".") || component.isEmpty {
                throw GeneratorError("'\(component)' cannot name a folder in an asset catalog", token: path.string)
            }
            let folder = ([root] + path.components.dropLast()).joined(separator: "/")
            for depth in 1..<path.components.count {
                let group = ([root] + path.components.prefix(depth)).joined(separator: "/")
                files[group + "/Contents.json"] = Self.contents(["provides-namespace": .bool(true)])
            }
            let setPath = folder + "/" + path.name + ".colorset/Contents.json"
            guard seen.insert(setPath.lowercased()).inserted else {
                throw GeneratorError("two tokens map to the same color set (names differ only in case)", token: path.string)
            }
            let set = try colorSet(path, input: input, clips: &clips)
            files[setPath] = Self.contents(colors: set.entries)
            notes += set.notes
            if !set.isSystemReference, input.theme.definition(of: path, theme: themeName)?.values.values.contains(where: { $0.expression.reference != nil }) == true {
                flattened += 1
            }
        }
        for name in input.theme.themeNames where name != themeName {
            notes.append("theme '\(name)' is not written: an asset catalog holds one theme (generate one catalog per theme, or use the Swift generator for runtime switching).")
        }
        if let left = leftOut(input, flattened: flattened) { notes.append(left) }
        let sorted = files.keys.sorted().map { GeneratedFile(path: $0, contents: files[$0]!) }
        return AssetCatalog(files: sorted, notes: notes, clips: clips.result)
    }

    /// What the catalog leaves out besides colors: the palette, references, descriptions and
    /// declared checks, in one sentence; nil when there is nothing.
    private func leftOut(_ input: GeneratorInput, flattened: Int) -> String? {
        let document = input.theme.document
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var parts: [String] = []
        if !document.palette.isEmpty { parts.append("the palette (\(count(document.palette.count, "color")))") }
        if flattened > 0 {
            parts.append("references (\(count(flattened, "token")) written as the colors \(flattened == 1 ? "it refers" : "they refer") to)")
        }
        let described = input.tokens.count { input.theme.definition(of: $0.path, theme: themeName)?.description != nil }
        if described > 0 { parts.append("descriptions (\(count(described, "token")))") }
        let checks = document.contrast.count + document.distinct.count
        if checks > 0 { parts.append("contrast and distinct declarations (\(checks))") }
        guard !parts.isEmpty else { return nil }
        return "not in the catalog, which holds each token's colors only: " + parts.joined(separator: ", ") + "."
    }

    /// A token's color set: the `colors` array, whether it is a system color reference, and the
    /// notes on what it leaves out (elevated values). Colors clipped into Display P3 go to
    /// `clips`.
    private func colorSet(_ path: TokenPath, input: GeneratorInput, clips: inout GamutClipCollector) throws(GeneratorError) -> (entries: [XcodeJSON], isSystemReference: Bool, notes: [String]) {
        let theme = input.theme
        func resolved(_ appearance: Appearance) throws(GeneratorError) -> ResolvedColor {
            guard let color = theme.color(path, in: appearance, theme: themeName) else {
                throw GeneratorError("no color in \(appearance)", token: path.string)
            }
            return color
        }
        if let reference = systemReference(path, theme: theme) {
            let color: XcodeJSON = .object(["platform": .string("ios"), "reference": .string(reference)])
            return ([.object(["color": color, "idiom": .string("universal")])], true, [])
        }
        var colors: [Appearance: XcodeJSON] = [:]
        var elevated: [String] = []
        for scheme in Appearance.Scheme.allCases {
            for contrast in Appearance.Contrast.allCases {
                let appearance = Appearance(scheme, contrast, .base)
                let base = try resolved(appearance)
                let (json, clipped) = Self.color(base, displayP3: input.displayP3, number: number(of: path, base, in: appearance, theme: theme))
                let place = GamutClipCollector.place(Appearance(scheme, contrast), theme: themeName)
                if let clipped {
                    clips.record(path, place: place, lost: ColorDifference.ok.between(xyz: base.color.xyz, xyz: clipped.xyz))
                } else {
                    clips.checked(path, place: place)
                }
                colors[Appearance(scheme, contrast)] = json
                // Compared as floats, so that a component style alone never counts as a change.
                let raised = try resolved(Appearance(scheme, contrast, .elevated))
                if Self.color(raised, displayP3: input.displayP3).json != Self.color(base, displayP3: input.displayP3).json {
                    elevated.append("\(Appearance(scheme, contrast, .elevated).name) \(raised.rgba8.hex) (the catalog shows \(base.rgba8.hex) there)")
                }
            }
        }
        var notes: [String] = []
        if !elevated.isEmpty {
            notes.append("\(path): an asset catalog has no elevated level, so these values are left out: \(elevated.joined(separator: ", ")); the Swift output keeps them.")
        }
        let light = colors[Appearance(.light)]!, dark = colors[Appearance(.dark)]!
        let lightHigh = colors[Appearance(.light, .increased)]!, darkHigh = colors[Appearance(.dark, .increased)]!
        let writesDark = light != dark || lightHigh != darkHigh
        let writesHigh = light != lightHigh || dark != darkHigh
        var entries: [XcodeJSON] = [Self.entry(light, appearances: [])]
        if writesDark { entries.append(Self.entry(dark, appearances: [("luminosity", "dark")])) }
        if writesHigh {
            entries.append(Self.entry(lightHigh, appearances: [("contrast", "high")]))
            if writesDark {
                entries.append(Self.entry(darkHigh, appearances: [("luminosity", "dark"), ("contrast", "high")]))
            }
        }
        return (entries, false, notes)
    }

    /// The text of the literal a token's color comes from in an appearance: at the end of its
    /// references (a palette color's, another token's), or its own.
    private func literalText(of path: TokenPath, _ color: ResolvedColor, in appearance: Appearance, theme: ResolvedTheme) -> String? {
        let holder = color.chain.last ?? path
        guard case .literal(_, let text)? = theme.definition(of: holder, theme: themeName)?.value(for: appearance)?.value.expression else { return nil }
        return text
    }

    /// How a color's components are written if it is written in `srgb`: in the style of its
    /// literal when ``ComponentStyle/asWritten`` and its channels are whole 8-bit values.
    /// (``color(_:displayP3:number:)`` writes `display-p3` components as floats whatever this
    /// says.)
    private func number(of path: TokenPath, _ color: ResolvedColor, in appearance: Appearance, theme: ResolvedTheme) -> Number {
        guard components == .asWritten, let text = literalText(of: path, color, in: appearance, theme: theme) else { return .float }
        let style = Self.number(writtenAs: text)
        guard style != .float else { return .float }
        let srgb = color.srgb
        let whole = [srgb.red, srgb.green, srgb.blue].allSatisfy { value in
            let scaled = value * 255
            return (0...255).contains(scaled.rounded()) && abs(scaled - scaled.rounded()) <= 1e-6
        }
        return whole ? style : .float
    }

    /// The style a literal's text is written in: `#…` hex; `rgb(…)` or `rgba(…)` with three
    /// integer channels (no `%`, no decimals) integer; anything else float.
    static func number(writtenAs text: String) -> Number {
        let text = String(text.drop { $0 == " " || $0 == "\t" })
        if text.hasPrefix("#") { return .hex }
        let lower = text.lowercased()
        guard lower.hasPrefix("rgb(") || lower.hasPrefix("rgba("), let open = lower.firstIndex(of: "("),
              let close = lower.firstIndex(of: ")"), open < close else { return .float }
        let inner = lower[lower.index(after: open)..<close]
        let channels = inner.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
        guard channels.count == 3 || (channels.count == 4 && !inner.contains("/")) else { return .float }
        let integers = channels.prefix(3).allSatisfy { channel in
            !channel.isEmpty && channel.allSatisfy(\.isASCII) && channel.allSatisfy(\.isNumber) && (Int(channel).map { $0 <= 255 } ?? false)
        }
        return integers ? .integer : .float
    }

    /// The asset catalog name of the system color a token equals in all eight appearances.
    private func systemReference(_ path: TokenPath, theme: ResolvedTheme) -> String? {
        guard let name = theme.color(path, in: .light, theme: themeName)?.system?.name,
            let system = SystemPalette.color(named: name, era: theme.document.systemEra)
        else { return nil }
        let systemPath = TokenPath(["system", name])
        for appearance in Appearance.all {
            guard let color = theme.color(path, in: appearance, theme: themeName),
                let expected = theme.color(systemPath, in: appearance, theme: themeName),
                color.system?.name == name, color.color == expected.color
            else { return nil }
        }
        return system.assetCatalogReference
    }

    static func entry(_ color: XcodeJSON, appearances: [(String, String)]) -> XcodeJSON {
        var members: [String: XcodeJSON] = ["color": color, "idiom": .string("universal")]
        if !appearances.isEmpty {
            members["appearances"] = .array(appearances.map {
                .object(["appearance": .string($0.0), "value": .string($0.1)])
            })
        }
        return .object(members)
    }

    /// A `color` object: color space and components, and the color clipped into Display P3 when
    /// it lies outside (nil when it is written as it is).
    ///
    /// `display-p3` with `displayP3`, for a color written in Display P3, and for one outside
    /// sRGB, its components three-decimal strings; `srgb` otherwise, red, green and blue as
    /// `number` says — three-decimal strings clipped to 0…1, 8-bit hex (`"0xFF"`) or integers
    /// (`"255"`). Alpha is always a three-decimal string. "Outside" allows half a thousandth,
    /// which the three decimals round away.
    static func color(_ resolved: ResolvedColor, displayP3: Bool, number: Number = .float) -> (json: XcodeJSON, clipped: Color?) {
        let color = resolved.color
        let space: String
        let rgb: (Double, Double, Double)
        var clipped: Color?
        var number = number
        if displayP3 || color.space == .displayP3 || !Gamut.srgb.contains(color, tolerance: rounding) {
            clipped = GamutClip.clipped(color, into: .displayP3, tolerance: rounding)
            let p3: DisplayP3 = (clipped ?? color).converted()
            (space, rgb) = ("display-p3", (p3.red, p3.green, p3.blue))
            number = .float
        } else {
            let srgb = resolved.srgb
            (space, rgb) = ("srgb", (srgb.red, srgb.green, srgb.blue))
        }
        func channel(_ value: Double) -> XcodeJSON {
            switch number {
            case .float: return .string(decimal(value))
            case .hex:
                let digits = String(byte(value), radix: 16, uppercase: true)
                return .string("0x" + (digits.count == 1 ? "0" : "") + digits)
            case .integer: return .string(String(byte(value)))
            }
        }
        let json: XcodeJSON = .object([
            "color-space": .string(space),
            "components": .object([
                "red": channel(rgb.0), "green": channel(rgb.1),
                "blue": channel(rgb.2), "alpha": .string(decimal(resolved.alpha)),
            ]),
        ])
        return (json, clipped)
    }

    /// How far outside 0…1 a channel may lie and still be written the same: half of the last
    /// of three decimals.
    static let rounding = 0.0005

    /// 0…255, clipped and rounded.
    static func byte(_ value: Double) -> Int {
        Int(((value.isNaN ? 0 : min(max(value, 0), 1)) * 255).rounded())
    }

    /// `0.000`…`1.000`: clipped, rounded half away from zero to three decimals.
    static func decimal(_ value: Double) -> String {
        let clipped = value.isNaN ? 0 : min(max(value, 0), 1)
        let thousandths = Int((clipped * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    static let info: XcodeJSON = .object(["author": .string(GeneratedMarker.text), "version": .int(1)])

    static func contents(_ properties: [String: XcodeJSON]) -> String {
        var members: [String: XcodeJSON] = ["info": info]
        if !properties.isEmpty { members["properties"] = .object(properties) }
        return XcodeJSON.object(members).text
    }

    static func contents(colors: [XcodeJSON]) -> String {
        XcodeJSON.object(["colors": .array(colors), "info": info]).text
    }
}
