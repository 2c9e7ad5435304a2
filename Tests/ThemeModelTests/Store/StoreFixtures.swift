import Foundation
@testable import ThemeModel

/// A small theme for the store's tests: one token, three themes, a color per appearance.
enum StoreFixture {
    static let yaml = """
        palette:
          white: "#ffffff"
          black: "#000000"
        tokens:
          background:
            light: "{palette.white}"
            dark: "{palette.black}"
            dark+elevated: "#1c1c1e"
          accent:
            light: "#007aff"
            dark: "#0a84ff"
        themes:
          ocean:
            tokens:
              accent:
                light: "#00759f"
                dark: "#009edc"
          sunset:
            extends: ocean
            tokens:
              accent:
                light: "#a8620f"
                dark: "#e19433"
        """

    static func theme() throws -> ResolvedTheme {
        try ResolvedTheme(yaml: yaml, file: "store.yml")
    }

    /// Every selection of the fixture: 3 themes × 8 appearances.
    static let selections: [ThemeSelection] = ["default", "ocean", "sunset"].flatMap { name in
        Appearance.all.map { ThemeSelection(themeName: name, appearance: $0) }
    }

    /// A store over the fixture with its own notification center, so tests do not hear each
    /// other.
    @MainActor
    static func store(_ selection: ThemeSelection = ThemeSelection()) throws -> ThemeStore {
        try ThemeStore(theme: theme(), selection: selection, notificationCenter: NotificationCenter())
    }
}

/// Changes as one observer received them.
@MainActor
final class ChangeLog {
    private(set) var changes: [ThemeChange] = []

    func append(_ change: ThemeChange) { changes.append(change) }

    /// Whether the changes are numbered 1, 2, 3… and each starts where the one before ended
    /// (the first at `start`).
    func isConsistent(from start: ThemeSelection) -> Bool {
        changes.isConsistentSequence(from: start)
    }
}

extension [ThemeChange] {
    /// Numbered 1, 2, 3… and each starting where the one before ended (the first at `start`).
    func isConsistentSequence(from start: ThemeSelection) -> Bool {
        var previous = start
        for (offset, change) in enumerated() {
            guard change.sequence == offset + 1, change.previous == previous else { return false }
            previous = change.current
        }
        return true
    }
}

/// A component that records each repaint: the store's selection and the color it would paint.
@MainActor
final class RecordingComponent: ColorUpdatable {
    private(set) var paints: [ThemeSelection] = []
    private(set) var accents: [String] = []

    func updateColors(from store: ThemeStore) {
        paints.append(store.selection)
        accents.append(store.color("accent")?.rgba8.hexRGB ?? "none")
    }
}

/// Collects `didChangeColorTheme` notifications from a center until stopped.
@MainActor
final class NotificationLog {
    private(set) var changes: [ThemeChange] = []
    private(set) var senders: [ObjectIdentifier] = []
    private var token: (any NSObjectProtocol)?
    private let center: NotificationCenter

    init(center: NotificationCenter, object: ThemeStore? = nil) {
        self.center = center
        token = center.addObserver(forName: .didChangeColorTheme, object: object, queue: nil) { [weak self] notification in
            // The store posts on the main actor and queue nil delivers on the posting thread.
            let change = notification.themeChange
            let sender = (notification.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated {
                if let change { self?.changes.append(change) }
                if let sender { self?.senders.append(sender) }
            }
        }
    }

    func stop() {
        if let token { center.removeObserver(token) }
        token = nil
    }
}
