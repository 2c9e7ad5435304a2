/// One of the eight appearances a person can set on an Apple device: color scheme × contrast ×
/// interface level.
///
/// They match UIKit's trait collection: `userInterfaceStyle` (light, dark),
/// `accessibilityContrast` (normal, high — Settings › Accessibility › Display & Text Size ›
/// Increase Contrast) and `userInterfaceLevel` (base, elevated — sheets, popovers and
/// multitasking windows).
public struct Appearance: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark.
    public enum Scheme: String, Hashable, Sendable, CaseIterable { case light, dark }
    /// Normal or increased contrast (Increase Contrast on).
    public enum Contrast: String, Hashable, Sendable, CaseIterable { case normal, increased }
    /// Base or elevated interface level.
    public enum Level: String, Hashable, Sendable, CaseIterable { case base, elevated }

    public var scheme: Scheme
    public var contrast: Contrast
    public var level: Level

    public init(_ scheme: Scheme, _ contrast: Contrast = .normal, _ level: Level = .base) {
        self.scheme = scheme
        self.contrast = contrast
        self.level = level
    }

    public static let light = Appearance(.light)
    public static let dark = Appearance(.dark)

    /// All eight, light before dark, normal before increased, base before elevated.
    public static let all: [Appearance] = Scheme.allCases.flatMap { scheme in
        Contrast.allCases.flatMap { contrast in
            Level.allCases.map { Appearance(scheme, contrast, $0) }
        }
    }

    /// Position in `all`, 0…7.
    @inlinable public var index: Int {
        (scheme == .dark ? 4 : 0) + (contrast == .increased ? 2 : 0) + (level == .elevated ? 1 : 0)
    }

    /// The name used in theme files and on the command line: the scheme, then `increased` and
    /// `elevated` when set, joined by `+` (`light`, `dark+increased`, `dark+increased+elevated`).
    public var name: String {
        var name = scheme.rawValue
        if contrast == .increased { name += "+increased" }
        if level == .elevated { name += "+elevated" }
        return name
    }

    public var description: String { name }

    /// Parses a name such as `dark+increased+elevated` or `dark,increased` (order free; the
    /// scheme is required, `normal` and `base` may be written out).
    public init?(name: String) {
        guard let condition = AppearanceCondition(name: name), let scheme = condition.scheme else {
            return nil
        }
        self.init(scheme, condition.contrast ?? .normal, condition.level ?? .base)
    }
}
