// A stub of the UIKit API that Tincture's generated Swift uses, with the signatures in
// shared/reference/api-signatures.json. Built as a module named UIKit so `#if canImport(UIKit)`
// holds when the generated file is type-checked on Linux. Declarations only; nothing runs.
import Foundation

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base, elevated }

open class UITraitCollection: @unchecked Sendable {
    public init() {}
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
    open var userInterfaceLevel: UIUserInterfaceLevel { .unspecified }
}

open class UIColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}

extension UIColor {
    public class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var link: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var opaqueSeparator: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var placeholderText: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var quaternaryLabel: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var quaternarySystemFill: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var secondaryLabel: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var secondarySystemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var secondarySystemFill: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var secondarySystemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var separator: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemBlue: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemBrown: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemCyan: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemFill: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemGray: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemGray2: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemGray3: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemGray4: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemGray5: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemGray6: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemGreen: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemIndigo: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemMint: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemOrange: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemPink: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemPurple: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemRed: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemTeal: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var systemYellow: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var tertiaryLabel: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var tertiarySystemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var tertiarySystemFill: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}

// MARK: Visual effects
//
// Blur and vibrancy for the materials file: UIVisualEffectView(effect:) and contentView (iOS 8),
// UIBlurEffect(style:) with the system material styles and UIVibrancyEffect(blurEffect:style:)
// with UIVibrancyEffectStyle (iOS 13). Not in api-signatures.json; from Apple's UIKit
// documentation (UIVibrancyEffect, UIVibrancyEffectStyle, UIBlurEffect.Style,
// UIVisualEffectView), main-actor isolated as there.

@MainActor open class UIView {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
    public init(frame: CGRect) {}
    open var frame: CGRect { get { .zero } set {} }
    open var bounds: CGRect { get { .zero } set {} }
    open var autoresizingMask: UIView.AutoresizingMask { get { [] } set {} }
    open var backgroundColor: UIColor? { get { nil } set {} }
    open func addSubview(_ view: UIView) {}
}

@MainActor open class UIVisualEffect {}

@MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }
    public init(style: UIBlurEffect.Style) {}
}

public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

@MainActor open class UIVibrancyEffect: UIVisualEffect {
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {}
}

// Liquid Glass for the glass file (iOS 26): UIGlassEffect(style:) with UIGlassEffect.Style
// (regular, clear), its tintColor and isInteractive; from Apple's UIKit documentation
// (UIGlassEffect, UIGlassEffect.Style), main-actor isolated as there.
@available(iOS 26.0, *)
@MainActor open class UIGlassEffect: UIVisualEffect {
    public enum Style: Int, Sendable { case regular, clear }
    public init(style: UIGlassEffect.Style) {}
    open var tintColor: UIColor? { get { nil } set {} }
    open var isInteractive: Bool { get { false } set {} }
}

@MainActor open class UIVisualEffectView: UIView {
    public init(effect: UIVisualEffect?) { super.init(frame: .zero) }
    open var contentView: UIView { UIView(frame: .zero) }
}
