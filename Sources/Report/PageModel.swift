import ColorScience
import ThemeAudit
import ThemeModel

/// Everything the page template shows, worked out from a report's input: plain values the
/// Mustache templates read by name.
struct PageModel {
    struct Option {
        var value: String
        var label: String
    }

    struct Count {
        var kind: String
        var text: String
    }

    /// One named theme's pairs and tokens; the page shows one theme at a time.
    struct ThemeBlock {
        var number: String
        var name: String
        var description: String?
        var pairs: PairTable
        var tokens: TokenTable
        var distinct: DistinctGrid
        var widgets: WidgetGallery
        var materials: MaterialSamples
        var glass: GlassSamples
        var neumorphic: NeumorphicControls
        var pairCount: String
    }

    /// A link of the page's table of contents.
    struct Link {
        var target: String
        var title: String
    }

    var title: String
    var notes: [String]
    var problems: [String]
    var hasProblems: Bool
    var policy: String
    var counts: [Count]
    var themes: [Option]
    var hasThemeChoice: Bool
    var appearances: [Option]
    var visions: [Option]
    var tints: [Option]
    var hasTints: Bool
    var hasDistinct: Bool
    var hasWidgets: Bool
    var hasMaterials: Bool
    var hasGlass: Bool
    var hasNeumorphic: Bool
    var links: [Link]
    var blocks: [ThemeBlock]
    var typography: TypeSpecimen?
    var findings: FindingList
    var fixes: FixList

    init(_ input: ReportInput, colors: inout PageColors) {
        let theme = input.theme, audit = input.audit
        title = input.title
        notes = input.notes
        problems = input.problems
        hasProblems = !input.problems.isEmpty
        policy = audit.policy.rawValue
        let names = theme.themeNames.filter(audit.themes.contains)
        themes = names.map { Option(value: $0, label: $0) }
        hasThemeChoice = names.count > 1
        let shown = theme.appearances
        appearances = shown.map { Option(value: String($0.index), label: AppearanceLabel.text($0)) }
        visions = ReportVision.all.map { Option(value: $0.id, label: $0.label) }
        let document = theme.document
        tints = WidgetGallery.tints.map { Option(value: $0.name, label: $0.name.capitalized + " tint") }
        hasTints = !document.widgets.isEmpty
        hasDistinct = !document.distinct.isEmpty
        hasWidgets = !document.widgets.isEmpty
        hasMaterials = !document.materials.isEmpty
        hasGlass = !document.glass.isEmpty
        hasNeumorphic = !document.neumorphic.isEmpty
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        counts = [
            Count(kind: "error", text: plural(audit.count(.error), "error")),
            Count(kind: "warning", text: plural(audit.count(.warning), "warning")),
            Count(kind: "note", text: plural(audit.count(.note), "note")),
            Count(kind: "pairs", text: plural(audit.pairCount, "pair")),
        ]
        let pairs = ContrastPair.pairs(of: theme)
        var pairIndex: [[TokenPath]: Int] = [:]
        for (index, pair) in pairs.enumerated() where pairIndex[[pair.foreground, pair.background]] == nil {
            pairIndex[[pair.foreground, pair.background]] = index
        }
        let paths = TokenTable.paths(of: theme, pairs: pairs.flatMap { [$0.foreground, $0.background] })
        var tokenIndex: [TokenPath: Int] = [:]
        for (index, entry) in paths.enumerated() { tokenIndex[entry.path] = index }
        var blocks: [ThemeBlock] = []
        for (number, name) in names.enumerated() {
            let pairTable = PairTable(theme: theme, name: name, number: number, appearances: shown, pairs: pairs, policy: audit.policy,
                                      visions: ReportVision.all, colors: &colors)
            let tokenTable = TokenTable(theme: theme, name: name, number: number, appearances: shown, paths: paths, colors: &colors)
            let distinct = DistinctGrid(theme: theme, name: name, number: number, appearances: shown,
                                        minimum: input.configuration.distinctMinimum, visions: ReportVision.all)
            let widgets = WidgetGallery(theme: theme, name: name, number: number, colors: &colors)
            let materials = MaterialSamples(theme: theme, name: name, number: number, appearances: shown, policy: audit.policy,
                                            colors: &colors)
            let glass = GlassSamples(theme: theme, name: name, number: number, appearances: shown, policy: audit.policy, colors: &colors)
            let neumorphic = NeumorphicControls(theme: theme, name: name, number: number, appearances: shown, colors: &colors)
            let description = name == ThemeDocument.defaultThemeName
                ? theme.document.description : theme.document.themes.first { $0.name == name }?.description
            blocks.append(ThemeBlock(number: String(number), name: name, description: description, pairs: pairTable, tokens: tokenTable,
                                     distinct: distinct, widgets: widgets, materials: materials, glass: glass, neumorphic: neumorphic,
                                     pairCount: plural(pairs.count, "pair")))
        }
        self.blocks = blocks
        typography = TypeSpecimen.applies(to: theme, pairs: pairs) ? TypeSpecimen() : nil
        var links = [Link(target: "findings", title: "Findings")]
        if let fixes = input.fixes, !fixes.proposals.isEmpty || !fixes.failures.isEmpty { links.append(Link(target: "fixes", title: "Fixes")) }
        links.append(Link(target: "pairs", title: "Pairs"))
        if hasDistinct { links.append(Link(target: "distinct", title: "Distinct groups")) }
        if hasWidgets { links.append(Link(target: "widgets", title: "Widgets")) }
        if hasMaterials { links.append(Link(target: "materials", title: "Materials")) }
        if hasGlass { links.append(Link(target: "glass", title: "Liquid Glass")) }
        if hasNeumorphic { links.append(Link(target: "neumorphic", title: "Neumorphic controls")) }
        links.append(Link(target: "tokens", title: "Tokens"))
        if typography != nil { links.append(Link(target: "typography", title: "Typography")) }
        self.links = links
        let themeNumbers = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        findings = FindingList(audit.findings, themeNumbers: themeNumbers, pairIndex: pairIndex, tokenIndex: tokenIndex, colors: &colors)
        fixes = FixList(input.fixes, colors: &colors)
    }

    /// The model with the style sheets and script the template inlines.
    struct Rendered {
        var model: PageModel
        var colorStyle: String
        var layoutStyle = ""
        var baseStyle = PageStyle.base
        var script = PageScript.text
        var marker = GeneratedMarker.text
        var appearanceColumns: [Option]
        /// In the live preview: the page's version and the script that reloads it.
        var live: Live?

        struct Live {
            var version: String
            var script = PageScript.live
        }

        init(model: PageModel, colorStyle: String, appearances: [Appearance]) {
            self.model = model
            self.colorStyle = colorStyle
            self.appearanceColumns = appearances.map { Option(value: String($0.index), label: AppearanceLabel.short($0)) }
        }
    }
}
