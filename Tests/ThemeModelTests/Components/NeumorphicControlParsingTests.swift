import Testing
@testable import ThemeModel

/// The `neumorphic:` section: controls read with their defaults, written back, and every kind
/// of mistake reported with its place.
@Suite("Theme file: neumorphic controls")
struct NeumorphicControlParsingTests {
    static let theme = """
        tokens:
          surface:
            main:
              role: background
              value: "rgb(50 60 65)"
          icon:
            primary: white
        neumorphic:
          play:
            description: The player's main button
            surface: "{surface.main}"
            icon: "{icon.primary}"
            accent: "#3ca0f0"
            shape: rounded
            corner-radius: 12
            size: 60x44
          mute:
            surface: "{surface.main}"
            icon: "{icon.primary} / 60%"
        """

    @Test("controls are read with their colors, outline and size, and defaults where none is given")
    func reads() throws {
        let resolved = try ResolvedTheme(yaml: Self.theme, file: "t.yml")
        let controls = resolved.document.neumorphic
        #expect(controls.map(\.name) == ["play", "mute"])
        let play = controls[0]
        #expect(play.description == "The player's main button")
        #expect(play.surface.expression == .reference("surface.main", alpha: nil))
        #expect(play.accent?.expression.description == "#3ca0f0")
        #expect(play.shape == .rounded(cornerRadius: 12))
        #expect(abs(play.width - 60) < 1e-9 && abs(play.height - 44) < 1e-9)
        #expect(play.location.line == 9)
        #expect(play.path == "neumorphic.play")
        let mute = controls[1]
        #expect(mute.shape == .circle)
        #expect(abs(mute.width - NeumorphicControl.defaultSide) < 1e-9)
        #expect(mute.accent == nil)
        #expect(mute.icon.expression == .reference("icon.primary", alpha: 0.6))
    }

    @Test("any shape: SwiftUI's by name, a rounded rectangle with its radius, an app's own Shape type; a fill and a stroke", arguments: [
        ("shape: capsule", NeumorphicShape.capsule),
        ("shape: Capsule", .capsule),
        ("shape: RoundedRectangle\n    corner-radius: 8", .rounded(cornerRadius: 8)),
        ("shape: rectangle", .custom("Rectangle")),
        ("shape: ellipse", .custom("Ellipse")),
        ("shape: Hexagon", .custom("Hexagon")),
        ("shape: Shapes.Ticket", .custom("Shapes.Ticket")),
    ])
    func shapes(line: String, shape: NeumorphicShape) throws {
        let text = Self.head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    \(line)\n    fill: flat\n    stroke: false\n"
        let document = try ResolvedTheme(yaml: text, file: "t.yml").document
        let control = try #require(document.neumorphic.first)
        #expect(control.shape == shape)
        #expect(control.fill == .flat && !control.stroked)
        // Written back, it reads the same.
        let again = try #require(try ResolvedTheme(yaml: document.yaml, file: "t.yml").document.neumorphic.first)
        #expect(again.shape == shape && again.fill == .flat && !again.stroked)
    }

    @Test("the fill is the gradient and the strokes are drawn unless the file says otherwise")
    func fillDefaults() throws {
        let control = try ResolvedTheme(yaml: Self.theme, file: "t.yml").document.neumorphic[1]
        #expect(control.fill == .gradient && control.stroked)
    }

    @Test("a resolved theme gives a control's colors in each appearance, alpha scaled")
    func colors() throws {
        let resolved = try ResolvedTheme(yaml: Self.theme, file: "t.yml")
        let mute = resolved.document.neumorphic[1]
        let icon = try #require(resolved.color(of: mute.icon.expression, in: .dark))
        #expect(abs(icon.alpha - 0.6) < 1e-9 && abs(icon.red - 1) < 1e-9)
        #expect(resolved.color(of: .reference("icon.missing", alpha: nil), in: .light) == nil)
    }

    @Test("the section is written back and reads the same")
    func roundTrip() throws {
        let document = try ResolvedTheme(yaml: Self.theme, file: "t.yml").document
        let again = try ResolvedTheme(yaml: document.yaml, file: "t.yml").document
        #expect(again.neumorphic.map(\.name) == document.neumorphic.map(\.name))
        for (a, b) in zip(again.neumorphic, document.neumorphic) {
            #expect(a.surface.expression == b.surface.expression)
            #expect(a.icon.expression == b.icon.expression)
            #expect(a.accent?.expression == b.accent?.expression)
            #expect(a.shape == b.shape && a.width == b.width && a.height == b.height && a.description == b.description)
        }
    }

    static let head = "tokens:\n  surface: \"#323c41\"\n  icon: white\nneumorphic:\n"

    static let cases: [BadInputTests.Case] = [
        .init(name: "a control without an icon", text: head + "  play:\n    surface: \"{surface}\"\n", kind: .missingValue,
              line: 5, column: 3, path: "neumorphic.play"),
        .init(name: "a misspelled key", text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    accnet: red\n",
              kind: .unknownKey, line: 8, column: 5, path: "neumorphic.play", value: "accnet", suggestion: "did you mean 'accent'?"),
        .init(name: "an unknown shape", text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    shape: cirlce\n",
              kind: .invalidName, line: 8, column: 12, path: "neumorphic.play", value: "cirlce", suggestion: "did you mean 'circle'?"),
        .init(name: "an unknown lower-case shape", text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    shape: capsul\n",
              kind: .invalidName, line: 8, column: 12, path: "neumorphic.play", value: "capsul", suggestion: "did you mean 'capsule'?"),
        .init(name: "a shape that is no Swift type name", text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    shape: My Shape\n",
              kind: .invalidName, line: 8, column: 12, path: "neumorphic.play", value: "My Shape"),
        .init(name: "a corner radius on a capsule",
              text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    shape: capsule\n    corner-radius: 8\n",
              kind: .invalidName, line: 8, column: 12, path: "neumorphic.play", suggestion: "write shape: rounded"),
        .init(name: "an unknown fill", text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    fill: flatt\n",
              kind: .invalidName, line: 8, column: 11, path: "neumorphic.play", value: "flatt", suggestion: "did you mean 'flat'?"),
        .init(name: "a stroke that is not true or false", text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    stroke: thick\n",
              kind: .invalidName, line: 8, column: 13, path: "neumorphic.play", value: "thick"),
        .init(name: "a corner radius on a circle",
              text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    shape: circle\n    corner-radius: 8\n",
              kind: .invalidName, line: 8, column: 12, path: "neumorphic.play", suggestion: "write shape: rounded"),
        .init(name: "a size that is not points", text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    size: big\n",
              kind: .invalidName, line: 8, column: 11, path: "neumorphic.play", value: "big", suggestion: "write size: 60 or size: 60x44"),
        .init(name: "a corner radius with no shape (a circle)",
              text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    corner-radius: 8\n",
              kind: .invalidName, line: 8, column: 5, path: "neumorphic.play", suggestion: "write shape: rounded"),
        .init(name: "a size with a missing height", text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    size: 60x\n",
              kind: .invalidName, line: 8, column: 11, path: "neumorphic.play", value: "60x"),
        .init(name: "a size beyond any screen", text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"{icon}\"\n    size: 1e19\n",
              kind: .invalidName, line: 8, column: 11, path: "neumorphic.play", value: "1e19"),
        .init(name: "a reference to nothing", text: head + "  play:\n    surface: \"{surfce}\"\n    icon: \"{icon}\"\n",
              kind: .unknownReference, line: 6, column: 14, path: "neumorphic.play", value: "{surfce}", suggestion: "did you mean '{surface}'?"),
        .init(name: "an invalid color", text: head + "  play:\n    surface: \"{surface}\"\n    icon: \"rgb(1 2)\"\n",
              kind: .invalidColor, line: 7, column: 19, path: "neumorphic.play"),
        .init(name: "a control that is not a mapping", text: head + "  play: red\n", kind: .wrongType, line: 5, column: 9,
              path: "neumorphic.play"),
        .init(name: "a section that is a list", text: head + "  - play\n", kind: .wrongType, line: 5, column: 3),
    ]

    @Test("mistakes get a clear error with their place", arguments: cases)
    func reportsCase(_ testCase: BadInputTests.Case) throws {
        let errors = BadInputTests.errors(testCase.text)
        let error = try #require(errors.first { $0.kind == testCase.kind }, "got \(errors)")
        #expect(error.location?.line == testCase.line, "\(error)")
        #expect(error.location?.column == testCase.column, "\(error)")
        if let path = testCase.path { #expect(error.path == path, "\(error)") }
        if let value = testCase.value { #expect(error.value == value, "\(error)") }
        if let suggestion = testCase.suggestion { #expect(error.suggestion == suggestion, "\(error)") }
    }
}
