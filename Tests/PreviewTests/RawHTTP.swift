import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A request written byte for byte to 127.0.0.1, as a hostile or careless client would send
/// it (no URL normalization), and what came back.
enum RawHTTP {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Sends `request` and reads until the server closes, `until` is satisfied by what arrived,
    /// or `timeout` passes; what arrived. The socket does not block: between tries the task
    /// sleeps, so no thread of the test run is held while the server (in this process) answers.
    static func send(_ request: String, port: Int, timeout: Double = 60, until: ((String) -> Bool)? = nil) async throws -> String {
        #if canImport(Glibc)
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect: \(errno)") }
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count, ContinuousClock.now < deadline {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            if count > 0 { sent += count; continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { try await Task.sleep(for: .milliseconds(2)); continue }
            break  // the server may answer (and close) before reading it all
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while ContinuousClock.now < deadline {
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                guard errno == EAGAIN || errno == EWOULDBLOCK else { break }
                try await Task.sleep(for: .milliseconds(5))
                continue
            }
            received += buffer[..<count]
            if let until, until(String(decoding: received, as: UTF8.self)) { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// The status code of a response (`HTTP/1.1 404 Not Found` → 404), 0 when none arrived.
    static func status(_ response: String) -> Int {
        let parts = response.prefix { $0 != "\r" && $0 != "\n" }.split(separator: " ")
        return parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }

    static func get(_ target: String, port: Int, method: String = "GET", headers: [String] = [], body: String = "") async throws -> String {
        var lines = ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"] + headers
        if !body.isEmpty { lines.append("Content-Length: \(body.utf8.count)") }
        return try await send(lines.joined(separator: "\r\n") + "\r\n\r\n" + body, port: port)
    }
}
