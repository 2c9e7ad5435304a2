/// A kind of color-vision deficiency.
///
/// The three dichromacies lack one class of cone: long-wavelength (protanopia, "red"), medium
/// (deuteranopia, "green") or short (tritanopia, "blue"). The anomalous trichromacies
/// (protanomaly, deuteranomaly, tritanomaly) are the same kinds with the cone shifted rather than
/// missing; say them with a severity below 1, as in `ColorVisionSimulation.deuteranomaly(0.6)`.
/// Achromatopsia sees no hue at all, only luminance.
public enum ColorVisionDeficiency: String, Sendable, Hashable, CaseIterable {
    /// No long-wavelength (L, "red") cones; at severity < 1, protanomaly.
    case protanopia
    /// No medium-wavelength (M, "green") cones; at severity < 1, deuteranomaly.
    case deuteranopia
    /// No short-wavelength (S, "blue") cones; at severity < 1, tritanomaly.
    case tritanopia
    /// No hue vision: every color is seen as the gray of its linear-light luminance.
    case achromatopsia

    /// The index (0 = L, 1 = M, 2 = S) of the cone the dichromacy lacks; `nil` for achromatopsia.
    @usableFromInline
    var missingCone: Int? {
        switch self {
        case .protanopia: 0
        case .deuteranopia: 1
        case .tritanopia: 2
        case .achromatopsia: nil
        }
    }
}
