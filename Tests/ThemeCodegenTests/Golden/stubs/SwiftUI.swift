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

// MARK: - Views, shapes and styles
//
// The view core the generated styles, materials and widget code use: `View` and `@ViewBuilder`, the modifiers with the
// signatures Apple documents (defaults included), shapes, gradients, buttons and toggles, and
// `@Environment`. Every view is a primitive whose body is `Never`, as SwiftUI's own are.

public typealias CGFloat = Foundation.CGFloat

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// What a modifier returns: the stub keeps no layout, only the types.
public struct ModifiedContent<Content, Modifier> {
    nonisolated public init() {}
}

extension ModifiedContent: View where Content: View {
    public var body: Never { fatalError() }
}

/// The modifier the stub's own modifiers report (SwiftUI's are private types).
public struct EmptyModifier: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { TupleView() }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

public enum Alignment: Sendable { case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing }

public struct UnitPoint: Hashable, Sendable {
    public static let topLeading = UnitPoint(), bottomTrailing = UnitPoint(), top = UnitPoint(), bottom = UnitPoint()
    public static let leading = UnitPoint(), trailing = UnitPoint(), center = UnitPoint()
}

public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static let isButton = AccessibilityTraits(), isSelected = AccessibilityTraits()
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    @discardableResult public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { (false, self) }
    @discardableResult public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    @discardableResult public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { true }
}

extension View {
    public func padding(_ length: CGFloat) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func shadow(color: Color = Color(.sRGBLinear, red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, EmptyModifier> { ModifiedContent() }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { ModifiedContent<Self, EmptyModifier>() }
}

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Text: View {
    public init(_ content: String) {}
    public var body: Never { fatalError() }
}

public struct Image: View {
    public init(systemName: String) {}
    public init(_ name: String, bundle: Bundle? = nil) {}
    public var body: Never { fatalError() }
}

// MARK: Shapes and gradients

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public protocol Shape: Sendable, View {}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S) -> some View { ModifiedContent<Self, EmptyModifier>() }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { ModifiedContent<Self, EmptyModifier>() }
}

public struct Circle: Shape {
    public init() {}
    public var body: Never { fatalError() }
}

public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError() }
}

public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError() }
}

public struct LinearGradient: ShapeStyle, View {
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    nonisolated public func resolve(in environment: EnvironmentValues) -> LinearGradient { self }
    public var body: Never { fatalError() }
}

// MARK: Buttons and toggles

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

public struct ButtonStyleConfiguration {
    public struct Label: View { public var body: Never { fatalError() } }
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

public struct ToggleStyleConfiguration {
    public struct Label: View { public var body: Never { fatalError() } }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
}

@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

// MARK: Environment

public protocol DynamicProperty {}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

// MARK: Materials
//
// `accessibilityReduceTransparency` is from shared/reference/api-signatures.json; `ViewModifier`,
// `Material`, `AnyShapeStyle`, `Edge.Set` and `background(_:ignoresSafeAreaEdges:)` are not in
// that file and follow Apple's SwiftUI documentation.

extension EnvironmentValues {
    public var accessibilityReduceTransparency: Bool { false }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
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

// MARK: Vibrancy
//
// What the materials file's vibrancy uses, from Apple's SwiftUI documentation:
// `HierarchicalShapeStyle` (`.primary` … `.quaternary`) and `EnvironmentValues.backgroundMaterial`
// (iOS 15; "if you set a material, the standard content styles enable their vibrant rendering
// modes"), `FillShapeStyle`, `SeparatorShapeStyle` and `ShapeStyle`'s `secondary` and `tertiary`
// levels (iOS 17), and `View.environment(_:_:)`.

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
    public func resolve(in environment: EnvironmentValues) -> HierarchicalShapeStyle { self }
}

public struct FillShapeStyle: ShapeStyle {
    public init() {}
    public func resolve(in environment: EnvironmentValues) -> FillShapeStyle { self }
}

public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func resolve(in environment: EnvironmentValues) -> SeparatorShapeStyle { self }
}

extension ShapeStyle {
    public var secondary: some ShapeStyle { self }
    public var tertiary: some ShapeStyle { self }
}

extension EnvironmentValues {
    public var backgroundMaterial: Material? { get { nil } set {} }
}

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedContent<Self, EmptyModifier>()
    }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

// MARK: Liquid Glass
//
// iOS 26 and macOS 26, from Apple's SwiftUI documentation: `Glass` (`regular`, `clear`,
// `identity`, `tint(_:)`, `interactive(_:)`) and `View.glassEffect(_:in:)` (its shape left out).

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct Glass: Equatable, Sendable {
    public static var regular: Glass { Glass() }
    public static var clear: Glass { Glass() }
    public static var identity: Glass { Glass() }
    public func tint(_ color: Color?) -> Glass { self }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

extension View {
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    nonisolated public func glassEffect(_ glass: Glass = .regular) -> some View { self }
}

// The dimming layer beneath glass: `Color.clear` and `Color.opacity(_:)`.
extension Color {
    public static var clear: Color { fatalError() }
    public func opacity(_ opacity: Double) -> Color { self }
}
