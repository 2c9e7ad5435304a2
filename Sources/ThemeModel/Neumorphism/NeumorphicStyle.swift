import ColorScience

/// A two-stop linear gradient, drawn from the top leading corner to the bottom trailing one.
public struct NeumorphicGradient: Hashable, Sendable {
    public var start: SRGB
    public var end: SRGB

    public init(start: SRGB, end: SRGB) {
        self.start = start
        self.end = end
    }

    /// A gradient that is one flat color.
    public static func solid(_ color: SRGB) -> NeumorphicGradient { NeumorphicGradient(start: color, end: color) }

    public var reversed: NeumorphicGradient { NeumorphicGradient(start: end, end: start) }
    public var isSolid: Bool { start == end }
    /// Its colors: one when solid, else start and end.
    public var colors: [SRGB] { isSolid ? [start] : [start, end] }
}

/// One drop shadow, as SwiftUI's `.shadow(color:radius:x:y:)` takes it (points).
public struct NeumorphicShadow: Hashable, Sendable {
    public var color: SRGB
    public var radius: Double
    public var x: Double
    public var y: Double
}

/// A stroke drawn over the shape's edge (SwiftUI `.overlay(shape.stroke(_, lineWidth:))`).
public struct NeumorphicStroke: Hashable, Sendable {
    public var gradient: NeumorphicGradient
    public var lineWidth: Double
}

/// How a control looks in one state.
public struct NeumorphicAppearance: Hashable, Sendable {
    public var fill: NeumorphicGradient
    public var stroke: NeumorphicStroke?
    public var shadows: [NeumorphicShadow]
}

/// The looks of the seed's `DarkBackground`/`ColorfulBackground`, as named looks of a style:
/// the flat one and the gradient ("convex") one raised, and the gradient one pressed. A style's
/// own raised and pressed looks follow its `fill` and `stroked` (``NeumorphicStyle/raised``).
public enum NeumorphicState: String, Hashable, Sendable, CaseIterable {
    /// A solid fill raised by two shadows offset 10, without the plain stroke.
    case flat
    /// A gradient fill (light to dark) raised by the same shadows, with a stroke overlay.
    case convex
    /// Concave: the gradient reversed, the shadows swapped and offset 5, a gradient stroke.
    case pressed
}

/// A neumorphic style derived from one base color: the shadows are the base made lighter and
/// darker in OKLCH (hue kept, chroma lowered only as far as sRGB needs), so it works on pure
/// black and near-white too, where multiplying the RGB channels leaves black black.
public struct NeumorphicStyle: Hashable, Sendable {
    /// OKLCH lightness between the surface and its light shadow (the highlight) and its dark
    /// shadow (the shade). On dark surfaces a shade barely shows, so the highlight does more work.
    public static func steps(dark: Bool) -> (highlight: Double, shade: Double) {
        dark ? (0.08, 0.05) : (0.05, 0.08)
    }

    /// The darkest shade and the lightest highlight (OKLCH lightness). OKLCH lightness is
    /// compressed near black (0.1 is only `#030303`), so the floor keeps a shade that 8-bit sRGB
    /// can still tell from black; the ceiling (`#fdfdfd`) keeps a highlight that differs from white.
    public static let shadeFloor = 0.1
    public static let highlightCeiling = 0.995

    /// The seed's shadow offset (points) for raised states, and for the pressed state.
    public static let raisedOffset = 10.0
    public static let pressedOffset = 5.0
    /// The seed's shadow blur radius (SwiftUI points), the same in both states.
    public static let blurRadius = 10.0
    /// The seed's stroke overlay width.
    public static let strokeWidth = 4.0
    /// How far (OKLCH lightness) the accent ring's end sits from its start, towards the surface.
    public static let ringStep = 0.12

    /// The color the style was derived from.
    public var base: SRGB
    /// The fill actually used: the base, unless it lay too close to black or white for both
    /// shadows to show, when its OKLCH lightness is moved in just far enough.
    public var surface: SRGB
    /// The light shadow, cast towards the top leading corner.
    public var highlight: SRGB
    /// The dark shadow, cast towards the bottom trailing corner.
    public var shade: SRGB
    public var shape: NeumorphicShape
    public var dark: Bool
    public var scale: Double
    /// The accessible colorful variant's ring (the seed's lightStart → lightEnd), when an accent
    /// was given; it strokes both states, whatever `stroked` says, and fills the pressed one.
    public var ring: NeumorphicGradient?
    /// How the surface is filled when raised (and pressed, without a ring).
    public var fill: NeumorphicFill = .gradient
    /// Whether the plain stroke overlays are drawn (a ring is drawn either way).
    public var stroked = true

    /// Whether the surface differs from the base (the base was too close to black or white).
    public var surfaceAdjusted: Bool { surface != base }

    /// The page background behind controls (the seed's `LinearGradient(darkStart, darkEnd)`).
    public var gradient: NeumorphicGradient { NeumorphicGradient(start: highlight, end: shade) }

    public static func derive(
        base: SRGB, shape: NeumorphicShape = .circle, dark: Bool, scale: Double = 1, accent: SRGB? = nil,
        fill: NeumorphicFill = .gradient, stroked: Bool = true
    ) -> NeumorphicStyle {
        let (up, down) = steps(dark: dark)
        let lch = OKLCH(base.clipped)
        let low = shadeFloor + down, high = highlightCeiling - up
        let lightness = min(max(lch.lightness, low), high)
        let surface = lightness == lch.lightness ? quantized(base) : shifted(lch, to: lightness)
        var ring: NeumorphicGradient?
        if let accent {
            let a = OKLCH(accent.clipped)
            let towardsSurface = lightness < a.lightness ? -ringStep : ringStep
            ring = NeumorphicGradient(
                start: quantized(accent), end: shifted(a, to: min(max(a.lightness + towardsSurface, 0), 1)))
        }
        return NeumorphicStyle(
            base: quantized(base), surface: surface,
            highlight: shifted(lch, to: lightness + up), shade: shifted(lch, to: lightness - down),
            shape: shape, dark: dark, scale: scale, ring: ring, fill: fill, stroked: stroked)
    }

    /// The color with a new OKLCH lightness, hue and chroma kept where sRGB allows (CSS gamut
    /// mapping lowers chroma only), rounded to 8 bits so that generated code is exact.
    static func shifted(_ color: OKLCH, to lightness: Double) -> SRGB {
        var moved = color
        moved.lightness = min(max(lightness, 0), 1)
        return quantized(Gamut.srgb.mapped(moved).srgb)
    }

    static func quantized(_ color: SRGB) -> SRGB { SRGB(RGBA8(rounding: color.clipped)) }

    /// The control in one of the named looks (flat, convex, pressed).
    public func appearance(_ state: NeumorphicState) -> NeumorphicAppearance {
        switch state {
        case .flat: look(pressed: false, fill: .flat, stroked: false)
        case .convex: look(pressed: false, fill: .gradient, stroked: true)
        case .pressed: look(pressed: true, fill: .gradient, stroked: true)
        }
    }

    /// The control as its own `fill` and `stroked` draw it, raised.
    public var raised: NeumorphicAppearance { look(pressed: false, fill: fill, stroked: stroked) }

    /// The control as its own `fill` and `stroked` draw it, pressed.
    public var pressed: NeumorphicAppearance { look(pressed: true, fill: fill, stroked: stroked) }

    /// Every look generated code can draw (each fill, raised and pressed, with the strokes): what
    /// an icon may sit on.
    public var allLooks: [NeumorphicAppearance] {
        NeumorphicFill.allCases.flatMap { fill in [false, true].map { look(pressed: $0, fill: fill, stroked: true) } }
    }

    /// The control raised or pressed, filled flat or with the gradient, with or without the plain
    /// stroke overlays, as the seed builds each:
    ///
    /// | | raised | pressed |
    /// |---|---|---|
    /// | fill, flat | the surface | the surface |
    /// | fill, gradient | highlight → shade | shade → highlight |
    /// | stroke | the shade | gradient highlight → shade |
    /// | shadows | highlight (−10, −10), shade (10, 10) | highlight (5, 5), shade (−5, −5) |
    ///
    /// With a ring, the ring strokes both states (whatever `stroked` says) and, reversed, fills
    /// the pressed one. Offsets, blur and stroke width are times `scale`.
    public func look(pressed: Bool, fill: NeumorphicFill, stroked: Bool) -> NeumorphicAppearance {
        let blur = Self.blurRadius * scale
        let width = Self.strokeWidth * scale
        let paint: NeumorphicGradient = switch fill {
        case .flat: .solid(surface)
        case .gradient: pressed ? gradient.reversed : gradient
        }
        let stroke: NeumorphicStroke? = if let ring {
            NeumorphicStroke(gradient: ring, lineWidth: width)
        } else if stroked {
            NeumorphicStroke(gradient: pressed ? gradient : .solid(shade), lineWidth: width)
        } else {
            nil
        }
        guard pressed else { return NeumorphicAppearance(fill: paint, stroke: stroke, shadows: raisedShadows(blur: blur)) }
        let o = Self.pressedOffset * scale
        return NeumorphicAppearance(
            fill: ring?.reversed ?? paint, stroke: stroke,
            shadows: [
                NeumorphicShadow(color: highlight, radius: blur, x: o, y: o),
                NeumorphicShadow(color: shade, radius: blur, x: -o, y: -o),
            ])
    }

    private func raisedShadows(blur: Double) -> [NeumorphicShadow] {
        let o = Self.raisedOffset * scale
        return [
            NeumorphicShadow(color: highlight, radius: blur, x: -o, y: -o),
            NeumorphicShadow(color: shade, radius: blur, x: o, y: o),
        ]
    }
}
