/// A component that repaints itself from a ``ThemeStore`` — a view, a layer, a view
/// controller — when the theme or the appearance changes.
///
/// This is the talk's `ColorUpdatable` (Try! Swift Tokyo 2017, "Building a robust color
/// system"), driven by the store instead of by each object comparing themes itself: the store
/// calls ``updateColors(from:)`` only when the selection or the theme actually changed.
///
/// ```swift
/// extension ProfileViewController: ColorUpdatable {
///     func updateColors(from store: ThemeStore) {
///         view.backgroundColor = UIColor(store.color("background.content"))
///         titleLabel.textColor = UIColor(store.color("text.primary"))
///     }
/// }
/// store.register(profileViewController)
/// ```
@MainActor
public protocol ColorUpdatable: AnyObject {
    /// Sets every color the component shows from the store's current selection
    /// (``ThemeStore/color(_:)``).
    ///
    /// Called once when the component is registered and after each change. Read colors from the
    /// store rather than keeping them: when one observer's reaction changes the selection again,
    /// the store already holds the newest selection, and the component is called once more for
    /// that change.
    func updateColors(from store: ThemeStore)
}

extension ThemeStore {
    /// Registers a component to repaint after every change, and has it paint itself in the
    /// current selection at once.
    ///
    /// The store holds the component weakly: it stops being called when it is released, with
    /// no need to unregister. Registering the same object twice has no further effect.
    public func register(_ component: some ColorUpdatable) {
        guard !observers.contains(where: { $0.holds(component) }) else { return }
        observers.append(.component(ComponentRegistration(component)))
        component.updateColors(from: self)
    }

    /// Stops calling a registered component, at once — a change being delivered included;
    /// nothing happens if it is not registered.
    public func unregister(_ component: some ColorUpdatable) {
        for case .component(let registration) in observers where registration.component === component {
            registration.component = nil
        }
        observers.removeAll { $0.holds(component) || !$0.isAlive }
    }
}

/// A registered component, held weakly; unregistering clears it so that a delivery already
/// under way skips it.
@MainActor
final class ComponentRegistration {
    weak var component: (any ColorUpdatable)?

    init(_ component: any ColorUpdatable) { self.component = component }
}
