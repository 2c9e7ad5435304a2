import Foundation
import ColorScience
import Testing
@testable import ThemeCodegen
import ThemeModel

@Suite("CSS generator: the elevated level")
struct CSSElevatedTests {
    /// A background raised in dark, and a named theme that changes it without an elevated value
    /// of its own (so its elevated value is its dark one, not the default's elevated one).
    static let yaml = """
        tokens:
          background: {light: "#ffffff", dark: "#000000", dark+elevated: "#1c1c1e"}
          text: {light: "#000000", dark: "#ffffff"}
        themes:
          ocean:
            tokens:
              background: {light: "#e8f4fa", dark: "#0f2530"}
        """

    @Test("elevated values are [data-level=\"elevated\"] blocks after the named themes, each theme's after the default's")
    func blocks() throws {
        let theme = try ResolvedTheme(yaml: Self.yaml, file: "t.yml")
        let text = try CSSGenerator().generate(GeneratorInput(theme: theme))[0].contents
        #expect(text.hasSuffix("""

            /* The elevated level (sheets, popovers, a window beside another): CSS has no media feature for it;
               set data-level="elevated" on the raised element. */

            @media (prefers-color-scheme: dark) {
              [data-level="elevated"] {
                --background: #1c1c1e;
              }

              [data-theme="ocean"] [data-level="elevated"],
              [data-theme="ocean"][data-level="elevated"] {
                --background: #0f2530;
              }
            }

            """), "\(text)")
    }

    @Test("a theme without elevated values has no elevated blocks and no comment")
    func none() throws {
        let theme = try ResolvedTheme(yaml: "tokens:\n  text: {light: \"#000000\", dark: \"#ffffff\"}\n", file: "t.yml")
        let text = try CSSGenerator().generate(GeneratorInput(theme: theme))[0].contents
        #expect(!text.contains("data-level"))
    }

    @Test("the rules give every theme's colors in every appearance, on the root and on an elevated element inside it or on it",
          arguments: ["small", "try-swift", "apple-system"])
    func cascade(example: String) throws {
        let theme = example == "small" ? try ResolvedTheme(yaml: Self.yaml, file: "t.yml") : try WebGolden.theme(example)
        let text = try CSSGenerator().generate(GeneratorInput(theme: theme))[0].contents
        let rules = CSSRules(text)
        for themeName in theme.themeNames {
            let named = themeName == ThemeDocument.defaultThemeName ? nil : themeName
            for appearance in Appearance.all {
                for token in theme.tokens {
                    let property = "--" + IdentifierWords(token.path).kebab
                    let expected = theme.color(token.path, in: appearance, theme: themeName).map { CSSGenerator.values(for: $0.color) }
                    let root = rules.value(property, theme: named, elevated: false, appearance: appearance)
                    if appearance.level == .base {
                        #expect(root == expected, "\(themeName) \(appearance) \(property) on the root")
                        continue
                    }
                    let inside = rules.value(property, theme: named, elevated: true, appearance: appearance, inherited: root)
                    #expect(inside == expected, "\(themeName) \(appearance) \(property) inside")
                    let same = rules.value(property, theme: named, elevated: true, appearance: appearance, sameElement: true)
                    #expect(same == expected, "\(themeName) \(appearance) \(property) on the root")
                }
            }
        }
    }
}

/// The rules of a generated CSS file, enough of CSS to tell which declaration an element gets:
/// media queries on color scheme and contrast, the selectors the generator writes, specificity
/// (attribute selectors and `:root` count one each) and order.
struct CSSRules {
    struct Rule {
        var dark = false
        var more = false
        var selectors: [String]
        var declarations: [(property: String, value: String)]
    }

    var rules: [Rule] = []

    init(_ text: String) {
        var dark = false, more = false
        var selector = ""
        var current: Rule?
        var inComment = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if inComment || line.hasPrefix("/*") {
                inComment = !line.hasSuffix("*/")
                continue
            }
            if line.hasPrefix("@media ") {
                dark = line.contains("prefers-color-scheme: dark")
                more = line.contains("prefers-contrast: more")
            } else if line.hasSuffix("{") {
                selector += line.dropLast()
                current = Rule(dark: dark, more: more, selectors: selector.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                               declarations: [])
                selector = ""
            } else if line.hasSuffix(",") {
                selector += line
            } else if line == "}" {
                if let rule = current {
                    rules.append(rule)
                    current = nil
                } else {
                    dark = false
                    more = false
                }
            } else if line.hasPrefix("--"), let colon = line.firstIndex(of: ":") {
                current?.declarations.append((String(line[..<colon]), String(line[line.index(colon, offsetBy: 2)...].dropLast())))
            }
        }
    }

    /// The values a property takes on the root (`<html data-theme=…>`), on an element marked
    /// `data-level="elevated"` inside it, or with both attributes on the root; nil when nothing
    /// declares it and nothing is inherited.
    func value(_ property: String, theme: String?, elevated: Bool, appearance: Appearance, inherited: [String]? = nil,
               sameElement: Bool = false) -> [String]? {
        let isRoot = !elevated || sameElement
        func specificity(_ selector: String) -> Int? {
            let themed = theme.map { "[data-theme=\"\($0)\"]" }
            let level = CSSGenerator.elevatedSelector
            switch selector {
            case ":root": return isRoot ? 1 : nil
            case level: return elevated ? 1 : nil
            default: break
            }
            guard let themed else { return nil }
            if selector == themed { return isRoot ? 1 : nil }
            if selector == "\(themed) \(level)" { return elevated && !sameElement ? 2 : nil }
            if selector == themed + level { return elevated && sameElement ? 2 : nil }
            return nil
        }
        var best: (specificity: Int, values: [String])?
        for rule in rules {
            guard !rule.dark || appearance.scheme == .dark, !rule.more || appearance.contrast == .increased else { continue }
            guard let weight = rule.selectors.compactMap(specificity).max() else { continue }
            let values = rule.declarations.filter { $0.property == property }.map(\.value)
            if !values.isEmpty, weight >= (best?.specificity ?? 0) { best = (weight, values) }
        }
        return best?.values ?? inherited
    }
}
