import ColorScience
import Foundation
import Testing
import ThemeCodegen
import ThemeModel

/// The neumorphic SwiftUI styles and CSS, compared with golden files and (the Swift) type-checked
/// against the SwiftUI stub for iOS and macOS, for each kind of style the generator makes — with
/// code that uses them as an app would, so the API composes as well as compiles.
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
            // The article's first look on a capsule: flat, without the stroke overlays.
            Case(name: "flat-capsule", typeName: "Pill",
                 style: .derive(base: hex(50, 60, 65), shape: .capsule, dark: true, fill: .flat, stroked: false)),
            // An app's own shape, by its type's name.
            Case(name: "custom-shape", typeName: "Badge", style: .derive(base: hex(224, 229, 236), shape: .custom("Hexagon"), dark: false)),
        ]
    }

    /// What an app writes with a generated file: the style's own members, the styles in another
    /// shape, fill and stroke, and the background alone. `Hexagon` is an app's own shape.
    static func usage(prefix: String, member: String, shapeStub: Bool) -> String {
        """

        // Test-only: how an app uses the generated styles.
        struct UsageOf\(prefix)_\(member): View {
            var body: some View {
                ZStack {
                    Button(action: {}) { Text("Play") }.buttonStyle(.\(member))
                    Text("On").toggleStyle(.\(member))
                    Button(action: {}) { Text("Any") }
                        .buttonStyle(\(prefix)ButtonStyle(colors: .\(member), shape: Capsule(), fill: .flat, stroked: false))
                    Text("Any").toggleStyle(\(prefix)ToggleStyle(colors: .\(member), shape: RoundedRectangle(cornerRadius: 8), fill: .gradient))
                    Text("Card").background(\(prefix)Background(colors: .\(member), isHighlighted: true, shape: Circle(), fill: .flat))
                }
            }
        }
        \(shapeStub ? "\nstruct Hexagon: Shape {\n    var body: Never { fatalError() }\n}\n" : "")
        """
    }

    static func member(_ typeName: String) -> String { typeName.prefix(1).lowercased() + typeName.dropFirst() }

    @Test(arguments: Case.all)
    func swiftMatchesTheGolden(_ example: Case) throws {
        try SwiftGolden.check(NeumorphicSwiftGenerator.source(example.style, name: example.typeName), path: "neumorphic/\(example.name).swift")
    }

    /// The controls of `Examples/neumorphic-controls.yml`, as `tincture generate --format neumorphic` writes them.
    static func exampleControls() throws -> GeneratedFile {
        let theme = try ResolvedTheme(contentsOfFile: SwiftGolden.examplesDirectory.appendingPathComponent("neumorphic-controls.yml").path)
        let files = try NeumorphicGenerator().generate(GeneratorInput(theme: theme))
        try #require(files.count == 1)
        return files[0]
    }

    @Test func themeControlsMatchTheGolden() throws {
        let file = try Self.exampleControls()
        #expect(file.path == "Colors+Neumorphic.swift")
        try SwiftGolden.check(file.contents, path: "neumorphic/controls/\(file.path)")
    }

    /// One checker for every case: building the stub modules is the slow part. The twenty runs
    /// of swiftc wait on a thread of their own, not on one the other tests share: on a busy
    /// machine they take minutes, during which tests that need the main actor or the
    /// concurrency pool (the ThemeStore's) would otherwise run out of time.
    @Test func swiftTypeChecks() async throws {
        var sources = Case.all.map { example in
            (example.name, NeumorphicSwiftGenerator.source(example.style, name: example.typeName)
                + Self.usage(prefix: example.typeName, member: Self.member(example.typeName), shapeStub: example.name == "custom-shape"))
        }
        sources.append(("controls", try Self.exampleControls().contents + Self.usage(prefix: "Neumorphic", member: "volume", shapeStub: false)))
        let checked = sources
        let failures = await Self.onOwnThread { () -> [String] in
            let checker: SwiftTypeChecker
            do { checker = try SwiftTypeChecker() } catch { return ["the stub modules do not build: \(error)"] }
            var failures: [String] = []
            for (name, source) in checked {
                for platform in SwiftTypeChecker.Platform.allCases {
                    do {
                        try checker.typeCheck(source, name: "\(name.replacingOccurrences(of: "-", with: "_")).swift", for: platform)
                    } catch {
                        failures.append("\(name) on \(platform): \(error)")
                    }
                }
            }
            return failures
        }
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }

    /// Runs blocking work on a new thread and waits for it without holding a shared one.
    static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }

    @Test(arguments: Case.all)
    func cssMatchesTheGolden(_ example: Case) throws {
        try SwiftGolden.check(NeumorphicCSSGenerator.stylesheet(example.style), path: "neumorphic/\(example.name).css")
    }
}
