import ColorScience
import Testing
import ThemeAudit

/// The neumorphic SwiftUI styles and CSS, compared with golden files and (the Swift) type-checked
/// against the SwiftUI stub for iOS and macOS, for each kind of style the generator makes.
@Suite struct NeumorphicSwiftTypeCheckTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var typeName: String
        var style: NeumorphicStyle
        var testDescription: String { name }

        static func hex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> SRGB { SRGB(RGBA8(red: red, green: green, blue: blue)) }

        static let all: [Case] = [
            // The seed's dark surface (darkStart), a circle.
            Case(name: "dark-circle", typeName: "Neumorphic", style: .derive(base: hex(50, 60, 65), dark: true)),
            // The classic light gray, a rounded rectangle: the solid shade stroke path.
            Case(name: "light-rounded", typeName: "Soft",
                 style: .derive(base: hex(224, 229, 236), shape: .rounded(cornerRadius: 20), dark: false)),
            // The accessible colorful variant: an accent ring that fills the pressed state.
            Case(name: "colorful", typeName: "Colorful",
                 style: .derive(base: hex(50, 60, 65), shape: .rounded(cornerRadius: 12), dark: true, accent: hex(60, 160, 240))),
            // Pure black: the surface moved inward, scaled up.
            Case(name: "black-scaled", typeName: "Night", style: .derive(base: hex(0, 0, 0), dark: true, scale: 1.5)),
        ]
    }

    @Test(arguments: Case.all)
    func swiftMatchesTheGolden(_ example: Case) throws {
        try SwiftGolden.check(NeumorphicSwiftGenerator.source(example.style, name: example.typeName), path: "neumorphic/\(example.name).swift")
    }

    /// One checker for every case: building the stub modules is the slow part.
    @Test func swiftTypeChecks() throws {
        let checker = try SwiftTypeChecker()
        for example in Case.all {
            let source = NeumorphicSwiftGenerator.source(example.style, name: example.typeName)
            for platform in SwiftTypeChecker.Platform.allCases {
                do {
                    try checker.typeCheck(source, name: "\(example.typeName)Styles.swift", for: platform)
                } catch {
                    Issue.record("\(example.name) on \(platform): \(error)")
                }
            }
        }
    }

    @Test(arguments: Case.all)
    func cssMatchesTheGolden(_ example: Case) throws {
        try SwiftGolden.check(NeumorphicCSSGenerator.stylesheet(example.style), path: "neumorphic/\(example.name).css")
    }
}
