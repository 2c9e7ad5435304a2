import ColorScience
import ThemeModel

/// Writes one self-contained Swift file with the theme's colors for UIKit, SwiftUI and AppKit,
/// and the types an app needs to switch named themes at run time.
///
/// The file depends on nothing but Apple's frameworks (and Foundation and Observation):
///
/// - a theme enum (`ColorTheme`, one case per theme, `default` first), a thread-safe
///   `ColorThemeManager` holding the current theme and posting `didChangeColorTheme`, a
///   `ColorUpdatable` protocol, an `@Observable` `ColorThemeStore` and an
///   `EnvironmentValues.colorTheme` value;
/// - the palette as its own namespace, `Colors.Palette.ceruleanBlue` (UIKit and AppKit) and
///   `ColorsSwiftUI.Palette.ceruleanBlue`, as the Try! Swift talk's `UIColor.Palette` holds it,
///   each entry following the current theme (a named theme may replace it) and appearance;
/// - semantic colors defined over the palette: a token whose value is `{palette.black}` (or
///   `{palette.black} / 75%`, or another token that is) returns the palette entry's value in the
///   same theme and appearance rather than a copy of its literal, so a named theme that replaces
///   a palette color changes every color defined over it at run time;
/// - UIKit: `Colors.textPrimary` as a `UIColor(dynamicProvider:)` that reads the trait
///   collection's style, contrast and level (all eight appearances) and the manager's theme, or
///   `UIColor.label`-style references for tokens that are Apple system colors;
/// - SwiftUI: `ColorsSwiftUI.textPrimary`, `Color(uiColor:)` where UIKit exists and elsewhere a
///   `ShapeStyle` resolving from the environment's `colorScheme`, `colorSchemeContrast` and
///   `colorTheme`;
/// - AppKit: `Colors.textPrimary` as an `NSColor(name:dynamicProvider:)`.
///
/// Each token's values live once, in a function of theme and appearance that branches only
/// where the values differ; the platform sections wrap it. Literals are sRGB, a wide color's
/// outside 0…1 (extended sRGB, which `UIColor(red:…)`, SwiftUI's `Color` and
/// `NSColor(red:…)` keep), or with ``Options/displayP3`` Display P3, clipped into it when a
/// color lies beyond (``clippedColors(_:)`` names those).
public struct SwiftGenerator: ThemeGenerator {
    public static let name = "swift"

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    public func generate(_ input: GeneratorInput) throws(GeneratorError) -> [GeneratedFile] {
        let plan = try SwiftFilePlan(input: input, options: options)
        let namespace = options.typeNames.namespace ?? input.name
        return [GeneratedFile(path: namespace + ".swift", contents: SwiftFileWriter(plan: plan).render())]
    }

    /// The tokens and palette entries whose colors the file holds clipped: none with sRGB
    /// literals, which keep a wide color as extended sRGB on every platform; with Display P3
    /// literals, those outside Display P3 (UIKit and AppKit take P3 components in 0…1), with the
    /// ΔEOK lost. A palette entry is named (`palette.neon`) as well as each token over it: the
    /// file holds both the palette's literal and the token's.
    public func clippedColors(_ input: GeneratorInput) -> [GamutClip] {
        guard options.displayP3 ?? input.displayP3 else { return [] }
        var clips = GamutClipCollector(gamut: .displayP3, format: "a Display P3 literal", tolerance: SwiftFilePlan.p3Rounding)
        let paths = SwiftFilePlan.writtenPalette(input.theme).map(\.path) + input.tokens.map(\.path)
        for themeName in input.theme.themeNames {
            for appearance in Appearance.all {
                for path in paths {
                    guard let color = input.theme.color(path, in: appearance, theme: themeName) else { continue }
                    _ = clips.fit(color.color, token: path, place: GamutClipCollector.place(appearance, theme: themeName))
                }
            }
        }
        return clips.result
    }
}

extension SwiftGenerator {
    /// What the Swift output looks like.
    public struct Options: Hashable, Sendable {
        /// The access level of the generated declarations.
        public enum AccessLevel: String, Hashable, Sendable { case `public`, `internal` }

        public var accessLevel: AccessLevel
        public var typeNames: TypeNames
        /// Display P3 literals (`UIColor(displayP3Red:…)`) when true, sRGB when false; nil takes
        /// the shared `GeneratorInput.displayP3`.
        public var displayP3: Bool?
        /// Whether tokens that are an Apple system color in every appearance are written as
        /// `UIColor.label`, `UIColor.systemBlue`… (UIKit and SwiftUI on UIKit) instead of
        /// literals. AppKit always gets literals: its system colors have other names.
        public var systemColorReferences: Bool

        public init(
            accessLevel: AccessLevel = .public,
            typeNames: TypeNames = TypeNames(),
            displayP3: Bool? = nil,
            systemColorReferences: Bool = true
        ) {
            self.accessLevel = accessLevel
            self.typeNames = typeNames
            self.displayP3 = displayP3
            self.systemColorReferences = systemColorReferences
        }
    }

    /// The names of the generated types.
    public struct TypeNames: Hashable, Sendable {
        /// The enum holding the `UIColor`/`NSColor` accessors; nil takes `GeneratorInput.name`.
        public var namespace: String?
        /// The enum holding the SwiftUI accessors; nil takes the namespace + `SwiftUI`.
        public var swiftUI: String?
        /// The palette, nested in the namespace and in the SwiftUI enum (`Colors.Palette.black`).
        public var palette: String
        public var theme: String
        public var manager: String
        public var store: String
        public var updatable: String

        public init(
            namespace: String? = nil,
            swiftUI: String? = nil,
            palette: String = "Palette",
            theme: String = "ColorTheme",
            manager: String = "ColorThemeManager",
            store: String = "ColorThemeStore",
            updatable: String = "ColorUpdatable"
        ) {
            self.namespace = namespace
            self.swiftUI = swiftUI
            self.palette = palette
            self.theme = theme
            self.manager = manager
            self.store = store
            self.updatable = updatable
        }
    }
}
