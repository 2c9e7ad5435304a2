/// The outline a neumorphic control is drawn in: one of SwiftUI's shapes, or an app's own.
public enum NeumorphicShape: Hashable, Sendable {
    case circle
    /// SwiftUI's `Capsule`: a rounded rectangle whose corners are half its shorter side.
    case capsule
    /// A rounded rectangle with continuous corners of this radius, in points.
    case rounded(cornerRadius: Double)
    /// Any other `Shape` type, by its Swift name: an app's own (`Hexagon`, `Shapes.Ticket`) or
    /// another of SwiftUI's (`Rectangle`, `Ellipse`). Generated code writes `Hexagon()`, so the
    /// type needs an initializer without arguments.
    case custom(String)

    /// The lower-case names a theme file may write for SwiftUI's shapes (`shape: capsule`).
    public static let builtInNames = ["circle", "capsule", "rounded", "rectangle", "ellipse"]

    /// The name a theme file writes: a built-in name, or the custom type's.
    public var name: String {
        switch self {
        case .circle: "circle"
        case .capsule: "capsule"
        case .rounded: "rounded"
        case .custom(let type): type
        }
    }

    /// Reads a theme file's `shape`: a lower-case name (`rounded` takes `radius`; `rectangle` and
    /// `ellipse` are SwiftUI's `Rectangle` and `Ellipse`), SwiftUI's type name (`Capsule`,
    /// `RoundedRectangle`), or any other `Shape` type — a Swift type name that starts with a
    /// capital letter, dotted for a nested type (`Shapes.Hexagon`). Nil otherwise.
    public init?(name: String, cornerRadius radius: Double) {
        switch name {
        case "circle", "Circle": self = .circle
        case "capsule", "Capsule": self = .capsule
        case "ellipse": self = .custom("Ellipse")
        case "rectangle": self = .custom("Rectangle")
        case "rounded", "RoundedRectangle": self = .rounded(cornerRadius: radius)
        default:
            guard Self.isTypeName(name) else { return nil }
            self = .custom(name)
        }
    }

    /// `Hexagon`, `Shapes.Ticket`: identifiers of ASCII letters, digits and `_`, each starting
    /// with a letter or `_`, the last with a capital letter.
    static func isTypeName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last, last.first?.isUppercase == true, last.first?.isASCII == true else { return false }
        return parts.allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }
}
