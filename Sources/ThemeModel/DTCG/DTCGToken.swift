/// One token of a DTCG token file as read: its path from the groups, its `$type` (its own or the
/// nearest group's) and its JSON object.
struct DTCGToken: Sendable {
    /// Group names then the token's name; `$root` for a group's root token.
    var path: [String]
    /// The token's `$type`, or the nearest enclosing group's; nil when neither gives one.
    var type: String?
    /// The token object (`$value`, `$type`, `$description`, `$extensions`, …).
    var node: DTCGNode
    /// Where the token's name is written.
    var keyLocation: SourceLocation
    /// The top-level group Tincture writes that the token sits in, if any.
    var tinctureGroup: TinctureGroup?

    /// A top-level group Tincture writes and reads in its own way (see ``DTCGTinctureExtension``).
    enum TinctureGroup: Sendable {
        /// `system`: Apple's system colors, which Tincture has built in.
        case system
        /// Named themes' values per appearance, read through the aliases that point to them.
        case themeValues
    }

    /// Whether the token sits in the top-level `system` group Tincture writes for Apple's system
    /// colors.
    var isTinctureSystemColor: Bool { tinctureGroup == .system }

    var dottedPath: String { path.joined(separator: ".") }
}
