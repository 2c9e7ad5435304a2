import ColorScience
import Testing

/// `Gamut(name:)`: each gamut by its own name and by the aliases people type, in any case.
@Suite("Gamut names")
struct GamutNameTests {
    @Test("a gamut by name or alias", arguments: [
        ("srgb", Gamut.srgb), ("sRGB", .srgb), ("display-p3", .displayP3), ("p3", .displayP3), ("P3", .displayP3),
        ("Display-P3", .displayP3), ("rec2020", .rec2020), ("rec-2020", .rec2020), ("bt2020", .rec2020),
    ])
    func named(_ name: String, _ gamut: Gamut) {
        #expect(Gamut(name: name) == gamut)
    }

    @Test("every gamut by its raw value; unknown names are nil")
    func rawValues() {
        for gamut in Gamut.allCases { #expect(Gamut(name: gamut.rawValue) == gamut) }
        for name in ["", "p4", "adobe-rgb", "display p3"] { #expect(Gamut(name: name) == nil) }
    }
}
