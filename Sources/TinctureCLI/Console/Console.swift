#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command reads its input and writes its output: the process's standard streams, or
/// buffers in tests. The only place the command line touches the terminal.
public struct Console: Sendable {
    /// Writes to standard output.
    public var write: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads the next line of standard input, without its line break; `nil` at the end.
    public var readLine: @Sendable () -> String?
    /// Whether standard output is a terminal (swatches and colors are shown only then).
    public var outputIsTerminal: Bool
    /// The environment variables the output depends on (`NO_COLOR`).
    public var environment: [String: String]
    /// Whether standard error is a terminal (progress bars are drawn only then).
    public var errorIsTerminal: Bool

    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readLine: @escaping @Sendable () -> String?,
        outputIsTerminal: Bool,
        environment: [String: String],
        errorIsTerminal: Bool = false
    ) {
        self.write = write
        self.writeError = writeError
        self.readLine = readLine
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's own standard streams.
    public static var standard: Console {
        Console(
            write: { text in writeAll(text, to: STDOUT_FILENO) },
            writeError: { text in writeAll(text, to: STDERR_FILENO) },
            readLine: { Swift.readLine(strippingNewline: true) },
            outputIsTerminal: isatty(STDOUT_FILENO) != 0,
            environment: Console.processEnvironment(),
            errorIsTerminal: isatty(STDERR_FILENO) != 0
        )
    }

    /// Whether output may carry ANSI colors: a terminal, and `NO_COLOR` unset or empty
    /// (no-color.org).
    public var usesColor: Bool {
        outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Writes one line to standard output.
    public func line(_ text: String = "") { write(text + "\n") }

    /// Writes one line to standard error.
    public func errorLine(_ text: String) { writeError(text + "\n") }

    /// Writes every byte of `text` to a file descriptor; when the reader went away (EPIPE),
    /// nothing more can be written.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        _ = text.withUTF8 { Descriptor.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    private static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let eq = pair.firstIndex(of: "=") {
                result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
            }
            pointer += 1
        }
        return result
    }
}
