import ThemeModel

/// SwiftUI for the neumorphic controls a theme file declares (`neumorphic:`), written to
/// `<name>+Neumorphic.swift`: the shared background, button and toggle styles of
/// ``NeumorphicSwiftGenerator`` for any `Shape`, and per control its colors in light and dark,
/// each with and without increased contrast (derived from its surface in each appearance as the
/// audit derives them), and `.buttonStyle(.play)` / `.toggleStyle(.play)` in the control's shape,
/// fill, stroke and size.
///
/// The colors are those of the file's own theme, or of the named theme given (`theme`). SwiftUI
/// gives views the color scheme and contrast but not the interface level, so the base level's
/// colors are written. Deterministic.
public struct NeumorphicGenerator: ThemeGenerator {
    public static let name = "neumorphic"

    /// The theme whose colors are written.
    public var theme: String

    public init(theme: String = ThemeDocument.defaultThemeName) {
        self.theme = theme
    }

    /// SwiftUI's own static button and toggle styles: a control named like one would make
    /// `.buttonStyle(.plain)` ambiguous everywhere in the app.
    static let swiftUIStyleNames: Set<String> = [
        "automatic", "plain", "bordered", "borderless", "borderedProminent", "link", "card", "glass", "glassProminent",
        "switch", "button", "checkbox",
    ]

    public func generate(_ input: GeneratorInput) throws(GeneratorError) -> [GeneratedFile] {
        let resolved = input.theme
        let controls = resolved.document.neumorphic
        guard !controls.isEmpty else {
            throw GeneratorError("the theme declares no neumorphic controls: add a top-level `neumorphic:` section")
        }
        guard resolved.themeNames.contains(theme) else {
            throw GeneratorError("no theme named '\(theme)'; the file has \(resolved.themeNames.joined(separator: ", "))")
        }
        var entries: [NeumorphicSwiftGenerator.Entry] = []
        var seen: [String: String] = [:]
        for control in controls {
            let token = control.path.string
            let member = try SwiftIdentifier.lowerCamel([control.name], token: token)
            if let first = seen[member] {
                throw GeneratorError("controls '\(first)' and '\(control.name)' both become `\(member)` in Swift; rename one", token: token)
            }
            if Self.swiftUIStyleNames.contains(member) {
                throw GeneratorError("`\(member)` is one of SwiftUI's own button or toggle styles; rename the control", token: token)
            }
            seen[member] = control.name
            var styles: [NeumorphicStyle] = []
            for appearance in NeumorphicSwiftGenerator.appearances {
                guard let derived = NeumorphicControlStyle(control, in: appearance, of: resolved, theme: theme) else {
                    throw GeneratorError("the control's surface or icon does not resolve in \(appearance)", token: token)
                }
                styles.append(derived.style)
            }
            entries.append(NeumorphicSwiftGenerator.Entry(
                member: member, title: "`\(token)`", description: control.description, shape: control.shape, fill: control.fill, stroked: control.stroked,
                width: control.width, height: control.height, styles: styles))
        }
        var header: [String] = []
        if let title = resolved.document.name { header.append("// Neumorphic controls of the theme \"\(String(title.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))\"") }
        if theme != ThemeDocument.defaultThemeName { header.append("// Colors of its named theme \"\(theme)\".") }
        header.append("// Colors per color scheme and contrast, at the base interface level (SwiftUI does not give views the level).")
        let source = NeumorphicSwiftGenerator.source(entries, prefix: "Neumorphic", scale: 1, header: header)
        return [GeneratedFile(path: "\(input.name)+Neumorphic.swift", contents: source)]
    }
}
