import FlyingFox
import FlyingSocks
import Foundation

/// The bytes of a server-sent event stream (`text/event-stream`): a `version` event for the
/// page's version when a browser connects and at each change, and a comment every few seconds
/// so that a connection left open is kept and a closed one noticed.
struct EventStream: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let versions: AsyncStream<Int>
    let heartbeat: Duration

    func makeAsyncIterator() -> Iterator {
        // Versions and heartbeats merged into one stream of chunks.
        let (chunks, continuation) = AsyncStream<[UInt8]>.makeStream()
        let versions = versions, heartbeat = heartbeat
        let task = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    continuation.yield(Array("retry: 500\n\n".utf8))
                    for await version in versions { continuation.yield(Array("event: version\ndata: \(version)\n\n".utf8)) }
                    continuation.finish()
                }
                group.addTask {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: heartbeat)
                        continuation.yield(Array(": keep-alive\n\n".utf8))
                    }
                }
                await group.next()
                group.cancelAll()
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return Iterator(chunks: chunks.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var chunks: AsyncStream<[UInt8]>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            if pending.isEmpty { guard let chunk = await chunks.next() else { return nil }; pending = chunk[...] }
            return pending.popFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            if pending.isEmpty { guard let chunk = await chunks.next() else { return nil }; pending = chunk[...] }
            let taken = pending.prefix(Swift.max(count, 1))
            pending = pending.dropFirst(taken.count)
            return taken
        }
    }
}
