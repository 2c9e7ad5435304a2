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

// MARK: - Materials (the `materials` generator's SwiftUI)
//
// Declarations as Apple documents them; bodies are placeholders. `accessibilityReduceTransparency`
// is from /work/shared/reference/api-signatures.json; `View`, `ViewModifier`, `Environment`,
// `Material`, `AnyShapeStyle`, `Edge.Set` and `background(_:ignoresSafeAreaEdges:)` are not in
// that file and follow Apple's SwiftUI documentation.

extension EnvironmentValues {
    public var accessibilityReduceTransparency: Bool { false }
}

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public protocol DynamicProperty {}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}

public struct Material: ShapeStyle {
    public static var ultraThinMaterial: Material { Material() }
    public static var thinMaterial: Material { Material() }
    public static var regularMaterial: Material { Material() }
    public static var thickMaterial: Material { Material() }
    public static var ultraThickMaterial: Material { Material() }
    public func resolve(in environment: EnvironmentValues) -> Material { self }
}

public struct AnyShapeStyle: ShapeStyle {
    public init<S: ShapeStyle>(_ style: S) {}
    public func resolve(in environment: EnvironmentValues) -> AnyShapeStyle { self }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        self
    }
}
