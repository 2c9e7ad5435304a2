import ThemeAudit
import ThemeCodegen
import ThemeModel

/// What the neumorphic styles `tincture neumorphic` and `tincture generate` write fail of their
/// own checks, said beside the code: the code is written all the same (it is what was asked for),
/// and the command or the audit says what to change.
enum NeumorphicFailures {
    /// The failing checks of one style: `neumorphic.boundary: the control's boundary …`.
    static func failures(_ checks: [NeumorphicCheck]) -> [NeumorphicCheck] {
        checks.filter { $0.severity == .error }
    }

    /// For each control of a theme, each check that fails in one of the appearances the generated
    /// code draws: the check, the appearances and the first one's message.
    static func notes(_ resolved: ResolvedTheme, theme: String) -> [String] {
        var notes: [String] = []
        for control in resolved.document.neumorphic {
            var failing: [(id: String, appearances: [Appearance], message: String)] = []
            for appearance in NeumorphicSwiftGenerator.appearances {
                guard let derived = NeumorphicControlStyle(control, in: appearance, of: resolved, theme: theme) else { continue }
                let checks = NeumorphicChecks.all(derived.style, icon: derived.icon, width: control.width, height: control.height)
                for check in failures(checks) {
                    if let index = failing.firstIndex(where: { $0.id == check.id }) {
                        failing[index].appearances.append(appearance)
                    } else {
                        failing.append((check.id, [appearance], check.message))
                    }
                }
            }
            for failure in failing {
                let appearances = failure.appearances.map(\.name).joined(separator: ", ")
                notes.append("\(control.path) fails \(failure.id) (\(appearances)): \(failure.message)")
            }
        }
        return notes
    }
}
