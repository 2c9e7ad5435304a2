import ColorScience
import ThemeModel

/// Writes a theme's semantic tokens as an Xcode asset catalog: one `.colorset` per token, each
/// token group a folder that provides a namespace (`text/primary` in `UIColor(named:)`).
///
/// Each color set holds the entries Xcode writes for *Appearances: Any, Dark* and *High
/// Contrast*: Any (the light value), Dark, High Contrast and Dark + High Contrast, leaving out
/// the dark entries when dark equals light and the high-contrast entries when they equal the
/// normal ones — the shapes Xcode itself writes, so a catalog made in Xcode that way imports
/// and generates back byte for byte. Components are Xcode's default *Floating point (0.0–1.0)*
/// input method: strings with three decimals (`"0.173"`), alpha included. A color is written in
/// `srgb` when it lies inside sRGB (up to that rounding), and in `display-p3` when it lies
/// outside or was written in Display P3 (so a catalog read back gives the same catalog) or
/// with ``GeneratorInput/displayP3``; a color outside Display P3 too is clipped into it and
/// returned in ``AssetCatalog/clips``, never silently. A token that equals one of Apple's
/// system colors in every appearance becomes a system color reference (`systemBlueColor`).
///
/// Asset catalogs have no interface-level (elevated) variant and hold one theme: both are
/// returned as ``AssetCatalog/notes``; the Swift generator covers them.
///
/// Since JSON has no comments, each file carries the do-not-edit marker as its `info.author`.
public struct AssetCatalogGenerator: ThemeGenerator {
    public static let name = "xcassets"

    /// Which theme of the file to write (`default`, or a named theme).
    public var themeName: String

    public init(theme: String = ThemeDocument.defaultThemeName) {
        self.themeName = theme
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
            let (colors, elevated) = try colorEntries(path, input: input, clips: &clips)
            files[setPath] = Self.contents(colors: colors)
            if elevated {
                notes.append("\(path): its elevated values cannot be expressed in an asset catalog (no interface-level variant); the Swift generator covers them.")
            }
        }
        for name in input.theme.themeNames where name != themeName {
            notes.append("theme '\(name)' is not written: an asset catalog holds one theme (generate one catalog per theme, or use the Swift generator for runtime switching).")
        }
        let sorted = files.keys.sorted().map { GeneratedFile(path: $0, contents: files[$0]!) }
        return AssetCatalog(files: sorted, notes: notes, clips: clips.result)
    }

    /// The `colors` array of a token's color set, and whether an elevated value differs.
    private func colorEntries(_ path: TokenPath, input: GeneratorInput, clips: inout GamutClipCollector) throws(GeneratorError) -> ([XcodeJSON], Bool) {
        let theme = input.theme
        func resolved(_ appearance: Appearance) throws(GeneratorError) -> ResolvedColor {
            guard let color = theme.color(path, in: appearance, theme: themeName) else {
                throw GeneratorError("no color in \(appearance)", token: path.string)
            }
            return color
        }
        if let reference = systemReference(path, theme: theme) {
            let color: XcodeJSON = .object(["platform": .string("ios"), "reference": .string(reference)])
            return ([.object(["color": color, "idiom": .string("universal")])], false)
        }
        var colors: [Appearance: XcodeJSON] = [:]
        var elevated = false
        for scheme in Appearance.Scheme.allCases {
            for contrast in Appearance.Contrast.allCases {
                let base = try resolved(Appearance(scheme, contrast, .base))
                let (json, clipped) = Self.color(base, displayP3: input.displayP3)
                let place = GamutClipCollector.place(Appearance(scheme, contrast), theme: themeName)
                if let clipped {
                    clips.record(path, place: place, lost: ColorDifference.ok.between(xyz: base.color.xyz, xyz: clipped.xyz))
                } else {
                    clips.checked(path, place: place)
                }
                colors[Appearance(scheme, contrast)] = json
                let raised = try resolved(Appearance(scheme, contrast, .elevated))
                if Self.color(raised, displayP3: input.displayP3).json != json { elevated = true }
            }
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
        return (entries, elevated)
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

    /// A `color` object: color space and components as three-decimal strings, and the color
    /// clipped into Display P3 when it lies outside (nil when it is written as it is).
    ///
    /// `display-p3` with `displayP3`, for a color written in Display P3, and for one outside
    /// sRGB; `srgb` otherwise. "Outside" allows half a thousandth, which the three decimals
    /// round away.
    static func color(_ resolved: ResolvedColor, displayP3: Bool) -> (json: XcodeJSON, clipped: Color?) {
        let color = resolved.color
        let space: String
        let rgb: (Double, Double, Double)
        var clipped: Color?
        if displayP3 || color.space == .displayP3 || !Gamut.srgb.contains(color, tolerance: rounding) {
            clipped = GamutClip.clipped(color, into: .displayP3, tolerance: rounding)
            let p3: DisplayP3 = (clipped ?? color).converted()
            (space, rgb) = ("display-p3", (p3.red, p3.green, p3.blue))
        } else {
            let srgb = resolved.srgb
            (space, rgb) = ("srgb", (srgb.red, srgb.green, srgb.blue))
        }
        let json: XcodeJSON = .object([
            "color-space": .string(space),
            "components": .object([
                "red": .string(decimal(rgb.0)), "green": .string(decimal(rgb.1)),
                "blue": .string(decimal(rgb.2)), "alpha": .string(decimal(resolved.alpha)),
            ]),
        ])
        return (json, clipped)
    }

    /// How far outside 0…1 a channel may lie and still be written the same: half of the last
    /// of three decimals.
    static let rounding = 0.0005

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
