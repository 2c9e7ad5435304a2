import ColorScience
import ThemeModel

/// A widget as one rendering mode draws it, with one tint: the background and, for each element,
/// what it paints and the opaque color that results on what lies beneath it.
public struct WidgetSimulation: Hashable, Sendable {
    /// One element, simulated.
    public struct Element: Hashable, Sendable {
        public var name: String
        public var role: TokenRole
        public var importance: Int
        /// The group the accented mode puts it in.
        public var group: WidgetRendering.Group
        /// What it paints, before compositing (alpha included).
        public var paint: SRGB
        /// The opaque color beneath it: the background, or the element it is drawn on.
        public var beneath: SRGB
        /// The opaque color seen: `paint` composited over `beneath`.
        public var color: SRGB
    }

    public var mode: WidgetRenderingMode
    /// The tint the accented mode used (nil in the other modes).
    public var tint: WidgetTint?
    /// The background, opaque.
    public var background: SRGB
    /// The elements, in the widget's order.
    public var elements: [Element]

    /// Simulates a resolved widget. `tint` matters in the accented mode only.
    /// `background` replaces the mode's (the glass of a Clear or Tinted home screen).
    public init(_ widget: ResolvedWidget, mode: WidgetRenderingMode, tint: WidgetTint = WidgetTint.checked[0], background replaced: SRGB? = nil) {
        self.mode = mode
        self.tint = mode.usesTint ? tint : nil
        switch mode {
        case .fullColor: background = widget.background
        case .accented: background = WidgetRendering.accentedBackground(tint: tint.color)
        case .vibrant: background = WidgetRendering.vibrantBackground
        }
        if let replaced { background = replaced }
        let definitions = widget.widget.elements
        let paints = zip(definitions, widget.colors).map { element, color in
            WidgetRendering.paint(color: color, alpha: element.alpha, accentable: element.accentable, image: element.image,
                                  monochrome: element.monochrome, mode: mode, tint: tint.color)
        }
        let index = Dictionary(definitions.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        var seen: [SRGB?] = Array(repeating: nil, count: definitions.count)
        let background = background
        func color(_ i: Int, depth: Int) -> SRGB {
            if let done = seen[i] { return done }
            let beneath = definitions[i].on.flatMap { index[$0] }.map { depth < definitions.count ? color($0, depth: depth + 1) : background } ?? background
            let result = paints[i].clipped.composited(over: beneath)
            seen[i] = result
            return result
        }
        elements = definitions.indices.map { i in
            let element = definitions[i]
            let beneath = element.on.flatMap { index[$0] }.map { color($0, depth: 1) } ?? background
            return Element(name: element.name, role: widget.roles[i], importance: element.importance,
                           group: WidgetRendering.group(accentable: element.accentable, image: element.image),
                           paint: paints[i], beneath: beneath, color: color(i, depth: 0))
        }
    }
}
