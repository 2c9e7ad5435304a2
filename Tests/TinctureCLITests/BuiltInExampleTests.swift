import Foundation
import Testing
@testable import TinctureCLI

/// The built-in example stands in for a missing theme only where a person is watching; in CI,
/// piped or as JSON/SARIF a missing theme fails as `validate` says it, and `--example` asks for
/// the example anywhere.
@Suite("Built-in example")
struct BuiltInExampleTests {
    /// Where no person watches: piped, in CI, or JSON and SARIF output.
    static let unattended: [(arguments: [String], terminal: Bool, environment: [String: String])] = [
        ([], false, [:]),
        ([], true, ["CI": "true"]),
        ([], false, ["CI": "1"]),
        (["--format", "json"], true, [:]),
        (["--format", "sarif"], true, [:]),
        (["--format", "json"], false, ["CI": "true"]),
    ]

    @Test("unattended, a missing theme exits 66 with validate's message", arguments: unattended.indices)
    func missingThemeFails(_ index: Int) throws {
        try AuditCommandTests.requireNoThemeHere()
        let (arguments, terminal, environment) = Self.unattended[index]
        let validate = runTincture(["validate"])
        #expect(validate.exitCode == 66)
        let message = try #require(validate.standardError.split(separator: "\n").first.map(String.init))
        let audit = runTincture(["audit"] + arguments, terminal: terminal, environment: environment)
        #expect(audit.exitCode == 66, "\(audit.standardOutput)")
        #expect(audit.standardError.split(separator: "\n").first.map(String.init) == message, "\(audit.standardError)")
        #expect(audit.standardError.contains("--example"), "says how to ask for the example")
        #expect(audit.standardOutput.isEmpty)
    }

    @Test("--example audits the built-in example anywhere", arguments: unattended.indices)
    func explicitExample(_ index: Int) throws {
        let (arguments, terminal, environment) = Self.unattended[index]
        let audit = runTincture(["audit", "--example", "--fail-on", "never"] + arguments, terminal: terminal, environment: environment)
        #expect(audit.exitCode == 0, "\(audit.standardError)")
        #expect(audit.standardOutput.contains("Examples/try-swift.yml"), "\(audit.standardOutput.prefix(300))")
        // Without --fail-on never it fails on the example's errors, as the README says.
        #expect(runTincture(["audit", "--example"] + arguments, terminal: terminal, environment: environment).exitCode == 1)
    }

    @Test("--example with a theme file is a usage error")
    func exampleAndTheme() {
        let audit = runTincture(["audit", "--example", AuditSchemas.example("try-swift.yml")])
        #expect(audit.exitCode == 64)
        #expect(audit.standardError.contains("--example"))
    }

    @Test("the README runs the main job on the built-in example with one command that works anywhere")
    func readme() throws {
        let readme = try AuditSchemas.read("README.md")
        #expect(readme.contains("swift run tincture audit --example"))
    }
}
