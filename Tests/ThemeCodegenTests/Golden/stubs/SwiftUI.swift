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

// Views, for the widget code (`tincture generate --format widgets`): the parts of SwiftUI's view
// API it uses, declared as SwiftUI declares them (`View` and `ViewModifier` main-actor
// protocols, `@Environment(\.key)`, `modifier(_:)`, `foregroundStyle(_:)`, `Image`).

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public nonisolated var body: Never { fatalError() }
}

public protocol DynamicProperty {}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public nonisolated var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier> {
    public init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public nonisolated var body: Never { fatalError() }
}

extension View {
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
}

public struct Image: View {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public nonisolated var body: Never { fatalError() }
}
