import Foundation
import Observation
import Testing
@testable import ThemeModel

@Suite("ThemeStore: concurrency")
struct ThemeStoreConcurrencyTests {
    /// How many tasks switch at once in each run.
    static let taskCount = 200

    @Test("many tasks switching at once: every observer sees the same consistent sequence, none lost",
          .timeLimit(.minutes(1)), arguments: 0..<20)
    func concurrentSwitching(run: Int) async throws {
        let watch = try await Watch(start: ThemeSelection(themeName: "ocean", appearance: .dark))
        // Only the tasks and the watch hold the store, so that the watch can release it and see
        // the streams finish.
        let made = try await Self.switchConcurrently(await watch.store!, run: run)
        try await watch.verify(made: made)
    }

    /// Starts ``taskCount`` tasks on the global executor that each switch twice — the theme, the
    /// appearance or both — reading a color in between; returns the changes they got back, by
    /// sequence number.
    static func switchConcurrently(_ store: ThemeStore, run: Int) async throws -> [ThemeChange] {
        let selections = StoreFixture.selections
        return try await withThrowingTaskGroup(of: [ThemeChange].self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    let selection = selections[(task * 7 + run) % selections.count]
                    var made: [ThemeChange?] = []
                    switch task % 3 {
                    case 0: made.append(try await store.select(themeName: selection.themeName))
                    case 1: made.append(await store.select(appearance: selection.appearance))
                    default: made.append(try await store.select(selection))
                    }
                    _ = await store.color("accent")
                    made.append(try await store.select(selections[(task * 11 + run * 3) % selections.count]))
                    return made.compactMap { $0 }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }.sorted { $0.sequence < $1.sequence }
    }
}

/// Every kind of observer on one store, and the checks of what they saw.
@MainActor
final class Watch {
    private(set) var store: ThemeStore?
    let start: ThemeSelection
    private let closures = ChangeLog()
    private let component = RecordingComponent()
    private let notifications: NotificationLog
    private let readers: [Task<[ThemeChange], Never>]
    private var observation: ThemeObservation?
    private var trackerFired = 0

    init(start: ThemeSelection) throws {
        let store = try StoreFixture.store(start)
        self.store = store
        self.start = start
        notifications = NotificationLog(center: store.notificationCenter, object: store)
        readers = [store.changes, store.changes].map { stream in
            Task {
                var received: [ThemeChange] = []
                for await change in stream { received.append(change) }
                return received
            }
        }
        store.register(component)
        observation = store.observe { [weak self] change in
            self?.closures.append(change)
            self?.track()
        }
        track()
    }

    /// Counts the next Observation change of the selection; called again after each change.
    private func track() {
        guard let store else { return }
        withObservationTracking {
            _ = store.selection
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.trackerFired += 1 }
        }
    }

    /// Checks every observer against the changes the tasks made (sorted by sequence), then
    /// releases the store and checks the streams.
    func verify(made: [ThemeChange], sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        do {
            let store = try #require(store)
            #expect(made.isConsistentSequence(from: start), "the changes the tasks got back", sourceLocation: sourceLocation)
            #expect(made.count > 0, sourceLocation: sourceLocation)
            #expect(store.lastChange == made.last, sourceLocation: sourceLocation)
            #expect(store.selection == made.last?.current, sourceLocation: sourceLocation)

            #expect(closures.changes == made, "closure observer", sourceLocation: sourceLocation)
            #expect(notifications.changes == made, "notifications", sourceLocation: sourceLocation)
            #expect(trackerFired == made.count, "Observation", sourceLocation: sourceLocation)
            #expect(component.paints.count == made.count + 1, "component", sourceLocation: sourceLocation)
            #expect(component.paints.last == made.last?.current, sourceLocation: sourceLocation)
        }
        notifications.stop()
        observation = nil

        // Releasing the store finishes the streams, so the readers return what they got.
        weak let released = self.store
        self.store = nil
        #expect(released == nil, "nothing else holds the store", sourceLocation: sourceLocation)
        for (index, reader) in readers.enumerated() {
            #expect(await reader.value == made, "stream \(index)", sourceLocation: sourceLocation)
        }
    }
}
