/// An Xcode asset catalog a generator produced: its files and what it could not express.
public struct AssetCatalog: Hashable, Sendable {
    /// Every `Contents.json`, paths starting with the catalog folder (`Colors.xcassets/…`),
    /// sorted by path.
    public var files: [GeneratedFile]
    /// What the catalog leaves out, one sentence each: elevated values (asset catalogs have no
    /// interface-level variant; the Swift generator covers them) and named themes (a catalog
    /// holds one theme).
    public var notes: [String]
    /// The tokens whose colors lie outside Display P3 and are written clipped into it.
    public var clips: [GamutClip]

    public init(files: [GeneratedFile], notes: [String], clips: [GamutClip] = []) {
        self.files = files
        self.notes = notes
        self.clips = clips
    }
}
