import ThemeModel

/// Renders a `SwiftFilePlan` as Swift source.
struct SwiftFileWriter {
    let plan: SwiftFilePlan
    private var lines: [String] = []

    init(plan: SwiftFilePlan) { self.plan = plan }

    func render() -> String {
        var writer = self
        writer.header()
        writer.runtime()
        writer.values(plan.palette, in: writer.paletteTable, doc: "Each palette color's values; branches only where they differ.")
        writer.values(plan.tokens, in: writer.table, doc: "Each token's values; branches only where they differ.")
        writer.uiKit()
        writer.swiftUI()
        writer.appKit()
        while writer.lines.last == "" { writer.lines.removeLast() }
        return writer.lines.joined(separator: "\n") + "\n"
    }

    private mutating func add(_ text: String...) { lines.append(contentsOf: text) }

    private var a: String { plan.access }
    private var ns: String { plan.namespace }
    private var names: SwiftGenerator.TypeNames { plan.names }
    private var theme: String { plan.names.theme }
    private var appearance: String { "_\(plan.namespace)Appearance" }
    private var components: String { "_\(plan.namespace)Components" }
    private var table: String { "_\(plan.namespace)Values" }
    private var paletteTable: String { "_\(plan.namespace)PaletteValues" }
    private var paletteType: String { plan.names.palette }
    private var environmentName: String { theme.prefix(1).lowercased() + theme.dropFirst() }

    private mutating func header() {
        add(GeneratedMarker.comment(.slashes))
        if let file = plan.file { add("// Colors of \"\(file)\".") }
        add("// UIKit, SwiftUI and AppKit accessors with runtime theme switching; no other dependency.", "")
        add("import Foundation", "#if canImport(Observation)", "import Observation", "#endif")
        add("#if canImport(UIKit)", "import UIKit", "#endif")
        add("#if canImport(AppKit) && !targetEnvironment(macCatalyst)", "import AppKit", "#endif")
        add("#if canImport(SwiftUI)", "import SwiftUI", "#endif", "")
    }

    private mutating func runtime() {
        add("/// The themes colors can be shown in; `\(plan.themes[0].name)` is the theme file's own.")
        add("\(a)enum \(theme): String, CaseIterable, Hashable, Sendable {")
        for item in plan.themes { add("    case \(item.identifier) = \"\(item.name)\"") }
        add("}", "")
        add("\(a)extension Notification.Name {")
        add("    /// Posted on the main actor by `\(names.manager).select(_:)` when the theme changes; `userInfo[\(names.manager).themeKey]` is the new `\(theme)`.")
        add("    static let didChangeColorTheme = Notification.Name(\"\(ns).didChangeColorTheme\")")
        add("}", "")
        add("/// Something that sets its colors for a theme (call it after `didChangeColorTheme`).")
        add("@MainActor")
        add("\(a)protocol \(names.updatable): AnyObject {")
        add("    func updateColors(for theme: \(theme))")
        add("}", "")
        add("/// The current theme. Dynamic colors read it whenever they resolve, on any thread.")
        add("\(a)final class \(names.manager): @unchecked Sendable {")
        add("    // @unchecked Sendable: `stored` is only read and written while holding `lock`.")
        add("    \(a)static let shared = \(names.manager)()")
        add("    \(a)static let themeKey = \"theme\"")
        add("    private let lock = NSLock()")
        add("    private var stored: \(theme) = .\(plan.themes[0].identifier)", "")
        add("    private init() {}", "")
        add("    \(a)var current: \(theme) {")
        add("        lock.lock()", "        defer { lock.unlock() }", "        return stored", "    }", "")
        add("    /// Makes `theme` current and posts `didChangeColorTheme` if it changed.")
        add("    @MainActor")
        add("    \(a)func select(_ theme: \(theme)) {")
        add("        lock.lock()", "        let changed = stored != theme", "        stored = theme", "        lock.unlock()")
        add("        guard changed else { return }")
        add("        NotificationCenter.default.post(name: .didChangeColorTheme, object: self, userInfo: [Self.themeKey: theme])")
        add("    }", "}", "")
        add("#if canImport(Observation)")
        add("/// The current theme for SwiftUI: views reading `theme` update when it changes.")
        add("@MainActor", "@Observable")
        add("\(a)final class \(names.store) {")
        add("    \(a)private(set) var theme: \(theme)", "")
        add("    \(a)init() {", "        theme = \(names.manager).shared.current", "    }", "")
        add("    /// Makes `theme` current here and in `\(names.manager).shared`.")
        add("    \(a)func select(_ theme: \(theme)) {")
        add("        self.theme = theme", "        \(names.manager).shared.select(theme)", "    }", "}", "#endif", "")
        add("#if canImport(SwiftUI)")
        add("private struct \(theme)Key: EnvironmentKey {", "    static let defaultValue: \(theme) = .\(plan.themes[0].identifier)", "}", "")
        add("\(a)extension EnvironmentValues {")
        add("    /// The theme SwiftUI colors resolve in where UIKit is absent; set it from `\(names.store).theme`.")
        add("    var \(environmentName): \(theme) {")
        add("        get { self[\(theme)Key.self] }", "        set { self[\(theme)Key.self] = newValue }", "    }", "}", "#endif", "")
        add("/// One of the eight appearances: scheme × contrast × level.")
        add("private struct \(appearance) {")
        add("    var isDark: Bool", "    var isIncreasedContrast: Bool", "    var isElevated: Bool", "}", "")
        add("/// A color's \(plan.displayP3 ? "Display P3" : "sRGB") components, 0…1 (sRGB may exceed them for wide-gamut colors).")
        add("private struct \(components): Sendable {")
        add("    var red: Double, green: Double, blue: Double, alpha: Double", "")
        add("    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {")
        add("        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)", "    }")
        if plan.scalesAlpha {
            add("", "    /// The same color with its alpha multiplied by `factor`.")
            add("    func alpha(times factor: Double) -> \(components) {")
            add("        \(components)(red, green, blue, alpha * factor)", "    }")
        }
        add("}", "")
        add("/// The colors, by `\(theme)`, scheme, contrast and level.")
        if plan.palette.isEmpty {
            add("\(a)enum \(ns) {}", "")
        } else {
            add("\(a)enum \(ns) {")
            add("    /// The palette: the named colors the semantic colors are defined over. A theme that replaces")
            add("    /// one changes every color defined over it.")
            add("    \(a)enum \(paletteType) {}", "}", "")
        }
    }

    private mutating func values(_ tokens: [SwiftFilePlan.Token], in table: String, doc: String) {
        guard !tokens.isEmpty else { return }
        add("/// " + doc)
        add("private enum \(table) {")
        for (offset, token) in tokens.enumerated() {
            if offset > 0 { add("") }
            add("    static func \(token.identifier)(_ theme: \(theme), _ a: \(appearance)) -> \(components) {")
            if token.groups.count == 1 {
                tree(token.groups[0].values, indices: Array(0..<8), bits: [4, 2, 1], indent: 2)
            } else {
                add("        switch theme {")
                for group in token.groups {
                    add("        case " + group.themes.map { "." + $0.identifier }.joined(separator: ", ") + ":")
                    tree(group.values, indices: Array(0..<8), bits: [4, 2, 1], indent: 3)
                }
                add("        }")
            }
            add("    }")
        }
        add("}", "")
    }

    /// Returns for the appearances in `indices`, testing the first of `bits` (dark 4,
    /// increased 2, elevated 1) whose halves differ.
    private mutating func tree(_ values: [SwiftFilePlan.Value], indices: [Int], bits: [Int], indent: Int) {
        let pad = String(repeating: "    ", count: indent)
        let first = values[indices[0]]
        if indices.allSatisfy({ values[$0] == first }) {
            switch first {
            case .literal(let literal):
                add(pad + "return \(components)(\(literal.arguments))")
            case .palette(let identifier, let alpha):
                add(pad + "return \(paletteTable).\(identifier)(theme, a)" + (alpha.map { ".alpha(times: \($0))" } ?? ""))
            }
            return
        }
        for (position, bit) in bits.enumerated() {
            let on = indices.filter { $0 & bit != 0 }, off = indices.filter { $0 & bit == 0 }
            guard zip(on, off).contains(where: { values[$0] != values[$1] }) else { continue }
            let rest = bits.enumerated().filter { $0.offset != position }.map(\.element)
            let condition = bit == 4 ? "a.isDark" : bit == 2 ? "a.isIncreasedContrast" : "a.isElevated"
            add(pad + "if \(condition) {")
            tree(values, indices: on, bits: rest, indent: indent + 1)
            add(pad + "}")
            tree(values, indices: off, bits: rest, indent: indent)
            return
        }
    }

    private mutating func uiKit() {
        let initializer = plan.displayP3 ? "UIColor(displayP3Red:" : "UIColor(red:"
        add("#if canImport(UIKit)")
        add("private extension \(appearance) {")
        add("    init(_ traits: UITraitCollection) {")
        add("        isDark = traits.userInterfaceStyle == .dark")
        add("        isIncreasedContrast = traits.accessibilityContrast == .high")
        add("        isElevated = traits.userInterfaceLevel == .elevated")
        add("    }", "}", "")
        add("private func uiColor(_ c: \(components)) -> UIColor {")
        add("    \(initializer) c.red, green: c.green, blue: c.blue, alpha: c.alpha)", "}", "")
        if !plan.palette.isEmpty {
            add("\(a)extension \(ns).\(paletteType) {")
            for (offset, entry) in plan.palette.enumerated() {
                if offset > 0 { add("") }
                uiColor(entry, table: paletteTable)
            }
            add("}", "")
        }
        add("\(a)extension \(ns) {")
        for (offset, token) in plan.tokens.enumerated() {
            if offset > 0 { add("") }
            uiColor(token, table: table)
        }
        add("}", "#endif", "")
    }

    /// A `UIColor` accessor: a system color, a palette entry, or a dynamic provider.
    private mutating func uiColor(_ token: SwiftFilePlan.Token, table: String) {
        doc(token, indent: 1)
        if plan.systemReferences, let system = token.soleSystem {
            add("    static var \(token.identifier): UIColor { .\(system) }")
            return
        }
        if let entry = token.solePalette {
            // Inside `extension Colors`, `Palette` is the nested palette; inside the palette, its own members.
            add("    static var \(token.identifier): UIColor { " + (table == self.table ? "\(paletteType).\(entry)" : entry) + " }")
            return
        }
        add("    static var \(token.identifier): UIColor {")
        add("        UIColor(dynamicProvider: { traits in")
        add("            let theme = \(names.manager).shared.current")
        if plan.systemReferences {
            for group in token.groups {
                guard let system = group.system else { continue }
                let test = group.themes.map { "theme == .\($0.identifier)" }.joined(separator: " || ")
                add("            if \(test) { return UIColor.\(system).resolvedColor(with: traits) }")
            }
        }
        add("            return uiColor(\(table).\(token.identifier)(theme, \(appearance)(traits)))")
        add("        })", "    }")
    }

    private mutating func swiftUI() {
        let space = plan.displayP3 ? ".displayP3" : ".sRGB"
        add("#if canImport(SwiftUI)")
        add("#if canImport(UIKit)")
        add("/// SwiftUI colors: the UIKit colors, which follow the trait collection and the manager's theme.")
        add("\(a)enum \(plan.swiftUI) {")
        if !plan.palette.isEmpty {
            add("    /// The palette the colors are defined over.")
            add("    \(a)enum \(paletteType) {")
            for entry in plan.palette {
                add("        \(a)static var \(entry.identifier): Color { Color(uiColor: \(ns).\(paletteType).\(entry.identifier)) }")
            }
            add("    }", "")
        }
        for token in plan.tokens {
            add("    \(a)static var \(token.identifier): Color { Color(uiColor: \(ns).\(token.identifier)) }")
        }
        add("}")
        add("#else")
        add("/// A token's color resolved from the environment's color scheme, contrast and `\(environmentName)`.")
        add("\(a)struct \(ns)ShapeStyle: ShapeStyle {")
        add("    private let value: @Sendable (\(theme), \(appearance)) -> \(components)", "")
        add("    fileprivate init(_ value: @escaping @Sendable (\(theme), \(appearance)) -> \(components)) {")
        add("        self.value = value", "    }", "")
        add("    \(a)func resolve(in environment: EnvironmentValues) -> Color {")
        add("        let appearance = \(appearance)(")
        add("            isDark: environment.colorScheme == .dark,")
        add("            isIncreasedContrast: environment.colorSchemeContrast == .increased,")
        add("            isElevated: false")
        add("        )")
        add("        let c = value(environment.\(environmentName), appearance)")
        add("        return Color(\(space), red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)")
        add("    }", "}", "")
        add("/// SwiftUI colors as shape styles (no UIKit: the interface level is always base).")
        add("\(a)enum \(plan.swiftUI) {")
        if !plan.palette.isEmpty {
            add("    /// The palette the colors are defined over.")
            add("    \(a)enum \(paletteType) {")
            for entry in plan.palette {
                add("        \(a)static var \(entry.identifier): \(ns)ShapeStyle { \(ns)ShapeStyle(\(paletteTable).\(entry.identifier)) }")
            }
            add("    }", "")
        }
        for token in plan.tokens {
            add("    \(a)static var \(token.identifier): \(ns)ShapeStyle { \(ns)ShapeStyle(\(table).\(token.identifier)) }")
        }
        add("}", "#endif", "#endif", "")
    }

    private mutating func appKit() {
        // NSColor(srgbRed:…) clamps to 0…1; NSColor(red:…) keeps a wide color as extended sRGB.
        let initializer = plan.displayP3 ? "NSColor(displayP3Red:" : "NSColor(red:"
        add("#if canImport(AppKit) && !targetEnvironment(macCatalyst)")
        add("private extension \(appearance) {")
        add("    init(_ appearance: NSAppearance) {")
        add("        let match = appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua])")
        add("        isDark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua")
        add("        isIncreasedContrast = match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua")
        add("        isElevated = false")
        add("    }", "}", "")
        add("private func nsColor(_ c: \(components)) -> NSColor {")
        add("    \(initializer) c.red, green: c.green, blue: c.blue, alpha: c.alpha)", "}", "")
        if !plan.palette.isEmpty {
            add("\(a)extension \(ns).\(paletteType) {")
            for (offset, entry) in plan.palette.enumerated() {
                if offset > 0 { add("") }
                nsColor(entry, table: paletteTable)
            }
            add("}", "")
        }
        add("\(a)extension \(ns) {")
        for (offset, token) in plan.tokens.enumerated() {
            if offset > 0 { add("") }
            nsColor(token, table: table)
        }
        add("}", "#endif")
    }

    /// An `NSColor` accessor named by the token's path.
    private mutating func nsColor(_ token: SwiftFilePlan.Token, table: String) {
        doc(token, indent: 1)
        add("    static var \(token.identifier): NSColor {")
        add("        NSColor(name: \"\(token.path.string)\", dynamicProvider: { appearance in")
        add("            nsColor(\(table).\(token.identifier)(\(names.manager).shared.current, \(appearance)(appearance)))")
        add("        })", "    }")
    }

    private mutating func doc(_ token: SwiftFilePlan.Token, indent: Int) {
        let pad = String(repeating: "    ", count: indent)
        let text = token.description.map { " — " + $0.split(whereSeparator: \.isNewline).joined(separator: " ") } ?? ""
        add(pad + "/// `\(token.path.string)`\(text)")
    }
}
