import ColorScience
import ThemeModel

/// SwiftUI source for neumorphic styles: the looks the neumorphism article builds, for any
/// `Shape`.
///
/// A file holds, with `P` the type-name prefix (`Neumorphic`):
///
/// - `PFill` (`flat`, `gradient`), `PRing`, `PPalette` (surface, highlight, shade, ring) and
///   `PColors` (a palette per color scheme and contrast, picked from the environment);
/// - `PBackground<S: Shape>`: the surface for any shape — raised, or concave while highlighted;
///   filled flat or with the gradient (reversed while pressed, or the ring reversed); with the
///   stroke overlays or without (a ring is always drawn);
/// - `PButtonStyle<S: Shape>` and `PToggleStyle<S: Shape>` around it (padding 30, a minimum
///   size, the shape as content shape);
/// - per style: its colors as `PColors.member`, and `.buttonStyle(.member)` /
///   `.toggleStyle(.member)` in the shape, fill, stroke and size it was declared with.
///
/// Geometry is the article's times the file's scale: shadows offset 10 (5 pressed), blur radius
/// 10, strokes 4 wide. Colors are the derived 8-bit values. Deterministic.
public enum NeumorphicSwiftGenerator {
    public static let marker = GeneratedMarker.comment(.slashes)

    /// One style of a file: its member name, what it is, its shape, fill, stroke and size, and
    /// its derived style in each of the four base-level appearances (light, dark, and both with
    /// increased contrast).
    struct Entry {
        var member: String
        /// What the style is (`neumorphic.play`, the color it was derived from), and what it is for.
        var title: String
        var description: String?
        var shape: NeumorphicShape
        var fill: NeumorphicFill
        var stroked: Bool
        var width: Double
        var height: Double
        /// light, dark, light+increased, dark+increased.
        var styles: [NeumorphicStyle]
    }

    /// The four appearances a generated palette is chosen among: SwiftUI gives views the color
    /// scheme and contrast, not the interface level, so the base level's colors are used.
    public static let appearances = [Appearance.light, .dark, Appearance(.light, .increased), Appearance(.dark, .increased)]

    /// One style, the same in every appearance (`tincture neumorphic COLOR --format swift`).
    ///
    /// - Parameters:
    ///   - name: the type-name prefix (`Neumorphic` gives `NeumorphicButtonStyle`) and, in
    ///     lower camel case, the style's member (`.buttonStyle(.neumorphic)`).
    ///   - width: the control's minimum width and height in points, as its checks measured them.
    public static func source(_ style: NeumorphicStyle, name: String = "Neumorphic", width: Double = NeumorphicControl.defaultSide,
                              height: Double = NeumorphicControl.defaultSide) -> String {
        let member = name.prefix(1).lowercased() + name.dropFirst()
        let entry = Entry(member: member, title: "The style derived from \(RGBA8(rounding: style.base).hexRGB)\(style.dark ? " (dark)" : "")",
                          shape: style.shape, fill: style.fill, stroked: style.stroked, width: width, height: height,
                          styles: Array(repeating: style, count: appearances.count))
        return source([entry], prefix: name, scale: style.scale, header: [])
    }

    static func source(_ entries: [Entry], prefix p: String, scale: Double, header: [String]) -> String {
        var lines = [marker] + header + ["import SwiftUI", ""]
        lines += shared(prefix: p, scale: scale)
        for entry in entries { lines += [""] + members(entry, prefix: p) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The types every style of a file shares.
    static func shared(prefix p: String, scale: Double) -> [String] {
        let raised = number(NeumorphicStyle.raisedOffset * scale), pressed = number(NeumorphicStyle.pressedOffset * scale)
        let blur = number(NeumorphicStyle.blurRadius * scale), width = number(NeumorphicStyle.strokeWidth * scale)
        let padding = number(30 * scale), minimum = number(44)
        func gradient(_ colors: String) -> String {
            "LinearGradient(colors: \(colors), startPoint: .topLeading, endPoint: .bottomTrailing)"
        }
        func control(_ kind: String, _ summary: String, body: [String]) -> [String] {
            [
                "/// \(summary)",
                "struct \(p)\(kind)Style<S: Shape>: \(kind)Style {",
                "    var colors: \(p)Colors",
                "    var shape: S",
                "    var fill: \(p)Fill = .gradient",
                "    var stroked = true",
                "    /// The smallest size in points; 44 × 44 is the smallest comfortable hit target.",
                "    var minWidth: CGFloat = \(minimum)",
                "    var minHeight: CGFloat = \(minimum)",
                "",
                "    func makeBody(configuration: Configuration) -> some View {",
            ] + body.map { "        " + $0 } + ["    }", "}"]
        }
        let background = "\(p)Background(colors: colors, isHighlighted: %@, shape: shape, fill: fill, stroked: stroked)"
        return [
            "/// How a neumorphic surface is filled: `flat`, one color (the surface), as the neumorphism",
            "/// article's first `DarkBackground`; `gradient`, from the highlight to the shade and reversed",
            "/// while pressed, as its `LinearGradient(darkStart, darkEnd)` fills.",
            "enum \(p)Fill: Sendable {",
            "    case flat, gradient",
            "}",
            "",
            "/// The accessible ring (the article's `lightStart` → `lightEnd`): it strokes the control in",
            "/// both states and, reversed, fills it while pressed.",
            "struct \(p)Ring: Sendable {",
            "    var start: Color",
            "    var end: Color",
            "}",
            "",
            "/// A neumorphic style's colors in one appearance, derived by tincture from its surface.",
            "struct \(p)Palette: Sendable {",
            "    /// The color the control is raised from: the flat fill.",
            "    var surface: Color",
            "    /// The light shadow, towards the top leading corner: the gradient's start.",
            "    var highlight: Color",
            "    /// The dark shadow, towards the bottom trailing corner: the gradient's end and the stroke.",
            "    var shade: Color",
            "    var ring: \(p)Ring?",
            "}",
            "",
            "/// A neumorphic style's palette in each color scheme and contrast.",
            "struct \(p)Colors: Sendable {",
            "    var light: \(p)Palette",
            "    var dark: \(p)Palette",
            "    var lightIncreasedContrast: \(p)Palette",
            "    var darkIncreasedContrast: \(p)Palette",
            "",
            "    func palette(_ colorScheme: ColorScheme, _ contrast: ColorSchemeContrast) -> \(p)Palette {",
            "        switch (colorScheme, contrast) {",
            "        case (.dark, .increased): darkIncreasedContrast",
            "        case (.dark, _): dark",
            "        case (_, .increased): lightIncreasedContrast",
            "        default: light",
            "        }",
            "    }",
            "}",
            "",
            "extension \(p)Colors {",
            "    /// The same palette in every appearance.",
            "    init(_ palette: \(p)Palette) {",
            "        self.init(light: palette, dark: palette, lightIncreasedContrast: palette, darkIncreasedContrast: palette)",
            "    }",
            "}",
            "",
            "/// The neumorphic surface for any shape: raised, or concave while highlighted; filled flat or",
            "/// with the gradient; with or without the stroke overlays (a ring is always drawn).",
            "struct \(p)Background<S: Shape>: View {",
            "    var colors: \(p)Colors",
            "    var isHighlighted: Bool",
            "    var shape: S",
            "    var fill: \(p)Fill = .gradient",
            "    var stroked = true",
            "    @Environment(\\.colorScheme) private var colorScheme",
            "    @Environment(\\.colorSchemeContrast) private var colorSchemeContrast",
            "",
            "    var body: some View {",
            "        let palette = colors.palette(colorScheme, colorSchemeContrast)",
            "        ZStack {",
            "            if isHighlighted {",
            "                surface(palette)",
            "                    .overlay(edge(palette))",
            "                    .shadow(color: palette.highlight, radius: \(blur), x: \(pressed), y: \(pressed))",
            "                    .shadow(color: palette.shade, radius: \(blur), x: -\(pressed), y: -\(pressed))",
            "            } else {",
            "                surface(palette)",
            "                    .overlay(edge(palette))",
            "                    .shadow(color: palette.highlight, radius: \(blur), x: -\(raised), y: -\(raised))",
            "                    .shadow(color: palette.shade, radius: \(blur), x: \(raised), y: \(raised))",
            "            }",
            "        }",
            "    }",
            "",
            "    /// The fill: the ring reversed while pressed; else flat, or the gradient (reversed while pressed).",
            "    @ViewBuilder private func surface(_ palette: \(p)Palette) -> some View {",
            "        if isHighlighted, let ring = palette.ring {",
            "            shape.fill(\(gradient("[ring.end, ring.start]")))",
            "        } else {",
            "            switch fill {",
            "            case .flat:",
            "                shape.fill(palette.surface)",
            "            case .gradient:",
            "                shape.fill(\(gradient("isHighlighted ? [palette.shade, palette.highlight] : [palette.highlight, palette.shade]")))",
            "            }",
            "        }",
            "    }",
            "",
            "    /// The stroke overlay: the ring; else, when stroked, the shade around the raised control and",
            "    /// the gradient around the pressed one.",
            "    @ViewBuilder private func edge(_ palette: \(p)Palette) -> some View {",
            "        if let ring = palette.ring {",
            "            shape.stroke(\(gradient("[ring.start, ring.end]")), lineWidth: \(width))",
            "        } else if stroked {",
            "            if isHighlighted {",
            "                shape.stroke(\(gradient("[palette.highlight, palette.shade]")), lineWidth: \(width))",
            "            } else {",
            "                shape.stroke(palette.shade, lineWidth: \(width))",
            "            }",
            "        }",
            "    }",
            "}",
            "",
        ] + control("Button", "A button on a neumorphic surface of any shape, concave while pressed.", body: [
            "configuration.label",
            "    .padding(\(padding))",
            "    .frame(minWidth: minWidth, minHeight: minHeight)",
            "    .contentShape(shape)",
            "    .background(\(background.replacingOccurrences(of: "%@", with: "configuration.isPressed")))",
        ]) + [""] + control("Toggle", "A toggle drawn as a neumorphic button of any shape, concave while on.", body: [
            "Button(action: { configuration.isOn.toggle() }) {",
            "    configuration.label",
            "        .padding(\(padding))",
            "        .frame(minWidth: minWidth, minHeight: minHeight)",
            "        .contentShape(shape)",
            "}",
            ".buttonStyle(.plain)",
            ".background(\(background.replacingOccurrences(of: "%@", with: "configuration.isOn")))",
            ".accessibilityAddTraits(configuration.isOn ? .isSelected : [])",
        ])
    }

    /// One style's colors and its button and toggle styles.
    static func members(_ entry: Entry, prefix p: String) -> [String] {
        let m = entry.member
        let bare = m.hasPrefix("`") ? String(m.dropFirst().dropLast()) : m
        let palettes = entry.styles.map { palette($0, prefix: p) }
        let described = entry.description.map { text in
            let line = String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
            return ": " + (line.hasSuffix(".") ? String(line.dropLast()) : line)
        } ?? ""
        var lines = ["extension \(p)Colors {", "    /// \(entry.title)\(described)."]
        if Set(palettes).count == 1 {
            lines.append("    static let \(m) = \(p)Colors(\(palettes[0]))")
        } else {
            lines.append("    static let \(m) = \(p)Colors(")
            let labels = ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"]
            for (index, (label, palette)) in zip(labels, palettes).enumerated() {
                lines.append("        \(label): \(palette)\(index == labels.count - 1 ? ")" : ",")")
            }
        }
        lines.append("}")
        let shapeType = shapeTypeName(entry.shape)
        var arguments = ["colors: .\(bare)", "shape: \(shapeExpression(entry.shape))"]
        if entry.fill != .gradient { arguments.append("fill: .\(entry.fill.rawValue)") }
        if !entry.stroked { arguments.append("stroked: false") }
        arguments += ["minWidth: \(number(entry.width))", "minHeight: \(number(entry.height))"]
        let fill = entry.fill == .flat ? "flat" : "gradient"
        let what = "\(shapeDescription(entry.shape)), \(number(entry.width)) × \(number(entry.height)) pt, \(fill) fill"
            + (entry.styles.contains { $0.ring != nil } ? ", the accent ring" : entry.stroked ? ", stroked" : ", no stroke")
        for kind in ["Button", "Toggle"] {
            lines += [
                "",
                "extension \(kind)Style where Self == \(p)\(kind)Style<\(shapeType)> {",
                "    /// \(entry.title) as a \(kind.lowercased()): \(what).",
                "    static var \(m): Self { \(p)\(kind)Style(\(arguments.joined(separator: ", "))) }",
                "}",
            ]
        }
        return lines
    }

    /// `NeumorphicPalette(surface: Color(red: 50 / 255, …), …, ring: nil)`.
    static func palette(_ style: NeumorphicStyle, prefix p: String) -> String {
        var parts = ["surface: \(color(style.surface))", "highlight: \(color(style.highlight))", "shade: \(color(style.shade))"]
        if let ring = style.ring { parts.append("ring: \(p)Ring(start: \(color(ring.start)), end: \(color(ring.end)))") }
        return "\(p)Palette(\(parts.joined(separator: ", ")))"
    }

    static func color(_ color: SRGB) -> String {
        let b = RGBA8(rounding: color)
        return "Color(red: \(b.red) / 255, green: \(b.green) / 255, blue: \(b.blue) / 255)"
    }

    static func shapeExpression(_ shape: NeumorphicShape) -> String {
        switch shape {
        case .circle: "Circle()"
        case .capsule: "Capsule()"
        case .rounded(let radius): "RoundedRectangle(cornerRadius: \(number(radius)), style: .continuous)"
        case .custom(let type): "\(type)()"
        }
    }

    static func shapeTypeName(_ shape: NeumorphicShape) -> String {
        switch shape {
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .rounded: "RoundedRectangle"
        case .custom(let type): type
        }
    }

    static func shapeDescription(_ shape: NeumorphicShape) -> String {
        switch shape {
        case .circle: "a circle"
        case .capsule: "a capsule"
        case .rounded(let radius): "a rounded rectangle (radius \(number(radius)))"
        case .custom(let type): "the shape `\(type)`"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
