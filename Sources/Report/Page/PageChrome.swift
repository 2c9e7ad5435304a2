import ColorScience

/// The colors of the page's own interface (not the theme's): text, secondary text, links,
/// lines, and the pass, fail and warning marks, in light and dark. Kept here as values so that
/// a test holds the page to what it preaches: each text color reaches 4.5:1, and each mark and
/// line meant to be seen 3:1, on every surface of its scheme.
struct PageChrome: Sendable {
    struct Scheme: Sendable {
        var page: RGBA8
        var surface: RGBA8
        var text: RGBA8
        var secondaryText: RGBA8
        var link: RGBA8
        var focus: RGBA8
        var line: RGBA8
        var pass: RGBA8
        var fail: RGBA8
        var warning: RGBA8

        /// Colors of text, each read on `page` and `surface`.
        var texts: [(String, RGBA8)] {
            [("text", text), ("secondary-text", secondaryText), ("link", link), ("pass", pass), ("fail", fail), ("warning", warning)]
        }

        /// Colors that mark or bound something (WCAG 2.1 SC 1.4.11, 3:1).
        var marks: [(String, RGBA8)] { [("focus", focus), ("line", line)] }

        var surfaces: [(String, RGBA8)] { [("page", page), ("surface", surface)] }

        /// The scheme as CSS custom properties (`--page:#ffffff;…`).
        var customProperties: String {
            (surfaces + texts + marks).map { "--\($0.0):\($0.1.hexRGB);" }.joined()
        }
    }

    static let light = Scheme(
        page: RGBA8(red: 0xff, green: 0xff, blue: 0xff), surface: RGBA8(red: 0xf4, green: 0xf4, blue: 0xf6),
        text: RGBA8(red: 0x1c, green: 0x1c, blue: 0x1e), secondaryText: RGBA8(red: 0x55, green: 0x55, blue: 0x5c),
        link: RGBA8(red: 0x0b, green: 0x57, blue: 0xb8), focus: RGBA8(red: 0x0b, green: 0x57, blue: 0xb8),
        line: RGBA8(red: 0x86, green: 0x86, blue: 0x8b), pass: RGBA8(red: 0x1b, green: 0x6e, blue: 0x2e),
        fail: RGBA8(red: 0xb4, green: 0x20, blue: 0x18), warning: RGBA8(red: 0x8a, green: 0x55, blue: 0x00))

    static let dark = Scheme(
        page: RGBA8(red: 0x16, green: 0x16, blue: 0x18), surface: RGBA8(red: 0x24, green: 0x24, blue: 0x28),
        text: RGBA8(red: 0xf2, green: 0xf2, blue: 0xf7), secondaryText: RGBA8(red: 0xb0, green: 0xb0, blue: 0xb8),
        link: RGBA8(red: 0x7c, green: 0xb8, blue: 0xff), focus: RGBA8(red: 0x7c, green: 0xb8, blue: 0xff),
        line: RGBA8(red: 0x7c, green: 0x7c, blue: 0x84), pass: RGBA8(red: 0x6b, green: 0xd6, blue: 0x84),
        fail: RGBA8(red: 0xff, green: 0x8a, blue: 0x80), warning: RGBA8(red: 0xf0, green: 0xb4, blue: 0x4c))
}
