import ColorScience
import Foundation
import Observation

/// The colors an app shows right now: a ``ResolvedTheme``, the theme chosen from it and the
/// appearance, switched at run time and broadcast to every observer.
///
/// ```swift
/// let store = try ThemeStore(theme: ResolvedTheme(contentsOfFile: path))
/// let observation = store.observe { change in print(change) }
/// try store.select(themeName: "ocean", appearance: .dark)   // #1 default light → ocean dark
/// let accent = store.color("tint.accent")
/// ```
///
/// ## Observers
///
/// Every change is told, as a ``ThemeChange``, four ways:
///
/// 1. closures registered with ``observe(_:)``, for as long as their ``ThemeObservation`` lives;
/// 2. ``changes``, an `AsyncStream` per subscriber that buffers without limit;
/// 3. a `didChangeColorTheme` notification (``Foundation/Notification/Name/didChangeColorTheme``)
///    posted on the store's `NotificationCenter`, the change in its `userInfo`
///    (``Foundation/Notification/themeChange``);
/// 4. Observation: the store is `@Observable`, so SwiftUI views and `withObservationTracking`
///    that read ``themeName``, ``appearance``, ``selection``, ``theme`` or ``color(_:)`` update.
///
/// ``ColorUpdatable`` components registered with ``register(_:)`` are called along with the
/// closures. For each change, closures and components are called first, in registration order,
/// then the change is handed to the streams, then the notification is posted — all before the
/// next change is delivered.
///
/// ## Order and consistency
///
/// The store is isolated to the main actor: it feeds user interfaces, which live there, and one
/// executor makes every change and every delivery happen in a single order. Code on other
/// tasks switches with `await`. Each change gets the next sequence number and starts where the
/// previous change ended, and every observer receives every change in that order — also when an
/// observer switches the theme while a change is being delivered: the new change is queued and
/// delivered to all observers after the current one. The store's state is always the newest
/// selection, so read ``ThemeChange/current`` rather than the store to know what a change was.
///
/// Selecting the selection already current does nothing: no change, no sequence number, no
/// notification. Replacing the ``ResolvedTheme`` is always a change, since colors may differ.
@MainActor
@Observable
public final class ThemeStore {
    /// The theme file's colors, every theme and appearance; replace it with
    /// ``replaceTheme(_:selecting:)``.
    public private(set) var theme: ResolvedTheme

    /// The current theme's name: `default` or one of ``ResolvedTheme/themeNames``.
    public private(set) var themeName: String

    /// The current appearance.
    public private(set) var appearance: Appearance

    /// The most recent change, nil before the first.
    public private(set) var lastChange: ThemeChange?

    /// Where the `didChangeColorTheme` notification is posted.
    @ObservationIgnored public let notificationCenter: NotificationCenter

    /// Closure observers and components, in registration order.
    @ObservationIgnored var observers: [Observer] = []

    /// The continuations of ``changes`` streams.
    @ObservationIgnored let subscribers = ChangeSubscribers()

    /// Changes made but not yet delivered to every observer, oldest first.
    @ObservationIgnored private var undelivered: [ThemeChange] = []

    /// Whether ``deliver()`` is running further up the stack.
    @ObservationIgnored private var isDelivering = false

    /// A store showing `selection` of `theme`.
    ///
    /// - Parameters:
    ///   - notificationCenter: where to post `didChangeColorTheme`; `.default` unless the app or a
    ///     test wants its own.
    /// - Throws: ``ThemeError/Kind/unknownTheme`` when `theme` has no theme of that name.
    public init(
        theme: ResolvedTheme, selection: ThemeSelection = ThemeSelection(),
        notificationCenter: NotificationCenter = .default
    ) throws(ThemeError) {
        try Self.check(selection.themeName, in: theme)
        self.theme = theme
        self.themeName = selection.themeName
        self.appearance = selection.appearance
        self.notificationCenter = notificationCenter
    }

    /// The theme name and appearance whose colors ``color(_:)`` returns.
    ///
    /// Observation tracks ``themeName`` and ``appearance`` apart, so a view that reads only one
    /// is not invalidated when the other changes; reading `selection` tracks both.
    public var selection: ThemeSelection {
        ThemeSelection(themeName: themeName, appearance: appearance)
    }

    /// The color of a token, palette color or system color in the current selection; nil when
    /// the theme file has no such path.
    public func color(_ path: TokenPath) -> ResolvedColor? {
        theme.color(path, in: appearance, theme: themeName)
    }

    // MARK: Switching

    /// Switches theme and appearance at once, as one change.
    ///
    /// - Returns: the change, or nil when `selection` is already current (nothing is told).
    /// - Throws: ``ThemeError/Kind/unknownTheme`` when ``theme`` has no theme of that name; the
    ///   store is then left as it was.
    @discardableResult
    public func select(_ selection: ThemeSelection) throws(ThemeError) -> ThemeChange? {
        try Self.check(selection.themeName, in: theme)
        guard selection != self.selection else { return nil }
        return commit(theme: nil, selection: selection)
    }

    /// Switches theme and appearance at once, as one change; nil when both are already current.
    @discardableResult
    public func select(themeName: String, appearance: Appearance) throws(ThemeError) -> ThemeChange? {
        try select(ThemeSelection(themeName: themeName, appearance: appearance))
    }

    /// Switches the theme, keeping the appearance; nil when it is already current.
    @discardableResult
    public func select(themeName: String) throws(ThemeError) -> ThemeChange? {
        try select(ThemeSelection(themeName: themeName, appearance: appearance))
    }

    /// Switches the appearance, keeping the theme; nil when it is already current.
    @discardableResult
    public func select(appearance: Appearance) -> ThemeChange? {
        guard appearance != self.appearance else { return nil }
        return commit(theme: nil, selection: ThemeSelection(themeName: themeName, appearance: appearance))
    }

    /// Replaces the resolved theme — after the theme file was edited and read again, say — and
    /// optionally the selection with it, as one change.
    ///
    /// This is always a change (``ThemeChange/replacedTheme`` set), even when the selection
    /// stays, because the colors may differ.
    ///
    /// - Parameter selection: what to show of the new theme; nil keeps the current selection.
    /// - Throws: ``ThemeError/Kind/unknownTheme`` when the new theme has no theme of the name to
    ///   show (a named theme was removed from the file); the store is then left as it was. Pass
    ///   `selecting:` to choose another.
    @discardableResult
    public func replaceTheme(_ theme: ResolvedTheme, selecting selection: ThemeSelection? = nil) throws(ThemeError) -> ThemeChange {
        let selection = selection ?? self.selection
        try Self.check(selection.themeName, in: theme)
        return commit(theme: theme, selection: selection)
    }

    // MARK: Observing

    /// Calls `handler` on the main actor after every change from now on, in order, until the
    /// returned observation is cancelled or released.
    ///
    /// Keep the observation: the store holds it weakly, and releasing it stops delivery.
    public func observe(_ handler: @escaping @MainActor (ThemeChange) -> Void) -> ThemeObservation {
        let observation = ThemeObservation(handler)
        observers.removeAll { !$0.isAlive }
        observers.append(.closure(WeakObservation(observation)))
        return observation
    }

    /// A new stream of every change from now on, in order.
    ///
    /// Each access makes a stream of its own for one subscriber. It buffers without limit, so a
    /// slow reader loses nothing; it finishes when the store is released, and the store forgets
    /// it when the reader stops (its task is cancelled or the stream released).
    public var changes: AsyncStream<ThemeChange> {
        subscribers.subscribe { [weak self] id in
            Task { @MainActor in self?.subscribers.remove(id) }
        }
    }

    // MARK: Delivery

    /// Makes a change: updates the state, numbers the change and delivers it (after any changes
    /// still being delivered).
    private func commit(theme newTheme: ResolvedTheme?, selection newSelection: ThemeSelection) -> ThemeChange {
        let change = ThemeChange(
            sequence: (lastChange?.sequence ?? 0) + 1, previous: selection, current: newSelection,
            replacedTheme: newTheme != nil)
        // Only what differs is set, so that Observation invalidates only what reads it.
        if let newTheme { theme = newTheme }
        if newSelection.themeName != themeName { themeName = newSelection.themeName }
        if newSelection.appearance != appearance { appearance = newSelection.appearance }
        lastChange = change
        undelivered.append(change)
        deliver()
        return change
    }

    /// Delivers the undelivered changes, oldest first, each to every observer before the next.
    /// A change made by an observer meanwhile is appended and delivered by the outermost call.
    private func deliver() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var next = 0
        while next < undelivered.count {
            let change = undelivered[next]
            next += 1
            observers.removeAll { !$0.isAlive }
            for observer in observers {
                switch observer {
                case .closure(let reference):
                    reference.observation?.handler?(change)
                case .component(let registration):
                    registration.component?.updateColors(from: self)
                }
            }
            subscribers.yield(change)
            notificationCenter.post(
                name: .didChangeColorTheme, object: self, userInfo: [ThemeChange.userInfoKey: change])
        }
        undelivered.removeAll()
    }

    /// Throws unless `theme` has a theme called `name`.
    private static func check(_ name: String, in theme: ResolvedTheme) throws(ThemeError) {
        guard !theme.themeNames.contains(name) else { return }
        let suggestion = Spelling.nearest(to: name, among: theme.themeNames).map { "did you mean '\($0)'?" }
            ?? "the themes are \(theme.themeNames.joined(separator: ", "))"
        throw ThemeError(.unknownTheme, "no theme of this name", at: nil, value: name, suggestion: suggestion)
    }
}

extension ThemeStore {
    /// One registered observer.
    @MainActor
    enum Observer {
        case closure(WeakObservation)
        case component(ComponentRegistration)

        /// Whether it can still be called.
        var isAlive: Bool {
            switch self {
            case .closure(let reference): reference.observation.map { !$0.isCancelled } ?? false
            case .component(let registration): registration.component != nil
            }
        }

        /// Whether it is the registration of `component`.
        func holds(_ component: some ColorUpdatable) -> Bool {
            if case .component(let registration) = self { return registration.component === component }
            return false
        }
    }

    /// A closure observer, held weakly so that releasing its observation stops delivery.
    struct WeakObservation {
        weak var observation: ThemeObservation?

        init(_ observation: ThemeObservation) { self.observation = observation }
    }
}
