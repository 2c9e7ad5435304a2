/// How content drawn on a system material takes its color: UIKit's `UIVibrancyEffectStyle`
/// (iOS 13) — four label levels, three fill levels and the separator. The system blends such
/// content with the material beneath instead of drawing it in a fixed color, so it stays
/// legible over changing content (``Vibrancy``).
///
/// In SwiftUI the same levels are the hierarchical styles `.primary` … `.quaternary` (and, from
/// iOS 17 and macOS 14, `.fill`, `.fill.secondary`, `.fill.tertiary` and `.separator`), which
/// render vibrantly when the background is a material.
public enum VibrancyStyle: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    case label
    case secondaryLabel
    case tertiaryLabel
    case quaternaryLabel
    case fill
    case secondaryFill
    case tertiaryFill
    case separator

    /// The name a theme file uses, which is also the `UIVibrancyEffectStyle` member.
    public var description: String { rawValue }

    /// A style from its theme-file name: a `UIVibrancyEffectStyle` member (`secondaryLabel`,
    /// `secondary-label`), or a SwiftUI hierarchical level (`primary` … `quaternary`) for the
    /// label of that level. Case-insensitive.
    public init?(name: String) {
        let folded = name.lowercased().filter { $0 != "-" && $0 != "_" }
        switch folded {
        case "primary", "primarylabel": self = .label
        case "secondary": self = .secondaryLabel
        case "tertiary": self = .tertiaryLabel
        case "quaternary": self = .quaternaryLabel
        case "primaryfill": self = .fill
        default:
            guard let style = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
            self = style
        }
    }

    /// The `UIVibrancyEffectStyle` member (`secondaryLabel`).
    public var uiKitName: String { rawValue }

    /// The SwiftUI shape style that renders this level vibrantly on a material: `.primary` …
    /// `.quaternary` (iOS 15, macOS 12), `.fill`, `.fill.secondary`, `.fill.tertiary` and
    /// `.separator` (iOS 17, macOS 14).
    public var swiftUIStyle: String {
        switch self {
        case .label: ".primary"
        case .secondaryLabel: ".secondary"
        case .tertiaryLabel: ".tertiary"
        case .quaternaryLabel: ".quaternary"
        case .fill: ".fill"
        case .secondaryFill: ".fill.secondary"
        case .tertiaryFill: ".fill.tertiary"
        case .separator: ".separator"
        }
    }

    /// Whether SwiftUI's style for this level is a hierarchical label style (iOS 15, macOS 12)
    /// rather than a fill or separator style (iOS 17, macOS 14).
    public var isLabel: Bool {
        switch self {
        case .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel: true
        case .fill, .secondaryFill, .tertiaryFill, .separator: false
        }
    }

    /// The plain system color of the same level (`secondaryLabel`, `systemFill`), which the
    /// checks use where there is no vibrancy: on the opaque color Reduce Transparency shows.
    public var systemColorName: String {
        switch self {
        case .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .separator: rawValue
        case .fill: "systemFill"
        case .secondaryFill: "secondarySystemFill"
        case .tertiaryFill: "tertiarySystemFill"
        }
    }

    /// The role content of this style plays, for the contrast it needs when its token has no
    /// role of its own: text for labels, fill, separator.
    public var role: TokenRole {
        switch self {
        case .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel: .text
        case .fill, .secondaryFill, .tertiaryFill: .fill
        case .separator: .separator
        }
    }
}
