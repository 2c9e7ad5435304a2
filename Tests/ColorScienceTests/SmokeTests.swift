import Testing
@testable import ColorScience

@Test func whiteIsWhite() {
    let oklab = OKLab(SRGB(red: 1, green: 1, blue: 1))
    #expect(abs(oklab.lightness - 1) < 1e-12)
}
