/// The JSON of a DTCG token file a ``ThemeDocument`` was read from.
///
/// Tincture models only color tokens; everything else in the file — dimension, typography and
/// other tokens, `$extensions`, `$deprecated`, unknown members, member order — stays here, and
/// ``DTCGExport`` writes it back with the document's colors put in place, so that reading a DTCG
/// file and exporting it unchanged gives the same JSON.
public struct DTCGSource: Hashable, Sendable {
    /// The token file's JSON as read.
    public var tokens: DTCGJSON

    public init(tokens: DTCGJSON) {
        self.tokens = tokens
    }
}
