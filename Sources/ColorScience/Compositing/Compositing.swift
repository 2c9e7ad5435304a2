/// Source-over compositing (Porter–Duff, as CSS Compositing and Blending Level 1 §5.1) of
/// gamma-encoded sRGB colors, per channel in floating point, the way browsers blend CSS colors.
extension SRGB {
    /// This color painted over `background`.
    ///
    /// With an opaque background the result is `fg·a + bg·(1 − a)` per channel and opaque. With a
    /// translucent background the result's alpha is `a + a_bg·(1 − a)` and its channels are
    /// un-premultiplied; two fully transparent colors give transparent black.
    @inlinable
    public func composited(over background: SRGB) -> SRGB {
        let a = alpha, b = background.alpha
        if a >= 1 { return self }
        if b >= 1 {
            return SRGB(rgb: rgb * a + background.rgb * (1 - a), alpha: 1)
        }
        let outAlpha = a + b * (1 - a)
        guard outAlpha > 0 else { return SRGB(red: 0, green: 0, blue: 0, alpha: 0) }
        let premultiplied = rgb * a + background.rgb * (b * (1 - a))
        return SRGB(rgb: premultiplied / outAlpha, alpha: outAlpha)
    }

    /// This color painted over a stack of layers, bottom first: `[opaque backdrop, layer, …]`.
    public func composited(over layers: [SRGB]) -> SRGB {
        guard var result = layers.first else { return self }
        for layer in layers.dropFirst() { result = layer.composited(over: result) }
        return composited(over: result)
    }
}
