/// The text size a person chooses in Settings: seven standard sizes and five accessibility sizes.
///
/// Cases are in increasing order and named like SwiftUI's `DynamicTypeSize` (iOS 15+);
/// `uiKitName` gives the `UIContentSizeCategory` member. The default is `large`.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Codable, Comparable, CustomStringConvertible {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The size iOS uses unless a person changes it.
    public static let `default` = ContentSizeCategory.large

    /// The position in increasing order, from 0 (`xSmall`) to 11 (`accessibility5`).
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    /// Whether it is one of the five larger accessibility sizes (AX1–AX5).
    public var isAccessibilityCategory: Bool { index >= ContentSizeCategory.accessibility1.index }

    /// The SwiftUI `DynamicTypeSize` member, such as `DynamicTypeSize.accessibility3`.
    public var swiftUIName: String { "DynamicTypeSize.\(rawValue)" }

    /// The `UIContentSizeCategory` member, such as `UIContentSizeCategory.accessibilityExtraLarge`.
    public var uiKitName: String { "UIContentSizeCategory.\(uiKitMember)" }

    /// The member name alone, such as `extraSmall` or `accessibilityMedium`.
    public var uiKitMember: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityExtraLarge"
        case .accessibility4: "accessibilityExtraExtraLarge"
        case .accessibility5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// A short name: the SwiftUI name, or `AX1`–`AX5` for accessibility sizes.
    public var shortName: String { isAccessibilityCategory ? "AX\(index - 6)" : rawValue }

    public var description: String { rawValue }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// Parses the SwiftUI name (`xLarge`, `accessibility3`), the UIKit name (`extraLarge`,
    /// `accessibilityExtraLarge`) or `AX1`–`AX5`, ignoring case.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        if lowered.hasPrefix("ax"), let number = Int(lowered.dropFirst(2)), (1...5).contains(number) {
            self = Self.allCases[6 + number]
            return
        }
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered || $0.uiKitMember.lowercased() == lowered })
        else { return nil }
        self = match
    }

    /// Every spelling `init(parsing:)` accepts, for suggestions.
    public static var spellings: [String] {
        allCases.map(\.rawValue) + allCases.map(\.uiKitMember) + (1...5).map { "AX\($0)" }
    }
}
