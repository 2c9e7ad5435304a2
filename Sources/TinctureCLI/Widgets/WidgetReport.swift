import ColorScience
import ThemeAudit
import ThemeModel

/// What `tincture widget` shows: one widget simulated in one mode with one tint, its findings,
/// and the suggested monochrome palette simulated the same way.
struct WidgetReport {
    var resolved: ResolvedWidget
    var mode: WidgetRenderingMode
    var tint: WidgetTint
    /// The tints the findings were checked with.
    var tints: [WidgetTint]
    var policy: ContrastPolicy
    var findings: [Finding]

    var full: WidgetSimulation { WidgetSimulation(resolved, mode: .fullColor) }
    var simulated: WidgetSimulation { WidgetSimulation(resolved, mode: mode, tint: tint) }
    var palette: WidgetMonochromePalette { WidgetMonochromePalette(resolved.widget) }
    var suggested: WidgetSimulation { WidgetSimulation(palette.applied(to: resolved), mode: mode == .fullColor ? .accented : mode, tint: tint) }

    /// The findings left when the suggested palette is applied.
    var remainingWithSuggestion: [Finding] {
        let applied = palette.applied(to: resolved)
        return WidgetChecks.informationLost(applied, tints: tints) + WidgetChecks.contrast(applied, policy: policy, tints: tints)
    }

    /// The minimum contrast an element needs, for text and icons.
    func minimum(_ element: WidgetSimulation.Element) -> Double? {
        element.role == .text || element.role == .icon ? policy.minimum(role: element.role, size: nil) : nil
    }

    func write(to console: Console) {
        let widget = resolved.widget
        let simulated = simulated
        let full = full
        var title = "\(widget.name) — \(mode.rawValue)"
        if mode.usesTint { title += ", tint \(tint)" }
        title += ", \(resolved.appearance.name)"
        if resolved.theme != ThemeDocument.defaultThemeName { title += ", theme \(resolved.theme)" }
        console.line(title)
        if let description = widget.description { console.line(description) }
        if mode != .fullColor { console.line("(an emulation of WidgetKit's rendering from Apple's documentation; see docs/widgets.md)") }
        console.line()
        let width = max(10, widget.elements.map(\.name.count).max() ?? 0) + 2
        // Columns end with at least one space, so a swatch or a hex color never touches the
        // word before it (`unchanged #ffffff`, not `unchanged#ffffff`).
        func pad(_ text: String, _ count: Int) -> String { text + String(repeating: " ", count: max(text.isEmpty ? 0 : 1, count - text.count)) }
        func swatch(_ color: SRGB) -> String { Swatch.of(Color(color), in: console) + RGBA8(rounding: color.clipped).hexRGB }
        let groupWidth = mode == .accented ? (simulated.elements.map(\.group.rawValue.count).max() ?? 0) + 1 : 0
        console.line(pad("background", width) + pad("", groupWidth) + swatch(full.background) + " → " + swatch(simulated.background))
        for (before, after) in zip(full.elements, simulated.elements) {
            var line = pad(before.name, width) + pad(mode == .accented ? after.group.rawValue : "", groupWidth) + swatch(before.color) + " → " + swatch(after.color)
            if let minimum = minimum(after) {
                let ratio = WCAG21Contrast.ratio(after.color, after.beneath)
                line += "  \(ContrastRatioFormat.string(ratio)):1" + (ratio < minimum ? " (needs \(ContrastRatioFormat.string(minimum)):1)" : "")
            }
            console.line(line)
        }
        console.line()
        if findings.isEmpty {
            console.line("no findings: the widget keeps its information and contrast in every mode and checked tint")
        } else {
            console.line("findings (every mode, tints \(tints.map(\.name).joined(separator: ", "))):")
            for finding in findings {
                console.line("  \(finding.severity.rawValue): \(finding.token): \(finding.message) [\(finding.rule.id)]")
            }
        }
        let home = WidgetChecks.homeScreenContrast(resolved, policy: policy)
        if !home.isEmpty {
            console.line()
            console.line("on iOS 26's Clear and Tinted home screens, at worst (accented on glass over the wallpaper, the glass dimmed "
                         + "\(Int(WidgetRendering.homeScreenGlassDimming * 100))% black: unconfirmed, and the system's to change, not the widget's):")
            for name in widget.elements.map(\.name) {
                let entries = home.filter { $0.element == name }
                guard !entries.isEmpty else { continue }
                let figures = entries.map { entry in
                    "\(entry.screen.rawValue) \(ContrastRatioFormat.string(entry.ratio)):1" + (entry.screen == .tinted ? " (\(entry.tint.name) tint" : " (")
                        + (entry.screen == .tinted ? ", " : "") + "over \(RGBA8(rounding: entry.wallpaper).hexRGB))" + (entry.ratio < entry.minimum ? " below \(ContrastRatioFormat.figure(entry.minimum)):1" : "")
                }
                console.line("  " + pad(name, width) + figures.joined(separator: ", "))
            }
        }
        console.line()
        let suggested = suggested
        let shown = suggested.mode == .accented ? "accented, tint \(tint.name)" : suggested.mode.rawValue
        console.line("suggested monochrome palette (white at an alpha per importance, shown \(shown); set it as `monochrome:`):")
        for (entry, element) in zip(palette.alphas, suggested.elements) {
            let current = widget.element(named: entry.name)?.monochrome
            var line = "  " + pad(entry.name, width) + pad("\(entry.importance)", 4) + pad(Self.percent(entry.alpha), 6) + swatch(element.color)
            if let current, abs(current - entry.alpha) > 0.0005 { line += "  (now \(Self.percent(current)))" }
            console.line(line)
        }
        let remaining = remainingWithSuggestion
        if remaining.isEmpty {
            console.line("with it, no information is lost and every text and icon keeps its contrast")
        } else {
            console.line("with it, still \(Counted(remaining.count, "finding")) (elements of one importance share an alpha):")
            for finding in remaining { console.line("  \(finding.severity.rawValue): \(finding.token): \(finding.message)") }
        }
    }

    static func percent(_ alpha: Double) -> String {
        let tenths = Int((alpha * 1000).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
    }

    // MARK: JSON

    struct JSON: Encodable {
        struct Element: Encodable {
            var name, role, group: String
            var importance: Int
            var full, simulated: String
            var contrast, minimum: Double?
            var suggestedAlpha: Double
        }
        struct Item: Encodable {
            var rule, severity, token, message: String
            var other: String?
            var appearance: String?
            var measured, required: Double?
        }
        var widget, theme, mode, appearance: String
        var tint: String?
        var background: [String]
        var elements: [Element]
        var findings: [Item]
    }

    var json: JSON {
        let (full, simulated) = (full, simulated)
        func hex(_ color: SRGB) -> String { RGBA8(rounding: color.clipped).hexRGB }
        return JSON(
            widget: resolved.widget.name, theme: resolved.theme, mode: mode.rawValue, appearance: resolved.appearance.name,
            tint: mode.usesTint ? hex(tint.color) : nil, background: [hex(full.background), hex(simulated.background)],
            elements: zip(full.elements, simulated.elements).enumerated().map { index, pair in
                let (before, after) = pair
                return JSON.Element(
                    name: after.name, role: after.role.rawValue, group: after.group.rawValue, importance: after.importance,
                    full: hex(before.color), simulated: hex(after.color),
                    contrast: minimum(after).map { _ in WCAG21Contrast.ratio(after.color, after.beneath) }, minimum: minimum(after),
                    suggestedAlpha: palette.alphas[index].alpha)
            },
            findings: findings.map {
                JSON.Item(rule: $0.rule.id, severity: $0.severity.rawValue, token: $0.token.string, message: $0.message,
                          other: $0.other?.string, appearance: $0.appearance?.name, measured: $0.measured, required: $0.required)
            })
    }
}
