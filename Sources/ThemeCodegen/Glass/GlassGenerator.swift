import ColorScience
import ThemeModel

/// SwiftUI for the theme's `glass:` entries: each entry's Liquid Glass (iOS 26, macOS 26) with
/// its tint, and the dimming layer beneath the content, which the audit counted on.
///
/// - `Glass.swift`: `ThemeGlass`, a case per entry (named after its first foreground), with its
///   `Glass` value (`.clear`, `.regular.tint(…)`) and its dimming color per color scheme; a
///   `ThemeGlassBackground` view modifier that draws the dimming layer and, from iOS 26, the
///   glass; and `View.themeGlass(_:)`. For UIKit, each glass's `UIGlassEffect` (style and
///   tint, adapting to the interface style) and `makeView()`, a `UIVisualEffectView` of it
///   with the dimming layer filling its content view, beneath what the app adds.
///
/// Before iOS 26 the dimming layer alone is drawn. A separate format, so the color file is the
/// same for themes without glass. Deterministic.
public struct GlassGenerator: ThemeGenerator {
    public static let name = "glass"

    public init() {}

    public func generate(_ input: GeneratorInput) throws(GeneratorError) -> [GeneratedFile] {
        [GeneratedFile(path: "Glass.swift", contents: try GlassSwiftSource.render(input.theme))]
    }
}

/// The Swift file of ``GlassGenerator``.
enum GlassSwiftSource {
    static func render(_ theme: ResolvedTheme) throws(GeneratorError) -> String {
        let entries = theme.document.glass
        var names: [String] = []
        for entry in entries {
            let first = entry.foregrounds.first?.description.replacingOccurrences(of: "*", with: "all") ?? "glass"
            var name = try SwiftIdentifier.lowerCamel(first.split { $0 == "." || $0 == "-" || $0 == "_" }.map(String.init), token: first)
            var suffix = 2
            while names.contains(name) {
                name = try SwiftIdentifier.lowerCamel(first.split { $0 == "." || $0 == "-" || $0 == "_" }.map(String.init) + ["\(suffix)"], token: first)
                suffix += 1
            }
            names.append(name)
        }
        var lines = [
            GeneratedMarker.comment(.slashes),
            "import SwiftUI",
            "",
            "/// The Liquid Glass this theme draws content on, with the tint and the dimming layer beneath",
            "/// the content that `tincture audit` checked the content with (over any backdrop).",
        ]
        if !entries.isEmpty { lines.append("///") }
        for (entry, name) in zip(entries, names) {
            let layers = [entry.tint.map { "tint \(ThemeDocument.text(of: $0))" }, entry.dim.map { "dimmed by \(ThemeDocument.text(of: $0))" }].compactMap { $0 }
            lines.append("/// - `\(name)`: \(entry.foregrounds.map(\.description).joined(separator: ", ")) on \(entry.variant.rawValue) glass"
                         + (layers.isEmpty ? "" : ", " + layers.joined(separator: ", ")))
        }
        lines.append("enum ThemeGlass: CaseIterable, Sendable {")
        lines.append(entries.isEmpty ? "    case none" : "    case " + names.joined(separator: ", "))
        lines += ["", "    /// The glass, with its tint.", "    @available(iOS 26.0, macOS 26.0, *)", "    func glass(dark: Bool) -> Glass {", "        switch self {"]
        if entries.isEmpty { lines.append("        case .none: .identity") }
        for (entry, name) in zip(entries, names) {
            var value = "." + entry.variant.rawValue
            if let tint = entry.tint {
                let (light, dark) = (color(tint, in: theme, dark: false), color(tint, in: theme, dark: true))
                value += ".tint(" + (light == dark ? light : "dark ? \(dark) : \(light)") + ")"
            }
            lines.append("        case .\(name): \(value)")
        }
        lines += ["        }", "    }", "", "    /// The dimming layer beneath the content (clear for none).", "    func dimming(dark: Bool) -> Color {", "        switch self {"]
        if entries.isEmpty { lines.append("        case .none: .clear") }
        for (entry, name) in zip(entries, names) {
            guard let dim = entry.dim else {
                lines.append("        case .\(name): .clear")
                continue
            }
            let (light, dark) = (color(dim, in: theme, dark: false), color(dim, in: theme, dark: true))
            lines.append("        case .\(name): " + (light == dark ? light : "dark ? \(dark) : \(light)"))
        }
        lines += [
            "        }",
            "    }",
            "}",
            "",
            "/// The theme's glass behind the content: its dimming layer, and from iOS 26 the glass itself.",
            "struct ThemeGlassBackground: ViewModifier {",
            "    var glass: ThemeGlass",
            "    @Environment(\\.colorScheme) private var colorScheme",
            "",
            "    func body(content: Content) -> some View {",
            "        if #available(iOS 26.0, macOS 26.0, *) {",
            "            content",
            "                .background(glass.dimming(dark: colorScheme == .dark))",
            "                .glassEffect(glass.glass(dark: colorScheme == .dark))",
            "        } else {",
            "            content.background(glass.dimming(dark: colorScheme == .dark))",
            "        }",
            "    }",
            "}",
            "",
            "extension View {",
            "    /// Draws this view on one of the theme's glasses, for example",
            "    /// `HStack { … }.padding().themeGlass(.\(names.first ?? "none"))`.",
            "    func themeGlass(_ glass: ThemeGlass) -> some View {",
            "        modifier(ThemeGlassBackground(glass: glass))",
            "    }",
            "}",
            "",
        ]
        lines += uiKit(entries, names: names, theme: theme)
        return lines.joined(separator: "\n")
    }

    /// The UIKit half: each glass's effect and a view of it with its dimming layer.
    static func uiKit(_ entries: [GlassDeclaration], names: [String], theme: ResolvedTheme) -> [String] {
        /// A layer's color as UIKit writes it, adapting to the interface style when it differs.
        func uiColor(_ expression: ColorExpression) -> String {
            let (light, dark) = (uiKitColor(expression, in: theme, dark: false), uiKitColor(expression, in: theme, dark: true))
            return light == dark ? light : "UIColor { $0.userInterfaceStyle == .dark ? \(dark) : \(light) }"
        }
        var lines = [
            "// UIGlassEffect is in iOS, iPadOS, Mac Catalyst and tvOS 26.",
            "#if canImport(UIKit) && !os(watchOS) && !os(visionOS)",
            "import UIKit",
            "",
            "extension ThemeGlass {",
            "    /// The glass as a UIKit effect, with its tint; nil for no glass (`identity`).",
            "    @available(iOS 26.0, tvOS 26.0, *)",
            "    @MainActor",
            "    var effect: UIGlassEffect? {",
            "        switch self {",
        ]
        if entries.isEmpty { lines.append("        case .none: return nil") }
        for (entry, name) in zip(entries, names) {
            switch entry.variant {
            case .identity:
                lines.append("        case .\(name): return nil")
            case .regular, .clear:
                guard let tint = entry.tint else {
                    lines.append("        case .\(name): return UIGlassEffect(style: .\(entry.variant.rawValue))")
                    continue
                }
                lines += [
                    "        case .\(name):",
                    "            let effect = UIGlassEffect(style: .\(entry.variant.rawValue))",
                    "            effect.tintColor = \(uiColor(tint))",
                    "            return effect",
                ]
            }
        }
        lines += ["        }", "    }", "", "    /// The dimming layer beneath the content (clear for none).", "    var dimmingColor: UIColor {", "        switch self {"]
        if entries.isEmpty { lines.append("        case .none: UIColor(red: 0, green: 0, blue: 0, alpha: 0)") }
        for (entry, name) in zip(entries, names) {
            lines.append("        case .\(name): " + (entry.dim.map(uiColor) ?? "UIColor(red: 0, green: 0, blue: 0, alpha: 0)"))
        }
        lines += [
            "        }",
            "    }",
            "",
            "    /// A view of this glass (from iOS 26; before, no effect) with the dimming layer filling its",
            "    /// content view: add the content to `contentView`, above the dimming layer.",
            "    @MainActor",
            "    func makeView() -> UIVisualEffectView {",
            "        let view: UIVisualEffectView",
            "        if #available(iOS 26.0, tvOS 26.0, *) {",
            "            view = UIVisualEffectView(effect: effect)",
            "        } else {",
            "            view = UIVisualEffectView(effect: nil)",
            "        }",
            "        let dimming = UIView(frame: view.contentView.bounds)",
            "        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
            "        dimming.backgroundColor = dimmingColor",
            "        view.contentView.addSubview(dimming)",
            "        return view",
            "    }",
            "}",
            "#endif",
            "",
        ]
        return lines
    }

    /// A layer's color as UIKit writes it, with its alpha, in light or dark.
    static func uiKitColor(_ expression: ColorExpression, in theme: ResolvedTheme, dark: Bool) -> String {
        let srgb = theme.color(of: expression, in: dark ? .dark : .light) ?? SRGB(red: 0, green: 0, blue: 0, alpha: 0)
        let bytes = RGBA8(rounding: SRGB(red: srgb.red, green: srgb.green, blue: srgb.blue).clipped)
        let alpha = (srgb.alpha * 10_000).rounded() / 10_000
        return "UIColor(red: \(bytes.red) / 255, green: \(bytes.green) / 255, blue: \(bytes.blue) / 255, alpha: \(alpha >= 1 ? "1" : String(alpha)))"
    }

    /// A layer's color as SwiftUI writes it, with its opacity, in light or dark.
    static func color(_ expression: ColorExpression, in theme: ResolvedTheme, dark: Bool) -> String {
        let srgb = theme.color(of: expression, in: dark ? .dark : .light) ?? SRGB(red: 0, green: 0, blue: 0, alpha: 0)
        let bytes = RGBA8(rounding: SRGB(red: srgb.red, green: srgb.green, blue: srgb.blue).clipped)
        let base = "Color(red: \(bytes.red) / 255, green: \(bytes.green) / 255, blue: \(bytes.blue) / 255)"
        let alpha = (srgb.alpha * 10_000).rounded() / 10_000
        return alpha >= 1 ? base : base + ".opacity(\(alpha))"
    }
}
