// A stub of the AppKit API that Tincture's generated Swift uses. Built as a module named
// AppKit so `#if canImport(AppKit)` holds when the generated file is type-checked on Linux.
// NSColor(red:green:blue:alpha:) (macOS 10.9; extended sRGB outside 0…1) and
// NSColor(displayP3Red:…) (macOS 10.12) are AppKit initializers that api-signatures.json does
// not list.
import Foundation

open class NSAppearance: @unchecked Sendable {
    public struct Name: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityAqua")
        public static let accessibilityHighContrastDarkAqua = Name(rawValue: "NSAppearanceNameAccessibilityDarkAqua")
    }
    public init() {}
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { appearances.first }
}

open class NSColor: @unchecked Sendable {
    public typealias Name = String
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {}
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}
