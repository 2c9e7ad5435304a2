/// The continuations of a ``ThemeStore``'s ``ThemeStore/changes`` streams.
///
/// Owned by one store and used only on the main actor through it (it is not `Sendable`). When
/// the store is released so is this, and its `deinit` finishes every stream so that their
/// readers' loops end.
final class ChangeSubscribers {
    private var continuations: [Int: AsyncStream<ThemeChange>.Continuation] = [:]
    private var nextID = 0

    /// A new unbounded stream. `onTermination` gets its number when its reader stops (or the
    /// stream finishes), on any thread; pass that to ``remove(_:)`` on the store's actor.
    func subscribe(onTermination: @escaping @Sendable (Int) -> Void) -> AsyncStream<ThemeChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: ThemeChange.self, bufferingPolicy: .unbounded)
        let id = nextID
        nextID += 1
        continuation.onTermination = { _ in onTermination(id) }
        continuations[id] = continuation
        return stream
    }

    /// How many streams are still fed.
    var count: Int { continuations.count }

    /// Forgets a stream whose reader stopped.
    func remove(_ id: Int) {
        continuations[id] = nil
    }

    /// Hands a change to every stream, in subscription order, forgetting finished ones.
    func yield(_ change: ThemeChange) {
        for id in continuations.keys.sorted() {
            if case .terminated = continuations[id]?.yield(change) { continuations[id] = nil }
        }
    }

    deinit {
        for continuation in continuations.values { continuation.finish() }
    }
}
