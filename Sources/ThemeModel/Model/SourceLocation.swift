/// A place in a theme file: the file's name as given, and a 1-based line and column (columns
/// count Unicode scalars, as libYAML does).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or the file alone for built-in values.
    public var description: String { isInFile ? "\(file):\(line):\(column)" : file }

    /// Where built-in values (Apple's system palette) are defined.
    public static func builtIn(_ name: String) -> SourceLocation {
        SourceLocation(file: "<built-in \(name)>", line: 0, column: 0)
    }

    /// Whether this place is in a file rather than built in.
    public var isInFile: Bool { line > 0 }
}
