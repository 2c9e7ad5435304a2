import Foundation
import Observation
import Testing
@testable import ThemeModel

@MainActor
@Suite("ThemeStore: observers", .timeLimit(.minutes(1)))
struct ThemeStoreObserverTests {
    // MARK: Closures

    @Test("a closure observer receives every change, in order")
    func closureObserver() throws {
        let store = try StoreFixture.store()
        let log = ChangeLog()
        let observation = store.observe { log.append($0) }
        let made = try [
            store.select(themeName: "ocean"), store.select(appearance: .dark),
            store.select(themeName: "sunset", appearance: Appearance(.dark, .increased)),
        ].compactMap { $0 }
        #expect(log.changes == made)
        #expect(log.isConsistent(from: ThemeSelection()))
        #expect(!observation.isCancelled)
    }

    @Test("cancelling stops delivery; so does releasing the observation")
    func cancellation() throws {
        let store = try StoreFixture.store()
        let cancelled = ChangeLog(), released = ChangeLog(), kept = ChangeLog()
        let first = store.observe { cancelled.append($0) }
        var second: ThemeObservation? = store.observe { released.append($0) }
        let third = store.observe { kept.append($0) }
        store.select(appearance: .dark)
        first.cancel()
        first.cancel()
        #expect(first.isCancelled)
        second = nil
        store.select(appearance: .light)
        #expect(cancelled.changes.map(\.sequence) == [1])
        #expect(released.changes.map(\.sequence) == [1])
        #expect(kept.changes.map(\.sequence) == [1, 2])
        #expect(second == nil && !third.isCancelled)
    }

    @Test("an observation cancelled by an earlier observer during a delivery gets no more")
    func cancelDuringDelivery() throws {
        let store = try StoreFixture.store()
        let log = ChangeLog()
        var victim: ThemeObservation?
        let canceller = store.observe { _ in victim?.cancel() }
        victim = store.observe { log.append($0) }
        store.select(appearance: .dark)
        #expect(log.changes.isEmpty)
        #expect(!canceller.isCancelled)
    }

    @Test("a change made by an observer is delivered to everyone after the current one")
    func reentrantChange() async throws {
        let store = try StoreFixture.store()
        let early = ChangeLog(), late = ChangeLog()
        let components = RecordingComponent()
        let stream = store.changes
        let notifications = NotificationLog(center: store.notificationCenter)
        // The first observer answers every switch to dark by also switching to ocean.
        let switcher = store.observe { change in
            early.append(change)
            if change.current.appearance == .dark, change.current.themeName != "ocean" {
                _ = try? store.select(themeName: "ocean")
            }
        }
        store.register(components)
        let recorder = store.observe { late.append($0) }
        store.select(appearance: .dark)

        let expected = [
            ThemeChange(sequence: 1, previous: ThemeSelection(), current: ThemeSelection(themeName: "default", appearance: .dark)),
            ThemeChange(sequence: 2, previous: ThemeSelection(themeName: "default", appearance: .dark),
                        current: ThemeSelection(themeName: "ocean", appearance: .dark)),
        ]
        #expect(early.changes == expected)
        #expect(late.changes == expected)
        #expect(notifications.changes == expected)
        // The component paints the newest state each time it is called: once on registering,
        // then once per change.
        #expect(components.paints.count == 3)
        #expect(components.paints.last == expected[1].current)
        #expect(store.lastChange == expected[1])
        notifications.stop()
        _ = (switcher, recorder)

        var received: [ThemeChange] = []
        for await change in stream {
            received.append(change)
            if received.count == 2 { break }
        }
        #expect(received == expected)
    }

    // MARK: AsyncStream

    @Test("each stream receives all changes in order, and finishes when the store is released")
    func asyncStream() async throws {
        var store: ThemeStore? = try StoreFixture.store()
        let streams = [store!.changes, store!.changes]
        let readers = streams.map { stream in
            Task { @MainActor in
                var received: [ThemeChange] = []
                for await change in stream { received.append(change) }
                return received
            }
        }
        var made: [ThemeChange] = []
        for selection in StoreFixture.selections.shuffled() {
            if let change = try store!.select(selection) { made.append(change) }
            if made.count % 5 == 0 { await Task.yield() }
        }
        store = nil
        for reader in readers {
            let received = await reader.value
            #expect(received == made)
            #expect(received.isConsistentSequence(from: ThemeSelection()))
        }
    }

    @Test("a stream only holds the changes after it was made")
    func streamStartsNow() async throws {
        var store: ThemeStore? = try StoreFixture.store()
        store!.select(appearance: .dark)
        let stream = store!.changes
        store!.select(appearance: .light)
        store = nil
        var received: [Int] = []
        for await change in stream { received.append(change.sequence) }
        #expect(received == [2])
    }

    @Test("the store forgets a stream whose reader stopped")
    func streamReaderStops() async throws {
        let store = try StoreFixture.store()
        let reader = Task { @MainActor [stream = store.changes] in
            for await _ in stream {}
        }
        #expect(store.subscribers.count == 1)
        reader.cancel()
        await reader.value
        for _ in 0..<1000 where store.subscribers.count > 0 { await Task.yield() }
        #expect(store.subscribers.count == 0)
        // Delivery to the forgotten stream is skipped; later streams still receive.
        let stream = store.changes
        store.select(appearance: .dark)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.sequence == 1)
    }

    // MARK: Notifications

    @Test("posts didChangeColorTheme with the change on its own notification center")
    func notification() throws {
        let center = NotificationCenter()
        let store = try ThemeStore(theme: StoreFixture.theme(), notificationCenter: center)
        let other = try StoreFixture.store()
        let log = NotificationLog(center: center, object: store)
        let everything = NotificationLog(center: center)
        let elsewhere = NotificationLog(center: .default)
        try store.select(themeName: "ocean")
        store.select(appearance: .dark)
        store.select(appearance: .dark)
        other.select(appearance: .dark)
        #expect(log.changes.map(\.sequence) == [1, 2])
        #expect(log.changes.isConsistentSequence(from: ThemeSelection()))
        #expect(log.changes.last == store.lastChange)
        #expect(log.senders.allSatisfy { $0 == ObjectIdentifier(store) })
        #expect(everything.changes.count == 2)
        #expect(elsewhere.changes.isEmpty)
        log.stop()
        everything.stop()
        elsewhere.stop()
        #expect(Notification(name: .didChangeColorTheme).themeChange == nil)
    }

    // MARK: Observation

    @Test("withObservationTracking fires when what was read changes, and only then")
    func observation() throws {
        let store = try StoreFixture.store()
        func track(_ read: @escaping @MainActor () -> Void) -> ChangeCounter {
            let counter = ChangeCounter()
            withObservationTracking { read() } onChange: {
                MainActor.assumeIsolated { counter.count += 1 }
            }
            return counter
        }
        let themeName = track { _ = store.themeName }
        let appearance = track { _ = store.appearance }
        let color = track { _ = store.color("accent") }

        try store.select(themeName: "ocean")
        #expect(themeName.count == 1)
        #expect(appearance.count == 0)
        #expect(color.count == 1)

        store.select(appearance: .dark)
        #expect(appearance.count == 1)

        let theme = track { _ = store.theme }
        try store.replaceTheme(StoreFixture.theme())
        #expect(theme.count == 1)
    }

    // MARK: ColorUpdatable

    @Test("a registered component paints at once and after each change, weakly held")
    func colorUpdatable() throws {
        let store = try StoreFixture.store()
        let component = RecordingComponent()
        store.register(component)
        store.register(component)
        #expect(component.accents == ["#007aff"])
        try store.select(themeName: "sunset", appearance: .dark)
        #expect(component.accents == ["#007aff", "#e19433"])
        #expect(component.paints.last == ThemeSelection(themeName: "sunset", appearance: .dark))

        store.unregister(component)
        store.select(appearance: .light)
        #expect(component.paints.count == 2)

        weak var released: RecordingComponent?
        do {
            let temporary = RecordingComponent()
            released = temporary
            store.register(temporary)
            #expect(temporary.paints.count == 1)
        }
        #expect(released == nil)
        store.select(appearance: .dark)
        #expect(store.lastChange?.sequence == 3)
    }

    @Test("a component unregistered by an earlier observer during a delivery is skipped")
    func unregisterDuringDelivery() throws {
        let store = try StoreFixture.store()
        let component = RecordingComponent()
        let remover = store.observe { _ in store.unregister(component) }
        store.register(component)
        store.select(appearance: .dark)
        #expect(component.paints.count == 1)
        _ = remover
    }
}

/// How many times an Observation `onChange` fired.
@MainActor
final class ChangeCounter {
    var count = 0
}
