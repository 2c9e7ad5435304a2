import ColorScience
import ThemeModel

extension AuditRule {
    public static let glassContrast = AuditRule(
        id: "glass-contrast", name: "Contrast on Liquid Glass", severity: .error,
        help: "A foreground declared in `glass:` must reach its contrast ratio over every backdrop that may lie beneath the glass (from black to white, or the entry's `over` tokens), after the glass's tint and dimming layer are composited over it (source-over in gamma-encoded sRGB; the glass itself taken as transparent). Clear glass without a dimming layer bounds nothing. See docs/glass.md.",
        manualFix: "dim the content's layer (the finding gives the least opacity that passes), tint the glass, or use a stronger content color")

    public static let glassUnbounded = AuditRule(
        id: "glass-unbounded", name: "Custom colors on regular glass", severity: .warning,
        help: "Regular Liquid Glass adapts its content at run time and frosts what is behind it in a way Apple does not publish: custom content colors on it without a dimming layer or tint have no static guarantee. Declare a dimming layer or tint (`dim:`, `tint:`) to get one, or use the system's vibrant label styles.")

    public static let glassReduceTransparency = AuditRule(
        id: "glass-reduce-transparency", name: "Contrast on Liquid Glass with Reduce Transparency", severity: .error,
        help: "With Reduce Transparency on, Liquid Glass is frosted: a foreground declared in `glass:` must reach its ratio on the glass's tint and dimming layer over the frosted color, taken as the regular material's opaque color (Apple says only that glass becomes frostier: unconfirmed). Reported only where the glass itself passes. See docs/glass.md.",
        manualFix: "dim the content's layer, tint the glass, or use a stronger content color")

    public static let glassIncreaseContrast = AuditRule(
        id: "glass-increase-contrast", name: "Contrast on Liquid Glass with Increase Contrast", severity: .error,
        help: "With Increase Contrast on, Liquid Glass is drawn predominantly black or white with a contrasting border: a foreground declared in `glass:` must reach its ratio in the Increase Contrast appearances on the glass's tint and dimming layer over opaque white (light) or black (dark) — which of the two, and how opaque, Apple does not publish: unconfirmed. Regular glass is checked too, as the backdrop no longer shows through. See docs/glass.md.",
        manualFix: "dim the content's layer, tint the glass, or give the foreground an Increase Contrast value")

    static let glass: [AuditRule] = [.glassContrast, .glassUnbounded, .glassReduceTransparency, .glassIncreaseContrast]
}

extension AuditContext {
    /// `glass-contrast`, `glass-reduce-transparency` and `glass-increase-contrast` for each
    /// foreground of each `glass:` entry in each appearance (the first check that falls short),
    /// and `glass-unbounded` once for an entry on regular glass with nothing to bound it.
    mutating func auditGlass(theme name: String) {
        let declarations = theme.document.glass
        guard !declarations.isEmpty, AuditRule.glass.contains(where: configuration.runs) else { return }
        for declaration in declarations {
            let paths = glassForegrounds(of: declaration)
            var reportedUnbounded = false
            for appearance in theme.appearances {
                let glass = glassSurface(of: declaration, in: appearance, theme: name)
                if glass.variant == .regular, !glass.isBounded, appearance.contrast == .normal {
                    if !reportedUnbounded, configuration.runs(.glassUnbounded), let first = paths.first {
                        reportedUnbounded = true
                        add(Finding(rule: .glassUnbounded, theme: name, token: first,
                                    message: "\(paths.map(\.string).joined(separator: ", ")) on regular glass with no dimming layer or tint: the system adapts what is drawn on it, so no static bound holds",
                                    location: declaration.location))
                    }
                    continue
                }
                guard checksGlass else { continue }
                let backdrops = glassBackdrops(of: declaration, in: appearance, theme: name)
                for path in paths {
                    guard let foreground = theme.color(path, in: appearance, theme: name)?.srgb else { continue }
                    let required = glassRequirement(of: path, in: declaration, theme: name)
                    measurements += 1
                    // The backdrop's worst case is reported before the frosted glass.
                    guard let failing = glassChecks(of: foreground, on: glass, in: appearance, over: backdrops)
                        .first(where: { $0.ratio < required }) else { continue }
                    let ratio = failing.ratio
                    let figures = "\(ContrastRatioFormat.string(ratio)):1"
                    let needs = "needs \(ContrastRatioFormat.figure(required)):1"
                    let colors = [RGBA8(rounding: failing.content), RGBA8(rounding: failing.background)]
                    switch failing.kind {
                    case .backdrop(let worst):
                        add(glassFinding(path, foreground: foreground, glass: glass, worst: worst, required: required, backdrops: backdrops,
                                         name: name, appearance: appearance, location: declaration.location))
                    case .reduceTransparency:
                        add(Finding(rule: .glassReduceTransparency, theme: name, appearance: appearance, token: path,
                                    message: "\(figures) with Reduce Transparency on, where the glass is frosted to "
                                        + "\(colors[1].hexRGB) (the regular material's opaque color: unconfirmed), \(needs)",
                                    measured: ratio, required: required, colors: colors, location: declaration.location))
                    case .increaseContrast:
                        let base = appearance.scheme == .light ? "white" : "black"
                        add(Finding(rule: .glassIncreaseContrast, theme: name, appearance: appearance, token: path,
                                    message: "\(figures) with Increase Contrast on, where the glass is drawn \(base) (unconfirmed)"
                                        + (glass.isBounded ? " under its layers, giving \(colors[1].hexRGB)" : "") + ", \(needs)",
                                    measured: ratio, required: required, colors: colors, location: declaration.location))
                    }
                }
            }
        }
    }

    /// The checks of a content color on glass whose rules run (``GlassContrast/measurements(of:on:in:over:)``).
    func glassChecks(of content: SRGB, on glass: GlassSurface, in appearance: Appearance, over backdrops: [SRGB]?) -> [GlassContrast.Measurement] {
        GlassContrast.measurements(of: content, on: glass, in: appearance, over: backdrops).filter { measurement in
            switch measurement.kind {
            case .backdrop: configuration.runs(.glassContrast)
            case .reduceTransparency: configuration.runs(.glassReduceTransparency)
            case .increaseContrast: configuration.runs(.glassIncreaseContrast)
            }
        }
    }

    /// Whether any check of content on glass runs (not only `glass-unbounded`).
    var checksGlass: Bool {
        [AuditRule.glassContrast, .glassReduceTransparency, .glassIncreaseContrast].contains(where: configuration.runs)
    }

    /// The foregrounds of a `glass:` entry that are checked: the system's vibrant label styles
    /// on regular glass are the system's to keep legible.
    func glassForegrounds(of declaration: GlassDeclaration) -> [TokenPath] {
        declaration.foregrounds.flatMap { theme.paths(matching: $0) }
            .filter { declaration.variant != .regular || !GlassContrast.isSystemManaged($0) }
    }

    /// A `glass:` entry's glass, tint and dimming layer in one appearance.
    func glassSurface(of declaration: GlassDeclaration, in appearance: Appearance, theme name: String) -> GlassSurface {
        theme.glassSurface(of: declaration, in: appearance, theme: name)
    }

    /// The backdrops a `glass:` entry declares (`over`), opaque; nil: any from black to white.
    func glassBackdrops(of declaration: GlassDeclaration, in appearance: Appearance, theme name: String) -> [SRGB]? {
        theme.glassBackdrops(of: declaration, in: appearance, theme: name)
    }

    /// The ratio a foreground of a `glass:` entry must reach: the entry's, else its role's and size's.
    func glassRequirement(of path: TokenPath, in declaration: GlassDeclaration, theme name: String) -> Double {
        theme.glassRequirement(of: path, in: declaration, theme: name, policy: configuration.policy)
    }

    func glassFinding(_ path: TokenPath, foreground: SRGB, glass: GlassSurface, worst: GlassContrast.WorstCase, required: Double,
                      backdrops: [SRGB]?, name: String, appearance: Appearance, location: SourceLocation) -> Finding {
        func layer(_ color: SRGB) -> String {
            RGBA8(rounding: SRGB(red: color.red, green: color.green, blue: color.blue)).hexRGB + " at \(Self.percent(color.alpha))"
        }
        let layers = [glass.tint.map { "tinted " + layer($0) }, glass.dim.map { "dimmed by " + layer($0) }].compactMap { $0 }
        let surface = "\(glass.variant.rawValue) glass" + (layers.isEmpty ? " with no dimming layer" : " " + layers.joined(separator: ", "))
        let backdrop = RGBA8(rounding: worst.backdrop).hexRGB
        var message = "\(ContrastRatioFormat.string(worst.ratio)):1 at worst on \(surface), over a \(backdrop) backdrop"
            + (backdrops == nil ? "" : " (of the entry's `over`)") + ", needs \(ContrastRatioFormat.figure(required)):1"
        let dimColor = glass.dim.map { SRGB(red: $0.red, green: $0.green, blue: $0.blue) } ?? GlassContrast.helpfulDimming(for: foreground)
        if let least = GlassContrast.leastDimming(for: foreground, to: required, color: dimColor, on: glass, over: backdrops) {
            message += "; a \(RGBA8(rounding: dimColor).hexRGB) dimming layer at \(Self.percent(least, roundingUp: true)) or more passes"
        }
        return Finding(rule: .glassContrast, theme: name, appearance: appearance, token: path, message: message,
                       measured: worst.ratio, required: required,
                       colors: [RGBA8(rounding: foreground.clipped), RGBA8(rounding: worst.background)], location: location)
    }

    /// `30%`, `53.47%`: two places at most, rounded up when a lower figure would not pass.
    static func percent(_ fraction: Double, roundingUp: Bool = false) -> String {
        let hundredths = fraction * 10_000
        let value = (roundingUp ? (hundredths - 1e-6).rounded(.up) : hundredths.rounded()) / 100
        return ContrastRatioFormat.figure(value) + "%"
    }
}

extension ResolvedTheme {
    /// A `glass:` entry's glass, tint and dimming layer in one appearance of a theme: what the
    /// audit, the fixer and the report measure.
    public func glassSurface(of declaration: GlassDeclaration, in appearance: Appearance, theme name: String) -> GlassSurface {
        GlassSurface(variant: declaration.variant,
                     tint: declaration.tint.flatMap { color(of: $0, in: appearance, theme: name) },
                     dim: declaration.dim.flatMap { color(of: $0, in: appearance, theme: name) })
    }

    /// The backdrops a `glass:` entry declares (`over`), opaque; nil: any from black to white.
    public func glassBackdrops(of declaration: GlassDeclaration, in appearance: Appearance, theme name: String) -> [SRGB]? {
        guard !declaration.over.isEmpty else { return nil }
        return declaration.over.flatMap { paths(matching: $0) }.compactMap { path in
            color(path, in: appearance, theme: name).map { color in
                let srgb = color.srgb.clipped
                return SRGB(red: srgb.red, green: srgb.green, blue: srgb.blue)
            }
        }
    }

    /// The ratio a foreground of a `glass:` entry must reach: the entry's, else its role's and size's.
    public func glassRequirement(of path: TokenPath, in declaration: GlassDeclaration, theme name: String, policy: ContrastPolicy) -> Double {
        let definition = definition(of: path, theme: name)
        return declaration.minimum ?? policy.minimum(role: declaration.role ?? definition?.role, size: declaration.size ?? definition?.size)
    }
}
