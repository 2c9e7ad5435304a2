/// An Xcode asset catalog a generator produced: its files and what it could not express.
public struct AssetCatalog: Hashable, Sendable {
    /// Every `Contents.json`, paths starting with the catalog folder (`Colors.xcassets/…`),
    /// sorted by path.
    public var files: [GeneratedFile]
    /// What the catalog leaves out, one sentence each: a token's elevated values, with the
    /// values (asset catalogs have no interface-level variant; the Swift generator covers them);
    /// the named themes not written (a catalog holds one); and the palette, references,
    /// descriptions and declared checks, in one sentence. Clipped colors are in ``clips``.
    public var notes: [String]
    /// The tokens whose colors lie outside Display P3 and are written clipped into it.
    public var clips: [GamutClip]

    public init(files: [GeneratedFile], notes: [String], clips: [GamutClip] = []) {
        self.files = files
        self.notes = notes
        self.clips = clips
    }
}
