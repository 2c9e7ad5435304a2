import ColorScience
import ThemeModel

/// The SwiftUI file of ``MaterialsGenerator``.
enum MaterialsSwiftSource {
    static func render(declarations: [MaterialDeclaration]) -> String {
        var lines = [
            GeneratedMarker.comment(.slashes),
            "import SwiftUI",
            "#if canImport(UIKit)",
            "import UIKit",
            "#endif",
            "",
            "/// The system materials, thinnest first, with the opaque colors shown instead when Reduce",
            "/// Transparency is on. The opaque colors are Tincture's approximation (the material over",
            "/// white in light, over black in dark); Apple publishes none (unconfirmed).",
        ]
        if !declarations.isEmpty {
            lines += ["///", "/// Drawn on materials in this theme, and checked by `tincture audit`:"]
            for declaration in declarations {
                let foregrounds = declaration.foregrounds.map(\.description).joined(separator: ", ")
                let vibrancy = declaration.vibrancy.map { " (vibrant \($0.rawValue))" } ?? ""
                lines.append("/// - \(foregrounds): \(declaration.materials.map(\.rawValue).joined(separator: ", "))\(vibrancy)")
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
            "/// The content's hierarchical styles (`.secondary`, …) are vibrant on the material and plain",
            "/// label colors on the opaque color.",
            "struct MaterialBackground: ViewModifier {",
            "    var thickness: MaterialThickness",
            "    @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency",
            "    @Environment(\\.colorScheme) private var colorScheme",
            "",
            "    func body(content: Content) -> some View {",
            "        content",
            "            .background(style)",
            "            .environment(\\.backgroundMaterial, reduceTransparency ? nil : thickness.material)",
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
        lines += vibrancy()
        return lines.joined(separator: "\n")
    }

    /// `VibrancyLevel` with its SwiftUI styles, `View.vibrantForeground(_:)`, and under UIKit the
    /// blur style of each material, its `UIVibrancyEffect` for a level and a view pair to put
    /// content in.
    static func vibrancy() -> [String] {
        var lines = [
            "/// How content on a material takes its color: the label, fill and separator levels of",
            "/// `UIVibrancyEffectStyle`. The system blends such content with the material beneath rather",
            "/// than drawing a fixed color. Tincture checks a theme's `materials:` entries that name a",
            "/// `vibrancy` in these vibrant colors (an approximation; most values unconfirmed).",
            "enum VibrancyLevel: CaseIterable, Sendable {",
            "    case " + VibrancyStyle.allCases.map(\.rawValue).joined(separator: ", "),
            "",
            "    /// SwiftUI's hierarchical style for a label level, vibrant on a material background; nil",
            "    /// for the fills and the separator.",
            "    var labelStyle: HierarchicalShapeStyle? {",
            "        switch self {",
        ]
        for style in VibrancyStyle.allCases where style.isLabel {
            lines.append("        case .\(style.rawValue): \(style.swiftUIStyle)")
        }
        lines += [
            "        case " + VibrancyStyle.allCases.filter { !$0.isLabel }.map { "." + $0.rawValue }.joined(separator: ", ") + ": nil",
            "        }",
            "    }",
            "",
            "    /// SwiftUI's style for any level, vibrant on a material background: the hierarchical styles",
            "    /// for labels, the fill styles and the separator style.",
            "    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)",
            "    var style: AnyShapeStyle {",
            "        switch self {",
        ]
        for style in VibrancyStyle.allCases {
            lines.append("        case .\(style.rawValue): AnyShapeStyle(\(explicitSwiftUIStyle(style)))")
        }
        lines += [
            "        }",
            "    }",
            "}",
            "",
            "extension View {",
            "    /// This view's foreground in a vibrant level of the material behind it, for example",
            "    /// `Text(\"Album\").vibrantForeground(.secondaryLabel).padding().materialBackground(.thin)`.",
            "    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)",
            "    func vibrantForeground(_ level: VibrancyLevel) -> some View {",
            "        foregroundStyle(level.style)",
            "    }",
            "}",
            "",
            "#if canImport(UIKit)",
            "extension MaterialThickness {",
            "    /// The UIKit blur style, which adapts to the interface style.",
            "    var blurStyle: UIBlurEffect.Style {",
            "        switch self {",
        ]
        for material in SystemMaterial.allCases {
            lines.append("        case .\(material.rawValue): .\(material.uiKitName)")
        }
        lines += [
            "        }",
            "    }",
            "",
            "    /// The vibrancy effect for content of a level on this material, made from the same blur",
            "    /// effect as the material's view.",
            "    @MainActor",
            "    func vibrancyEffect(_ level: VibrancyLevel) -> UIVibrancyEffect {",
            "        UIVibrancyEffect(blurEffect: UIBlurEffect(style: blurStyle), style: level.vibrancyStyle)",
            "    }",
            "",
            "    /// A view showing this material with a vibrancy view of `level` filling its content view:",
            "    /// add the content (labels, template images, fills) to `vibrancy.contentView`. With Reduce",
            "    /// Transparency on, the system shows the material opaque.",
            "    @MainActor",
            "    func makeVibrantViews(_ level: VibrancyLevel) -> (material: UIVisualEffectView, vibrancy: UIVisualEffectView) {",
            "        let blur = UIBlurEffect(style: blurStyle)",
            "        let material = UIVisualEffectView(effect: blur)",
            "        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: level.vibrancyStyle))",
            "        vibrancy.frame = material.contentView.bounds",
            "        vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
            "        material.contentView.addSubview(vibrancy)",
            "        return (material, vibrancy)",
            "    }",
            "}",
            "",
            "extension VibrancyLevel {",
            "    /// The UIKit vibrancy style.",
            "    var vibrancyStyle: UIVibrancyEffectStyle {",
            "        switch self {",
        ]
        for style in VibrancyStyle.allCases {
            lines.append("        case .\(style.rawValue): .\(style.uiKitName)")
        }
        lines += [
            "        }",
            "    }",
            "}",
            "#endif",
            "",
        ]
        return lines
    }

    /// The SwiftUI style with its type written out, so that no inference is needed inside
    /// `AnyShapeStyle(…)`: `HierarchicalShapeStyle.secondary`, `FillShapeStyle().secondary`.
    static func explicitSwiftUIStyle(_ style: VibrancyStyle) -> String {
        switch style {
        case .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel: "HierarchicalShapeStyle" + style.swiftUIStyle
        case .fill: "FillShapeStyle()"
        case .secondaryFill: "FillShapeStyle().secondary"
        case .tertiaryFill: "FillShapeStyle().tertiary"
        case .separator: "SeparatorShapeStyle()"
        }
    }

    /// `Color(red: 227 / 255, green: 227 / 255, blue: 227 / 255)` from the 8-bit color.
    static func color(_ srgb: SRGB) -> String {
        let bytes = RGBA8(rounding: srgb.clipped)
        return "Color(red: \(bytes.red) / 255, green: \(bytes.green) / 255, blue: \(bytes.blue) / 255)"
    }
}
