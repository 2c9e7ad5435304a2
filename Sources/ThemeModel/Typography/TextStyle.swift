/// One of Apple's eleven Dynamic Type text styles (`UIFont.TextStyle`, SwiftUI `Font`).
///
/// Sizes and leading for each style at each `ContentSizeCategory` come from `DynamicType`.
public enum TextStyle: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The `UIFont.TextStyle` member, such as `UIFont.TextStyle.title1`.
    public var uiKitName: String { "UIFont.TextStyle.\(rawValue)" }

    /// The SwiftUI `Font` member: SwiftUI names `title1` `.title` and `caption1` `.caption`.
    public var swiftUIName: String {
        switch self {
        case .title1: "Font.title"
        case .caption1: "Font.caption"
        default: "Font.\(rawValue)"
        }
    }

    public var description: String { rawValue }

    /// Parses a style's name, case-insensitively; SwiftUI's `title` and `caption` are accepted too.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        if let style = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
            self = style
        } else if lowered == "title" {
            self = .title1
        } else if lowered == "caption" {
            self = .caption1
        } else {
            return nil
        }
    }
}
