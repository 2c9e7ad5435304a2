import Testing
import ThemeModel
@testable import ThemeAudit

/// The alpha ladder: the article's steps, the computed ladder beyond four levels.
@Suite("Widget monochrome palette")
struct WidgetMonochromePaletteTests {
    // Beyond four levels: 0.2^(i/(n−1)); 0.2^(1/4) = 0.66874, 0.2^(1/5) = 0.72478 (worked out by hand).
    @Test("ladders by number of levels", arguments: [
        (1, [1.0]), (2, [1, 0.6]), (3, [1, 0.6, 0.3]), (4, [1, 0.6, 0.3, 0.2]),
        (5, [1, 0.669, 0.447, 0.299, 0.2]), (6, [1, 0.725, 0.525, 0.381, 0.276, 0.2]),
    ])
    func ladder(levels: Int, expected: [Double]) {
        let ladder = WidgetMonochromePalette.ladder(levels: levels)
        #expect(ladder.count == expected.count)
        for (a, b) in zip(ladder, expected) { #expect(abs(a - b) < 0.0015, "\(ladder)") }
    }

    @Test("elements take their level's step; elements of one level share it")
    func palette() {
        let here = SourceLocation.builtIn("t")
        let widget = WidgetDescription(name: "w", background: .reference("b", alpha: nil), elements: [
            WidgetElement(name: "today", color: .reference("a", alpha: nil), importance: 1, location: here),
            WidgetElement(name: "period", color: .reference("a", alpha: nil), importance: 3, location: here),
            WidgetElement(name: "fertile", color: .reference("a", alpha: nil), importance: 7, location: here),
            WidgetElement(name: "ovulation", color: .reference("a", alpha: nil), importance: 3, location: here),
        ], location: here)
        let palette = WidgetMonochromePalette(widget)
        #expect(palette.levels == [1, 3, 7])
        #expect(palette.alphas.map(\.alpha) == [1, 0.6, 0.3, 0.6])
        let applied = palette.applied(to: widget)
        #expect(applied.elements.map(\.monochrome) == [1, 0.6, 0.3, 0.6])
    }
}
