import ColorScience
import ThemeModel

/// The widget checks, as findings: information carried by color lost under tint, contrast in
/// every rendering mode and tint, and widgets left in the default group.
///
/// The audit runs them for every widget (rules ``AuditRule/widgetInformationLost``,
/// ``AuditRule/widgetTintContrast``, ``AuditRule/widgetDefaultGroup``); `tincture widget`
/// shows them for one. Colors are simulated with ``WidgetSimulation`` (an emulation: see
/// ``WidgetRendering``).
public enum WidgetChecks {
    /// Two elements count as told apart in full color from this ΔEOK on: 2.5 times the
    /// just-noticeable difference, a difference seen at a glance rather than side by side.
    public static let visibleDifference = 0.05
    /// Under this ΔEOK two simulated elements look the same: the just-noticeable difference in
    /// OKLab (CSS Color 4's gamut-mapping JND, the audit's `imperceptible-difference` threshold).
    public static let indistinguishable = 0.02

    /// Every widget finding for one widget in one theme, in light and dark. A finding that is
    /// the same in both (same colors, same message) is reported once, without an appearance.
    public static func findings(
        _ widget: WidgetDescription, in theme: ResolvedTheme, theme name: String = ThemeDocument.defaultThemeName,
        policy: ContrastPolicy = .wcagAA, tints: [WidgetTint] = WidgetTint.checked
    ) -> [Finding] {
        var perAppearance: [Finding] = []
        var light: ResolvedWidget?
        for appearance in ResolvedWidget.appearances {
            guard let resolved = ResolvedWidget(widget, in: theme, name: name, appearance: appearance) else { continue }
            if appearance == .light { light = resolved }
            let modes = Modes(resolved, tints: tints)
            let lost = informationLost(resolved, modes: modes)
            // On the home screens, what the rendering modes do not already lose.
            let reported = Set(lost.map { [$0.token, $0.other] })
            let home = homeScreens(resolved).filter { !reported.contains([$0.token, $0.other]) }
            perAppearance += lost + contrast(resolved, policy: policy, modes: modes) + home
        }
        return merged(perAppearance) + (light.map(defaultGroup) ?? [])
    }

    /// Findings equal but for their appearance, merged into one without an appearance.
    static func merged(_ findings: [Finding]) -> [Finding] {
        var result: [Finding] = []
        var firstIndex: [Finding: Int] = [:]
        for finding in findings {
            var key = finding
            key.appearance = nil
            if let index = firstIndex[key] {
                result[index].appearance = nil
            } else {
                firstIndex[key] = result.count
                result.append(finding)
            }
        }
        return result
    }

    /// The simulations a mode is checked with: one per tint for accented, one for the others.
    public static func simulations(_ widget: ResolvedWidget, mode: WidgetRenderingMode, tints: [WidgetTint]) -> [WidgetSimulation] {
        mode.usesTint ? tints.map { WidgetSimulation(widget, mode: mode, tint: $0) } : [WidgetSimulation(widget, mode: mode)]
    }

    /// Every mode's simulations of one resolved widget, made once for all the checks.
    struct Modes {
        let all: [(mode: WidgetRenderingMode, simulations: [WidgetSimulation])]

        init(_ widget: ResolvedWidget, tints: [WidgetTint]) {
            all = WidgetRenderingMode.allCases.map { ($0, WidgetChecks.simulations(widget, mode: $0, tints: tints)) }
        }

        var full: WidgetSimulation { all.first { $0.mode == .fullColor }!.simulations[0] }
        var monochrome: [(mode: WidgetRenderingMode, simulations: [WidgetSimulation])] { all.filter { WidgetRenderingMode.monochrome.contains($0.mode) } }
    }

    /// Pairs of elements of the same role (the phases of a calendar, both fills) that differ visibly in full color (ΔEOK ≥ ``visibleDifference``) and
    /// look the same (ΔEOK < ``indistinguishable``) in the accented mode with some tint, or in
    /// the vibrant mode. One finding per pair and mode, naming the tint where they are closest.
    public static func informationLost(_ widget: ResolvedWidget, tints: [WidgetTint] = WidgetTint.checked) -> [Finding] {
        informationLost(widget, modes: Modes(widget, tints: tints))
    }

    static func informationLost(_ widget: ResolvedWidget, modes: Modes) -> [Finding] {
        let elements = widget.widget.elements
        var findings: [Finding] = []
        // Each simulated element in OKLab once, not once per pair.
        let full = modes.full.elements.map { OKLab($0.color) }
        let monochrome = modes.monochrome.map { entry in
            (entry.mode, entry.simulations, entry.simulations.map { $0.elements.map { OKLab($0.color) } })
        }
        for (mode, simulations, labs) in monochrome {
            for (i, j, before, differences, collapsed, worst) in collapsedPairs(widget, full: full, labs: labs) {
                let simulation = simulations[worst]
                let (a, b) = (elements[i], elements[j])
                findings.append(Finding(
                    rule: .widgetInformationLost, theme: widget.theme, appearance: widget.appearance,
                    token: widget.widget.path(of: a.name), other: widget.widget.path(of: b.name),
                    message: "differs from '\(b.name)' in full color (ΔEOK \(format(before))) but looks the same "
                        + "\(Self.describe(mode, simulation.tint, count: collapsed.count, of: simulations.count)) "
                        + "(ΔEOK \(format(differences[worst]))); tell them apart by alpha, not color",
                    measured: differences[worst], required: indistinguishable,
                    colors: [RGBA8(rounding: simulation.elements[i].color), RGBA8(rounding: simulation.elements[j].color)],
                    location: a.location))
            }
        }
        return findings
    }

    /// Each text and icon element against what it is drawn on, in every mode: full color,
    /// accented with each tint, vibrant. One finding per element and mode, for the worst tint.
    public static func contrast(_ widget: ResolvedWidget, policy: ContrastPolicy = .wcagAA, tints: [WidgetTint] = WidgetTint.checked) -> [Finding] {
        contrast(widget, policy: policy, modes: Modes(widget, tints: tints))
    }

    static func contrast(_ widget: ResolvedWidget, policy: ContrastPolicy, modes: Modes) -> [Finding] {
        var findings: [Finding] = []
        for (index, element) in widget.widget.elements.enumerated() {
            let role = widget.roles[index]
            guard role == .text || role == .icon else { continue }
            let minimum = policy.minimum(role: role, size: nil)
            for (mode, simulations) in modes.all {
                let ratios = simulations.map { WCAG21Contrast.ratio($0.elements[index].color, $0.elements[index].beneath) }
                let failing = ratios.indices.filter { ratios[$0] < minimum }
                guard let worst = failing.min(by: { ratios[$0] < ratios[$1] }) else { continue }
                let simulated = simulations[worst].elements[index]
                findings.append(Finding(
                    rule: .widgetTintContrast, theme: widget.theme, appearance: widget.appearance,
                    token: widget.widget.path(of: element.name), other: element.on.map { widget.widget.path(of: $0) },
                    message: "\(role.rawValue) contrast \(ratio(ratios[worst])):1 against \(element.on.map { "'\($0)'" } ?? "the background") "
                        + "\(Self.describe(mode, simulations[worst].tint, count: failing.count, of: simulations.count)) is below \(ContrastRatioFormat.figure(minimum)):1",
                    measured: ratios[worst], required: minimum,
                    colors: [RGBA8(rounding: simulated.color), RGBA8(rounding: simulated.beneath)], location: element.location))
            }
        }
        return findings
    }

    /// The Clear and Tinted home screens (iOS 26): the widget accented on glass, shown over a
    /// black wallpaper. Elements of a role told apart in full color that collapse there are
    /// `widget-information-lost` findings, one per pair and screen, for the worst tint.
    public static func homeScreens(_ widget: ResolvedWidget) -> [Finding] {
        var findings: [Finding] = []
        let elements = widget.widget.elements
        let full = WidgetSimulation(widget, mode: .fullColor).elements.map { OKLab($0.color) }
        for screen in WidgetHomeScreen.allCases {
            let simulations = homeScreenSimulations(widget, screen: screen)
            let labs = simulations.map { $0.simulation.elements.map { OKLab($0.color) } }
            for (i, j, before, differences, _, worst) in collapsedPairs(widget, full: full, labs: labs) {
                let simulation = simulations[worst].simulation
                findings.append(Finding(
                    rule: .widgetInformationLost, theme: widget.theme, appearance: widget.appearance,
                    token: widget.widget.path(of: elements[i].name), other: widget.widget.path(of: elements[j].name),
                    message: "differs from '\(elements[j].name)' in full color (ΔEOK \(format(before))) but looks the same on \(screen.name)"
                        + (screen == .tinted ? " with the \(simulations[worst].tint.name) tint" : "") + " (ΔEOK \(format(differences[worst]))); tell them apart by alpha, not color",
                    measured: differences[worst], required: indistinguishable,
                    colors: [RGBA8(rounding: simulation.elements[i].color), RGBA8(rounding: simulation.elements[j].color)],
                    location: elements[i].location))
            }
        }
        return findings
    }

    /// Pairs of elements of one role that differ visibly in full color (ΔEOK ≥
    /// ``visibleDifference``) and look the same (under ``indistinguishable``) in some of the
    /// simulations `labs` (one OKLab per element each): the pair, its full-color difference, each
    /// simulation's difference, the simulations where it collapses, and the closest.
    static func collapsedPairs(_ widget: ResolvedWidget, full: [OKLab], labs: [[OKLab]])
        -> [(i: Int, j: Int, before: Double, differences: [Double], collapsed: [Int], worst: Int)] {
        var result: [(i: Int, j: Int, before: Double, differences: [Double], collapsed: [Int], worst: Int)] = []
        for i in full.indices {
            for j in full.indices where j > i && widget.roles[i] == widget.roles[j] {
                let before = DeltaEOK.difference(full[i], full[j])
                guard before >= visibleDifference else { continue }
                let differences = labs.map { DeltaEOK.difference($0[i], $0[j]) }
                let collapsed = differences.indices.filter { differences[$0] < indistinguishable }
                guard let worst = collapsed.min(by: { differences[$0] < differences[$1] }) else { continue }
                result.append((i, j, before, differences, collapsed, worst))
            }
        }
        return result
    }

    /// A home screen's simulations, one per tint, on its glass over a black wallpaper.
    public static func homeScreenSimulations(_ widget: ResolvedWidget, screen: WidgetHomeScreen) -> [(tint: WidgetTint, glass: GlassSurface, simulation: WidgetSimulation)] {
        screen.tints.map { tint in
            let glass = WidgetRendering.homeScreenGlass(screen, tint: tint.color)
            let background = GlassContrast.composite(glass.layers, over: SRGB(red: 0, green: 0, blue: 0), blend: .gamma)
            return (tint, glass, WidgetSimulation(widget, mode: .accented, tint: tint, background: background))
        }
    }

    /// How a text or icon element reads on a home screen at worst: directly on the glass, over
    /// every wallpaper from black to white; on another element, on it over a black wallpaper.
    /// Shown by `tincture widget`, not an audit finding: the glass and its dimming are the
    /// system's (and unconfirmed), and a widget cannot change them.
    public struct HomeScreenContrast: Hashable, Sendable {
        public var element: String
        public var screen: WidgetHomeScreen
        public var tint: WidgetTint
        public var ratio: Double
        public var minimum: Double
        /// The wallpaper of the worst case (black for an element on another element).
        public var wallpaper: SRGB
    }

    public static func homeScreenContrast(_ widget: ResolvedWidget, policy: ContrastPolicy = .wcagAA) -> [HomeScreenContrast] {
        var result: [HomeScreenContrast] = []
        for screen in WidgetHomeScreen.allCases {
            let simulations = homeScreenSimulations(widget, screen: screen)
            for (index, element) in widget.widget.elements.enumerated() {
                let role = widget.roles[index]
                guard role == .text || role == .icon else { continue }
                let measured = simulations.map { tint, glass, simulation -> HomeScreenContrast in
                    let drawn = simulation.elements[index]
                    if element.on == nil {
                        let worst = GlassContrast.worstCase(of: drawn.paint.clipped, on: glass, over: nil)
                        return HomeScreenContrast(element: element.name, screen: screen, tint: tint, ratio: worst.ratio,
                                                  minimum: policy.minimum(role: role, size: nil), wallpaper: worst.backdrop)
                    }
                    return HomeScreenContrast(element: element.name, screen: screen, tint: tint, ratio: WCAG21Contrast.ratio(drawn.color, drawn.beneath),
                                              minimum: policy.minimum(role: role, size: nil), wallpaper: SRGB(red: 0, green: 0, blue: 0))
                }
                if let worst = measured.min(by: { $0.ratio < $1.ratio }) { result.append(worst) }
            }
        }
        return result
    }

    /// A widget with nothing in the accent group, or whose most important elements are all in
    /// the default group while less important ones are accented. Each finding carries the
    /// element's full-color and accented colors (orange tint) in `widget`'s appearance.
    public static func defaultGroup(_ widget: ResolvedWidget) -> [Finding] {
        let description = widget.widget
        func accented(_ element: WidgetElement) -> Bool {
            WidgetRendering.group(accentable: element.accentable, image: element.image) == .accent
        }
        guard !description.elements.isEmpty, let top = description.elements.map(\.importance).min() else { return [] }
        let full = WidgetSimulation(widget, mode: .fullColor)
        let tinted = WidgetSimulation(widget, mode: .accented)
        func colors(_ name: String) -> [RGBA8] {
            guard let index = description.elements.firstIndex(where: { $0.name == name }) else { return [] }
            return [RGBA8(rounding: full.elements[index].color), RGBA8(rounding: tinted.elements[index].color)]
        }
        let mostImportant = description.elements.filter { $0.importance == top }
        guard description.elements.contains(where: accented) else {
            return [Finding(
                rule: .widgetDefaultGroup, theme: widget.theme, token: description.path(),
                message: "has no accentable element: tinted, every element is drawn white (the default group), as widgets built with Xcode 16 "
                    + "without widgetAccentable() are; mark the most important element (\(mostImportant.map { "'\($0.name)'" }.joined(separator: ", "))) `accentable: true`",
                colors: colors(mostImportant[0].name), location: description.location)]
        }
        guard !mostImportant.contains(where: accented) else { return [] }
        let lesser = description.elements.filter { $0.importance > top && accented($0) }.map(\.name)
        return mostImportant.map { element in
            Finding(
                rule: .widgetDefaultGroup, theme: widget.theme, token: description.path(of: element.name),
                message: "is among the most important elements (importance \(top)) but stays white when tinted while "
                    + lesser.map { "'\($0)'" }.joined(separator: ", ") + " take\(lesser.count == 1 ? "s" : "") the tint; make it accentable",
                colors: colors(element.name), location: element.location)
        }
    }

    /// `under accented with the orange tint #ff9500 (and 3 other tints)`, `under vibrant`,
    /// `in full color`.
    static func describe(_ mode: WidgetRenderingMode, _ tint: WidgetTint?, count: Int, of total: Int) -> String {
        switch mode {
        case .fullColor: return "in full color"
        case .vibrant: return "under vibrant"
        case .accented:
            let others = count - 1
            let tintText = tint.map { "the \($0.name) tint \(RGBA8(rounding: $0.color.clipped).hexRGB)" } ?? "a tint"
            return "under accented with \(tintText)" + (others > 0 ? " (and \(others) other tint\(others == 1 ? "" : "s") of \(total))" : "")
        }
    }

    static func format(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = thousandths % 1000
        return "\(thousandths / 1000)." + String(repeating: "0", count: fraction < 10 ? 2 : fraction < 100 ? 1 : 0) + "\(fraction)"
    }

    static func ratio(_ value: Double) -> String { ContrastRatioFormat.string(value) }
}
