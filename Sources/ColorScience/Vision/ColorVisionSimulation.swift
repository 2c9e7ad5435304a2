/// One color-vision deficiency simulation: a deficiency, its severity and the model that
/// simulates it.
///
/// The value precomputes its linear-light transform (a 3×3 matrix, or Brettel's two half-plane
/// matrices) when it is made, so `simulate` costs one matrix product per color and allocates
/// nothing. Every model works on linear-light sRGB; see `simulate(_:)` for the pipelines.
///
/// ```swift
/// let deutan = ColorVisionSimulation(.deuteranopia)                 // Viénot 1999
/// let mild = ColorVisionSimulation.deuteranomaly(0.6)               // Machado 2009 at 0.6
/// let tritan = ColorVisionSimulation(.tritanopia, method: .brettel1997)
/// let seen: RGBA8 = mild.simulate(RGBA8(red: 200, green: 40, blue: 40))
/// ```
public struct ColorVisionSimulation: Sendable, Hashable {
    /// The kind of deficiency.
    public let deficiency: ColorVisionDeficiency
    /// How strong it is, 0 (normal vision) … 1 (the dichromacy or complete achromatopsia).
    public let severity: Double
    /// The model asked for (possibly `.automatic`; see `resolvedMethod` for the one used).
    public let method: Method

    /// The precomputed linear-light map.
    @usableFromInline let transform: PiecewiseLinearTransform

    /// A simulation of `deficiency` at `severity` with `method`.
    ///
    /// - Parameters:
    ///   - deficiency: which cones are missing or altered.
    ///   - severity: 0…1; 1 (the default) is the dichromacy (or complete achromatopsia), below 1
    ///     the anomalous trichromacy. Machado 2009 uses its own severity model (its tabulated
    ///     matrices, interpolated); the other models, and achromatopsia, blend linearly in linear
    ///     light between the color (0) and the full simulation (1).
    ///   - method: the model for protan, deutan and tritan deficiencies; achromatopsia is the same
    ///     grayscale whichever method is named.
    /// - Precondition: `severity` lies in 0…1 (not NaN).
    public init(_ deficiency: ColorVisionDeficiency, severity: Double = 1, method: Method = .automatic) {
        precondition(severity >= 0 && severity <= 1, "color-vision deficiency severity \(severity) is not in 0…1")
        self.deficiency = deficiency
        self.severity = severity
        self.method = method
        guard let cone = deficiency.missingCone else {
            transform = PiecewiseLinearTransform(
                .interpolated(from: .identity, to: Achromatopsia.matrix, weight: severity))
            return
        }
        switch method.resolved(severity: severity) {
        case .brettel1997:
            transform = PiecewiseLinearTransform(Brettel1997.dichromacies[cone].blended(severity: severity))
        case .vienot1999:
            transform = PiecewiseLinearTransform(
                .interpolated(from: .identity, to: Vienot1999.matrices[cone], weight: severity))
        case .machado2009, .automatic:
            transform = PiecewiseLinearTransform(Machado2009.matrix(missingCone: cone, severity: severity))
        }
    }

    /// The model that does the work: `method`, with `.automatic` resolved (Viénot 1999 at severity
    /// 1, Machado 2009 below). Achromatopsia ignores it.
    public var resolvedMethod: Method { method.resolved(severity: severity) }

    /// The simulation as one 3×3 matrix on linear-light sRGB (for example for an SVG
    /// `feColorMatrix` in `linearRGB`), or `nil` for Brettel 1997, which is two matrices.
    public var linearSRGBMatrix: Matrix3? {
        transform.isSingleMatrix ? transform.nonNegativeSide : nil
    }
}

extension ColorVisionSimulation {
    /// Protanopia (no L cones) at full severity, with the automatic model (Viénot 1999).
    public static let protanopia = ColorVisionSimulation(.protanopia)
    /// Deuteranopia (no M cones) at full severity, with the automatic model (Viénot 1999).
    public static let deuteranopia = ColorVisionSimulation(.deuteranopia)
    /// Tritanopia (no S cones) at full severity, with the automatic model (Viénot 1999).
    public static let tritanopia = ColorVisionSimulation(.tritanopia)
    /// Complete achromatopsia: the gray of each color's linear-light luminance.
    public static let achromatopsia = ColorVisionSimulation(.achromatopsia)

    /// Protanomaly (shifted L cones) at `severity` 0…1, by default with Machado 2009.
    public static func protanomaly(_ severity: Double, method: Method = .automatic) -> ColorVisionSimulation {
        ColorVisionSimulation(.protanopia, severity: severity, method: method)
    }

    /// Deuteranomaly (shifted M cones) at `severity` 0…1, by default with Machado 2009.
    public static func deuteranomaly(_ severity: Double, method: Method = .automatic) -> ColorVisionSimulation {
        ColorVisionSimulation(.deuteranopia, severity: severity, method: method)
    }

    /// Tritanomaly (shifted S cones) at `severity` 0…1, by default with Machado 2009.
    public static func tritanomaly(_ severity: Double, method: Method = .automatic) -> ColorVisionSimulation {
        ColorVisionSimulation(.tritanopia, severity: severity, method: method)
    }
}
