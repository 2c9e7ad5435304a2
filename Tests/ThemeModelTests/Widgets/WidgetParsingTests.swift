import ColorScience
import Testing
@testable import ThemeModel

/// The `widgets:` section of a theme file: what it reads, what it rejects and where, and that
/// writing a document back keeps it.
@Suite("Widget descriptions")
struct WidgetParsingTests {
    static let good = """
        palette:
          red: "#d81b60"
          white: "#ffffff"
        tokens:
          background:
            role: background
            value: "#1c1c1e"
          text:
            day: "{palette.white}"
        widgets:
          calendar:
            description: "A month"
            background: "{background}"
            elements:
              period:
                color: "{palette.red}"
                alpha: 60%
                role: fill
                importance: 2
              today:
                color: "#ff9500"
                alpha: 0.5
                importance: 1
                accentable: true
                monochrome: 100%
              day:
                color: "{text.day}"
                on: period
              cover:
                color: "{palette.white} / 50%"
                image: accentedDesaturated
              plain: "#00ff00"
        """

    @Test("a widget reads with its background and every element setting")
    func reads() throws {
        let theme = try ResolvedTheme(yaml: Self.good, file: "w.yml")
        let widget = try #require(theme.widget(named: "calendar"))
        #expect(widget.description == "A month")
        #expect(widget.background == .reference("background", alpha: nil))
        #expect(widget.elements.map(\.name) == ["period", "today", "day", "cover", "plain"])
        let period = try #require(widget.element(named: "period"))
        #expect(abs(period.alpha - 0.6) < 1e-12)
        #expect(period.role == .fill && period.importance == 2 && !period.accentable && period.image == nil)
        #expect(period.location == SourceLocation(file: "w.yml", line: 15, column: 7))
        let today = try #require(widget.element(named: "today"))
        #expect(abs(today.alpha - 0.5) < 1e-12 && today.accentable && today.importance == 1)
        #expect(today.monochrome.map { abs($0 - 1) < 1e-12 } == true)
        #expect(widget.element(named: "day")?.on == "period")
        #expect(widget.element(named: "cover")?.image == .accentedDesaturated)
        let plain = try #require(widget.element(named: "plain"))
        #expect(abs(plain.alpha - 1) < 1e-12 && plain.importance == 1 && plain.role == nil && !plain.accentable)
        #expect(widget.path(of: "today") == TokenPath(["widgets", "calendar", "today"]))
    }

    @Test("an element without a role takes its token's; colors resolve with their alpha")
    func roleAndColor() throws {
        let theme = try ResolvedTheme(yaml: Self.good, file: "w.yml")
        let widget = try #require(theme.widget(named: "calendar"))
        let (day, period, plain, coverElement) = try (
            #require(widget.element(named: "day")), #require(widget.element(named: "period")),
            #require(widget.element(named: "plain")), #require(widget.element(named: "cover")))
        #expect(theme.role(of: day) == .text)
        #expect(theme.role(of: period) == .fill)
        #expect(theme.role(of: plain) == .other)
        let cover = try #require(theme.color(of: coverElement.color, in: .dark))
        #expect(abs(cover.alpha - 0.5) < 1e-12 && abs(cover.red - 1) < 1e-12)
        let background = try #require(theme.color(of: widget.background, in: .light))
        #expect(RGBA8(rounding: background).hexRGB == "#1c1c1e")
    }

    @Test("writing the document back and reading it again gives the same widgets")
    func roundTrip() throws {
        let document = try ThemeDocument(yaml: Self.good, file: "w.yml")
        #expect(document.yaml.contains("widgets:\n  calendar:\n"))
        let again = try ThemeDocument(yaml: document.yaml, file: "w.yml")
        #expect(again.widgets.count == 1)
        let (a, b) = (document.widgets[0], again.widgets[0])
        #expect(a.name == b.name && a.description == b.description && a.background == b.background)
        #expect(a.elements.count == b.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            #expect(x.name == y.name && x.color.description == y.color.description && abs(x.alpha - y.alpha) < 1e-9)
            #expect(x.role == y.role && x.importance == y.importance && x.accentable == y.accentable && x.image == y.image && x.on == y.on)
            #expect(x.monochrome.map { m in y.monochrome.map { abs($0 - m) < 1e-9 } ?? false } ?? (y.monochrome == nil))
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var widget: String
        var kind: ThemeError.Kind
        var line: Int
        var column: Int
        var path: String?
        var value: String?
        var suggestion: String?
        var testDescription: String { name }
    }

    /// Each case's `widget` is the body under `widgets:` (indented two spaces), after a
    /// three-line preamble, so its first line is line 5.
    static let cases: [Case] = [
        Case(name: "unknown widget key", widget: "  w:\n    backgrund: \"#000\"\n    elements: { a: \"#fff\" }\n",
             kind: .unknownKey, line: 6, column: 5, path: "widgets.w", value: "backgrund", suggestion: "did you mean 'background'?"),
        Case(name: "no background", widget: "  w:\n    elements: { a: \"#fff\" }\n", kind: .missingValue, line: 5, column: 3, path: "widgets.w"),
        Case(name: "unknown element key", widget: "  w:\n    background: \"#000\"\n    elements:\n      a:\n        color: \"#fff\"\n        acentable: true\n",
             kind: .unknownKey, line: 10, column: 9, path: "widgets.w.a", value: "acentable", suggestion: "did you mean 'accentable'?"),
        Case(name: "alpha above 100%", widget: "  w:\n    background: \"#000\"\n    elements:\n      a: { color: \"#fff\", alpha: 160% }\n",
             kind: .invalidName, line: 8, column: 34, path: "widgets.w.a", value: "160%", suggestion: "write 60% or 0.6"),
        Case(name: "alpha that is not a number", widget: "  w:\n    background: \"#000\"\n    elements:\n      a: { color: \"#fff\", alpha: half }\n",
             kind: .invalidName, line: 8, column: 34, path: "widgets.w.a", value: "half"),
        Case(name: "importance zero", widget: "  w:\n    background: \"#000\"\n    elements:\n      a: { color: \"#fff\", importance: 0 }\n",
             kind: .invalidName, line: 8, column: 39, path: "widgets.w.a", value: "0"),
        Case(name: "accentable not a boolean", widget: "  w:\n    background: \"#000\"\n    elements:\n      a: { color: \"#fff\", accentable: maybe }\n",
             kind: .invalidName, line: 8, column: 39, path: "widgets.w.a", value: "maybe"),
        Case(name: "misspelled image mode", widget: "  w:\n    background: \"#000\"\n    elements:\n      a: { color: \"#fff\", image: desaturate }\n",
             kind: .invalidName, line: 8, column: 34, path: "widgets.w.a", value: "desaturate", suggestion: "did you mean 'desaturated'?"),
        Case(name: "misspelled role", widget: "  w:\n    background: \"#000\"\n    elements:\n      a: { color: \"#fff\", role: txt }\n",
             kind: .invalidName, line: 8, column: 33, path: "widgets.w.a", value: "txt", suggestion: "did you mean 'text'?"),
        Case(name: "element without a color", widget: "  w:\n    background: \"#000\"\n    elements:\n      a: { role: text }\n",
             kind: .missingValue, line: 8, column: 7, path: "widgets.w.a"),
        Case(name: "invalid element color", widget: "  w:\n    background: \"#000\"\n    elements:\n      a: { color: \"#ggg\" }\n",
             kind: .invalidColor, line: 8, column: 21, path: "widgets.w.a", value: "#ggg"),
        Case(name: "reference to an unknown token", widget: "  w:\n    background: \"#000\"\n    elements:\n      a: { color: \"{palette.whit}\" }\n",
             kind: .unknownReference, line: 8, column: 19, path: "widgets.w.a", value: "{palette.whit}", suggestion: "did you mean '{palette.white}'?"),
        Case(name: "background referring to nothing", widget: "  w:\n    background: \"{backgruond}\"\n    elements: { a: \"#fff\" }\n",
             kind: .unknownReference, line: 6, column: 17, path: "widgets.w.background", value: "{backgruond}", suggestion: "did you mean '{background}'?"),
        Case(name: "on names no element", widget: "  w:\n    background: \"#000\"\n    elements:\n      day: { color: \"#fff\", on: perod }\n      period: \"#f00\"\n",
             kind: .unknownReference, line: 8, column: 7, path: "widgets.w.day", value: "perod", suggestion: "did you mean 'period'?"),
        Case(name: "elements drawn on each other", widget: "  w:\n    background: \"#000\"\n    elements:\n      a: { color: \"#fff\", on: b }\n      b: { color: \"#000\", on: a }\n",
             kind: .referenceCycle, line: 8, column: 7, path: "widgets.w.a"),
        Case(name: "widgets not a mapping", widget: "  - a\n", kind: .wrongType, line: 5, column: 3),
        Case(name: "no elements", widget: "  w:\n    background: \"#000\"\n", kind: .missingValue, line: 5, column: 3, path: "widgets.w"),
    ]

    @Test("bad widget input gives a clear error with its place", arguments: cases)
    func badInput(_ c: Case) throws {
        let text = "palette:\n  white: \"#fff\"\ntokens: { background: \"#111\" }\nwidgets:\n" + c.widget
        var errors: [ThemeError] = []
        do { _ = try ResolvedTheme(yaml: text, file: "w.yml") } catch { errors = error.errors }
        let error = try #require(errors.first { $0.kind == c.kind }, "\(errors)")
        #expect(error.location == SourceLocation(file: "w.yml", line: c.line, column: c.column), "\(error)")
        #expect(error.path == c.path, "\(error)")
        if let value = c.value { #expect(error.value == value, "\(error)") }
        if let suggestion = c.suggestion { #expect(error.suggestion == suggestion, "\(error)") }
    }

    @Test("the top-level key is suggested when misspelled")
    func misspelledSection() throws {
        var errors: [ThemeError] = []
        do { _ = try ResolvedTheme(yaml: "tokens: { a: red }\nwidget: {}\n", file: "w.yml") } catch { errors = error.errors }
        #expect(errors.first?.suggestion == "did you mean 'widgets'?")
    }
}
