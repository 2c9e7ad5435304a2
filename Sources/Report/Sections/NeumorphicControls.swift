import ColorScience
import ThemeAudit
import ThemeCodegen
import ThemeModel

/// The neumorphic controls of one theme, drawn with CSS as the generated styles draw them —
/// flat, convex and pressed, on the page gradient they sit on — in each appearance, with the
/// seed's checks (icon contrast, boundary, hit target, pressed state).
struct NeumorphicControls {
    struct Control {
        var id: String
        var name: String
        var description: String?
        var place: String
        var cards: [Card]
    }

    struct Card {
        var appearance: String
        var label: String
        var page: String
        var states: [State]
        var checks: [Check]
    }

    struct State {
        var name: String
        var style: String
    }

    struct Check {
        var message: String
        var passes: Bool
    }

    var controls: [Control]
    /// Stored, for the template (which reads stored properties only).
    var isEmpty = false

    init(theme: ResolvedTheme, name: String, number: Int, appearances: [Appearance], colors: inout PageColors) {
        controls = theme.document.neumorphic.enumerated().map { index, control in
            let cards = appearances.compactMap { appearance -> Card? in
                guard let resolved = NeumorphicControlStyle(control, in: appearance, of: theme, theme: name) else { return nil }
                let style = resolved.style
                let size = "width:\(ContrastRatioFormat.figure(control.width))px;height:\(ContrastRatioFormat.figure(control.height))px;"
                let outline = NeumorphicCSSGenerator.outline(style.shape, scale: style.scale).trimmingLeadingSpaces
                let states = NeumorphicState.allCases.map { state in
                    let declarations = NeumorphicCSSGenerator.declarations(style.appearance(state), inset: state == .pressed) { colors.value($0) }
                    return State(name: state.rawValue.capitalized,
                                 style: size + outline + declarations.map(\.trimmingLeadingSpaces).joined() + "color:\(colors.value(resolved.icon))")
                }
                let gradient = style.gradient
                let checks = NeumorphicChecks.all(style, icon: resolved.icon, width: control.width, height: control.height).map {
                    Check(message: $0.message, passes: $0.passed)
                }
                return Card(appearance: String(appearance.index), label: AppearanceLabel.text(appearance),
                            page: "background:linear-gradient(135deg, \(colors.value(gradient.start)), \(colors.value(gradient.end)))",
                            states: states, checks: checks)
            }
            return Control(id: "t\(number)-n\(index)", name: control.name, description: control.description,
                           place: PagePlace.text(control.location), cards: cards)
        }
        isEmpty = controls.isEmpty
    }
}

extension String {
    /// The string without the spaces that indent it.
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
