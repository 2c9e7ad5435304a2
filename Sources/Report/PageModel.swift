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
        var pairCount: String
    }

    var title: String
    var notes: [String]
    var policy: String
    var counts: [Count]
    var themes: [Option]
    var hasThemeChoice: Bool
    var appearances: [Option]
    var visions: [Option]
    var blocks: [ThemeBlock]
    var findings: FindingList
    var fixes: FixList

    init(_ input: ReportInput, colors: inout PageColors) {
        let theme = input.theme, audit = input.audit
        title = input.title
        notes = input.notes
        policy = audit.policy.rawValue
        let names = theme.themeNames.filter(audit.themes.contains)
        themes = names.map { Option(value: $0, label: $0) }
        hasThemeChoice = names.count > 1
        appearances = theme.appearances.map { Option(value: String($0.index), label: AppearanceLabel.text($0)) }
        visions = ReportVision.all.map { Option(value: $0.id, label: $0.label) }
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
            let pairTable = PairTable(theme: theme, name: name, number: number, pairs: pairs, policy: audit.policy,
                                      visions: ReportVision.all, colors: &colors)
            let tokenTable = TokenTable(theme: theme, name: name, number: number, paths: paths, colors: &colors)
            let description = name == ThemeDocument.defaultThemeName
                ? theme.document.description : theme.document.themes.first { $0.name == name }?.description
            blocks.append(ThemeBlock(number: String(number), name: name, description: description, pairs: pairTable, tokens: tokenTable,
                                     pairCount: plural(pairs.count, "pair")))
        }
        self.blocks = blocks
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

        init(model: PageModel, colorStyle: String) {
            self.model = model
            self.colorStyle = colorStyle
            self.appearanceColumns = Appearance.all.map { Option(value: String($0.index), label: AppearanceLabel.short($0)) }
        }
    }
}
