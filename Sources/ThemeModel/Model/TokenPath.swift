/// The name of a palette color or a token: dot-separated components (`text.primary`,
/// `palette.black`, `system.label`).
///
/// Theme files may write a token's path with `/` (`text/primary`) or by nesting groups; both
/// come to the same path. `palette` and `system` as first components name the palette and Apple's
/// system colors.
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var components: [String]

    public init(_ components: [String]) { self.components = components }

    /// Splits on `.` and `/`; nil when a component is empty or holds a character other than a
    /// letter, digit, `-`, `_` or an inner space.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "/", omittingEmptySubsequences: false) }
            .map(String.init)
        guard !parts.isEmpty, parts.allSatisfy(TokenPath.isValidComponent) else { return nil }
        self.components = parts
    }

    public init(stringLiteral value: String) {
        self.components = value.split(separator: ".").map(String.init)
    }

    /// Letters, digits, `-`, `_` and spaces (not first or last), not empty. Spaces are kept
    /// because asset catalogs and token files name colors with them (`Accent Color`, `Brand
    /// Shadow`) and code refers to those names.
    public static func isValidComponent(_ component: String) -> Bool {
        guard let first = component.unicodeScalars.first, let last = component.unicodeScalars.last, first != " ", last != " " else { return false }
        return component.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == " "
        }
    }

    public var string: String { components.joined(separator: ".") }
    public var description: String { string }

    /// The last component.
    public var name: String { components.last ?? "" }

    /// The first component: the group, or `palette`/`system`.
    public var root: String { components.first ?? "" }

    public var isPalette: Bool { root == "palette" && components.count > 1 }
    public var isSystem: Bool { root == "system" && components.count > 1 }
    /// A semantic token: neither a palette nor a system color.
    public var isToken: Bool { !isPalette && !isSystem }

    public func appending(_ more: [String]) -> TokenPath { TokenPath(components + more) }

    /// Whether `prefix`'s components begin this path.
    public func hasPrefix(_ prefix: TokenPath) -> Bool {
        components.count >= prefix.components.count
            && Array(components.prefix(prefix.components.count)) == prefix.components
    }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
