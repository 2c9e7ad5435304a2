import Foundation

extension Notification.Name {
    /// Posted by a ``ThemeStore`` on its `NotificationCenter` after each change, on the main
    /// actor; the store is the notification's `object` and the ``ThemeChange`` is in its
    /// `userInfo` (read it with ``Foundation/Notification/themeChange``).
    ///
    /// The name of the talk's notification (Try! Swift Tokyo 2017), for code written in that
    /// style: `NotificationCenter.default.addObserver(self, selector: …, name: .didChangeColorTheme, object: store)`.
    public static let didChangeColorTheme = Notification.Name("TinctureDidChangeColorTheme")
}

extension ThemeChange {
    /// The `userInfo` key of a `didChangeColorTheme` notification under which the change is.
    public static let userInfoKey = "themeChange"
}

extension Notification {
    /// The change a `didChangeColorTheme` notification tells; nil for other notifications.
    public var themeChange: ThemeChange? {
        userInfo?[ThemeChange.userInfoKey] as? ThemeChange
    }
}
