import FlyingFox
import Foundation

/// What the preview server answers: its page at `/` and the page's event stream at `/events`,
/// to GET and HEAD only; everything else a 4xx. No request changes anything.
struct PreviewHandler: HTTPHandler {
    let page: LivePage
    let heartbeat: Duration

    /// The longest request target (path and query) served: 8 KiB.
    static let maximumTargetLength = 8192
    /// The most header bytes served: 16 KiB.
    static let maximumHeaderBytes = 16384

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let refusal = Self.refusal(of: request) { return refusal }
        switch request.target.path() {
        case "/":
            let html = await page.html
            let body = Data(html.utf8)
            var headers = Self.securityHeaders
            headers[.contentType] = "text/html; charset=utf-8"
            if request.method == .HEAD {
                headers[.contentLength] = String(body.count)
                return HTTPResponse(statusCode: .ok, headers: headers, body: Data())
            }
            return HTTPResponse(statusCode: .ok, headers: headers, body: body)
        case "/events":
            var headers = Self.securityHeaders
            headers[.contentType] = "text/event-stream"
            if request.method == .HEAD { return HTTPResponse(statusCode: .ok, headers: headers, body: Data()) }
            let stream = EventStream(versions: await page.versions(), heartbeat: heartbeat)
            return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: stream))
        default:
            return Self.plain(.notFound, "Not found: this server shows one page, at /.")
        }
    }

    /// The answer to a request the server does not serve, or nil.
    static func refusal(of request: HTTPRequest) -> HTTPResponse? {
        guard request.method == .GET || request.method == .HEAD else {
            var response = plain(.methodNotAllowed, "Only GET and HEAD are served.")
            response.headers[HTTPHeader("Allow")] = "GET, HEAD"
            return response
        }
        if request.target.rawValue.utf8.count > maximumTargetLength { return plain(.uriTooLong, "The address is too long.") }
        let headerBytes = request.headers.reduce(0) { $0 + $1.key.rawValue.utf8.count + $1.value.utf8.count + 4 }
        if headerBytes > maximumHeaderBytes { return plain(.requestHeaderFieldsTooLarge, "The request's headers are too large.") }
        if request.headers[.transferEncoding] != nil || (request.headers[.contentLength].flatMap { Int($0) } ?? 0) > 0 {
            return plain(.payloadTooLarge, "A request to this server carries no body.")
        }
        // Only names of this machine: a page elsewhere cannot reach the server through a name
        // it controls (DNS rebinding).
        if let host = request.headers[.host], !isLoopback(host: host) {
            return plain(.forbidden, "This server answers to localhost only.")
        }
        return nil
    }

    /// Whether a Host header names this machine: `localhost`, `127.0.0.1` or `[::1]`, with any
    /// port.
    static func isLoopback(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") {
            guard let end = name.firstIndex(of: "]") else { return false }
            name = String(name[name.index(after: name.startIndex)..<end])
            return name == "::1"
        }
        if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
        return name == "localhost" || name == "127.0.0.1"
    }

    /// Headers every answer carries: not cached, not sniffed, nothing loaded from elsewhere.
    static var securityHeaders: HTTPHeaders {
        [
            HTTPHeader("Cache-Control"): "no-store",
            HTTPHeader("X-Content-Type-Options"): "nosniff",
            HTTPHeader("Referrer-Policy"): "no-referrer",
            HTTPHeader("Content-Security-Policy"):
                "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; img-src data:",
        ]
    }

    static func plain(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        var headers = securityHeaders
        headers[.contentType] = "text/plain; charset=utf-8"
        return HTTPResponse(statusCode: status, headers: headers, body: Data((text + "\n").utf8))
    }
}
