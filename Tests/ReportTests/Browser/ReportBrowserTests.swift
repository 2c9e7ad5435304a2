import ColorScience
import Foundation
import PNGImage
import Testing
import ThemeAudit
import ThemeModel
@testable import Report

/// The report as Chromium draws it: the pixels of swatches and samples are the colors
/// Tincture computed (±1 per channel), the vision switch changes those colors and nothing
/// else, and the page's own text is readable, light and dark.
@Suite("HTML report in a real browser", .enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.missing)), .serialized)
struct ReportBrowserTests {
    /// One pair, colors far from the page's own: a red text on a blue background.
    static let theme = """
        name: Browser check
        tokens:
          text:
            light: "#c0392b"
            dark: "#f5b7b1"
          background:
            light: "#1f4e79"
            dark: "#0b2239"
        contrast:
          - foreground: text
            background: background
        """
    static let text = RGBA8(red: 0xc0, green: 0x39, blue: 0x2b)
    static let background = RGBA8(red: 0x1f, green: 0x4e, blue: 0x79)

    /// Writes the page (with `extra` before `</body>`) to a temporary file; its file URL.
    static func pageURL(_ theme: String = theme, extra: String = "") throws -> (url: String, folder: String) {
        let page = ReportFiles.page(try ResolvedTheme(yaml: theme, file: "browser.yml"))
        let folder = try Chromium.temporaryFolder()
        let path = folder + "/report.html"
        try Data(page.replacingOccurrences(of: "</body>", with: extra + "</body>").utf8).write(to: URL(fileURLWithPath: path))
        return ("file://" + path, folder)
    }

    static func near(_ a: RGBA8, _ b: RGBA8) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1 && abs(Int(a.blue) - Int(b.blue)) <= 1
    }

    static func positions(of color: RGBA8, in image: RGBAImage) -> [Int] {
        image.pixels.indices.filter { near(image.pixels[$0], color) }
    }

    /// The pixels of a fill of `color`: those whose four neighbors are that color too (edges
    /// and anti-aliased glyphs blend two colors, which a simulation changes differently).
    static func interior(of color: RGBA8, in image: RGBAImage) -> [Int] {
        let width = image.width
        return positions(of: color, in: image).filter { index in
            let (x, y) = (index % width, index / width)
            guard x > 0, y > 0, x < width - 1, y < image.height - 1 else { return false }
            return [index - 1, index + 1, index - width, index + width].allSatisfy { near(image.pixels[$0], color) }
        }
    }

    @Test("Swatches and pair samples are drawn in exactly the colors Tincture computed")
    func swatchPixels() async throws {
        let (url, folder) = try Self.pageURL()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shot = try await Chromium.screenshot(url + "?appearance=0", height: 1400)
        // The text token's swatch (120×40 less its border) in the light column.
        let swatch: Int = 118 * 38
        #expect(Self.positions(of: Self.text, in: shot).count >= swatch)
        // The background token's swatch and the pair's sample (120×60 less border and glyphs).
        let swatchAndSample: Int = 118 * 38 + 118 * 58 - 1200
        #expect(Self.positions(of: Self.background, in: shot).count >= swatchAndSample)
        // The page itself: its light background.
        #expect(Self.positions(of: PageChrome.light.page, in: shot).count > shot.pixels.count / 2)
    }

    @Test("Each color vision turns each theme color into ColorScience's simulation of it, and leaves the page's own colors alone",
          arguments: ["deuteranopia", "protanopia", "tritanopia", "achromatopsia", "protanomaly-60"])
    func visionSwitch(_ vision: String) async throws {
        let (url, folder) = try Self.pageURL()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let normal = try await Chromium.screenshot(url + "?appearance=0", height: 1400)
        let seen = try await Chromium.screenshot(url + "?appearance=0&vision=\(vision)", height: 1400)
        let simulation = try #require(ReportVision.all.first { $0.id == vision }?.simulation)
        for color in [Self.text, Self.background] {
            let expected = simulation.simulate(color)
            let places = Self.interior(of: color, in: normal)
            #expect(places.count > 4000)
            let matching = places.count { Self.near(seen.pixels[$0], expected) }
            #expect(matching == places.count, "\(color.hexRGB) under \(vision): \(matching) of \(places.count) pixels are \(expected.hexRGB)")
        }
        let page = Self.positions(of: PageChrome.light.page, in: normal)
        let unchanged = page.count { seen.pixels[$0] == normal.pixels[$0] }
        // Only the ratios and verdicts, which are text on the page, may change there.
        #expect(Double(unchanged) >= 0.995 * Double(page.count))
    }

    @Test("Dark mode draws the page dark and the theme's colors unchanged")
    func darkMode() async throws {
        let (url, folder) = try Self.pageURL()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shot = try await Chromium.screenshot(url + "?appearance=0", height: 1400, dark: true)
        #expect(Self.positions(of: PageChrome.dark.page, in: shot).count > shot.pixels.count / 2)
        let swatch: Int = 118 * 38
        #expect(Self.positions(of: Self.text, in: shot).count >= swatch)
    }

    /// Collects each visible element that holds text, outside the theme's own samples: its
    /// computed color and the first opaque background behind it.
    static let uiCheck = """
        <script>
        (function () {
          function rgb(text) { var m = /rgba?\\(([^)]*)\\)/.exec(text); return m ? m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number) : null; }
          function behind(element) {
            for (var e = element; e; e = e.parentElement) {
              var c = rgb(getComputedStyle(e).backgroundColor);
              if (c && (c.length < 4 || c[3] > 0)) return c;
            }
            return null;
          }
          var found = [];
          document.querySelectorAll("body *").forEach(function (element) {
            if (element.closest(".sample, script, style, .visually-hidden, option")) return;
            var text = Array.prototype.some.call(element.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim() !== ""; });
            if (!text || element.getClientRects().length === 0) return;
            found.push({ element: element.tagName + "." + element.className, text: element.textContent.trim().slice(0, 40),
                         color: rgb(getComputedStyle(element).color), background: behind(element) });
          });
          var pre = document.createElement("pre");
          pre.id = "tincture-ui-check";
          pre.textContent = JSON.stringify(found);
          document.body.appendChild(pre);
        })();
        </script>
        """

    struct Measured: Decodable {
        var element: String
        var text: String
        var color: [Double]?
        var background: [Double]?
    }

    @Test("The page's own text reaches 4.5:1 where the browser draws it", arguments: [false, true])
    func ownContrast(dark: Bool) async throws {
        let (url, folder) = try Self.pageURL(ReportFiles.text("Examples/try-swift.yml"), extra: Self.uiCheck)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dom = try await Chromium.dom(url, dark: dark)
        let start = try #require(dom.range(of: "<pre id=\"tincture-ui-check\">"))
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        let measured = try JSONDecoder().decode([Measured].self, from: Data(json.utf8))
        #expect(measured.count > 100)
        for item in measured {
            let color = try #require(item.color), background = try #require(item.background, "\(item.element) has nothing behind it")
            let ratio = WCAG21Contrast.ratio(SRGB(red: color[0] / 255, green: color[1] / 255, blue: color[2] / 255),
                                             SRGB(red: background[0] / 255, green: background[1] / 255, blue: background[2] / 255))
            #expect(ratio >= 4.5, "\(item.element) “\(item.text)”: \(ratio):1 (\(dark ? "dark" : "light"))")
        }
    }
}

extension ReportBrowserTests {
    @Test("The widget tint switch shows the accented widget under the tint chosen, and only that one")
    func tintSwitch() async throws {
        let (url, folder) = try Self.pageURL(ReportFiles.text("Examples/widgets.yml"))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let background = { (name: String) -> RGBA8 in
            let tint = WidgetTint.checked.first { $0.name == name }!
            return RGBA8(rounding: WidgetRendering.accentedBackground(tint: tint.color))
        }
        for (chosen, other) in [("orange", "blue"), ("blue", "purple")] {
            let shot = try await Chromium.screenshot(url + "?appearance=0&tint=\(chosen)", height: 4000)
            #expect(Self.interior(of: background(chosen), in: shot).count > 100 * 100, "\(chosen) tint")
            #expect(Self.interior(of: background(other), in: shot).isEmpty, "\(other) tint shown with \(chosen)")
        }
    }
}
