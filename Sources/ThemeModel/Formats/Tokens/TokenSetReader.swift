import ColorScience
import Foundation

/// Reads token files — DTCG 2025.10 and its drafts, Tokens Studio, Style Dictionary's classic
/// format, Figma variables exports — alone, as a folder, or several at once, as one theme.
///
/// Each file's format is told by its content (``TokenFileKind``). Files read together are
/// composed (``TokenComposition``) so that references across files resolve:
/// - a Tokens Studio project (a folder with `$themes.json` or `$metadata.json`) composes each
///   theme's enabled and source sets in `tokenSetOrder`, later sets winning, every other set
///   beneath as a fallback for references, as the Tokens Studio plugin does; themes named after
///   appearances (`Light`, `Dark HC`) give the appearances, the other theme groups named themes;
/// - other folders: files named after an appearance (`dark.tokens.json`,
///   `Tokens.Light.json`) give that appearance's values over the files named after none.
///
/// A single file whose aliases point into tokens it lacks is read with the files beside it (or
/// its Tokens Studio project) that define them, and shows its own tokens and those they refer
/// to. Nothing is refused over one token: a color that cannot be read or an alias that points
/// nowhere is a warning (``ThemeNote``) and that token is left out.
public struct TokenSetReader: Sendable {
    /// At most this many files are read from folders.
    public static let maximumFiles = 2000

    public init() {}

    /// Reads a token file, a folder of them, or several.
    public func read(_ paths: [String]) throws(ThemeErrors) -> ThemeDocument {
        var notes: [ThemeNote] = []
        if paths.count == 1, !Self.isDirectory(paths[0]) {
            let file = try TokenFile.read(paths[0], setName: Self.setName(of: paths[0], in: Self.folder(of: paths[0])))
            switch file.kind {
            case .resolver: return try ThemeDocument(contentsOfDTCGResolver: paths[0])
            case .theme: return try ThemeDocument(yaml: ThemeSource.read(path: paths[0]), file: paths[0])
            case .notTokens:
                throw ThemeErrors([ThemeError(.wrongType, "holds no design tokens (no object with \"$value\" or \"value\")", at: file.root.location,
                                              suggestion: "give a DTCG, Tokens Studio, Style Dictionary or Figma variables file, or a folder of them")])
            case .tokensStudioThemes, .tokensStudioMetadata:
                return try read([Self.folder(of: paths[0])])
            case .tokens:
                return try single(file)
            }
        }
        var files: [TokenFile] = []
        var folder: String?
        for path in paths {
            if Self.isDirectory(path) {
                folder = folder ?? path
                files += try Self.files(in: path, notes: &notes)
            } else {
                files.append(try TokenFile.read(path, setName: Self.setName(of: path, in: Self.folder(of: path))))
            }
        }
        let name = folder ?? paths.first ?? ""
        return try compose(files, name: name, notes: &notes, restrictedTo: nil)
    }

    /// A single file; read with its set when its aliases point outside it.
    private func single(_ file: TokenFile) throws(ThemeErrors) -> ThemeDocument {
        let alone = DTCGTokenFile(root: file.root, leavesOutUnresolved: true)
        // Aliases to tokens the file lacks (an untyped alias cannot even be told to be a color).
        let dangling = alone.tokens.contains { token in alone.referencedPath(of: token).map { alone.token(at: $0) == nil && !$0.hasPrefix("system.") } ?? false }
        var notes: [ThemeNote] = []
        guard dangling else { return try compose([file], name: file.path, notes: &notes, restrictedTo: nil) }
        let folder = Self.folder(of: file.path)
        let root = Self.tokensStudioRoot(above: folder) ?? folder
        let others = (try? Self.files(in: root, notes: &notes)) ?? []
        guard others.count > 1 else { return try compose([file], name: file.path, notes: &notes, restrictedTo: nil) }
        let standardized = URL(fileURLWithPath: file.path).standardizedFileURL.path
        var set = others.filter { URL(fileURLWithPath: $0.path).standardizedFileURL.path != standardized }
        set.append(TokenFile(path: file.path, setName: Self.setName(of: file.path, in: root), kind: file.kind, root: file.root))
        var document = try compose(set, name: file.path, notes: &notes, restrictedTo: file.setName)
        document.notes.insert(ThemeNote(.format, "its aliases point into other files: read with the token files of \(root)", at: SourceLocation(file: file.path, line: 0, column: 0)), at: 0)
        document.file = file.path
        return document
    }

    // MARK: Composing

    /// The document the files make; `restrictedTo` keeps one file's tokens (and those they refer
    /// to) and only the compositions that include it.
    func compose(_ files: [TokenFile], name: String, notes: inout [ThemeNote], restrictedTo setName: String?) throws(ThemeErrors) -> ThemeDocument {
        let tokenFiles = files.filter { $0.format != nil }
        guard !tokenFiles.isEmpty else {
            throw ThemeErrors([ThemeError(.empty, "holds no token files", at: nil, value: name,
                                          suggestion: "give DTCG (.tokens.json), Tokens Studio, Style Dictionary or Figma variables JSON files")])
        }
        var compositions = TokensStudioProject(files: files).map { project in project.compositions(notes: &notes) }
            ?? Self.modeCompositions(tokenFiles)
        if let setName {
            compositions = compositions.filter { $0.layers.contains { $0.setName == setName } }
            for index in compositions.indices { compositions[index].shown = [setName] }
        }
        var formats = Set(tokenFiles.compactMap(\.format))
        // A file of aliases alone reads as 2025.10; beside draft files it is a draft too.
        if formats == [.dtcg, .dtcgDraft] { formats = [.dtcgDraft] }
        let format = formats.count == 1 ? formats.first! : .tokenSet
        notes.append(ThemeNote(.format, "read as \(format.displayName)" + (tokenFiles.count > 1 ? " (\(tokenFiles.count) files)" : ""),
                               at: SourceLocation(file: name, line: 0, column: 0)))
        var builder = TokenSetBuilder()
        builder.stringColorFiles = Set(tokenFiles.filter { $0.format == .dtcgDraft }.map(\.path))
        for composition in compositions { builder.add(composition) }
        let (palette, tokens, themes) = builder.result()
        notes += builder.notes
        var document = ThemeDocument(file: name, palette: palette, tokens: tokens)
        document.themes = themes
        document.format = format
        if tokenFiles.count == 1, let only = tokenFiles.first, format == .dtcg || format == .dtcgDraft {
            // One DTCG file: keep what Tincture does not model for export, as ThemeDocument(dtcg:) does.
            document.dtcg = DTCGSource(tokens: only.root.json)
            document.description = only.root["$description"]?.string
            document.systemEra = ThemeDocument.systemEra(in: only.root) ?? document.systemEra
        }
        // The `glass:` section Tincture keeps in a DTCG root's `$extensions`.
        for file in tokenFiles where file.format == .dtcg || file.format == .dtcgDraft {
            document.glass += try DTCGGlass.declarations(in: file.root)
        }
        document.notes = notes
        return document
    }

    /// Compositions of a folder without Tokens Studio themes: one per appearance named by the
    /// files, each over the files named after no appearance; or one of everything.
    static func modeCompositions(_ files: [TokenFile]) -> [TokenComposition] {
        let modes = files.map { AppearanceWords.condition(in: $0.setName) }
        let conditions = Array(Set(modes.compactMap { $0 })).sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.sortKey.lexicographicallyPrecedes($1.sortKey) }
        guard !conditions.isEmpty else { return [TokenComposition(condition: nil, theme: nil, layers: files, shown: nil)] }
        let shared = zip(files, modes).filter { $0.1 == nil }.map(\.0)
        return conditions.map { condition in
            TokenComposition(condition: condition, theme: nil, layers: shared + zip(files, modes).filter { $0.1 == condition }.map(\.0), shown: nil)
        }
    }

    // MARK: Files

    /// The folder a file is in (`.` for a bare name).
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The set name of a file in a folder: its relative path without `.json`.
    static func setName(of path: String, in folder: String) -> String {
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        var relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : (full as NSString).lastPathComponent
        if relative.lowercased().hasSuffix(".json") { relative.removeLast(5) }
        return relative
    }

    /// The JSON token files below a folder, by path; files that hold no tokens are skipped.
    static func files(in folder: String, notes: inout [ThemeNote]) throws(ThemeErrors) -> [TokenFile] {
        var listingNotes: [ThemeNote] = []
        let entries = FolderListing.entries(of: folder, notes: &listingNotes, descends: FolderListing.isAppFolder)
        notes += listingNotes
        var result: [TokenFile] = []
        for relative in entries where relative.lowercased().hasSuffix(".json") || relative.lowercased().hasSuffix(".tokens") {
            guard result.count < maximumFiles else {
                notes.append(ThemeNote(.skipped, "more than \(maximumFiles) JSON files; the rest are not read", at: SourceLocation(file: folder, line: 0, column: 0)))
                break
            }
            let path = (folder as NSString).appendingPathComponent(relative)
            guard !isDirectory(path) else { continue }
            do {
                let file = try TokenFile.read(path, setName: setName(of: path, in: folder))
                if file.kind == .notTokens || file.kind == .theme { continue }
                result.append(file)
            } catch {
                error.errors.forEach { notes.append(ThemeNote(.unreadableColor, error: $0)) }
            }
        }
        return result
    }

    /// The nearest folder at or above `folder` (at most four levels up) holding Tokens Studio's
    /// `$themes.json` or `$metadata.json`.
    static func tokensStudioRoot(above folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<5 {
            for name in ["$themes.json", "$metadata.json"] where FileManager.default.fileExists(atPath: current.appendingPathComponent(name).path) {
                return current.path
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return nil
    }
}
