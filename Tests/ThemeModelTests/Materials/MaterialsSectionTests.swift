import Testing
@testable import ThemeModel

/// The theme file's `materials:` section: parsed, written back, and every mistake reported.
@Suite("Materials: theme file section")
struct MaterialsSectionTests {
    static let tokens = """
        tokens:
          label:
            primary: "#000000"
            secondary: "#3c3c4399"
          background:
            primary: "#ffffff"
          photo:
            sky: "#8ec5ff"

        """

    static func errors(_ materials: String) -> [ThemeError] {
        do {
            _ = try ResolvedTheme(yaml: tokens + materials, file: "theme.yml")
            return []
        } catch {
            return error.errors
        }
    }

    @Test("entries with defaults, lists, patterns, size and minimum")
    func parses() throws {
        let theme = try ResolvedTheme(yaml: Self.tokens + """
            materials:
              - foreground: label.primary
              - foreground: [label.*]
                materials: [ultra-thin, thick]
                content: [photo.sky]
                size: large
                minimum: 3
            """, file: "theme.yml")
        let entries = theme.document.materials
        #expect(entries.count == 2)
        #expect(entries[0].foregrounds.map(\.description) == ["label.primary"])
        #expect(entries[0].materials == SystemMaterial.allCases)
        #expect(entries[0].content.isEmpty)
        #expect(entries[0].minimum == nil)
        #expect(entries[0].location.line == 10)
        #expect(entries[1].foregrounds.map(\.description) == ["label.*"])
        #expect(entries[1].materials == [.ultraThin, .thick])
        #expect(entries[1].content.map(\.description) == ["photo.sky"])
        #expect(entries[1].size == .large)
        #expect(entries[1].minimum.map { abs($0 - 3) < 1e-12 } == true)
    }

    @Test("the section survives writing the document back and reading it again")
    func roundTrip() throws {
        let theme = try ResolvedTheme(yaml: Self.tokens + """
            materials:
              - foreground: [label.primary, label.secondary]
                materials: [regular]
                content: [photo.*]
                size: "14pt bold"
                minimum: 7
              - foreground: label.primary
            """, file: "theme.yml")
        let text = theme.document.yaml
        #expect(text.contains("materials:\n  - foreground: [label.primary, label.secondary]\n    materials: [regular]\n"))
        let again = try ResolvedTheme(yaml: text, file: "again.yml")
        let strip = { (entries: [MaterialDeclaration]) in
            entries.map { ($0.foregrounds.map(\.description), $0.materials, $0.content.map(\.description), $0.size, $0.minimum) }
        }
        let (a, b) = (strip(theme.document.materials), strip(again.document.materials))
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) {
            #expect(x.0 == y.0 && x.1 == y.1 && x.2 == y.2 && x.3 == y.3 && x.4 == y.4)
        }
    }

    typealias Case = BadInputTests.Case

    static let cases: [Case] = [
        Case(name: "not a list", text: "materials: regular\n", kind: .wrongType, line: 9, column: 12),
        Case(name: "an entry that is not a mapping", text: "materials:\n  - label.primary\n", kind: .wrongType, line: 10, column: 5),
        Case(name: "misspelled key", text: "materials:\n  - foreground: label.primary\n    material: [thin]\n", kind: .unknownKey,
             line: 11, column: 5, value: "material", suggestion: "did you mean 'materials'?"),
        Case(name: "unknown material", text: "materials:\n  - foreground: label.primary\n    materials: [thin, reguler]\n",
             kind: .invalidName, line: 11, column: 23, value: "reguler", suggestion: "did you mean 'regular'?"),
        Case(name: "no foreground", text: "materials:\n  - materials: [thin]\n", kind: .missingValue, line: 10, column: 5),
        Case(name: "unknown foreground token", text: "materials:\n  - foreground: label.primray\n", kind: .unknownReference,
             line: 10, column: 17, value: "label.primray", suggestion: "did you mean 'label.primary'?"),
        Case(name: "content group with no tokens", text: "materials:\n  - foreground: label.primary\n    content: [photos.*]\n",
             kind: .unknownReference, line: 11, column: 15, value: "photos.*"),
        Case(name: "minimum out of range", text: "materials:\n  - foreground: label.primary\n    minimum: 30\n", kind: .invalidName,
             line: 11, column: 14, value: "30"),
        Case(name: "unknown size", text: "materials:\n  - foreground: label.primary\n    size: huge\n", kind: .invalidName,
             line: 11, column: 11, value: "huge"),
        Case(name: "an empty foreground list", text: "materials:\n  - foreground: []\n", kind: .missingValue, line: 10, column: 17),
        Case(name: "an empty materials list", text: "materials:\n  - foreground: label.primary\n    materials: []\n", kind: .missingValue,
             line: 11, column: 16),
    ]

    @Test("bad input gets an error with its place, value and suggestion", arguments: cases)
    func reports(_ testCase: Case) throws {
        let errors = Self.errors(testCase.text)
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect(error.kind == testCase.kind, "\(error)")
        #expect(error.location?.file == "theme.yml")
        #expect(error.location?.line == testCase.line, "\(error)")
        #expect(error.location?.column == testCase.column, "\(error)")
        if let value = testCase.value { #expect(error.value == value, "\(error)") }
        if let suggestion = testCase.suggestion { #expect(error.suggestion == suggestion, "\(error)") }
    }
}

/// The `vibrancy` key of a `materials:` entry.
@Suite("Materials: vibrancy in the theme file")
struct MaterialsVibrancySectionTests {
    @Test("a style name, a SwiftUI level or none; written back and read again")
    func parsesAndRoundTrips() throws {
        let theme = try ResolvedTheme(yaml: MaterialsSectionTests.tokens + """
            materials:
              - foreground: label.secondary
                materials: [thin]
                vibrancy: secondaryLabel
              - foreground: label.primary
                vibrancy: primary
              - foreground: label.primary
            """, file: "theme.yml")
        #expect(theme.document.materials.map(\.vibrancy) == [.secondaryLabel, .label, nil])
        let text = theme.document.yaml
        #expect(text.contains("  - foreground: [label.secondary]\n    materials: [thin]\n    vibrancy: secondaryLabel\n"))
        let again = try ResolvedTheme(yaml: text, file: "again.yml")
        #expect(again.document.materials.map(\.vibrancy) == [.secondaryLabel, .label, nil])
    }

    static let cases: [BadInputTests.Case] = [
        .init(name: "unknown vibrancy style", text: "materials:\n  - foreground: label.primary\n    vibrancy: secondaryLable\n",
              kind: .invalidName, line: 11, column: 15, value: "secondaryLable", suggestion: "did you mean 'secondaryLabel'?"),
        .init(name: "a list of styles", text: "materials:\n  - foreground: label.primary\n    vibrancy: [label]\n",
              kind: .wrongType, line: 11, column: 15),
    ]

    @Test("bad vibrancy gets an error with its place, value and suggestion", arguments: cases)
    func reports(_ testCase: BadInputTests.Case) throws {
        let errors = MaterialsSectionTests.errors(testCase.text)
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect(error.kind == testCase.kind, "\(error)")
        #expect(error.location?.line == testCase.line, "\(error)")
        #expect(error.location?.column == testCase.column, "\(error)")
        if let value = testCase.value { #expect(error.value == value, "\(error)") }
        if let suggestion = testCase.suggestion { #expect(error.suggestion == suggestion, "\(error)") }
    }
}
