/// A color tagged with its space, whose channels may be missing (CSS `none`): what the CSS parser
/// produces and what the command line converts.
///
/// Typed models (`SRGB`, `OKLCH`, …) are faster for computation; `Color` carries any space
/// chosen at run time.
public struct Color: Sendable, Hashable {
    /// The space of `coordinates`.
    public var space: ColorSpace
    /// The channels in the space's CSS order; `nil` is missing (`none`) or a powerless hue.
    public var coordinates: ColorCoordinates
    /// Opacity 0…1; `nil` when missing (`none`), which counts as 0 where a number is needed
    /// (CSS Color 4 §4.4).
    public var alpha: Double?

    /// A color from its space, channels and alpha.
    public init(space: ColorSpace, coordinates: ColorCoordinates, alpha: Double? = 1) {
        self.space = space
        self.coordinates = coordinates
        self.alpha = alpha
    }

    /// The color of a typed model.
    public init<Model: ColorModel>(_ model: Model) {
        self.init(space: Model.space, coordinates: model.coordinates, alpha: model.alpha)
    }

    /// The typed model of this color's own space; missing channels become 0.
    public var model: any ColorModel {
        space.modelType.init(coordinates: coordinates, alpha: alpha ?? 0)
    }

    /// CIE XYZ D65 of the color (missing channels as 0).
    public var xyz: SIMD3<Double> { model.xyz }

    /// The color in another space. Missing channels count as 0 (CSS Color 4 §4.4); a hue that the
    /// target space finds powerless comes out `nil`. Alpha is carried over, missing stays missing.
    public func converted(to target: ColorSpace) -> Color {
        if target == space { return self }
        let result: any ColorModel
        if space.isSRGBDerived, target.isSRGBDerived, let sRGBBased = target.modelType as? any SRGBDerivedModel.Type {
            // sRGB, HSL, HSV and HWB convert among themselves without a round trip through XYZ,
            // so that a gray stays exactly gray.
            result = sRGBBased.init(srgb)
        } else {
            result = target.modelType.init(xyz: xyz, alpha: alpha ?? 0)
        }
        return Color(space: target, coordinates: result.coordinates, alpha: alpha)
    }

    /// The color as a typed model.
    public func converted<Target: ColorModel>(to target: Target.Type = Target.self) -> Target {
        if space == Target.space {
            return Target(coordinates: coordinates, alpha: alpha ?? 0)
        }
        if space.isSRGBDerived, let sRGBBased = Target.self as? any SRGBDerivedModel.Type,
            let result = sRGBBased.init(srgb) as? Target
        {
            return result
        }
        return Target(xyz: xyz, alpha: alpha ?? 0)
    }

    /// The gamma-encoded sRGB form, unclipped.
    public var srgb: SRGB {
        // The common spaces of theme files take their direct paths, with no existential model.
        switch space {
        case .srgb: return SRGB(coordinates: coordinates, alpha: alpha ?? 0)
        case .oklab: return SRGB(OKLab(coordinates: coordinates, alpha: alpha ?? 0))
        case .oklch: return SRGB(OKLCH(coordinates: coordinates, alpha: alpha ?? 0))
        default:
            let model = self.model
            if let derived = model as? any SRGBDerivedModel { return derived.srgb }
            return SRGB(xyz: model.xyz, alpha: alpha ?? 0)
        }
    }
}
