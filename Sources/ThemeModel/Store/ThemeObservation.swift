/// Keeps a closure registered with ``ThemeStore/observe(_:)`` receiving changes: delivery stops
/// when it is cancelled or released.
///
/// The store holds the observation weakly, so keep it for as long as the closure should run
/// (in a property of the view or controller that observes, say):
///
/// ```swift
/// observation = store.observe { [weak self] change in self?.repaint() }
/// ```
@MainActor
public final class ThemeObservation {
    /// The closure, until cancelled. The store calls it for each change.
    private(set) var handler: (@MainActor (ThemeChange) -> Void)?

    init(_ handler: @escaping @MainActor (ThemeChange) -> Void) {
        self.handler = handler
    }

    /// Stops delivery at once — changes already being delivered included — and releases the
    /// closure with whatever it captured. Cancelling again does nothing.
    public func cancel() {
        handler = nil
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { handler == nil }
}
