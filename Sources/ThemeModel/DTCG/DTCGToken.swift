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
    /// Whether the token sits in the top-level `system` group Tincture writes for Apple's system
    /// colors (see ``DTCGTinctureExtension``).
    var isTinctureSystemColor: Bool

    var dottedPath: String { path.joined(separator: ".") }
}
