import Testing
@testable import ThemeCodegen
import ThemeModel

@Suite("Stencil template generator")
struct StencilTemplateGeneratorTests {
    static let template = """
        // {{ marker }}
        // {{ title }}: {{ tokens.count }} tokens
        enum {{ name }} {
        {% for token in tokens -%}
            /// {{ token.path }}{% if token.role %} ({{ token.role }}){% endif %}{% if token.description %}: {{ token.description }}{% endif %}
            static let {{ token.camelName }} = (light: "{{ token.values.light.hex8 }}", dark: "{{ token.values.dark.hex8 }}", darkIncreased: "{{ token.values.darkIncreased.css }}")
        {% endfor -%}
        }
        // themes:{% for theme in themes %} {{ theme.name }}{% endfor %}
        // appearances:{% for appearance in appearances %} {{ appearance.identifier }}{% endfor %}

        """

    @Test("renders the documented context; golden files", arguments: WebGolden.examples)
    func golden(example: String) throws {
        let generator = StencilTemplateGenerator(template: Self.template, path: "Colors.swift")
        let files = try generator.generate(GeneratorInput(theme: WebGolden.theme(example)))
        #expect(GeneratedMarker.isMarked(files[0].contents))
        try WebGolden.check(files, generator: "template", example: example)
    }

    @Test("values match the theme")
    func values() throws {
        let theme = try WebGolden.theme("try-swift")
        let template = "{{ marker }}\n{% for token in tokens %}{{ token.snakeName }} {{ token.name }} {{ token.values.lightIncreased.argb }} {{ token.dark.rgba }}\n{% endfor %}{% for theme in themes %}{% if not theme.isDefault %}{{ theme.name }}:{% for token in theme.tokens %}{% if token.path == \"tint.accent\" %}{{ token.light.hex }}{% endif %}{% endfor %}\n{% endif %}{% endfor %}"
        let text = try StencilTemplateGenerator(template: template, path: "x.txt").generate(GeneratorInput(theme: theme))[0].contents
        #expect(text.contains("text_primary text-primary #FF000000 rgba(255, 255, 255, 1)\n"))
        #expect(text.contains("text_secondary text-secondary #BF2C2C2C rgba(255, 255, 255, 0.7)\n"))
        #expect(text.contains("ocean:#00759f\n"))
        #expect(text.contains("sunset:#a8620f\n"))
    }

    @Test("a marker style prepends the marker; no marker, or a bad template, is an error")
    func markerAndErrors() throws {
        let theme = try WebGolden.theme("try-swift")
        let input = GeneratorInput(theme: theme)
        let styled = try StencilTemplateGenerator(template: "x", path: "x.sh", markerStyle: .hash).generate(input)[0]
        #expect(styled.contents == "# \(GeneratedMarker.text)\nx\n")
        #expect(throws: GeneratorError.self) { try StencilTemplateGenerator(template: "x", path: "x").generate(input) }
        #expect(throws: GeneratorError.self) { try StencilTemplateGenerator(template: "{{ marker }}{% for x in %}", path: "x").generate(input) }
    }

    @Test("the Kotlin example of docs/templates.md renders")
    func documentedExample() throws {
        let template = """
            // {{ marker }}
            object {{ name }}Light {
            {% for token in tokens %}
                val {{ token.camelName }} = Color(0x{{ token.light.argbDigits }})
            {% endfor %}
            }
            """
        let text = try StencilTemplateGenerator(template: template, path: "Colors.kt").generate(GeneratorInput(theme: WebGolden.theme("try-swift")))[0].contents
        #expect(text.contains("    val textPrimary = Color(0xFF2C2C2C)\n"))
        #expect(text.contains("object ColorsLight {"))
    }
}
