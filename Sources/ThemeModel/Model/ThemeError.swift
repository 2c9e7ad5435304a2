import ColorScience

/// A problem with a theme file: what is wrong, where (file:line:column), which token and value,
/// and how to fix it when that can be said.
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// The file could not be read.
        case unreadable
        /// The file is empty or holds only comments.
        case empty
        /// The file is not UTF-8 text.
        case notText
        /// The file is larger than ``ThemeSource/maximumSize``, or its YAML aliases expand past
        /// the limit a theme file has.
        case tooLarge
        /// The YAML or JSON does not parse.
        case malformed
        /// A key appears twice in one mapping.
        case duplicateKey
        /// A key this format does not have.
        case unknownKey
        /// A node of the wrong shape (a list where a mapping belongs, …).
        case wrongType
        /// A name that cannot be a path component, appearance, role or size.
        case invalidName
        /// A color that does not parse.
        case invalidColor
        /// A reference to a color or token that does not exist.
        case unknownReference
        /// References that lead back to where they started.
        case referenceCycle
        /// A token with no value for some appearance.
        case missingValue
        /// A theme extending a theme that does not exist.
        case unknownTheme
        /// Themes extending each other in a circle.
        case themeCycle
        /// A name defined twice.
        case duplicateName
        /// A DTCG construct Tincture cannot express.
        case unsupported
    }

    public var kind: Kind
    /// What is wrong, in a sentence without the place.
    public var message: String
    public var location: SourceLocation?
    /// The token or palette path concerned, if any.
    public var path: String?
    /// The offending text as written, if any; text over ``maximumValueLength`` characters is
    /// cut, saying how long it was (see `excerpt(maximumLength:)`), so that a message never
    /// repeats a huge input.
    public var value: String?
    /// How to fix it, if that can be said ("did you mean 'primary'?").
    public var suggestion: String?

    public init(
        _ kind: Kind, _ message: String, at location: SourceLocation?, path: String? = nil,
        value: String? = nil, suggestion: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.location = location
        self.path = path
        self.value = value?.excerpt(maximumLength: Self.maximumValueLength)
        self.suggestion = suggestion
    }

    /// The most characters of the offending text an error keeps.
    public static let maximumValueLength = 80

    /// `file:line:column: path: message: 'value' (suggestion)`.
    public var description: String {
        Self.describe(location: location, path: path, message: message, value: value, suggestion: suggestion)
    }

    /// `file:line:column: path: message: 'value' (suggestion)`, leaving out what is nil; errors
    /// and notes alike.
    static func describe(location: SourceLocation?, path: String?, message: String, value: String?, suggestion: String?) -> String {
        var text = ""
        if let location { text += "\(location): " }
        if let path { text += "\(path): " }
        text += message
        if let value { text += ": '\(value)'" }
        if let suggestion { text += " (\(suggestion))" }
        return text
    }
}

/// Every problem found while loading or resolving a theme file, in file order. Loading reports
/// all of them at once rather than stopping at the first.
public struct ThemeErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [ThemeError]

    public init(_ errors: [ThemeError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }

    /// Whether the file itself could not be used as data (as opposed to missing).
    public var isDataError: Bool { !errors.allSatisfy { $0.kind == .unreadable } }
}
