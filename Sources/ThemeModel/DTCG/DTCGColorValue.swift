import ColorScience

/// A DTCG color `$value` (Design Tokens Color Module 2025.10): an object with `colorSpace`,
/// `components`, an optional `alpha` and an optional `hex` fallback.
///
/// ```json
/// { "colorSpace": "display-p3", "components": [1, 0.2, "none"], "alpha": 0.8, "hex": "#ff3300" }
/// ```
///
/// Every space of the module has three components, each a number or `"none"` (a missing
/// component, `nil` in ``Color``). The components use the module's ranges, which are CSS Color 4's
/// number forms: RGB spaces 0–1; `hsl` and `hwb` hue in degrees and the other two 0–100 (Tincture
/// keeps them 0–1, so they are scaled); `lab`/`lch` lightness 0–100; `oklab`/`oklch` lightness
/// 0–1; XYZ 0–1. `alpha` is 0–1 and 1 when left out. `hex` is a six-digit `#rrggbb` fallback; it
/// is checked for form but the components decide the color.
public enum DTCGColorValue {
    /// The `colorSpace` names of the Color Module 2025.10.
    public static let colorSpaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb",
        "rec2020", "xyz-d65", "xyz-d50",
    ]

    static let keys = ["colorSpace", "components", "alpha", "hex"]

    /// The members of a color value as a JSON object, for export. Spaces the module does not name
    /// are converted first: HSV to HSL, HCT to OKLCH, CIELAB/LCh D65 to the D50 `lab`/`lch`,
    /// linear Display P3 to `display-p3`. `alpha` is written when not 1 (a missing alpha as 0,
    /// as CSS counts it); `hex` when the color is inside the sRGB gamut.
    public static func json(for color: Color) -> DTCGJSON {
        let color = exportable(color)
        let scale = color.space == .hsl || color.space == .hwb ? [1.0, 100, 100] : [1.0, 1, 1]
        let components: [DTCGJSON] = (0..<3).map { index in
            color.coordinates[index].map { .number(scale[index] == 1 ? $0 : clean($0 * scale[index])) } ?? .string("none")
        }
        var members = [DTCGMember("colorSpace", .string(color.space.rawValue)), DTCGMember("components", .array(components))]
        if color.alpha != 1 { members.append(DTCGMember("alpha", .number(color.alpha ?? 0))) }
        let srgb = color.srgb
        if [srgb.red, srgb.green, srgb.blue].allSatisfy({ $0 >= -1e-7 && $0 <= 1 + 1e-7 }) {
            members.append(DTCGMember("hex", .string(RGBA8(rounding: srgb).hexRGB)))
        }
        return .object(members)
    }

    /// The color in a space the module names.
    static func exportable(_ color: Color) -> Color {
        switch color.space {
        case .hsv: color.converted(to: .hsl)
        case .hct: color.converted(to: .oklch)
        case .labD65: color.converted(to: .lab)
        case .lchD65: color.converted(to: .lch)
        case .displayP3Linear: color.converted(to: .displayP3)
        default: color
        }
    }

    /// Scaling by 100 leaves 0.35 as 35.00000000000001; a value within 10⁻¹² of a number with
    /// at most ten decimals is written as that number.
    private static func clean(_ value: Double) -> Double {
        let rounded = (value * 1e10).rounded() / 1e10
        return abs(rounded - value) <= 1e-12 * max(1, abs(value)) ? rounded : value
    }

    /// Reads a color `$value` object, reporting every problem with its place.
    static func color(from node: DTCGNode, path: String, errors: inout [ThemeError]) -> Color? {
        guard let members = node.members else {
            errors.append(ThemeError(.wrongType, "a color $value is an object with colorSpace and components, not \(node.kindName)",
                                     at: node.location, path: path, value: node.excerpt,
                                     suggestion: #"write { "colorSpace": "srgb", "components": [1, 0, 0.5] }"#))
            return nil
        }
        let before = errors.count
        for member in members where !keys.contains(member.key) {
            errors.append(ThemeError(.unknownKey, "unknown member in a color value", at: member.keyLocation, path: path, value: member.key,
                                     suggestion: Spelling.nearest(to: member.key, among: keys).map { "did you mean '\($0)'?" }
                                         ?? "a color value has colorSpace, components, alpha and hex"))
        }
        var space: ColorSpace?
        var spaceName: String?
        if let spaceNode = node["colorSpace"] {
            if let name = spaceNode.string {
                spaceName = name
                if colorSpaces.contains(name) {
                    space = ColorSpace(rawValue: name)
                } else {
                    errors.append(ThemeError(.invalidColor, "unknown colorSpace", at: spaceNode.location, path: path, value: name,
                                             suggestion: Spelling.nearest(to: name, among: colorSpaces).map { "did you mean '\($0)'?" }
                                                 ?? "color spaces: " + colorSpaces.joined(separator: ", ")))
                }
            } else {
                errors.append(ThemeError(.wrongType, "colorSpace is a string, not \(spaceNode.kindName)", at: spaceNode.location, path: path,
                                         value: spaceNode.excerpt, suggestion: #"such as "srgb" or "oklch""#))
            }
        } else {
            errors.append(ThemeError(.missingValue, "a color value needs a colorSpace", at: node.location, path: path, value: node.excerpt,
                                     suggestion: #"add "colorSpace": "srgb" (or another space of the Color Module)"#))
        }
        var coordinates: [Double?] = []
        if let componentsNode = node["components"] {
            if case .array(let items) = componentsNode.content {
                for item in items {
                    switch item.content {
                    case .number(let number): coordinates.append(number)
                    case .string("none"): coordinates.append(nil)
                    default:
                        errors.append(ThemeError(.invalidColor, "a component is a number or \"none\", not \(item.kindName)", at: item.location,
                                                 path: path, value: item.excerpt))
                    }
                }
                if items.count != 3 {
                    let names = space.map { " (" + $0.channelNames.joined(separator: ", ") + ")" } ?? ""
                    errors.append(ThemeError(.invalidColor, "\(spaceName ?? "a color space") has 3 components\(names), this gives \(items.count)",
                                             at: componentsNode.location, path: path, value: componentsNode.excerpt,
                                             suggestion: "give exactly three numbers; use \"none\" for a missing one"))
                }
            } else {
                errors.append(ThemeError(.wrongType, "components is an array, not \(componentsNode.kindName)", at: componentsNode.location,
                                         path: path, value: componentsNode.excerpt, suggestion: "such as [1, 0, 0.5]"))
            }
        } else {
            errors.append(ThemeError(.missingValue, "a color value needs components", at: node.location, path: path, value: node.excerpt,
                                     suggestion: #"add "components": [red, green, blue] in the space's ranges"#))
        }
        var alpha = 1.0
        if let alphaNode = node["alpha"] {
            if case .number(let number) = alphaNode.content, (0...1).contains(number) {
                alpha = number
            } else {
                errors.append(ThemeError(.invalidColor, "alpha is a number from 0 to 1", at: alphaNode.location, path: path,
                                         value: alphaNode.excerpt, suggestion: "0 is transparent, 1 (the default) opaque"))
            }
        }
        if let hexNode = node["hex"] {
            let text = hexNode.string ?? ""
            let digits = text.dropFirst()
            if !(text.hasPrefix("#") && digits.count == 6 && digits.allSatisfy(\.isHexDigit)) {
                errors.append(ThemeError(.invalidColor, "hex is a six-digit #rrggbb fallback", at: hexNode.location, path: path,
                                         value: hexNode.excerpt, suggestion: "alpha goes in \"alpha\", not in the hex"))
            }
        }
        guard errors.count == before, let space, coordinates.count == 3 else { return nil }
        let scale = space == .hsl || space == .hwb ? [1.0, 0.01, 0.01] : [1.0, 1, 1]
        let scaled = coordinates.enumerated().map { offset, value in value.map { $0 * scale[offset] } }
        let color = Color(space: space, coordinates: ColorCoordinates(scaled[0], scaled[1], scaled[2]), alpha: alpha)
        guard color.isWithinComputableRange else {
            errors.append(ThemeError(.invalidColor, "the components lie beyond any color Tincture computes with, whose CIE XYZ coordinates "
                                     + "are within ±\(Int(Color.maximumXYZMagnitude)) (white has Y = 1)",
                                     at: node["components"]?.location ?? node.location, path: path, value: node["components"]?.excerpt))
            return nil
        }
        return color
    }
}
