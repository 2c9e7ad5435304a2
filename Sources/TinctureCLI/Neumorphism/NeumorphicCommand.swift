import ArgumentParser
import ColorScience
import ThemeAudit
import ThemeCodegen
import ThemeModel

/// `tincture neumorphic COLOR`
struct NeumorphicCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "neumorphic",
        abstract: "Derive a neumorphic style from a base color, check its accessibility, and emit it.",
        discussion: """
            The shadows are the base made lighter and darker in OKLCH, hue kept, so pure black and \
            near-white work too. Checks: icon contrast 4.5:1 (7:1 goal), the control's boundary \
            3:1 against its surroundings (WCAG 1.4.11; an --accent ring provides it), a hit target \
            of 44×44 pt, and pressed differing from unpressed by more than color. Exits 1 when a \
            check fails, in every format: with swift and css the code is still written, and the \
            failing checks are said on standard error.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, swift, css, json }

    enum Fill: String, ExpressibleByArgument, CaseIterable { case gradient, flat }

    @Argument(help: "The base (surface) color.")
    var color: String

    @Option(help: "The control's shape: circle, capsule, rounded, rectangle, ellipse, or a Shape type's name (Hexagon).")
    var shape: String = "circle"

    @Option(parsing: .unconditional, help: "Corner radius of a rounded shape, in points (0 or more).")
    var cornerRadius: Double = 20

    @Option(help: "The fill: gradient (highlight to shade, reversed when pressed) or flat (the surface).")
    var fill: Fill = .gradient

    @Flag(inversion: .prefixedNo, help: "Draw the stroke overlays (an --accent ring is drawn either way).")
    var stroke = true

    @Flag(help: "Derive for a dark appearance (a stronger highlight).")
    var dark = false

    @Option(help: "The icon or label color (default: white in dark, black in light).")
    var icon: String?

    @Option(help: "An accent for the accessible colorful variant (ring and pressed fill).")
    var accent: String?

    @Option(parsing: .unconditional, help: "The control's width and height, in points, for the hit-target check (more than 0).")
    var size: Double = 80

    @Option(help: "Output format: text, swift, css or json.")
    var format: Format = .text

    func validate() throws {
        guard cornerRadius.isFinite, cornerRadius >= 0 else {
            throw ValidationError("--corner-radius \(NumberText.string(cornerRadius)) is out of range: it must be 0 or more points")
        }
        guard size.isFinite, size > 0 else {
            throw ValidationError("--size \(NumberText.string(size)) is out of range: it must be more than 0 points")
        }
    }

    struct Report: Encodable {
        var base, surface, highlight, shade: String
        var ringStart, ringEnd: String?
        var icon: String
        var checks: [NeumorphicCheck]
    }

    func run(console: Console) throws {
        let base = try parse(color, "COLOR")
        let iconColor = try icon.map { try parse($0, "--icon") } ?? (dark ? SRGB(red: 1, green: 1, blue: 1) : SRGB(red: 0, green: 0, blue: 0))
        let accentColor = try accent.map { try parse($0, "--accent") }
        guard let outline = NeumorphicShape(name: shape, cornerRadius: cornerRadius) else {
            throw ValidationError("--shape: '\(shape)' is not circle, capsule, rounded, rectangle, ellipse or a Shape type's name (Hexagon)")
        }
        let style = NeumorphicStyle.derive(
            base: base, shape: outline, dark: dark, accent: accentColor, fill: fill == .flat ? .flat : .gradient, stroked: stroke)
        let checks = NeumorphicChecks.all(style, icon: iconColor, width: size, height: size)
        switch format {
        case .swift, .css:
            console.write(format == .swift ? NeumorphicSwiftGenerator.source(style, width: size, height: size) : NeumorphicCSSGenerator.stylesheet(style))
            // The code is what was asked for; what it fails is said beside it.
            for check in checks where check.severity != nil {
                console.errorLine("tincture: \(check.severity!.rawValue): the style written fails \(check.id): \(check.message)")
            }
        case .json:
            console.line(
                JSONLine.encode(
                    Report(
                        base: hex(style.base), surface: hex(style.surface), highlight: hex(style.highlight),
                        shade: hex(style.shade), ringStart: style.ring.map { hex($0.start) },
                        ringEnd: style.ring.map { hex($0.end) }, icon: hex(iconColor), checks: checks), schemaVersion: 2))
        case .text:
            var rows: [(String, SRGB)] = [
                ("surface", style.surface), ("highlight", style.highlight), ("shade", style.shade),
            ]
            if let ring = style.ring { rows += [("ring start", ring.start), ("ring end", ring.end)] }
            rows.append(("icon", iconColor))
            for (label, value) in rows {
                let padded = label + String(repeating: " ", count: max(0, 11 - label.count))
                console.line(Swatch.of(Color(value), in: console) + padded + hex(value))
            }
            if style.surfaceAdjusted {
                console.line("note: \(hex(style.base)) is too close to black or white for both shadows; the surface is \(hex(style.surface))")
            }
            for check in checks {
                console.line("\(check.severity?.rawValue ?? "pass"): \(check.id): \(check.message)")
            }
        }
        if checks.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }

    private func parse(_ text: String, _ what: String) throws -> SRGB {
        do {
            return try ColorText.parse(text).srgb
        } catch {
            throw ValidationError("\(what): '\(text.excerpt())': \(error)")
        }
    }

    private func hex(_ color: SRGB) -> String { RGBA8(rounding: color).hexRGB }
}
