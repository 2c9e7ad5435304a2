import ColorScience
import ThemeAudit
import ThemeModel

/// The widgets of one theme as each rendering mode draws them: full color, accented under the
/// tint the page's tint switch chooses (the system tints and one of zero saturation), and
/// vibrant; light and dark. A schematic, not the widget's layout: each element is shown as its
/// role draws it (text as its name, fills as dots holding what is drawn on them, icons as a
/// glyph), in the color the simulation gives it.
struct WidgetGallery {
    struct Widget {
        var id: String
        var name: String
        var description: String?
        var place: String
        var views: [View]
    }

    struct View {
        var appearance: String
        var tint: String?
        var caption: String
        var style: String
        var elements: [Element]
    }

    struct Element {
        var name: String
        var style: String
        var isText: Bool
        var isDot: Bool
        var isIcon: Bool
        var inside: [Element]
    }

    var widgets: [Widget]
    /// Stored, for the template (which reads stored properties only).
    var isEmpty = false

    /// The tints the switch offers, in the audit's order.
    static let tints = WidgetTint.checked

    init(theme: ResolvedTheme, name: String, number: Int, colors: inout PageColors) {
        var widgets: [Widget] = []
        for (index, widget) in theme.document.widgets.enumerated() {
            var views: [View] = []
            for appearance in ResolvedWidget.appearances {
                guard let resolved = ResolvedWidget(widget, in: theme, name: name, appearance: appearance) else { continue }
                let scheme = AppearanceLabel.text(appearance)
                var simulations: [(WidgetSimulation, String?, String)] = [(WidgetSimulation(resolved, mode: .fullColor), nil, "Full color")]
                for tint in Self.tints {
                    simulations.append((WidgetSimulation(resolved, mode: .accented, tint: tint), tint.name, "Accented, \(tint.name) tint"))
                }
                simulations.append((WidgetSimulation(resolved, mode: .vibrant), nil, "Vibrant"))
                for (simulation, tint, mode) in simulations {
                    views.append(View(appearance: String(appearance.index), tint: tint, caption: "\(scheme) · \(mode)",
                                      style: "background:\(colors.value(simulation.background))",
                                      elements: Self.elements(simulation, definitions: widget.elements, colors: &colors)))
                }
            }
            widgets.append(Widget(id: "t\(number)-w\(index)", name: widget.name, description: widget.description,
                                  place: PagePlace.text(widget.location), views: views))
        }
        self.widgets = widgets
        isEmpty = widgets.isEmpty
    }

    /// The elements drawn on the background, each holding those drawn on it.
    private static func elements(_ simulation: WidgetSimulation, definitions: [WidgetElement], colors: inout PageColors) -> [Element] {
        var made: [Element] = simulation.elements.map { element in
            let isText = element.role == .text || element.role == .tint || element.role == .other
            return Element(name: element.name, style: "color:\(colors.value(element.color))", isText: isText,
                           isDot: element.role == .fill || element.role == .background, isIcon: element.role == .icon, inside: [])
        }
        let index = Dictionary(definitions.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        var top: [Int] = []
        for (number, definition) in definitions.enumerated() {
            if let host = definition.on.flatMap({ index[$0] }), host != number {
                made[host].inside.append(made[number])
            } else {
                top.append(number)
            }
        }
        return top.map { made[$0] }
    }
}
