import Foundation

/// Reads whatever a theme command is given as a document: a Tincture theme file, an Xcode asset
/// catalog, a token file of any format Tincture reads (told by content), or a folder.
///
/// - `X.xcassets` (a folder): the catalog (``AssetCatalogReader``); one holding no color set
///   at all is an ``ThemeError/Kind/empty`` error.
/// - A `.yml` or `.yaml` file: a Tincture theme.
/// - Any other file: by its content (``TokenSetReader``) — a Tincture theme in JSON, a DTCG
///   resolver, tokens in DTCG 2025.10 or a draft, Tokens Studio, Style Dictionary or a Figma
///   variables export, or Tokens Studio's `$themes.json`/`$metadata.json` (the project beside
///   them).
/// - Another folder: its token files as one set; a folder with no token files, its asset
///   catalogs as one theme (a name in two catalogs is kept once, with a note).
public enum ThemeInput {
    /// How catalogs are read.
    public struct Options: Sendable {
        /// The idiom read from color sets with several (see ``AssetCatalogReader/idiom``).
        public var idiom: String?
        /// Whether a catalog or token file found in a folder is read, by its path (a project's
        /// `included` and `excluded` paths).
        public var reads: @Sendable (String) -> Bool

        public init(idiom: String? = nil, reads: @escaping @Sendable (String) -> Bool = { _ in true }) {
            self.idiom = idiom
            self.reads = reads
        }
    }

    public static func document(at path: String, options: Options = Options()) throws(ThemeErrors) -> ThemeDocument {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let lowered = trimmed.lowercased()
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory)
        if lowered.hasSuffix(".xcassets") {
            let catalog = try AssetCatalogReader(idiom: options.idiom).read(at: trimmed)
            // A catalog with no color set at all (only images, or nothing) has no theme to read.
            let colorSetKinds: Set<ThemeNote.Kind> = [.unreadableColor, .unknownSystemColor, .noColor]
            guard !catalog.tokens.isEmpty || catalog.notes.contains(where: { colorSetKinds.contains($0.kind) }) else {
                throw ThemeErrors([ThemeError(.empty, "holds no color sets", at: SourceLocation(file: path, line: 0, column: 0),
                                              suggestion: "add a color set in Xcode, or give the catalog that holds the colors")])
            }
            return catalog
        }
        guard exists else {
            throw ThemeErrors([ThemeError(.unreadable, "no such file or folder", at: nil, value: path,
                                          suggestion: "run `tincture init` to write a starter theme, or give a theme file, asset catalog or token file")])
        }
        if isDirectory.boolValue {
            var notes: [ThemeNote] = []
            let tokenFiles = try TokenSetReader.files(in: trimmed, notes: &notes).filter { options.reads($0.path) }
            let catalogs = try catalogs(in: trimmed, options: options)
            switch (tokenFiles.isEmpty, catalogs) {
            case (true, nil):
                throw ThemeErrors([ThemeError(.empty, "holds no theme file, token file or asset catalog", at: nil, value: path,
                                              suggestion: "give a theme file (tincture.yml), an .xcassets folder or a folder of token files")])
            case (true, let catalogs?): return catalogs
            case (false, let catalogs):
                var document = try TokenSetReader().compose(tokenFiles, name: trimmed, notes: &notes, restrictedTo: nil)
                if let catalogs {
                    document.add(catalogs.tokens, from: catalogs.notes)
                    if catalogs.systemEra.isMac { document.systemEra = .macos }
                }
                return document
            }
        }
        if lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml") {
            return try ThemeDocument(yaml: ThemeSource.read(path: trimmed), file: trimmed)
        }
        return try TokenSetReader().read([trimmed])
    }

    /// Every asset catalog below a folder, as one theme; nil when there is none.
    static func catalogs(in folder: String, options: Options) throws(ThemeErrors) -> ThemeDocument? {
        var listingNotes: [ThemeNote] = []
        let catalogs = FolderListing.entries(of: folder, notes: &listingNotes, descends: FolderListing.isAppFolder)
            .filter { $0.lowercased().hasSuffix(".xcassets") && options.reads((folder as NSString).appendingPathComponent($0)) }
        guard !catalogs.isEmpty else { return nil }
        var document = ThemeDocument(file: folder, name: (folder as NSString).lastPathComponent)
        document.format = .assetCatalog
        document.notes = listingNotes
        var macCatalogs: [String] = []
        for relative in catalogs {
            let read = try AssetCatalogReader(idiom: options.idiom).read(at: (folder as NSString).appendingPathComponent(relative))
            if read.systemEra.isMac { macCatalogs.append(relative) }
            document.add(read.tokens, from: read.notes)
        }
        // One theme has one platform: macOS only when every catalog is a Mac one.
        if macCatalogs.count == catalogs.count {
            document.systemEra = .macos
        } else if !macCatalogs.isEmpty {
            document.notes.append(ThemeNote(.format, "\(macCatalogs.joined(separator: ", ")) \(macCatalogs.count == 1 ? "is a macOS catalog" : "are macOS catalogs"), read with the iOS ones in iOS's appearances; audit \(macCatalogs.count == 1 ? "it" : "each") alone for macOS's",
                                            at: SourceLocation(file: folder, line: 0, column: 0)))
        }
        return document
    }
}

extension ThemeDocument {
    /// Adds tokens read from another source, and that source's notes; a path already defined is
    /// kept as first read, with a note.
    public mutating func add(_ more: [TokenDefinition], from notes: [ThemeNote]) {
        self.notes += notes
        var seen = Dictionary(tokens.map { ($0.path, $0.location.file) }, uniquingKeysWith: { a, _ in a })
        for token in more {
            if let first = seen[token.path] {
                self.notes.append(ThemeNote(.duplicateName, "'\(token.path)' is also defined in \(first); the first is kept", at: token.location, path: token.path.string))
                continue
            }
            seen[token.path] = token.location.file
            tokens.append(token)
        }
    }
}
