/// The four system materials of iOS 13 and later, thinnest first: `ultraThin`, `thin`,
/// `regular` (the default) and `thick` — SwiftUI's `.ultraThinMaterial` … `.thickMaterial`,
/// UIKit's `UIBlurEffect.Style.systemUltraThinMaterial` … `.systemThickMaterial`. Each has a
/// light and a dark variant (``MaterialLayer/layer(_:_:)``).
///
/// Named `SystemMaterial` rather than `Material` so that code importing both Tincture and
/// SwiftUI never meets an ambiguous name.
public enum SystemMaterial: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    case ultraThin
    case thin
    case regular
    case thick

    /// The name a theme file uses (`ultraThin`, `thin`, `regular`, `thick`).
    public var description: String { rawValue }

    /// A material from its theme-file name; `ultra-thin` and `ultra_thin` are accepted too.
    public init?(name: String) {
        let folded = name.replacingDashes
        guard let material = Self.allCases.first(where: { $0.rawValue.lowercased() == folded.lowercased() }) else { return nil }
        self = material
    }

    /// The SwiftUI `Material` member this stands for (`ultraThinMaterial`).
    public var swiftUIName: String { rawValue + "Material" }

    /// The UIKit blur style that adapts to the interface style (`systemUltraThinMaterial`).
    public var uiKitName: String {
        self == .regular ? "systemMaterial" : "system" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "Material"
    }
}

extension String {
    /// `ultra-thin` and `ultra_thin` as `ultraThin`.
    fileprivate var replacingDashes: String {
        var result = ""
        var upper = false
        for character in self {
            if character == "-" || character == "_" { upper = true; continue }
            result += upper ? character.uppercased() : String(character)
            upper = false
        }
        return result
    }
}
