/// The `<predefined-rgb>` and `<xyz-space>` names of the CSS Color 4 `color()` function (§10.1),
/// plus `display-p3-linear` (CSS Color 4 editor's draft, §10.6).
enum CSSColorSpaceName {
    /// The space of a `color()` space name, ignoring ASCII case; `xyz` is XYZ D65.
    static func space(named name: String) -> ColorSpace? {
        let key = name.asciiLowercased
        return key == "xyz" ? .xyzD65 : spaces.first { $0.rawValue == key }
    }

    /// The spaces `color()` can name, in the order the specification lists them.
    static let spaces: [ColorSpace] = [
        .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50,
    ]

    /// Every name `color()` accepts.
    static let validNames: [String] = {
        var names = spaces.map(\.rawValue)
        names.insert("xyz", at: names.count - 2)
        return names
    }()
}
