import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import TinctureCLI

@Suite("Project configuration (.tincture.yml)")
struct ProjectConfigurationTests {
    @Test("Every key is read, with the place that sets it")
    func reads() throws {
        let text = """
            included: [App]
            excluded:
              - App/Vendor
              - "**/Previews"
            policy: apple
            fail-on: warning
            appearances: [light, dark]
            visions: [deuteranopia]
            system: ios26
            rules:
              hard-coded-color: off
              contrast-color-vision: {severity: error}
            """
        let configuration = try ProjectConfiguration.parse(text, file: "/repo/.tincture.yml")
        #expect(configuration.included == ["App"])
        #expect(configuration.excluded == ["App/Vendor", "**/Previews"])
        #expect(configuration.policy == .apple)
        #expect(configuration.failOn == .warning)
        #expect(configuration.appearances == [.light, .dark])
        #expect(configuration.visions == [.deuteranopia])
        #expect(configuration.system == .ios26)
        #expect(configuration.disabledRules == ["hard-coded-color"])
        #expect(configuration.severities == ["contrast-color-vision": .error])
        #expect(configuration.origins["policy"] == SourceLocation(file: "/repo/.tincture.yml", line: 5, column: 1))
        let audit = configuration.audit(policy: nil)
        #expect(audit.policy == .apple && audit.visions == [.deuteranopia] && audit.appearances == [.light, .dark])
        #expect(configuration.audit(policy: .wcagAAA).policy == .wcagAAA)
    }

    @Test("An unknown key or value is an error at its line and column, naming what is allowed", arguments: [
        ("polcy: apple", "1:1: error: unknown key 'polcy' (did you mean 'policy'?"),
        ("policy: strict", "1:9: error: policy: 'strict' is not allowed (allowed: wcag-aa, wcag-aaa, apple)"),
        ("rules:\n  contrast: {severity: loud}", "2:24: error: rules: contrast: severity: 'loud' is not allowed"),
        ("rules:\n  contrasts: off", "2:3: error: rules: unknown rule 'contrasts' (did you mean 'contrast'?"),
        ("appearances: [light, dusk]", "1:22: error: appearances: unknown appearance 'dusk'"),
        ("visions: [deuteranomaly]", "1:11: error: visions: unknown color vision 'deuteranomaly'"),
        ("excluded: {a: b}", "1:11: error: excluded: give a list of strings"),
        ("rules: [a]", "1:8: error: rules: give a mapping"),
    ])
    func errors(_ text: String, _ expected: String) {
        #expect(throws: ConfigurationError.self) { _ = try ProjectConfiguration.parse(text, file: "c.yml") }
        do {
            _ = try ProjectConfiguration.parse(text, file: "c.yml")
        } catch {
            #expect(error.description.hasPrefix("c.yml:" + expected), "\(error.description)")
        }
    }

    @Test("audit with an unknown key exits 64 naming it; the nearest .tincture.yml above the path is used")
    func auditReadsIt() throws {
        let folder = try Scratch.directory("config")
        try DiskState.put("polcy: apple\n", at: folder + "/bad.yml")
        let bad = runTincture(["audit", AuditSchemas.example("try-swift.yml"), "--config", folder + "/bad.yml"])
        #expect(bad.exitCode == 64)
        #expect(bad.standardError.contains("unknown key 'polcy'"))
        // Found by walking up from the theme's folder.
        try FileManager.default.createDirectory(atPath: folder + "/themes", withIntermediateDirectories: true)
        try DiskState.put(String(contentsOfFile: AuditSchemas.example("try-swift.yml"), encoding: .utf8), at: folder + "/themes/theme.yml")
        let plain = runTincture(["audit", folder + "/themes/theme.yml", "--format", "json"])
        try DiskState.put("rules:\n  distinct: off\n  contrast: {severity: warning}\nfail-on: never\n", at: folder + "/.tincture.yml")
        let configured = runTincture(["audit", folder + "/themes/theme.yml", "--format", "json"])
        #expect(plain.exitCode == 1)
        #expect(configured.exitCode == 0)  // fail-on: never
        #expect(plain.standardOutput.contains("\"rule\" : \"distinct\""))
        #expect(!configured.standardOutput.contains("\"rule\" : \"distinct\""))
        #expect(!configured.standardOutput.contains("\"rule\" : \"contrast\",\n      \"severity\" : \"error\""))
        // The command line wins.
        #expect(runTincture(["audit", folder + "/themes/theme.yml", "--fail-on", "warning"]).exitCode == 1)
    }

    @Test("excluded paths of an app's folder are not read")
    func excluded() throws {
        let folder = try Scratch.directory("config-app")
        let app = folder + "/SwiftUIApp"
        try FileManager.default.copyItem(atPath: ScanCommandTests.app, toPath: app)
        let before = runTincture(["scan", app, "--format", "json"]).standardOutput
        #expect(before.contains("CardView.swift"))
        #expect(before.contains("Shared/Colors.xcassets"))
        try DiskState.put("excluded: [App/CardView.swift, \"**/Vendor\", Shared]\n", at: app + "/.tincture.yml")
        let after = runTincture(["scan", app, "--format", "json"]).standardOutput
        #expect(!after.contains("CardView.swift"))
        #expect(after.contains("RowViews.swift"))
        // Catalogs too.
        #expect(!after.contains("Shared/Colors.xcassets"))
        #expect(after.contains("App/Assets.xcassets"))
    }

    @Test("included and excluded match a path or a folder above it, relative to the configuration's folder")
    func globs() throws {
        var configuration = ProjectConfiguration(file: "/repo/.tincture.yml")
        configuration.included = ["App", "Shared/*.swift"]
        configuration.excluded = ["**/Generated", "App/Legacy*"]
        #expect(configuration.reads("/repo/App/View.swift"))
        #expect(configuration.reads("/repo/Shared/Colors.swift"))
        #expect(!configuration.reads("/repo/Shared/Deep/Colors.swift"))
        #expect(!configuration.reads("/repo/Other/View.swift"))
        #expect(!configuration.reads("/repo/App/Generated/Assets.swift"))
        #expect(!configuration.reads("/repo/App/LegacyViews/Old.swift"))
        #expect(!configuration.reads("/elsewhere/App/View.swift"))
        #expect(ProjectConfiguration().reads("/anything.swift"))
    }

    @Test("tincture config prints each value and where it comes from")
    func printsIt() throws {
        let folder = try Scratch.directory("config-print")
        try DiskState.put("policy: apple\nrules:\n  hard-coded-color: off\n", at: folder + "/.tincture.yml")
        let result = runTincture(["config", folder])
        #expect(result.exitCode == 0)
        #expect(result.lines.contains { $0.hasSuffix("/.tincture.yml") && $0.hasPrefix("configuration: ") })
        #expect(result.lines.contains("policy: apple (\(folder)/.tincture.yml:1:1)"))
        #expect(result.lines.contains("fail-on: error (default)"))
        #expect(result.lines.contains("  hard-coded-color: off"))
    }
}

@Suite("Configuration ignore: entries")
struct IgnoreEntryTests {
    @Test("ignore: silences findings by pair or color name, as external suppressions kept in JSON; an entry that silences nothing is reported")
    func ignores() throws {
        let folder = try Scratch.directory("ignore")
        try DiskState.put(String(contentsOfFile: AuditSchemas.example("try-swift.yml"), encoding: .utf8), at: folder + "/theme.yml")
        try DiskState.put("""
            ignore:
              - pair: [status.error, background.content]
                rules: [contrast]
                reason: the error icon always has a label beside it
              - color: "palette.nothing*"
            """, at: folder + "/.tincture.yml")
        let result = runTincture(["audit", folder + "/theme.yml", "--format", "json"])
        let json = try JSONValue.parse(result.standardOutput)
        let findings = try #require(json["findings"]?.array)
        let silenced = findings.filter { $0["suppression"]?["kind"]?.string == "external" }
        #expect(!silenced.isEmpty)
        #expect(silenced.allSatisfy { $0["token"]?.string == "status.error" && $0["other"]?.string == "background.content" && $0["rule"]?.string == "contrast" })
        #expect(silenced.first?["suppression"]?["reason"]?.string == "the error icon always has a label beside it")
        #expect(!findings.contains { $0["suppression"]?["kind"] == nil && $0["rule"]?.string == "contrast" && $0["token"]?.string == "status.error" })
        let superfluous = try #require(findings.first { $0["rule"]?.string == "superfluous-suppression" })
        #expect(superfluous["location"]?["line"]?.int == 5)
        #expect(superfluous["message"]?.string?.contains("ignore: palette.nothing*") == true)
        #expect(runTincture(["config", folder]).lines.contains("  ignore: status.error on background.content (contrast) - the error icon always has a label beside it"))
    }

    @Test("An ignore entry needs color or pair, and names known rules", arguments: [
        ("ignore:\n  - rules: [contrast]", "2:5: error: ignore: give each entry either `color` or `pair`"),
        ("ignore:\n  - color: a\n    pair: [b, c]", "2:5: error: ignore: give each entry either `color` or `pair`"),
        ("ignore:\n  - pair: [a]", "2:11: error: ignore: pair: give two names"),
        ("ignore:\n  - color: a\n    rules: [contrats]", "3:13: error: ignore: unknown rule 'contrats' (did you mean 'contrast'?"),
        ("ignore:\n  - color: a\n    because: x", "3:5: error: ignore: unknown key 'because'"),
        ("ignore: a", "1:9: error: ignore: give a list of entries"),
    ])
    func errors(_ text: String, _ expected: String) {
        do {
            _ = try ProjectConfiguration.parse(text, file: "c.yml")
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description.hasPrefix("c.yml:" + expected), "\(error.description)")
        }
    }
}
