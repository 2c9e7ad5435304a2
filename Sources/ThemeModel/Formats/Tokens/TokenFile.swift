import Foundation

/// One token file as read: its place, its set name (its path in the folder read, without
/// `.json`), what it holds, and its tokens in the DTCG structure.
struct TokenFile {
    var path: String
    /// The path relative to the folder read, without `.json` (Tokens Studio's set name).
    var setName: String
    var kind: TokenFileKind
    /// The tokens, legacy forms rewritten (``LegacyTokenTree``).
    var root: DTCGNode
    /// The dotted paths of the tokens the file defines, found once (compositions ask often).
    let definedPaths: Set<String>

    init(path: String, setName: String, kind: TokenFileKind, root: DTCGNode) {
        self.path = path
        self.setName = setName
        self.kind = kind
        self.root = root
        definedPaths = Set(DTCGTokenFile(root: root, leavesOutUnresolved: true).tokens.map(\.dottedPath))
    }

    /// Reads and classifies a file.
    static func read(_ path: String, setName: String) throws(ThemeErrors) -> TokenFile {
        let text = try ThemeSource.read(path: path)
        let root: DTCGNode
        do {
            root = try DTCGJSONParser.parse(text, file: path)
        } catch {
            throw ThemeErrors([error])
        }
        let kind = TokenFileKind.detect(root)
        var normalized = root
        if case .tokens(let format) = kind, [.tokensStudio, .styleDictionary, .figmaVariables].contains(format) {
            normalized = LegacyTokenTree.normalized(root)
        }
        return TokenFile(path: path, setName: setName, kind: kind, root: normalized)
    }

    var format: ThemeFormat? {
        if case .tokens(let format) = kind { format } else { nil }
    }

    /// The file's name without folders and extensions (`dark.tokens.json` → `dark`).
    var baseName: String {
        var name = (path as NSString).lastPathComponent
        for suffix in [".json", ".tokens"] where name.lowercased().hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }
}
