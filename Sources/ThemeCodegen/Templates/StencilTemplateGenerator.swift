import Stencil
import ThemeModel

/// Renders a user's Stencil template (stencilproject/Stencil 0.15) with the theme's tokens,
/// themes and appearances, to one file. The context is documented in `docs/templates.md`.
///
/// ```swift
/// let generator = StencilTemplateGenerator(
///     template: "{{ marker }}\n{% for token in tokens %}{{ token.camelName }} = {{ token.light.hex }}\n{% endfor %}",
///     path: "colors.txt")
/// ```
///
/// The file must carry the do-not-edit marker so that the writer may replace it later: either
/// the template writes `{{ marker }}` inside a comment of its format, or `markerStyle` names
/// the comment syntax and the marker line is put first. A template that does not render, or
/// renders without the marker, is a ``GeneratorError``. Whitespace is kept as written (Stencil's
/// default); `{%-` and `-%}` trim it on one side of a tag.
public struct StencilTemplateGenerator: ThemeGenerator {
    public static let name = "template"

    /// The template's text.
    public var template: String
    /// The output path, relative to the output directory.
    public var path: String
    /// When set, the marker comment in this syntax is written as the first line.
    public var markerStyle: GeneratedMarker.CommentStyle?

    public init(template: String, path: String, markerStyle: GeneratedMarker.CommentStyle? = nil) {
        self.template = template
        self.path = path
        self.markerStyle = markerStyle
    }

    public func generate(_ input: GeneratorInput) throws(GeneratorError) -> [GeneratedFile] {
        let environment = Environment()
        var text: String
        do {
            text = try environment.renderTemplate(string: template, context: TemplateContext.make(input))
        } catch {
            throw GeneratorError("the template \(path) does not render: \(error)")
        }
        if let markerStyle { text = GeneratedMarker.comment(markerStyle) + "\n" + text }
        guard GeneratedMarker.isMarked(text) else {
            throw GeneratorError("the template \(path) renders without the do-not-edit marker: write {{ marker }} in a comment, or pass a marker style")
        }
        if !text.hasSuffix("\n") { text += "\n" }
        return [GeneratedFile(path: path, contents: text)]
    }
}
