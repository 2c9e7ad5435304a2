import Foundation

/// The page the server shows now, its version (1, then one more at each change of the watched
/// files), and the event streams of the pages open in browsers, each told of every new version.
actor LivePage {
    private(set) var html: String
    private(set) var version: Int
    private var listeners: [UUID: AsyncStream<Int>.Continuation] = [:]
    /// How many event streams were ever opened (a page that reloads opens another).
    private(set) var streamsOpened = 0

    init(html: String, version: Int) {
        self.html = html
        self.version = version
    }

    func update(html: String, version: Int) {
        self.html = html
        self.version = version
        for listener in listeners.values { listener.yield(version) }
    }

    /// A stream of versions: the current one first, then each new one.
    func versions() -> AsyncStream<Int> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
        continuation.yield(version)
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        listeners[id] = continuation
        streamsOpened += 1
        return stream
    }

    /// How many pages are listening now.
    var listenerCount: Int { listeners.count }

    private func remove(_ id: UUID) {
        listeners[id] = nil
    }

    /// Ends every stream (the server is stopping).
    func finish() {
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }
}
