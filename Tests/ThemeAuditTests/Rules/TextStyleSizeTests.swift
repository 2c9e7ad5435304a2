import Testing
import ThemeAudit
import ThemeModel

/// Text styles feed the audit: a token used for caption2 at AX5 is measured as the 40 pt text it
/// is, at the default size as the 11 pt text it is.
@Suite("Text styles in the audit")
struct TextStyleSizeTests {
    @Test("a style and category parse to the style's size and weight")
    func parsing() {
        #expect(TextSize(parsing: "caption2 AX5") == .points(40, bold: false))
        #expect(TextSize(parsing: "caption2") == .points(11, bold: false))
        #expect(TextSize(parsing: "headline") == .points(17, bold: true))
        #expect(TextSize(parsing: "caption2 AX9") == nil)
        #expect(TextSize(parsing: "large") == .large)
    }

    static func theme(size: String) -> String {
        """
        tokens:
          text:
            note:
              size: "\(size)"
              value: "#949494"
          background:
            page: "#ffffff"
        contrast:
          - foreground: text.note
            background: background.page
        """
    }

    @Test("gray at about 3:1 fails as caption2 at the default size and passes at AX5, under WCAG AA",
          arguments: [("caption2", 1), ("caption2 AX5", 0)])
    func audit(size: String, expected: Int) throws {
        let theme = try ResolvedTheme(yaml: Self.theme(size: size), file: "t.yml")
        let report = Auditor().audit(theme)
        let contrast = report.findings.filter { $0.rule == .contrast }
        #expect(Set(contrast.map(\.token)).count == expected)
        #expect(contrast.allSatisfy { abs(($0.required ?? 0) - 4.5) < 1e-12 })
    }
}
