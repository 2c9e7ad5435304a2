/// An Xcode asset catalog a generator produced: its files and what it could not express.
public struct AssetCatalog: Hashable, Sendable {
    /// Every `Contents.json`, paths starting with the catalog folder (`Colors.xcassets/…`),
    /// sorted by path.
    public var files: [GeneratedFile]
    /// What the catalog leaves out, one sentence each: a token's elevated values (asset catalogs
    /// have no interface-level variant; the Swift generator covers them) and colors clipped to
    /// the gamut, each with the values; the named themes not written (a catalog holds one); and
    /// the palette, references, descriptions and declared checks, in one sentence.
    public var notes: [String]

    public init(files: [GeneratedFile], notes: [String]) {
        self.files = files
        self.notes = notes
    }
}
