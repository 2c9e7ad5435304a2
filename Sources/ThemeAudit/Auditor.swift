import ColorScience
import ThemeModel

/// Runs every rule over every theme, appearance and color vision of a resolved theme.
///
/// ```swift
/// let report = Auditor(AuditConfiguration(policy: .apple)).audit(theme)
/// ```
public struct Auditor: Sendable {
    public var configuration: AuditConfiguration

    public init(_ configuration: AuditConfiguration = AuditConfiguration()) {
        self.configuration = configuration
    }

    public func audit(_ theme: ResolvedTheme) -> AuditReport {
        let themes = configuration.themes ?? theme.themeNames
        let pairs = ContrastPair.pairs(of: theme)
        var context = AuditContext(theme: theme, configuration: configuration, pairs: pairs)
        context.auditInput()
        context.auditTextSizes(themes: themes.filter(theme.themeNames.contains))
        for name in themes where theme.themeNames.contains(name) {
            context.auditContrast(theme: name)
            context.auditDistinct(theme: name)
            context.auditIncreasedContrast(theme: name)
            context.auditElevation(theme: name)
            context.auditLints(theme: name)
            context.auditWidgets(theme: name)
            context.auditMaterials(theme: name)
            context.auditGlass(theme: name)
            context.auditNeumorphic(theme: name)
        }
        let inherited = Self.inheritedFindings(context.findings, in: theme)
        context.findings.removeAll { inherited.contains($0) }
        // The same finding twice (two entries found in code at one place, alike) is one.
        var distinct: Set<Finding> = []
        context.findings.removeAll { !distinct.insert($0).inserted }
        let order = Dictionary(uniqueKeysWithValues: theme.themeNames.enumerated().map { ($1, $0) })
        let ruleOrder = Dictionary(uniqueKeysWithValues: AuditRule.all.enumerated().map { ($1.id, $0) })
        // Components (`widgets.w.a`, `neumorphic.play`) are not theme paths: they follow the
        // tokens, widgets first, then neumorphic controls, each in file order.
        let componentPaths = theme.widgetPaths + theme.document.neumorphic.map(\.path)
        let tokenOrder = Dictionary((theme.paths + componentPaths).enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let visionOrder = { (vision: ColorVisionDeficiency) in ColorVisionDeficiency.allCases.firstIndex(of: vision) ?? 0 }
        // A token's findings at one place (a use in code) stay together.
        let places = Set(context.findings.map(\.location)).sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        let placeOrder = Dictionary(uniqueKeysWithValues: places.enumerated().map { ($1, $0) })
        // Each finding's sort key made once: theme, token, place, rule, other token, vision, appearance.
        let keyed = context.findings.enumerated().map { offset, finding in
            (key: [order[finding.theme] ?? 0, tokenOrder[finding.token] ?? Int.max, placeOrder[finding.location] ?? 0, ruleOrder[finding.rule.id] ?? 0,
                   finding.other.flatMap { tokenOrder[$0] } ?? -1, finding.vision.map(visionOrder) ?? -1,
                   finding.appearance?.index ?? -1, offset],
             finding: finding)
        }
        let findings = keyed.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.finding)
        return AuditReport(findings: findings, policy: configuration.policy, themes: themes, visions: configuration.visions,
                           pairCount: pairs.count, inheritedCount: inherited.count,
                           measurementCount: context.measurements)
    }
}

extension Auditor {
    /// Findings of a named theme that the theme it extends has too, with the same colors: the
    /// skin did not cause them, so they are reported once, for the parent.
    static func inheritedFindings(_ findings: [Finding], in theme: ResolvedTheme) -> Set<Finding> {
        var parents: [String: String] = [:]
        for named in theme.document.themes { parents[named.name] = named.extends }
        let present = Set(findings.filter { parents.values.contains($0.theme) })
        var result: Set<Finding> = []
        for finding in findings {
            guard let parent = parents[finding.theme] else { continue }
            var same = finding
            same.theme = parent
            if let parentDefinition = theme.definition(of: finding.token, theme: parent) { same.location = parentDefinition.location }
            if present.contains(same) { result.insert(finding) }
        }
        return result
    }
}

/// The state of one audit: the theme, the pairs, the findings so far.
struct AuditContext {
    let theme: ResolvedTheme
    let configuration: AuditConfiguration
    let pairs: [ContrastPair]
    /// Each pair's foreground and background as indices into the theme's paths.
    let pairIndices: [(foreground: Int?, background: Int?)]
    let simulations: [ColorVisionDeficiency: ColorVisionSimulation]
    var findings: [Finding] = []
    var measurements = 0
    private var snapshots: [String: ThemeSnapshot] = [:]

    init(theme: ResolvedTheme, configuration: AuditConfiguration, pairs: [ContrastPair]) {
        self.theme = theme
        self.configuration = configuration
        self.pairs = pairs
        self.pairIndices = pairs.map { (theme.index(of: $0.foreground), theme.index(of: $0.background)) }
        self.simulations = Dictionary(uniqueKeysWithValues: configuration.visions.map { ($0, ColorVisionSimulation($0)) })
    }

    /// A theme's colors, backdrops and thresholds, made on first use.
    mutating func snapshot(_ name: String) -> ThemeSnapshot {
        if let made = snapshots[name] { return made }
        var parent: ThemeSnapshot?
        if let parentName = theme.document.themes.first(where: { $0.name == name })?.extends, parentName != name {
            parent = snapshot(parentName)
        }
        let made = ThemeSnapshot(theme: theme, name: name, pairs: pairs, pairIndices: pairIndices, policy: configuration.policy,
                                 simulations: [nil] + configuration.visions.map { simulations[$0] }, parent: parent)
        snapshots[name] = made
        return made
    }

    mutating func add(_ finding: Finding) {
        guard let reported = configuration.reported(finding) else { return }
        findings.append(reported)
    }

    func location(of path: TokenPath, theme name: String) -> SourceLocation {
        theme.definition(of: path, theme: name)?.location ?? SourceLocation(file: theme.document.file, line: 1, column: 1)
    }

    func role(of path: TokenPath, theme name: String) -> TokenRole? {
        theme.definition(of: path, theme: name)?.role
    }

    /// A color as seen with a deficiency (unchanged for nil), clipped to sRGB.
    func seen(_ color: SRGB, _ vision: ColorVisionDeficiency?) -> SRGB {
        let clipped = color.clipped
        guard let vision, let simulation = simulations[vision] else { return clipped }
        return simulation.simulate(clipped)
    }
}
