// A stub of the SwiftUI API that Tincture's generated Swift uses. Built as a module named
// SwiftUI, once beside the UIKit stub (where `Color(uiColor:)` exists) and once beside the
// AppKit stub (where it does not).
import Foundation
#if canImport(UIKit)
import UIKit
#endif

public enum ColorScheme: Hashable, Sendable { case light, dark }
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var colorScheme: ColorScheme { get { .light } set {} }
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
}

public protocol ShapeStyle: Sendable {
    associatedtype Resolved: ShapeStyle
    func resolve(in environment: EnvironmentValues) -> Resolved
}

public struct Color: ShapeStyle, Hashable {
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    #if canImport(UIKit)
    public init(uiColor: UIColor) {}
    #endif
    public func resolve(in environment: EnvironmentValues) -> Color { self }
}
