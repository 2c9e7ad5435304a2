import ThemeModel

/// One file a generator produces: a path relative to the output directory and its bytes.
///
/// Generators are pure: they return files and never touch the disk. The CLI's one writer
/// (`OutputWriter`) compares, marks and writes them.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the output directory, with `/` separators.
    public var path: String
    /// The contents, UTF-8; deterministic (sorted keys, final newline, no timestamps) and
    /// carrying the do-not-edit marker when the format has comments.
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// What every generator has: a name for the command line and a pure function from a resolved
/// theme to files.
public protocol ThemeGenerator: Sendable {
    /// The name `tincture generate --format NAME` uses.
    static var name: String { get }
    func generate(_ theme: GeneratorInput) throws(GeneratorError) -> [GeneratedFile]
}

/// A problem a generator cannot get past (a name that cannot become an identifier, a
/// template that does not render), with the token concerned.
public struct GeneratorError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var token: String?

    public init(_ message: String, token: String? = nil) {
        self.message = message
        self.token = token
    }

    public var description: String { (token.map { "\($0): " } ?? "") + message }
}
