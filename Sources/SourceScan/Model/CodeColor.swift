import ColorScience

/// What a color expression in Swift code stands for, as far as reading the code can tell.
public indirect enum CodeColor: Hashable, Sendable, CustomStringConvertible {
    /// A color of an asset catalog by the name code gives it (`Color("CardBackground")`,
    /// `UIColor(named: "Brand/Primary")`).
    case asset(String)
    /// An identifier generated for an asset (Xcode's `Color(.cardBackground)` and
    /// `.cardBackground`, SwiftGen's `Asset.Colors.cardBackground.color`, R.swift's
    /// `R.color.cardBackground()`), matched to the catalog by name.
    case assetSymbol(String)
    /// One of Apple's system colors by its palette name (`label`, `systemBlue`, `white`).
    case system(String)
    /// Components written in code, with the expression as written.
    case literal(Color, text: String)
    /// A constant of the app's own (`Color.brand`, `Theme.Text.main`, `brandColor`) to follow.
    case symbol(String)
    /// Another color with its alpha multiplied (`.opacity(0.5)`, `withAlphaComponent(0.5)`).
    case alpha(CodeColor, Double)
    /// One of several, chosen at run time (a ternary, a dynamic provider's branches).
    case choice([CodeColor])
    /// A color per appearance, as a team's helper gives it (`adaptive(light: a, dark: b)`,
    /// `Color(light:dark:)`).
    case adaptive(light: CodeColor, dark: CodeColor)
    /// A color only known at run time; the reason.
    case dynamic(String)

    /// Marks a symbol given to a team's own initializer (`UIColor(studioColor: .blue50)`): an
    /// entry of the team's palette type, never a color type's own member of that name.
    static let palettePrefix = "palette:"

    /// Marks a key path into a team's palette (`ThemedColor(getColor: \\.label.primary)`): the
    /// member at that path of the palette's instances (`Palette.default.label.primary`).
    static let keyPathPrefix = "keypath:"

    /// The options of a choice; nil for anything else.
    var choiceOptions: [CodeColor]? {
        if case .choice(let options) = self { return options }
        return nil
    }

    /// The names of colors given by callers it is made from (`Tag(tint:)`).
    var givenNames: Set<String> {
        switch self {
        case .symbol(let name): name.hasSuffix(":)") ? [name] : []
        case .alpha(let base, _): base.givenNames
        case .choice(let options): options.reduce(into: []) { $0.formUnion($1.givenNames) }
        case .adaptive(let light, let dark): light.givenNames.union(dark.givenNames)
        default: []
        }
    }

    /// With the color given by callers under `name` replaced by `color`.
    func replacing(_ name: String, with color: CodeColor) -> CodeColor {
        switch self {
        case .symbol(name): color
        case .alpha(let base, let alpha): .alpha(base.replacing(name, with: color), alpha)
        case .choice(let options): .choice(options.map { $0.replacing(name, with: color) })
        case .adaptive(let light, let dark): .adaptive(light: light.replacing(name, with: color), dark: dark.replacing(name, with: color))
        default: self
        }
    }

    public var description: String {
        switch self {
        case .asset(let name): "asset \"\(name)\""
        case .assetSymbol(let name): "asset symbol .\(name)"
        case .system(let name): "system \(name)"
        case .literal(_, let text): text
        case .symbol(let name) where name.hasPrefix(Self.keyPathPrefix): "\\" + name.dropFirst(Self.keyPathPrefix.count)
        case .symbol(let name): name.hasPrefix(Self.palettePrefix) ? "." + String(name.dropFirst(Self.palettePrefix.count).drop { $0 != "." }.dropFirst()) : name
        case .alpha(let base, let alpha): "\(base) at \(Int((alpha * 100).rounded()))% opacity"
        case .choice(let options): options.map(\.description).joined(separator: " or ")
        case .adaptive(let light, let dark): "\(light) in light, \(dark) in dark"
        case .dynamic(let reason): "run-time color (\(reason))"
        }
    }
}
