/// The outline a neumorphic control is drawn in.
public enum NeumorphicShape: Hashable, Sendable {
    case circle
    /// A rounded rectangle with continuous corners of this radius, in points.
    case rounded(cornerRadius: Double)
}
