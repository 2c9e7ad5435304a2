import ColorScience
import ThemeModel

/// What the fixer may change and how much margin it keeps.
public struct FixOptions: Hashable, Sendable {
    /// The audit whose error findings are fixed (policy, visions, distinct minimum, rules).
    public var audit: AuditConfiguration
    /// The gamut proposed colors stay in: `.srgb` (written as hex) or `.displayP3` (hex when
    /// inside sRGB, else `color(display-p3 r g b)`).
    public var gamut: Gamut
    /// How far above a required contrast ratio a proposed color stays, so that its hex passes
    /// in any tool's rounding.
    public var contrastMargin: Double
    /// How far above a distinct group's ΔEOK minimum a proposed color stays.
    public var distinctMargin: Double
    /// Whether to add Increase Contrast values (`light+increased`, `dark+increased`) to
    /// foreground tokens that have none.
    public var deriveIncreasedContrast: Bool
    /// The ratio derived Increase Contrast values of text (and tints) reach; other foregrounds
    /// reach the smaller of this and 4.5.
    public var increasedContrastTarget: Double
    /// How many times one value may be changed before the fixer gives up on it.
    public var maximumChanges: Int
    /// Whether a reference to one of Apple's system colors may be replaced by a literal (else
    /// the other side of a pair moves).
    public var allowSystemOverride: Bool
    /// What moves when a failing token refers to a color other tokens share.
    public var move: FixMove

    public init(
        audit: AuditConfiguration = AuditConfiguration(), gamut: Gamut = .srgb, contrastMargin: Double = 0.05,
        distinctMargin: Double = 0.002, deriveIncreasedContrast: Bool = false, increasedContrastTarget: Double = 7,
        maximumChanges: Int = 4, allowSystemOverride: Bool = false, move: FixMove = .token
    ) {
        self.allowSystemOverride = allowSystemOverride
        self.move = move
        self.audit = audit
        self.gamut = gamut
        self.contrastMargin = contrastMargin
        self.distinctMargin = distinctMargin
        self.deriveIncreasedContrast = deriveIncreasedContrast
        self.increasedContrastTarget = increasedContrastTarget
        self.maximumChanges = maximumChanges
    }
}

/// What moves when a failing token refers to a palette color (or another token) that other
/// tokens share.
public enum FixMove: String, Hashable, Sendable, CaseIterable {
    /// The token gets values of its own for the appearances that fail; the shared color stays.
    case token
    /// The shared color moves, and every token that refers to it with it.
    case palette
}

/// Proposes the smallest perceptual change to every failing color of a theme.
///
/// For each error the audit finds, the fixer picks the value to change — the foreground of a
/// failing pair (text, icon, tint, border) before the background it sits on, unless the
/// foreground cannot pass or its total change is more than twice the background's; the member
/// of a distinct group that needs the smaller change; never one of Apple's system colors or a
/// palette color other tokens share, unless the options say so — gathers every error-severity
/// constraint on that value from every token, theme and appearance that takes it (a pair also
/// keeps which side is lighter), and searches OKLCH lightness (hue
/// and alpha kept, chroma lowered only where the gamut forces it) for the color nearest the
/// original in ΔEOK that passes them all, quantized as it will be written. Changes are applied
/// in memory and the theme audited again until it passes or nothing more can be done.
///
/// ```swift
/// let result = ThemeFixer(FixOptions(gamut: .displayP3)).fix(theme)
/// for proposal in result.proposals { print(proposal.token, proposal.text) }
/// ```
public struct ThemeFixer: Sendable {
    public var options: FixOptions

    public init(_ options: FixOptions = FixOptions()) {
        self.options = options
    }

    public func fix(_ theme: ResolvedTheme) -> FixResult {
        var run = FixRun(theme: theme, options: options)
        run.fixAll()
        if options.deriveIncreasedContrast {
            run.deriveAll()
            run.fixAll()
        }
        return run.result()
    }
}

/// The file name of locations the fixer gives the values it adds.
let addedValueFile = "<tincture fix>"

extension SourceLocation {
    /// Whether this is the place of a value the fixer added (not yet in any file).
    public var isAddedByFix: Bool { file == addedValueFile }
}

/// A change the fixer decided on, before it is applied.
struct FixChange {
    enum Mode { case replace, insert([AppearanceCondition]), derive(AppearanceCondition) }
    var site: FixSite
    var mode: Mode
    var usages: [FixUsage]
    var followers: [FixFollower]
    var candidate: FixCandidate
    var originalColor: Color
    var constraints: [FixConstraint]
    /// Said with the proposal: another way to fix it.
    var note: String?

    /// The total ΔEOK over every token, theme and appearance the change moves.
    var cost: Double { candidate.deltaE * Double(followers.reduce(0) { $0 + $1.usages.count }) }
}

/// The state of one run of the fixer.
struct FixRun {
    let options: FixOptions
    var document: ThemeDocument
    var theme: ResolvedTheme
    var proposals: [FixProposal] = []
    var proposalIndex: [ValueKey: Int] = [:]
    /// Failures with the key of the findings they explain (nil for derived values).
    var failures: [(key: String?, failure: FixFailure, reason: () -> String)] = []
    var skipped: Set<String> = []
    var changes: [ValueKey: Int] = [:]
    var added = 0

    /// One value: its place, token and key (two values can share a place: a color in code
    /// written as light and dark in one call).
    struct ValueKey: Hashable {
        var location: SourceLocation
        var token: TokenPath
        var condition: AppearanceCondition
    }
    var passes = 0

    init(theme: ResolvedTheme, options: FixOptions) {
        self.options = options
        self.document = theme.document
        self.theme = theme
        self.context = Self.context(of: theme, options: options)
    }

    var margins: FixMargins { FixMargins(contrast: options.contrastMargin, distinct: options.distinctMargin) }

    /// The audit's measurements of the theme as it is now: made once per change, not per search.
    var context: AuditContext

    static func context(of theme: ResolvedTheme, options: FixOptions) -> AuditContext {
        AuditContext(theme: theme, configuration: options.audit, pairs: ContrastPair.pairs(of: theme))
    }

    func audit() -> AuditReport { Auditor(options.audit).audit(theme) }

    // MARK: The loop

    /// Fixes error findings one at a time, auditing again after each change.
    mutating func fixAll() {
        for _ in 0..<1000 {
            let report = audit()
            passes += 1
            // Increase Contrast appearances first: their values bound the normal ones from above.
            let open = report.findings.filter { $0.severity == .error && !skipped.contains(key(of: $0)) }
            guard let finding = open.first(where: { $0.appearance?.contrast == .increased }) ?? open.first else { return }
            if handle(finding) {
                skipped.removeAll()  // a change can make what failed fixable: try those again
            } else {
                skipped.insert(key(of: finding))
            }
        }
    }

    /// Which findings one failure explains: the rule, the tokens and the value changed.
    func key(of finding: Finding) -> String {
        let site = finding.appearance.flatMap { theme.fixSite(of: finding.token, theme: finding.theme, appearance: $0) }
        // A token on two glass entries: each entry's findings are its own.
        let entry = AuditRule.glass.contains(finding.rule) ? "|\(finding.location)" : ""
        return "\(finding.rule.id)|\(finding.token)|\(finding.other?.string ?? "")|\(site?.location.description ?? finding.theme)" + entry
    }

    /// Tries to fix one finding; true when a change was applied.
    mutating func handle(_ finding: Finding) -> Bool {
        if [.glassContrast, .glassReduceTransparency, .glassIncreaseContrast].contains(finding.rule) { return fixGlass(finding) }
        if let advice = finding.rule.manualFix {
            fail(finding) { advice }
            return false
        }
        guard let appearance = finding.appearance else {
            fail(finding) { "the finding belongs to no appearance" }
            return false
        }
        let name = finding.theme
        switch finding.rule {
        case .contrast, .increasedContrastLowers:
            // The foreground moves before the background it sits on: the background only when
            // the foreground cannot pass, or its total change is more than twice the background's.
            var failures: [(TokenPath, AttemptFailure)] = []
            var changes: [FixChange] = []
            for path in [finding.token] + (finding.other.map { [$0] } ?? []) {
                switch attempt(path, theme: name, appearance: appearance) {
                case .success(let change): changes.append(change)
                case .failure(let failure): failures.append((path, failure))
                }
            }
            var chosen = changes.first
            if changes.count == 2, changes[0].cost > 2 * changes[1].cost { chosen = changes[1] }
            if let chosen { return apply(chosen) }
            fail(finding) { Self.reason(failures, advice: "in code, use a color made for it (label, secondaryLabel, or a tint's foreground)") }
            return false
        case .distinct:
            var changes: [FixChange] = []
            var failures: [(TokenPath, AttemptFailure)] = []
            for path in [finding.token] + (finding.other.map { [$0] } ?? []) {
                switch attempt(path, theme: name, appearance: appearance) {
                case .success(let change): changes.append(change)
                case .failure(let failure): failures.append((path, failure))
                }
            }
            if let best = changes.min(by: { $0.candidate.deltaE < $1.candidate.deltaE }) { return apply(best) }
            fail(finding) { Self.reason(failures, advice: "tell them apart by a shape or symbol too") }
            return false
        default:
            switch attempt(finding.token, theme: name, appearance: appearance) {
            case .success(let change):
                return apply(change)
            case .failure(let failure):
                fail(finding, reason: failure.explain)
                return false
            }
        }
    }

    /// Whether the policy holds a role to text contrast (text and tints).
    func isText(_ role: TokenRole?) -> Bool {
        options.audit.policy.minimum(role: role, size: .normal) > 3
    }

    /// The ratio a derived Increase Contrast value reaches: the target for text and tints; for
    /// other foregrounds (never derived) the policy's own.
    func derivedTarget(role: TokenRole?) -> Double {
        isText(role) ? options.increasedContrastTarget : 0
    }

    /// Why neither side of a finding can change: in one sentence when both are Apple's system
    /// colors, else each side's reason.
    static func reason(_ failures: [(path: TokenPath, failure: AttemptFailure)], advice: String) -> String {
        let systems = failures.compactMap(\.failure.system)
        if failures.count == 2, systems.count == 2 {
            return "both are Apple's system colors (\(systems.joined(separator: ", "))), which the fixer keeps as Apple makes them; \(advice), or pass --allow-system-override to give one a color of its own"
        }
        return failures.map { "changing \($0.path): \($0.failure.explain())" }.joined(separator: "; ")
    }

    // MARK: Applying

    /// Applies a change to the document in memory and resolves it again.
    mutating func apply(_ change: FixChange) -> Bool {
        let (site, candidate) = (change.site, change.candidate)
        let literal = ColorExpression.literal(candidate.color, text: candidate.text)
        var updated = document
        var newProposals: [(SourceLocation, FixProposal)] = []
        let satisfies = Self.summaries(change.constraints)
        var additions: [AppearanceCondition] = []
        var isDerived = false
        switch change.mode {
        case .replace:
            var originalText: String?
            updated.updateDefinition(site.token, at: site.definition) { definition in
                originalText = definition.values[site.condition]?.expression.description
                definition.values[site.condition] = ColorValueDefinition(literal, at: site.location)
            }
            newProposals.append((site.location, proposal(.replace(location: site.location), change, site.condition, change.usages,
                                                         originalText: originalText, satisfies: satisfies)))
        case .insert(let conditions):
            additions = conditions
        case .derive(let condition):
            (additions, isDerived) = ([condition], true)
        }
        for condition in additions {
            added += 1
            let location = SourceLocation(file: addedValueFile, line: 0, column: added)
            updated.updateDefinition(site.token, at: site.definition) { definition in
                definition.values[condition] = ColorValueDefinition(literal, at: location)
            }
            let usages = change.usages.filter { condition.matches($0.appearance) }
            let kind: FixProposal.Kind = isDerived ? .derive(definition: site.definition) : .insert(definition: site.definition)
            newProposals.append((location, proposal(kind, change, condition, usages, originalText: nil, satisfies: satisfies)))
        }
        guard let resolved = try? ResolvedTheme(updated) else { return false }
        document = updated
        theme = resolved
        context = Self.context(of: resolved, options: options)
        for (location, new) in newProposals {
            let key = ValueKey(location: location, token: new.token, condition: new.condition)
            changes[key, default: 0] += 1
            if let index = proposalIndex[key] {
                var existing = proposals[index]
                existing.color = new.color
                existing.text = new.text
                existing.deltaE = DeltaEOK.difference(OKLab(xyz: existing.originalColor.xyz, alpha: 1), OKLab(xyz: new.color.xyz, alpha: 1))
                existing.satisfies = existing.satisfies + new.satisfies.filter { !existing.satisfies.contains($0) }
                proposals[index] = existing
            } else {
                proposalIndex[key] = proposals.count
                proposals.append(new)
            }
        }
        return true
    }

    func proposal(_ kind: FixProposal.Kind, _ change: FixChange, _ condition: AppearanceCondition, _ usages: [FixUsage],
                  originalText: String?, satisfies: [String]) -> FixProposal {
        let themes = theme.themeNames.filter { name in usages.contains { $0.theme == name } }
        let appearances = Appearance.all.filter { appearance in usages.contains { $0.appearance == appearance } }
        return FixProposal(kind: kind, token: change.site.token, condition: condition, themes: themes, appearances: appearances,
                           originalText: originalText, originalColor: change.originalColor, color: change.candidate.color,
                           text: change.candidate.text, deltaE: change.candidate.deltaE, satisfies: satisfies,
                           moves: change.followers.map(\.token).filter { $0 != change.site.token && isToken($0) }, note: change.note)
    }

    /// The constraints' summaries, each once, in order; a distinct group's visions in one line.
    static func summaries(_ constraints: [FixConstraint]) -> [String] {
        var order: [String] = []
        var visions: [String: Set<String>] = [:]
        for constraint in constraints {
            var summary = constraint.summary
            var vision = ""
            if case .distinct(let other, let seenWith, let minimum) = constraint.kind {
                summary = "ΔEOK \(FixText.number(minimum)) from \(other)"
                vision = seenWith?.rawValue ?? "normal"
            }
            if visions[summary] == nil { order.append(summary) }
            visions[summary, default: []].insert(vision)
        }
        return order.map { summary in
            let deficiencies = (visions[summary] ?? []).subtracting(["", "normal"]).count
            return deficiencies > 0 ? summary + " (and under \(deficiencies) color-vision deficienc\(deficiencies == 1 ? "y" : "ies"))" : summary
        }
    }

    // MARK: Failures and the result

    mutating func fail(_ finding: Finding, reason: @escaping () -> String) {
        let key = key(of: finding)
        failures.removeAll { $0.key == key }
        let site = finding.appearance.flatMap { theme.fixSite(of: finding.token, theme: finding.theme, appearance: $0) }
        let usages = site.map { theme.usages(of: $0) } ?? []
        let themes = usages.isEmpty ? [finding.theme] : theme.themeNames.filter { name in usages.contains { $0.theme == name } }
        let appearances = usages.isEmpty ? finding.appearance.map { [$0] } ?? [] : Appearance.all.filter { a in usages.contains { $0.appearance == a } }
        failures.append((key, FixFailure(token: finding.token, other: finding.other, rule: finding.rule, themes: themes, appearances: appearances,
                                         reason: "", location: finding.location), reason))
    }

    /// The proposals, the failures that still explain an error, and the final audit.
    func result() -> FixResult {
        let report = audit()
        let remaining = Set(report.findings.filter { $0.severity == .error }.map(key(of:)))
        var kept = failures.filter { $0.key.map(remaining.contains) ?? true }.map { entry in
            var failure = entry.failure
            failure.reason = entry.reason()
            return failure
        }
        let explained = Set(failures.compactMap(\.key))
        for finding in report.findings where finding.severity == .error && !explained.contains(key(of: finding)) {
            let failure = FixFailure(token: finding.token, other: finding.other, rule: finding.rule, themes: [finding.theme],
                                     appearances: finding.appearance.map { [$0] } ?? [],
                                     reason: "still fails after the fixer's changes: \(finding.message)", location: finding.location)
            if !kept.contains(failure) { kept.append(failure) }
        }
        return FixResult(proposals: proposals, failures: kept, document: document, report: report, passes: passes)
    }
}
