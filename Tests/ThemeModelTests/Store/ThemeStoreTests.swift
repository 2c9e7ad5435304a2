import Foundation
import Testing
@testable import ThemeModel

@MainActor
@Suite("ThemeStore: selection and colors")
struct ThemeStoreTests {
    @Test("starts at the given selection and hands out its colors")
    func initialSelection() throws {
        let store = try StoreFixture.store(ThemeSelection(themeName: "ocean", appearance: .dark))
        #expect(store.themeName == "ocean")
        #expect(store.appearance == .dark)
        #expect(store.selection == ThemeSelection(themeName: "ocean", appearance: .dark))
        #expect(store.lastChange == nil)
        #expect(store.color("accent")?.rgba8.hexRGB == "#009edc")
        #expect(store.color("background")?.rgba8.hexRGB == "#000000")
        #expect(store.color("no.such.token") == nil)
    }

    @Test("the default selection is the default theme, light")
    func defaultSelection() throws {
        let store = try ThemeStore(theme: StoreFixture.theme(), notificationCenter: NotificationCenter())
        #expect(store.selection == ThemeSelection(themeName: "default", appearance: .light))
        #expect(store.color("accent")?.rgba8.hexRGB == "#007aff")
    }

    @Test("switches the theme, the appearance, or both as one change")
    func switching() throws {
        let store = try StoreFixture.store()
        let first = try #require(try store.select(themeName: "sunset"))
        #expect(first == ThemeChange(
            sequence: 1, previous: ThemeSelection(), current: ThemeSelection(themeName: "sunset", appearance: .light)))
        #expect(first.changedThemeName && !first.changedAppearance)
        #expect(store.color("accent")?.rgba8.hexRGB == "#a8620f")

        let second = try #require(store.select(appearance: Appearance(.dark, .normal, .elevated)))
        #expect(second.sequence == 2 && second.previous == first.current)
        #expect(!second.changedThemeName && second.changedAppearance)
        #expect(store.color("background")?.rgba8.hexRGB == "#1c1c1e")

        let third = try #require(try store.select(themeName: "default", appearance: .light))
        #expect(third.sequence == 3 && third.changedThemeName && third.changedAppearance)
        #expect(store.selection == ThemeSelection())
        #expect(store.lastChange == third)
        #expect(third.description == "#3 sunset dark+elevated → default light")
    }

    @Test("selecting what is already selected is no change")
    func sameSelection() throws {
        let store = try StoreFixture.store()
        let log = ChangeLog()
        let observation = store.observe { log.append($0) }
        #expect(try store.select(ThemeSelection()) == nil)
        #expect(try store.select(themeName: "default") == nil)
        #expect(store.select(appearance: .light) == nil)
        #expect(try store.select(themeName: "ocean") != nil)
        #expect(try store.select(themeName: "ocean", appearance: .light) == nil)
        #expect(log.changes.map(\.sequence) == [1])
        #expect(store.lastChange?.sequence == 1)
        observation.cancel()
    }

    @Test("an unknown theme name throws, suggests, and leaves the store as it was")
    func unknownTheme() throws {
        let store = try StoreFixture.store()
        let error = #expect(throws: ThemeError.self) { try store.select(themeName: "oceen") }
        #expect(error?.kind == .unknownTheme)
        #expect(error?.value == "oceen")
        #expect(error?.suggestion == "did you mean 'ocean'?")
        let other = #expect(throws: ThemeError.self) { try store.select(themeName: "forest", appearance: .dark) }
        #expect(other?.suggestion == "the themes are default, ocean, sunset")
        #expect(store.selection == ThemeSelection())
        #expect(store.lastChange == nil)
        #expect(throws: ThemeError.self) {
            try ThemeStore(theme: StoreFixture.theme(), selection: ThemeSelection(themeName: "forest"))
        }
    }

    @Test("replacing the resolved theme is a change, even with the selection kept")
    func replaceTheme() throws {
        let store = try StoreFixture.store(ThemeSelection(themeName: "ocean", appearance: .light))
        let edited = try ResolvedTheme(
            yaml: StoreFixture.yaml.replacingOccurrences(of: "#00759f", with: "#123456"), file: "store.yml")
        let change = try store.replaceTheme(edited)
        #expect(change.replacedTheme)
        #expect(change.previous == change.current)
        #expect(change.description.hasSuffix("(reloaded)"))
        #expect(store.color("accent")?.rgba8.hexRGB == "#123456")

        let switched = try store.replaceTheme(StoreFixture.theme(), selecting: ThemeSelection(themeName: "default", appearance: .dark))
        #expect(switched.sequence == 2 && switched.current.themeName == "default")
        #expect(store.color("accent")?.rgba8.hexRGB == "#0a84ff")
    }

    @Test("a reloaded theme without the current theme name throws unless another is selected")
    func replaceThemeMissingName() throws {
        let store = try StoreFixture.store(ThemeSelection(themeName: "sunset", appearance: .light))
        let plain = try ResolvedTheme(yaml: "tokens:\n  accent: \"#ff0000\"\n", file: "plain.yml")
        let error = #expect(throws: ThemeError.self) { try store.replaceTheme(plain) }
        #expect(error?.kind == .unknownTheme)
        #expect(store.themeName == "sunset" && store.lastChange == nil)
        #expect(store.theme.themeNames == ["default", "ocean", "sunset"])
        let change = try store.replaceTheme(plain, selecting: ThemeSelection(themeName: "default", appearance: .light))
        #expect(change.current.themeName == "default")
        #expect(store.color("accent")?.rgba8.hexRGB == "#ff0000")
    }
}
