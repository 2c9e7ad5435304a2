import Foundation
import Testing
@testable import TinctureCLI

/// An app with two targets whose catalogs name a color alike: `targets:` and `--target` read
/// each target with its own colors; `--file-list` reads what a build system lists; the
/// configuration's `baseline:` and the build step's `--stamp`.
@Suite("Targets, file lists and the configuration's baseline")
struct TargetConfigurationTests {
    /// `App` and `Widget`, each with a catalog holding `Ink` and `Background`: the app's pass
    /// (dark on white), the widget's fail (grey on near black, 2.4:1).
    static func twoTargets() throws -> String {
        let app = try Scratch.directory("targets") + "/TwoTargets"
        for (target, ink, background) in [("App", "0x20", "0xFF"), ("Widget", "0x55", "0x22")] {
            let catalog = "\(app)/\(target)/Assets.xcassets"
            try DiskState.put(#"{"info":{"author":"xcode","version":1}}"#, at: catalog + "/Contents.json")
            for (name, value) in [("Ink", ink), ("Background", background)] {
                try DiskState.put("""
                    {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"\(value)","green":"\(value)","red":"\(value)"}},"idiom":"universal"}],
                     "info":{"author":"xcode","version":1}}
                    """, at: "\(catalog)/\(name).colorset/Contents.json")
            }
            try DiskState.put("""
                import SwiftUI

                struct \(target)View: View {
                    var body: some View {
                        Text("Hello")
                            .foregroundStyle(Color("Ink"))
                            .background(Color("Background"))
                    }
                }

                @main
                struct \(target)Main: App {
                    var body: some Scene { WindowGroup { \(target)View() } }
                }
                """, at: "\(app)/\(target)/\(target)View.swift")
        }
        return app
    }

    @Test("--target reads a target's sources with its own catalogs; an unknown target exits 64 naming the ones there are")
    func targets() throws {
        let app = try Self.twoTargets()
        // Read as one app, the first catalog's Ink and Background are kept: the widget's failure
        // is not seen.
        let whole = runTincture(["audit", app, "--format", "xcode"])
        #expect(whole.exitCode == 0, "\(whole.standardOutput)\(whole.standardError)")
        #expect(whole.standardError.contains("defined in more than one catalog: the first read is kept"), "\(whole.standardError)")
        try DiskState.put("targets:\n  App: [App]\n  Widget: [Widget]\n", at: app + "/.tincture.yml")
        #expect(runTincture(["audit", app, "--target", "App"]).exitCode == 0)
        let widget = runTincture(["audit", app, "--target", "Widget", "--format", "xcode"])
        #expect(widget.exitCode == 1)
        #expect(widget.lines.contains { $0.contains("/Widget/WidgetView.swift:6:") && $0.contains(": error: Ink: ") }, "\(widget.standardOutput)")
        #expect(!widget.standardOutput.contains("/App/"))
        let unknown = runTincture(["audit", app, "--target", "Widgte"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("no target 'Widgte' in the configuration (did you mean 'Widget'? its targets: App, Widget)"), "\(unknown.standardError)")
        let config = runTincture(["config", app, "--target", "Widget"])
        #expect(config.lines.contains("  Widget: Widget (chosen)"), "\(config.standardOutput)")
        // scan reads the target's files only.
        let scan = runTincture(["scan", app, "--target", "Widget", "--format", "json"]).standardOutput
        #expect(scan.contains("WidgetView.swift") && !scan.contains("AppView.swift"))
    }

    @Test("--file-list reads only the files listed (a listed catalog folder stands for its color sets)")
    func fileList() throws {
        let app = try Self.twoTargets()
        let list = try Scratch.directory("file-list") + "/widget.txt"
        try DiskState.put("\(app)/Widget/WidgetView.swift\n\n\(app)/Widget/Assets.xcassets\n", at: list)
        let widget = runTincture(["audit", app, "--file-list", list, "--format", "xcode"])
        #expect(widget.exitCode == 1)
        #expect(widget.lines.contains { $0.contains("/Widget/WidgetView.swift:6:") }, "\(widget.standardOutput)")
        #expect(runTincture(["audit", app, "--file-list", list + ".missing"]).exitCode == 66)
    }

    @Test("The configuration's baseline applies without --baseline, from any folder audited; --stamp is written only when the audit passes")
    func configuredBaseline() throws {
        let app = try Self.twoTargets()
        try DiskState.put("baseline: colors-baseline.json\ntargets:\n  Widget: [Widget]\n", at: app + "/.tincture.yml")
        let written = runTincture(["audit", app, "--target", "Widget", "--write-baseline", app + "/colors-baseline.json"])
        #expect(written.exitCode == 0, "\(written.standardError)")
        // Paths in the baseline are relative to its folder.
        let baseline = try String(contentsOfFile: app + "/colors-baseline.json", encoding: .utf8)
        #expect(baseline.contains("\"file\" : \"Widget/WidgetView.swift\""), "\(baseline)")
        let stamp = try Scratch.directory("stamp") + "/TinctureAudit.swift"
        // The widget's folder alone, as the build plugin audits it: the baseline still matches.
        let passing = runTincture(["audit", app + "/Widget", "--stamp", stamp])
        #expect(passing.exitCode == 0, "\(passing.standardOutput)\(passing.standardError)")
        #expect(passing.standardOutput.contains("in the baseline"))
        #expect(try String(contentsOfFile: stamp, encoding: .utf8).hasPrefix("// tincture audit passed on Widget"))
        try FileManager.default.removeItem(atPath: stamp)
        // Entries of files outside what was read are not "fixed".
        #expect(!runTincture(["audit", app + "/App"]).standardError.contains("no longer occur"))
        // Without the baseline, the failure fails and no stamp is written.
        try DiskState.put("targets:\n  Widget: [Widget]\n", at: app + "/.tincture.yml")
        #expect(runTincture(["audit", app + "/Widget", "--stamp", stamp]).exitCode == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp))
        #expect(runTincture(["audit", app, "--update-baseline"]).exitCode == 64)
    }
}
