import FlyingFox
import FlyingSocks
import Foundation

/// The live preview: an HTTP server on this machine's loopback addresses only (127.0.0.1, and
/// ::1 where the machine has IPv6), showing one page that it makes anew whenever a watched file
/// changes, and telling each open page to reload (server-sent events).
///
/// ```swift
/// let server = PreviewServer(port: 0, watching: ["tincture.yml"]) { version in page(version) }
/// try await server.run { urls in print(urls[0]) }
/// ```
public actor PreviewServer {
    /// The port asked for; 0 lets the system choose a free one.
    public let port: UInt16
    public let watched: [String]
    /// How often the watched files are looked at.
    public let interval: Duration
    /// How long a connection may take to send its request before it is closed.
    public let requestTimeout: TimeInterval
    let render: @Sendable (Int) async -> String
    private var servers: [HTTPServer] = []
    private var page: LivePage?
    private var stopped = false

    /// `render` makes the page for a version number (the page carries it, so that a browser
    /// that missed a change notices); it is called once at start and once per change.
    public init(port: UInt16, watching watched: [String], interval: Duration = .milliseconds(250), requestTimeout: TimeInterval = 15,
                render: @escaping @Sendable (Int) async -> String) {
        self.port = port
        self.watched = watched
        self.interval = interval
        self.requestTimeout = requestTimeout
        self.render = render
    }

    /// Serves until `stop()`; `listening` is told the page's addresses once the server accepts
    /// connections.
    public func run(listening: @Sendable ([String]) -> Void) async throws {
        do {
            try await serve(listening: listening)
        } catch {
            // Stopping cancels the servers: that is the end asked for, not a failure.
            if !stopped { throw error }
        }
    }

    private func serve(listening: @Sendable ([String]) -> Void) async throws {
        var stamps = FileStamps.of(watched)
        var version = 1
        let page = LivePage(html: await render(version), version: version)
        self.page = page
        let handler = PreviewHandler(page: page, heartbeat: .seconds(10))
        let first = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: requestTimeout, logger: .disabled, handler: handler)
        servers = [first]
        let firstFailure = try await Self.start(first)
        guard case .ip4(_, let chosen)? = await first.listeningAddress else { throw SocketError.unsupportedAddress }
        var urls = ["http://127.0.0.1:\(chosen)/"]
        // The same port on ::1, where the machine has IPv6; IPv4 alone serves otherwise.
        if let address = try? sockaddr_in6.inet6(ip6: "::1", port: chosen) {
            let second = HTTPServer(address: address, timeout: requestTimeout, logger: .disabled, handler: handler)
            if (try? await Self.start(second)) != nil {
                servers.append(second)
                urls.append("http://[::1]:\(chosen)/")
            }
        }
        listening(urls)
        // Watch until stopped; the page is made anew off this actor, so requests go on meanwhile.
        while !stopped {
            try await Task.sleep(for: interval)
            if let error = await firstFailure.error, !stopped { throw error }
            let now = FileStamps.of(watched)
            guard now != stamps, !stopped else { continue }
            stamps = now
            version += 1
            await page.update(html: await render(version), version: version)
        }
        for server in servers { await server.stop(timeout: 1) }
    }

    /// Starts a server and returns once it listens, or throws why it cannot (the port is
    /// taken); what ends its run later is kept in the box returned.
    private static func start(_ server: HTTPServer) async throws -> Failure {
        let failure = Failure()
        Task {
            do { try await server.run() } catch { await failure.set(error) }
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while await !server.isListening {
            if let error = await failure.error { throw error }
            guard ContinuousClock.now < deadline else { throw SocketError.unsupportedAddress }
            try await Task.sleep(for: .milliseconds(10))
        }
        return failure
    }

    /// Why a server's run ended, once it has.
    actor Failure {
        private(set) var error: (any Error)?

        func set(_ error: any Error) { self.error = error }
    }

    /// How many pages in browsers are following the server now (each holds an event stream).
    public var openPages: Int {
        get async { await page?.listenerCount ?? 0 }
    }

    /// How many times a page has started following the server (a page that reloads counts
    /// again).
    public var pagesOpened: Int {
        get async { await page?.streamsOpened ?? 0 }
    }

    /// The version of the page now: 1, then one more at each change of the watched files.
    public var version: Int {
        get async { await page?.version ?? 0 }
    }

    /// Stops serving: open event streams end, the listening sockets close.
    public func stop() async {
        guard !stopped else { return }
        stopped = true
        await page?.finish()
        for server in servers { await server.stop(timeout: 1) }
    }
}
