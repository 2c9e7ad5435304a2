extension Color {
    /// The largest magnitude a color's CIE XYZ D65 coordinates may have for Tincture to compute
    /// with it: a million times the diffuse white (Y = 1).
    ///
    /// Spaces such as Lab, LCh, OKLab and `color()` have unbounded components, and a component
    /// far enough out (`lab(50 1e308 1e308)`) makes XYZ overflow to infinity, after which every
    /// conversion, contrast and difference is NaN. No display shows anything near this bound
    /// (HDR peaks at about 50 times the diffuse white; Xcode's extended components stop at 64,
    /// about 22,000 in XYZ), and within it every computation stays finite: CIEDE2000 raises
    /// chroma to the 7th power, which for XYZ of 10⁶ is about 10³⁴.
    public static let maximumXYZMagnitude = 1e6

    /// Whether the color is one Tincture computes with: its CIE XYZ D65 (missing channels as 0)
    /// is finite and within ±``maximumXYZMagnitude`` in each coordinate. Parsers refuse colors
    /// outside it with a range error.
    public var isWithinComputableRange: Bool {
        let xyz = self.xyz
        return [xyz.x, xyz.y, xyz.z].allSatisfy { $0.isFinite && Swift.abs($0) <= Self.maximumXYZMagnitude }
    }
}
