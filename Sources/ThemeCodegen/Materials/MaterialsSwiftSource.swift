import ColorScience
import ThemeModel

/// The SwiftUI file of ``MaterialsGenerator``.
enum MaterialsSwiftSource {
    static func render(declarations: [MaterialDeclaration]) -> String {
        var lines = [
            GeneratedMarker.comment(.slashes),
            "import SwiftUI",
            "",
            "/// The system materials, thinnest first, with the opaque colors shown instead when Reduce",
            "/// Transparency is on. The opaque colors are Tincture's approximation (the material over",
            "/// white in light, over black in dark); Apple publishes none (unconfirmed).",
        ]
        if !declarations.isEmpty {
            lines += ["///", "/// Drawn on materials in this theme, and checked by `tincture audit`:"]
            for declaration in declarations {
                let foregrounds = declaration.foregrounds.map(\.description).joined(separator: ", ")
                lines.append("/// - \(foregrounds): \(declaration.materials.map(\.rawValue).joined(separator: ", "))")
            }
        }
        lines += [
            "enum MaterialThickness: CaseIterable, Sendable {",
            "    case " + SystemMaterial.allCases.map(\.rawValue).joined(separator: ", "),
            "",
            "    /// The SwiftUI material.",
            "    var material: Material {",
            "        switch self {",
        ]
        for material in SystemMaterial.allCases {
            lines.append("        case .\(material.rawValue): .\(material.swiftUIName)")
        }
        lines += [
            "        }",
            "    }",
            "",
            "    /// The opaque color shown instead of the material when Reduce Transparency is on.",
            "    func opaqueColor(dark: Bool) -> Color {",
            "        switch self {",
        ]
        for material in SystemMaterial.allCases {
            let light = color(MaterialLayer.layer(material, .light).reduceTransparency)
            let dark = color(MaterialLayer.layer(material, .dark).reduceTransparency)
            lines.append("        case .\(material.rawValue): dark ? \(dark) : \(light)")
        }
        lines += [
            "        }",
            "    }",
            "}",
            "",
            "/// A system material behind the content, or its opaque color when Reduce Transparency is on.",
            "struct MaterialBackground: ViewModifier {",
            "    var thickness: MaterialThickness",
            "    @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency",
            "    @Environment(\\.colorScheme) private var colorScheme",
            "",
            "    func body(content: Content) -> some View {",
            "        content.background(style)",
            "    }",
            "",
            "    private var style: AnyShapeStyle {",
            "        reduceTransparency",
            "            ? AnyShapeStyle(thickness.opaqueColor(dark: colorScheme == .dark))",
            "            : AnyShapeStyle(thickness.material)",
            "    }",
            "}",
            "",
            "extension View {",
            "    /// A system material behind this view, opaque when Reduce Transparency is on.",
            "    func materialBackground(_ thickness: MaterialThickness = .regular) -> some View {",
            "        modifier(MaterialBackground(thickness: thickness))",
            "    }",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// `Color(red: 227 / 255, green: 227 / 255, blue: 227 / 255)` from the 8-bit color.
    static func color(_ srgb: SRGB) -> String {
        let bytes = RGBA8(rounding: srgb.clipped)
        return "Color(red: \(bytes.red) / 255, green: \(bytes.green) / 255, blue: \(bytes.blue) / 255)"
    }
}
