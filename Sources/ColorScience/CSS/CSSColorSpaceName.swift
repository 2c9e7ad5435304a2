/// The `<predefined-rgb>` and `<xyz-space>` names of the CSS Color 4 `color()` function (§10.1),
/// plus `display-p3-linear` (CSS Color 4 editor's draft, §10.6), and the dashed names of the
/// spaces CSS has no function for (`--hsv`, `--hct`, `--lab-d65`, `--lch-d65`), written as
/// color.js writes them, so that what Tincture prints in those spaces reads back.
enum CSSColorSpaceName {
    /// The space of a `color()` space name, ignoring ASCII case; `xyz` is XYZ D65.
    static func space(named name: String) -> ColorSpace? {
        let key = name.asciiLowercased
        if key == "xyz" { return .xyzD65 }
        if let space = spaces.first(where: { $0.rawValue == key }) { return space }
        return customSpaces.first { "--" + $0.rawValue == key }
    }

    /// The name `color()` gives a space: its CSS name, or `--` and its name for the spaces CSS
    /// does not define.
    static func name(of space: ColorSpace) -> String {
        customSpaces.contains(space) ? "--" + space.rawValue : space.rawValue
    }

    /// The spaces `color()` can name, in the order the specification lists them.
    static let spaces: [ColorSpace] = [
        .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50,
    ]

    /// The spaces without a CSS function or `color()` name, read and written with a dashed name.
    static let customSpaces: [ColorSpace] = [.hsv, .hct, .labD65, .lchD65]

    /// The names CSS defines for `color()`.
    static let cssNames: [String] = {
        var names = spaces.map(\.rawValue)
        names.insert("xyz", at: names.count - 2)
        return names
    }()

    /// Every name `color()` accepts: CSS's, then the dashed ones.
    static let validNames: [String] = cssNames + customSpaces.map { "--" + $0.rawValue }
}
