import ColorScience

extension Appearance.Scheme {
    /// White in light, black in dark: the page at its simplest, which the audit lays translucent
    /// colors over when nothing else is known to lie beneath (a widget's backdrop, a material's
    /// content when Reduce Transparency makes it opaque, a control's surface).
    public var plainBackground: SRGB {
        self == .light ? SRGB(red: 1, green: 1, blue: 1) : SRGB(red: 0, green: 0, blue: 0)
    }
}
