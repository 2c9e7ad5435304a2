import ColorScience
import ThemeModel

/// SwiftUI code for the widgets a theme file describes: for each widget, an element enum whose
/// colors follow WidgetKit's rendering mode, and a view modifier that applies them.
///
/// For a widget `periodCalendar` the file (`<name>+Widgets.swift`) holds:
///
/// - `enum PeriodCalendarWidgetElement` with a case per element, `fullColor(_:)` (the theme's
///   color at the element's alpha, per color scheme), `monochromeOpacity` (the element's
///   `monochrome:` alpha, nil without one), `isAccentable`, `color(in:colorScheme:)` (white at
///   the monochrome opacity in the accented and vibrant modes, as the seed article's Clover
///   widget does, else the full color, which WidgetKit draws from its alpha — the widget the
///   audit checked, not a suggestion it did not), and for
///   image elements `accentedRenderingMode` (`WidgetAccentedRenderingMode`);
/// - `struct PeriodCalendarWidgetStyle: ViewModifier`, reading `@Environment(\.widgetRenderingMode)`
///   and `\.colorScheme`, setting `foregroundStyle` and `widgetAccentable(_:)`;
/// - `View.periodCalendarWidget(_:)`, and `Image.periodCalendarWidgetImage(_:)` when the widget
///   has images.
///
/// A separate format from `swift` because it imports WidgetKit, which only a widget extension
/// target links: the app's color file stays free of it. Colors are sRGB, four decimals, light
/// and dark (base level, normal contrast: Home Screen widgets follow the color scheme).
/// Deterministic.
public struct WidgetSwiftGenerator: ThemeGenerator {
    public static let name = "widgets"

    public init() {}

    public func generate(_ input: GeneratorInput) throws(GeneratorError) -> [GeneratedFile] {
        let theme = input.theme
        guard !theme.widgets.isEmpty else {
            throw GeneratorError("the theme describes no widgets: add a top-level `widgets:` section")
        }
        var lines = [GeneratedMarker.comment(.slashes)]
        if let title = theme.document.name { lines.append("// Widgets of the theme \"\(title.replacingNewlines)\"") }
        lines.append("// Needs iOS 16 (widgetRenderingMode, widgetAccentable); image rendering modes need iOS 18.")
        lines += ["import SwiftUI", "import WidgetKit"]
        var seen: [String: String] = [:]
        for widget in theme.widgets {
            let identifier = try SwiftIdentifier.lowerCamel([widget.name], token: widget.path().string)
            if let first = seen[identifier] {
                throw GeneratorError("widgets '\(first)' and '\(widget.name)' both become `\(identifier)` in Swift; rename one", token: widget.path().string)
            }
            seen[identifier] = widget.name
            lines.append("")
            lines += try Self.lines(for: widget, theme: theme)
        }
        return [GeneratedFile(path: "\(input.name)+Widgets.swift", contents: lines.joined(separator: "\n") + "\n")]
    }

    static func lines(for widget: WidgetDescription, theme: ResolvedTheme) throws(GeneratorError) -> [String] {
        let path = widget.path().string
        let member = try SwiftIdentifier.lowerCamel([widget.name], token: path)
        let bare = member.hasPrefix("`") ? String(member.dropFirst().dropLast()) : member
        let type = bare.prefix(1).uppercased() + bare.dropFirst() + "Widget"
        var cases: [String] = []
        for element in widget.elements {
            let token = widget.path(of: element.name).string
            let name = try SwiftIdentifier.lowerCamel([element.name], token: token)
            if let index = cases.firstIndex(of: name) {
                throw GeneratorError("elements '\(widget.elements[index].name)' and '\(element.name)' both become `\(name)` in Swift; rename one", token: token)
            }
            cases.append(name)
        }
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
        add("/// The elements of the `\(widget.name)` widget\(widget.description.map { ": \($0.replacingNewlines)" } ?? "").")
        add("public enum \(type)Element: CaseIterable, Sendable {")
        for name in cases { add("    case \(name)") }
        add("")
        add("    /// The color in full color, at the element's alpha.")
        add("    public func fullColor(_ colorScheme: ColorScheme) -> Color {")
        add("        switch self {")
        for (name, element) in zip(cases, widget.elements) {
            let light = try color(element, theme: theme, appearance: .light, token: widget.path(of: element.name).string)
            let dark = try color(element, theme: theme, appearance: .dark, token: widget.path(of: element.name).string)
            add("        case .\(name): " + (light == dark ? light : "colorScheme == .dark ? \(dark) : \(light)"))
        }
        add("        }")
        add("    }")
        add("")
        add("    /// The opacity of white in the accented and vibrant modes: the element's `monochrome`; nil")
        add("    /// keeps the full color there too, which WidgetKit draws from its alpha alone.")
        let monochrome = zip(cases, widget.elements).compactMap { name, element in element.monochrome.map { (name, $0) } }
        if monochrome.isEmpty {
            add("    public var monochromeOpacity: Double? { nil }")
        } else {
            add("    public var monochromeOpacity: Double? {")
            add("        switch self {")
            for (name, alpha) in monochrome { add("        case .\(name): \(Self.number(alpha))") }
            if monochrome.count < cases.count { add("        default: nil") }
            add("        }")
            add("    }")
        }
        add("")
        let accentable = zip(cases, widget.elements).filter { $0.1.accentable }.map { ".\($0.0)" }
        add("    /// Whether the element is in the accent group (`widgetAccentable()`).")
        if accentable.isEmpty {
            add("    public var isAccentable: Bool { false }")
        } else if accentable.count == cases.count {
            add("    public var isAccentable: Bool { true }")
        } else {
            add("    public var isAccentable: Bool {")
            add("        switch self {")
            add("        case \(accentable.joined(separator: ", ")): true")
            add("        default: false")
            add("        }")
            add("    }")
        }
        let images = zip(cases, widget.elements).filter { $0.1.image != nil }
        if !images.isEmpty {
            add("")
            add("    /// How an image element renders in the accented mode (nil for the others).")
            add("    \(Self.imageModeAvailability)")
            add("    public var accentedRenderingMode: WidgetAccentedRenderingMode? {")
            add("        switch self {")
            for (name, element) in images { add("        case .\(name): .\(element.image!.rawValue)") }
            if images.count < cases.count { add("        default: nil") }
            add("        }")
            add("    }")
        }
        add("")
        add("    /// The color in a rendering mode: full color, or white at `monochromeOpacity` when tinted")
        add("    /// (accented) or vibrant and the element has one.")
        add("    public func color(in renderingMode: WidgetRenderingMode, colorScheme: ColorScheme) -> Color {")
        add("        guard renderingMode != .fullColor, let opacity = monochromeOpacity else { return fullColor(colorScheme) }")
        add("        return Color(red: 1, green: 1, blue: 1, opacity: opacity)")
        add("    }")
        add("}")
        add("")
        add("/// Colors a view as an element of the `\(widget.name)` widget in the current rendering mode,")
        add("/// and puts it in the accent group when the element is accentable.")
        add("public struct \(type)Style: ViewModifier {")
        add("    @Environment(\\.widgetRenderingMode) private var renderingMode")
        add("    @Environment(\\.colorScheme) private var colorScheme")
        add("    public let element: \(type)Element")
        add("")
        add("    public init(_ element: \(type)Element) {")
        add("        self.element = element")
        add("    }")
        add("")
        add("    public func body(content: Content) -> some View {")
        add("        content")
        add("            .foregroundStyle(element.color(in: renderingMode, colorScheme: colorScheme))")
        add("            .widgetAccentable(element.isAccentable)")
        add("    }")
        add("}")
        add("")
        add("extension View {")
        add("    /// `.\(bare)Widget(.\(cases[0].filter { $0 != "`" }))`: the element's color and accent group.")
        add("    @MainActor public func \(bare)Widget(_ element: \(type)Element) -> some View {")
        add("        modifier(\(type)Style(element))")
        add("    }")
        add("}")
        if !images.isEmpty {
            add("")
            add("extension Image {")
            add("    /// The image element's accented rendering mode (`widgetAccentedRenderingMode(_:)`).")
            add("    \(Self.imageModeAvailability)")
            add("    public func \(bare)WidgetImage(_ element: \(type)Element) -> some View {")
            add("        widgetAccentedRenderingMode(element.accentedRenderingMode)")
            add("    }")
            add("}")
        }
        return lines
    }

    /// `widgetAccentedRenderingMode(_:)` came with iOS 18 (the reference lists iOS 18.0+; the
    /// other platforms' versions are the same release's), while the rest of the file needs only
    /// iOS 16, so a widget extension deploying to iOS 16 or 17 still compiles.
    static let imageModeAvailability = "@available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 2.0, *)"

    /// `Color(red: …, green: …, blue: …, opacity: …)` of an element in an appearance: its color
    /// at color alpha × element alpha, a wide color unclipped (SwiftUI reads components outside
    /// 0…1 as extended sRGB, so it keeps it).
    static func color(_ element: WidgetElement, theme: ResolvedTheme, appearance: Appearance, token: String) throws(GeneratorError) -> String {
        guard let srgb = theme.color(of: element.color, in: appearance) else {
            throw GeneratorError("the element's color does not resolve", token: token)
        }
        let opacity = min(max(srgb.alpha * element.alpha, 0), 1)
        return "Color(red: \(number(srgb.red)), green: \(number(srgb.green)), blue: \(number(srgb.blue)), "
            + "opacity: \(number(opacity)))"
    }

    static func number(_ value: Double) -> String { SwiftFilePlan.number(value) }
}

extension String {
    /// Line breaks as spaces, for one-line comments.
    fileprivate var replacingNewlines: String {
        String(map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
