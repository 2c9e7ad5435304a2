import ColorScience
import Testing
import ThemeModel
@testable import ThemeAudit

@Suite struct NeumorphicCheckTests {
    /// The seed's `darkStart`, and white.
    static let darkStart = SRGB(RGBA8(red: 50, green: 60, blue: 65))
    static let white = SRGB(red: 1, green: 1, blue: 1)
    let style = NeumorphicStyle.derive(base: NeumorphicCheckTests.darkStart, dark: true)

    @Test func whiteIconOnTheSeedsDarkSurfacePasses() {
        let check = NeumorphicChecks.iconContrast(style, icon: NeumorphicCheckTests.white)
        #expect(check.passed)
        #expect(check.measured >= 7)
    }

    @Test func midGrayIconFails() {
        let check = NeumorphicChecks.iconContrast(style, icon: SRGB(RGBA8(red: 128, green: 128, blue: 128)))
        #expect(check.severity == .error)
        #expect(check.measured < 4.5)
    }

    @Test func iconBetweenMinimumAndGoalWarns() {
        let check = NeumorphicChecks.iconContrast(style, icon: SRGB(RGBA8(red: 200, green: 200, blue: 200)))
        #expect(check.severity == .warning, "\(check.measured)")
    }

    @Test func boundaryNeedsARing() {
        #expect(NeumorphicChecks.boundary(style).severity == .error)
        let ringed = NeumorphicStyle.derive(
            base: NeumorphicCheckTests.darkStart, dark: true, accent: SRGB(RGBA8(red: 120, green: 200, blue: 255)))
        let check = NeumorphicChecks.boundary(ringed)
        #expect(check.passed, "\(check.message)")
        #expect(check.measured >= 3)
    }

    @Test func hitTarget() {
        #expect(NeumorphicChecks.hitTarget(width: 44, height: 44).passed)
        #expect(NeumorphicChecks.hitTarget(width: 80, height: 30).severity == .error)
    }

    @Test func pressedMustDifferByMoreThanColor() {
        #expect(NeumorphicChecks.pressedState(unpressed: style.appearance(.flat), pressed: style.appearance(.pressed)).passed)
        var colorOnly = style.appearance(.flat)
        colorOnly.fill = .solid(NeumorphicCheckTests.white)
        let check = NeumorphicChecks.pressedState(unpressed: style.appearance(.flat), pressed: colorOnly)
        #expect(check.severity == .error)
    }
}
