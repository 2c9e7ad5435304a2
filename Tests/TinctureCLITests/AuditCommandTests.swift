import Foundation
import Testing
import ThemeAudit
@testable import TinctureCLI

/// `tincture audit`: its JSON and SARIF against their schemas, what GitHub code scanning needs,
/// exit codes, and the built-in example.
@Suite("Audit command")
struct AuditCommandTests {
    /// The JSON or SARIF of `audit` on an example (nil: the built-in example).
    static func run(_ format: String, _ example: String?) -> CommandOutput {
        runTincture(["audit"] + (example.map { [AuditSchemas.example($0)] } ?? ["--example"]) + ["--format", format, "--fail-on", "never"])
    }

    static let themes: [String?] = AuditSchemas.examples.map(Optional.some) + [nil]

    /// The built-in example runs only where no tincture.yml would be picked instead.
    static func requireNoThemeHere() throws {
        try #require(!FileManager.default.fileExists(atPath: defaultThemeFile), "the test process's directory has a tincture.yml")
    }

    @Test("--format json validates against docs/audit-report.schema.json", arguments: themes)
    func jsonSchema(_ example: String?) throws {
        if example == nil { try Self.requireNoThemeHere() }
        let output = Self.run("json", example)
        #expect(output.exitCode == 0, "\(output.standardError)")
        let document = try JSONValue.parse(output.standardOutput)
        let errors = try AuditSchemas.auditReport().errors(in: document)
        #expect(errors.isEmpty, "\(errors.prefix(10))")
        // The summary counts the findings.
        let findings = try #require(document["findings"]?.array)
        for severity in ["error", "warning", "note"] {
            #expect(document["summary"]?[severity + "s"]?.int == findings.count { $0["severity"]?.string == severity })
        }
        #expect(document["file"]?.string == (example.map(AuditSchemas.example) ?? "Examples/try-swift.yml"))
    }

    @Test("--format sarif validates against the OASIS SARIF 2.1.0 schema", arguments: themes)
    func sarifSchema(_ example: String?) throws {
        if example == nil { try Self.requireNoThemeHere() }
        let output = Self.run("sarif", example)
        #expect(output.exitCode == 0, "\(output.standardError)")
        let errors = try AuditSchemas.sarif().errors(in: JSONValue.parse(output.standardOutput))
        #expect(errors.isEmpty, "\(errors.prefix(10))")
    }

    @Test("the schemas catch a report that breaks them")
    func schemasCatch() throws {
        let output = Self.run("json", "try-swift.yml")
        guard case .object(var document) = try JSONValue.parse(output.standardOutput) else {
            Issue.record("not an object")
            return
        }
        let schema = try AuditSchemas.auditReport()
        #expect(schema.isValid(.object(document)))
        document["schemaVersion"] = .number(2)
        #expect(!schema.isValid(.object(document)))
        document["schemaVersion"] = .number(1)
        document["policy"] = .string("wcag-a")
        #expect(!schema.isValid(.object(document)))

        // Deep inside: a finding with an unknown rule, a color that is not hex.
        guard case .array(var findings) = document["findings"], case .object(var finding) = findings.first else {
            Issue.record("no findings in try-swift.yml's report")
            return
        }
        finding["rule"] = .string("contrast-ratio")
        findings[0] = .object(finding)
        document["findings"] = .array(findings)
        #expect(schema.errors(in: .object(document)).contains { $0.hasPrefix("/findings/0/rule:") })
        finding["rule"] = .string("contrast")
        finding["colors"] = .array([.string("red")])
        findings[0] = .object(finding)
        document["findings"] = .array(findings)
        #expect(schema.errors(in: .object(document)).contains { $0.hasPrefix("/findings/0/colors/0:") })

        let sarifSchema = try AuditSchemas.sarif()
        let sarif = try JSONValue.parse(Self.run("sarif", "try-swift.yml").standardOutput)
        #expect(sarifSchema.isValid(sarif))
        guard case .object(var log) = sarif, case .array(var runs) = log["runs"], case .object(var run) = runs.first,
              case .array(var results) = run["results"], case .object(var result) = results.first else {
            Issue.record("no results in try-swift.yml's SARIF")
            return
        }
        result["level"] = .string("fatal")
        results[0] = .object(result)
        run["results"] = .array(results)
        runs[0] = .object(run)
        log["runs"] = .array(runs)
        #expect(!sarifSchema.isValid(.object(log)))
        log["version"] = .string("2.0.0")
        #expect(!sarifSchema.isValid(.object(log)))
    }

    /// What GitHub code scanning reads from an upload.
    @Test("SARIF results carry what GitHub code scanning needs", arguments: themes)
    func sarifForGitHub(_ example: String?) throws {
        if example == nil { try Self.requireNoThemeHere() }
        let log = try JSONValue.parse(Self.run("sarif", example).standardOutput)
        #expect(log["version"]?.string == "2.1.0")
        let runs = try #require(log["runs"]?.array)
        #expect(runs.count == 1)
        let driver = try #require(runs[0]["tool"]?["driver"])
        #expect(driver["name"]?.string == "tincture")
        if let information = driver["informationUri"]?.string {
            #expect(JSONSchemaValidator.conforms(information, to: "uri") && information.hasPrefix("https://"))
        }
        let rules = try #require(driver["rules"]?.array)
        let ruleIDs = rules.compactMap { $0["id"]?.string }
        #expect(ruleIDs == AuditRule.all.map(\.id) && Set(ruleIDs).count == AuditRule.all.count)
        #expect(rules.allSatisfy { $0["shortDescription"]?["text"]?.string?.isEmpty == false && $0["help"]?["text"]?.string?.isEmpty == false })
        let results = try #require(runs[0]["results"]?.array)
        for result in results {
            let ruleID = try #require(result["ruleId"]?.string)
            #expect(ruleIDs.contains(ruleID))
            #expect(result["ruleIndex"]?.int.map { ruleIDs[$0] } == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"]?.string ?? ""))
            #expect(result["message"]?["text"]?.string?.isEmpty == false)
            let locations = try #require(result["locations"]?.array)
            #expect(!locations.isEmpty)
            for location in locations {
                let physical = try #require(location["physicalLocation"])
                let uri = try #require(physical["artifactLocation"]?["uri"]?.string)
                // Relative to the repository (the tests run from the package's root), or a file URI.
                #expect(uri.hasPrefix("Examples/") || uri.hasPrefix("file:///"), "\(uri)")
                #expect(!uri.hasPrefix("/") && !uri.contains(" "))
                #expect((physical["region"]?["startLine"]?.int ?? 0) >= 1)
                #expect((physical["region"]?["startColumn"]?.int ?? 0) >= 1)
            }
        }
    }

    @Test("SARIF has findings to show for an example that has some")
    func sarifHasResults() throws {
        let json = try JSONValue.parse(Self.run("json", "try-swift.yml").standardOutput)
        let sarif = try JSONValue.parse(Self.run("sarif", "try-swift.yml").standardOutput)
        let findings = try #require(json["findings"]?.array)
        #expect(sarif["runs"]?.array?.first?["results"]?.array?.count == findings.count)
    }

    @Test("a finding about a built-in system color points SARIF at the theme file, line 1")
    func builtInLocation() throws {
        // Black label on #333333 fails in light.
        let file = try Self.write("system: ios18\ntokens:\n  background:\n    page: \"#333333\"\ncontrast:\n  - foreground: system.label\n    background: background.page\n")
        let json = try JSONValue.parse(runTincture(["audit", file, "--format", "json"]).standardOutput)
        #expect(try AuditSchemas.auditReport().errors(in: json).isEmpty)
        let finding = try #require(json["findings"]?.array?.first)
        #expect(finding["token"]?.string == "system.label")
        #expect(finding["location"]?["line"]?.int == 0)
        let sarif = try JSONValue.parse(runTincture(["audit", file, "--format", "sarif"]).standardOutput)
        #expect(try AuditSchemas.sarif().errors(in: sarif).isEmpty)
        let location = try #require(sarif["runs"]?.array?.first?["results"]?.array?.first?["locations"]?.array?.first?["physicalLocation"])
        let uri = try #require(location["artifactLocation"]?["uri"]?.string)
        #expect(uri.hasSuffix("/theme.yml"), "\(uri)")
        #expect(!uri.contains("built-in"))
        #expect(location["region"]?["startLine"]?.int == 1)
    }

    @Test("artifact URIs: relative paths stay relative, absolute ones inside the directory become relative")
    func artifactURIs() {
        #expect(AuditSARIFReport.uri("Examples/try-swift.yml", currentDirectory: "/repo") == "Examples/try-swift.yml")
        #expect(AuditSARIFReport.uri("./themes/my theme.yml", currentDirectory: "/repo") == "themes/my%20theme.yml")
        #expect(AuditSARIFReport.uri("/repo/themes/a.yml", currentDirectory: "/repo") == "themes/a.yml")
        #expect(AuditSARIFReport.uri("/repo/themes/a.yml", currentDirectory: "/repo/") == "themes/a.yml")
        #expect(AuditSARIFReport.uri("/elsewhere/a b.yml", currentDirectory: "/repo") == "file:///elsewhere/a%20b.yml")
        #expect(AuditSARIFReport.uri("/repository/a.yml", currentDirectory: "/repo") == "file:///repository/a.yml")
    }

    // MARK: Exit codes

    /// A theme file in a fresh directory.
    static func write(_ text: String) throws -> String {
        let directory = try Scratch.directory("audit")
        let file = directory + "/theme.yml"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// #777777 on white: a contrast error.
    static let withError = """
        tokens:
          text:
            body: "#777777"
          background:
            page:
              light: "#ffffff"
              dark: "#f0f0f0"
        contrast:
          - foreground: text.body
            background: background.page
        """

    /// A text token with the tint's color: a warning only.
    static let withWarning = """
        tokens:
          tint:
            accent: "#0040dd"
          text:
            caption: "#0040dd"
          background:
            page: "#ffffff"
        contrast:
          - foreground: text.caption
            background: background.page
        """

    static let clean = """
        tokens:
          text:
            body:
              light: "#000000"
              dark: "#ffffff"
          background:
            page:
              light: "#ffffff"
              dark: "#000000"
        contrast:
          - foreground: text.body
            background: background.page
        """

    struct ExitCase: Sendable, CustomTestStringConvertible {
        var theme: String
        var failOn: String?
        var code: Int32
        var testDescription: String { "\(theme) --fail-on \(failOn ?? "(default)") → \(code)" }
    }

    static let exitCases: [ExitCase] = [
        ExitCase(theme: "error", failOn: nil, code: 1), ExitCase(theme: "error", failOn: "error", code: 1),
        ExitCase(theme: "error", failOn: "warning", code: 1), ExitCase(theme: "error", failOn: "never", code: 0),
        ExitCase(theme: "warning", failOn: nil, code: 0), ExitCase(theme: "warning", failOn: "error", code: 0),
        ExitCase(theme: "warning", failOn: "warning", code: 1), ExitCase(theme: "warning", failOn: "never", code: 0),
        ExitCase(theme: "clean", failOn: nil, code: 0), ExitCase(theme: "clean", failOn: "warning", code: 0),
    ]

    @Test("--fail-on sets which findings exit 1", arguments: exitCases)
    func failOn(_ item: ExitCase) throws {
        let text = ["error": Self.withError, "warning": Self.withWarning, "clean": Self.clean][item.theme]!
        let file = try Self.write(text)
        for format in ["text", "json", "sarif"] {
            let output = runTincture(["audit", file, "--format", format] + (item.failOn.map { ["--fail-on", $0] } ?? []))
            #expect(output.exitCode == item.code, "\(format): \(output.standardError)")
            #expect(!output.standardOutput.isEmpty)
        }
    }

    @Test("an audit that measured no pair says why and exits 3, unless --allow-empty")
    func nothingMeasured() throws {
        let file = try Self.write("tokens:\n  brand: \"#ff0000\"\n")
        let output = runTincture(["audit", file])
        #expect(output.exitCode == 3)
        #expect(output.standardError.contains("nothing was measured"))
        #expect(runTincture(["audit", file, "--allow-empty"]).exitCode == 0)
    }

    @Test("the text report names the finding and ends with the summary")
    func textReport() throws {
        let output = runTincture(["audit", try Self.write(Self.withError)])
        #expect(output.lines.contains { $0.contains("text.body") && $0.contains("theme.yml:3:5") })
        #expect(output.lines.contains { $0.contains("4.47:1 on background.page, needs 4.5:1") && $0.contains("[contrast]") })
        #expect(output.lines.last?.hasPrefix("8 errors, 0 warnings, counted per appearance — ") == true, "\(output.lines.last ?? "")")
    }

    @Test("the summary counts the components audited beside the pairs", arguments: [
        ("widgets.yml", "; 2 widgets"), ("materials.yml", "; 5 material entries"), ("neumorphic-controls.yml", "; 4 neumorphic controls"),
        ("try-swift.yml", "shown once"),
    ])
    func componentSummary(example: String, ending: String) throws {
        let output = runTincture(["audit", ThemeCommandTests.example(example)])
        #expect(output.exitCode == 1)
        #expect(output.lines.last?.hasSuffix(ending) == true, "\(output.lines.last ?? "")")
    }

    @Test("a bad theme exits 65 and says where")
    func badTheme() throws {
        let file = try Self.write("tokens:\n  text:\n    primary: \"{palette.nope}\"\n")
        let output = runTincture(["audit", file])
        #expect(output.exitCode == 65)
        #expect(output.standardError.contains("\(file):3:14: error: text.primary"), "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
    }

    @Test("a missing theme exits 66")
    func missingTheme() {
        let output = runTincture(["audit", "/nonexistent/theme.yml", "--format", "json"])
        #expect(output.exitCode == 66)
        #expect(output.standardError.contains("no such file"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test("an unknown --theme exits 64 with a suggestion")
    func unknownThemeName() {
        let output = runTincture(["audit", AuditSchemas.example("try-swift.yml"), "--theme", "ocaen"])
        #expect(output.exitCode == 64)
        #expect(output.standardError.contains("did you mean 'ocean'?"))
    }

    // MARK: The built-in example

    @Test("which theme audit picks")
    func choice() {
        for standIn in [true, false] {
            #expect(AuditCommand.auditedTheme(named: "a.yml", defaultExists: true, example: false, exampleMayStandIn: standIn) == .file("a.yml"))
            #expect(AuditCommand.auditedTheme(named: "a.yml", defaultExists: false, example: false, exampleMayStandIn: standIn) == .file("a.yml"))
            #expect(AuditCommand.auditedTheme(named: nil, defaultExists: true, example: false, exampleMayStandIn: standIn) == .file("tincture.yml"))
            #expect(AuditCommand.auditedTheme(named: nil, defaultExists: true, example: true, exampleMayStandIn: standIn) == .builtInExample)
            #expect(AuditCommand.auditedTheme(named: nil, defaultExists: false, example: true, exampleMayStandIn: standIn) == .builtInExample)
        }
        #expect(AuditCommand.auditedTheme(named: nil, defaultExists: false, example: false, exampleMayStandIn: true) == .builtInExample)
        #expect(AuditCommand.auditedTheme(named: nil, defaultExists: false, example: false, exampleMayStandIn: false) == .missing)
    }

    @Test("where the built-in example may stand in for a missing theme")
    func exampleMayStandIn() {
        func console(terminal: Bool, _ environment: [String: String] = [:]) -> Console {
            Console(write: { _ in }, writeError: { _ in }, readLine: { nil }, outputIsTerminal: terminal, environment: environment)
        }
        #expect(BuiltInExample.mayStandIn(requested: false, machineReadable: false, console: console(terminal: true)))
        #expect(BuiltInExample.mayStandIn(requested: false, machineReadable: false, console: console(terminal: true, ["CI": "false"])))
        #expect(!BuiltInExample.mayStandIn(requested: false, machineReadable: false, console: console(terminal: true, ["CI": "true"])))
        #expect(!BuiltInExample.mayStandIn(requested: false, machineReadable: false, console: console(terminal: true, ["CI": "1"])))
        #expect(!BuiltInExample.mayStandIn(requested: false, machineReadable: false, console: console(terminal: false)))
        #expect(!BuiltInExample.mayStandIn(requested: false, machineReadable: true, console: console(terminal: true)))
        #expect(BuiltInExample.mayStandIn(requested: true, machineReadable: true, console: console(terminal: false, ["CI": "true"])))
    }

    @Test("with no theme and no tincture.yml, audit in a terminal says it audits the built-in example")
    func builtInExample() throws {
        try Self.requireNoThemeHere()
        let output = runTincture(["audit", "--fail-on", "never"], terminal: true)
        #expect(output.exitCode == 0)
        #expect(output.lines.first?.contains("auditing the built-in example (\(BuiltInExample.name))") == true, "\(output.lines.first ?? "")")
        // JSON stays one document.
        let json = runTincture(["audit", "--example", "--format", "json", "--fail-on", "never"])
        #expect(!json.standardOutput.contains("built-in example"))
        #expect((try? JSONValue.parse(json.standardOutput)) != nil)
    }

    @Test("the built-in example is Examples/try-swift.yml, byte for byte")
    func builtInMatchesExample() throws {
        let file = try AuditSchemas.read("Examples/try-swift.yml")
        #expect(BuiltInExample.text + "\n" == file || BuiltInExample.text == file)
        let fromFile = runTincture(["audit", AuditSchemas.example("try-swift.yml"), "--fail-on", "never"])
        let builtIn = runTincture(["audit", "--example", "--fail-on", "never"])
        #expect(fromFile.lines.last == builtIn.lines.last)
    }

    @Test("text under 11 pt fails the audit (text-too-small); caption2, 11 pt at the default size, passes")
    func textTooSmall() throws {
        let folder = NSTemporaryDirectory() + "tincture-text-size-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func theme(_ size: String) throws -> String {
            let path = folder + "/\(size).yml"
            let text = "tokens:\n  background:\n    page: \"#ffffff\"\n  text:\n    legal:\n      size: \(size)\n      value: \"#1c1c1e\"\n"
                + "contrast:\n  - foreground: text.legal\n    background: background.page\n"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let small = runTincture(["audit", try theme("9pt"), "--format", "json"])
        #expect(small.exitCode == 1, "\(small.standardError)")
        let document = try JSONValue.parse(small.standardOutput)
        #expect(try AuditSchemas.auditReport().errors(in: document).isEmpty)
        let finding = try #require(document["findings"]?.array?.first { $0["rule"]?.string == "text-too-small" })
        #expect(finding["severity"]?.string == "error")
        #expect(finding["token"]?.string == "text.legal")
        #expect(finding["measured"]?.number == 9)
        #expect(finding["required"]?.number == 11)
        #expect(finding["location"]?["line"]?.int == 5)
        let caption = runTincture(["audit", try theme("caption2"), "--format", "json"])
        #expect(caption.exitCode == 0, "\(caption.standardOutput)")
    }

    @Test("text from code under 11 pt is reported at each Swift line, the line named in the text output")
    func textTooSmallInCode() throws {
        let folder = NSTemporaryDirectory() + "tincture-text-size-app-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let view = """
            import SwiftUI
            @main
            struct TheApp: App {
                var body: some Scene {
                    WindowGroup {
                        VStack {
                            Text("fine print").font(.system(size: 9)).foregroundColor(.primary)
                            Text("caption").font(.caption2).foregroundColor(.primary)
                            Text("legal").font(.custom("Avenir", size: 10, relativeTo: .caption2)).foregroundColor(.primary)
                        }
                    }
                }
            }

            """
        try view.write(toFile: folder + "/App/Main.swift", atomically: true, encoding: .utf8)
        let output = runTincture(["audit", folder])
        #expect(output.exitCode == 1, "\(output.standardError)")
        let headers = output.lines.filter { $0.hasPrefix("  system.label  ") }.map { $0.components(separatedBy: "Main.swift:").last ?? "" }
        #expect(headers == ["7:59", "9:88"])
        #expect(output.lines.filter { $0.contains("[text-too-small]") }.count == 2)
    }
}
