extension ColorVisionSimulation {
    /// A model of dichromacy and anomalous trichromacy.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        /// Brettel, Viénot & Mollon 1997: two half-planes in LMS (anchors 475/575 nm for protan and
        /// deutan, 485/660 nm for tritan). The reference model, and the most accurate for tritan.
        case brettel1997
        /// Viénot, Brettel & Mollon 1999: one plane in LMS, one matrix. Accurate for protan and
        /// deutan; tritan uses the red/cyan plane, an approximation.
        case vienot1999
        /// Machado, Oliveira & Fernandes 2009: published matrices at severities 0.0…1.0 by 0.1,
        /// interpolated between; the model with a physiological account of anomalous trichromacy.
        case machado2009
        /// Viénot 1999 at severity 1, Machado 2009 below.
        case automatic

        /// The concrete model for a severity: `.automatic` resolved, any other method itself.
        public func resolved(severity: Double) -> Method {
            guard self == .automatic else { return self }
            return severity < 1 ? .machado2009 : .vienot1999
        }
    }
}
