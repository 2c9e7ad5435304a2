import Foundation
import Preview
import Testing
import ThemeAudit
import ThemeModel
@testable import Report

/// The live preview as Chromium shows it: editing the theme file updates the open page, which
/// keeps the view its address holds; a file that stops reading shows its errors.
@Suite("Live preview in a real browser", .enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.missing)), .serialized)
struct PreviewBrowserTests {
    /// The page the preview makes of a theme file: its report, or its errors.
    static func render(_ file: String, version: Int) -> String {
        do {
            let theme = try ResolvedTheme(contentsOfFile: file)
            var input = ReportInput(theme: theme, audit: Auditor().audit(theme))
            input.liveVersion = version
            return HTMLReport.page(input)
        } catch {
            return HTMLReport.problemPage(title: file, problems: error.errors.map(\.description), liveVersion: version)
        }
    }

    @Test("Editing the theme file updates the open page within its event stream, keeping appearance and vision")
    func editUpdatesPage() async throws {
        let folder = try Chromium.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/theme.yml"
        try Data(ReportBrowserTests.theme.utf8).write(to: URL(fileURLWithPath: file))
        let server = PreviewServer(port: 0, watching: [file], interval: .milliseconds(100), requestTimeout: 300) { Self.render(file, version: $0) }
        let (urls, announce) = AsyncStream<[String]>.makeStream()
        let running = Task { try await server.run { announce.yield($0) } }
        var iterator = urls.makeAsyncIterator()
        let url = try #require(await iterator.next()?.first)
        let page = try Chromium.OpenPage(url + "?appearance=4&vision=deuteranopia")
        defer { page.close() }
        // The page follows the server once its event stream is open.
        for _ in 0..<600 where await server.openPages == 0 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(await server.openPages >= 1)
        let edited = ReportBrowserTests.theme.replacingOccurrences(of: "#f5b7b1", with: "#ffd0c8")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: file))
        // The page reloads and follows the server again; then the server stops, which ends
        // the stream that holds Chromium's virtual time, and Chromium writes the DOM.
        for _ in 0..<600 where await server.pagesOpened < 2 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(await server.pagesOpened >= 2, "the page did not reload")
        await server.stop()
        _ = try? await running.value
        let html = try #require(await page.dom(within: 30))
        #expect(html.contains("<meta name=\"tincture-version\" content=\"2\">"), "the page was not reloaded")
        #expect(html.contains("--c0:") && html.contains("#ffd0c8"), "the new color is not on the page")
        #expect(html.contains("data-a=\"4\"") && html.contains("data-v=\"deuteranopia\""), "the view was not kept")
    }

    @Test("A file that stops reading shows its error with file, line and column over the last page; fixing it recovers")
    func brokenFile() async throws {
        let folder = try Chromium.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/theme.yml"
        try Data(ReportBrowserTests.theme.utf8).write(to: URL(fileURLWithPath: file))
        let lastGood = LastGood()
        let server = PreviewServer(port: 0, watching: [file], interval: .milliseconds(100), requestTimeout: 300) { version in
            do {
                let theme = try ResolvedTheme(contentsOfFile: file)
                var input = ReportInput(theme: theme, audit: Auditor().audit(theme))
                await lastGood.set(input)
                input.liveVersion = version
                return HTMLReport.page(input)
            } catch {
                guard var input = await lastGood.input else { return "" }
                input.problems = (error as? ThemeErrors)?.errors.map { "\($0)" } ?? ["\(error)"]
                input.liveVersion = version
                return HTMLReport.page(input)
            }
        }
        let (urls, announce) = AsyncStream<[String]>.makeStream()
        let running = Task { try await server.run { announce.yield($0) } }
        var iterator = urls.makeAsyncIterator()
        let url = try #require(await iterator.next()?.first)
        try Data("tokens:\n  text:\n    light: \"#zzzzzz\"\n".utf8).write(to: URL(fileURLWithPath: file))
        for _ in 0..<100 where await server.version < 2 { try await Task.sleep(for: .milliseconds(50)) }
        let broken = try await Chromium.dom(url)
        #expect(broken.contains("role=\"alert\""))
        #expect(broken.contains("\(file):3:14: text: invalid color"), "no file:line:column in the page")
        #expect(broken.contains("Browser check"), "the last page that read is gone")
        try Data(ReportBrowserTests.theme.utf8).write(to: URL(fileURLWithPath: file))
        for _ in 0..<100 where await server.version < 3 { try await Task.sleep(for: .milliseconds(50)) }
        let fixed = try await Chromium.dom(url)
        #expect(!fixed.contains("role=\"alert\""))
        await server.stop()
        _ = try? await running.value
    }

    actor LastGood {
        var input: ReportInput?
        func set(_ input: ReportInput) { self.input = input }
    }
}
