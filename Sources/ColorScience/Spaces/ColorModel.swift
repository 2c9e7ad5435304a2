/// A color in one color space: a value type with named channels and an alpha.
///
/// Every model converts through the hub, CIE XYZ relative to D65 with the Y of white = 1.
/// Conversions between particular models also have direct initializers (for example
/// `OKLab(_: SRGB)`), which the compiler prefers when both types are known.
public protocol ColorModel: Sendable, Hashable {
    /// The space this model's coordinates live in.
    static var space: ColorSpace { get }

    /// Opacity, 0 (transparent) … 1 (opaque).
    var alpha: Double { get set }

    /// The color as CIE XYZ relative to D65 (Y of white = 1); alpha is not included.
    var xyz: SIMD3<Double> { get }

    /// The color from CIE XYZ relative to D65.
    init(xyz: SIMD3<Double>, alpha: Double)

    /// The three channels in the order CSS writes them. Only a powerless hue is `nil`.
    var coordinates: ColorCoordinates { get }

    /// A color from its three channels; a missing channel counts as 0 (CSS Color 4 §4.4).
    init(coordinates: ColorCoordinates, alpha: Double)
}

extension ColorModel {
    /// This color in another model, through XYZ D65. Alpha is carried over.
    @inlinable
    public func converted<Target: ColorModel>(to target: Target.Type = Target.self) -> Target {
        Target(xyz: xyz, alpha: alpha)
    }

    /// This color as a space-tagged `Color`.
    @inlinable
    public var color: Color { Color(self) }
}

/// Three channel values in a space's CSS order, each possibly missing (CSS `none`) or, for a hue,
/// powerless.
public struct ColorCoordinates: Sendable, Hashable {
    public var first: Double?
    public var second: Double?
    public var third: Double?

    @inlinable
    public init(_ first: Double?, _ second: Double?, _ third: Double?) {
        self.first = first
        self.second = second
        self.third = third
    }

    /// Channel `index` (0, 1 or 2).
    @inlinable
    public subscript(index: Int) -> Double? {
        get {
            switch index {
            case 0: first
            case 1: second
            default: third
            }
        }
        set {
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            default: third = newValue
            }
        }
    }

    /// The channels as an array, for display and serialization.
    public var array: [Double?] { [first, second, third] }

    /// The channels with missing ones as 0, as CSS converts them.
    @inlinable
    public var filled: SIMD3<Double> { SIMD3(first ?? 0, second ?? 0, third ?? 0) }
}
