import ColorScience
import Mustache
import ThemeAudit
import ThemeModel

/// The HTML report: one self-contained page (inline style, script and glyphs; nothing fetched)
/// showing a theme's tokens and pairs in every appearance and color vision, its findings and
/// the fixes proposed. A pure function of its input: the same input gives the same bytes.
///
/// ```swift
/// let theme = try ResolvedTheme(contentsOfFile: "tincture.yml")
/// let page = HTMLReport.page(ReportInput(theme: theme, audit: Auditor().audit(theme)))
/// ```
public enum HTMLReport {
    /// The page's bytes, as UTF-8 text.
    public static func page(_ input: ReportInput) -> String {
        var colors = PageColors()
        let model = PageModel(input, colors: &colors)
        var page = PageModel.Rendered(model: model, colorStyle: colors.styleSheet(visions: ReportVision.all),
                                      appearances: input.theme.appearances)
        page.layoutStyle = PageStyle.layout(themes: model.themes.count, tints: model.tints.map(\.value))
        page.live = input.liveVersion.map { PageModel.Rendered.Live(version: String($0)) }
        return templates.render(page, withTemplate: "page") ?? ""
    }

    /// A page that only says what went wrong, for the live preview when the theme has never
    /// read: `problems` as errors, each with its file, line and column.
    public static func problemPage(title: String, problems: [String], liveVersion: Int?) -> String {
        let page = ProblemPage(title: title, problems: problems,
                               live: liveVersion.map { PageModel.Rendered.Live(version: String($0)) })
        return templates.render(page, withTemplate: "problem-page") ?? ""
    }

    struct ProblemPage {
        var title: String
        var problems: [String]
        var live: PageModel.Rendered.Live?
        var baseStyle = PageStyle.base
        var marker = GeneratedMarker.text
    }

    /// The templates, parsed once.
    static let templates: MustacheLibrary = {
        var library = MustacheLibrary()
        for (name, text) in PageTemplate.all {
            // The templates are part of this module; a parse error is a bug caught by its tests.
            try? library.register(text, named: name)
        }
        return library
    }()
}
