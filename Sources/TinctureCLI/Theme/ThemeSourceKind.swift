import Foundation
import ThemeCodegen
import ThemeModel

/// What kind of file a command was given, by its name: a Tincture theme, an Xcode asset
/// catalog, or a DTCG token or resolver file.
enum ThemeSourceKind: Equatable {
    case theme, assetCatalog, dtcgTokens, dtcgResolver

    init(_ path: String) {
        let name = (path.hasSuffix("/") ? String(path.dropLast()) : path).lowercased()
        if name.hasSuffix(".xcassets") {
            self = .assetCatalog
        } else if name.hasSuffix(".resolver.json") {
            self = .dtcgResolver
        } else if name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") {
            self = .dtcgTokens
        } else {
            self = .theme
        }
    }

    /// The parsed document, whatever the kind.
    func document(at path: String) throws(ThemeErrors) -> ThemeDocument {
        switch self {
        case .theme:
            return try ThemeDocument(yaml: ThemeSource.read(path: path), file: path)
        case .dtcgTokens:
            return try ThemeDocument(dtcg: ThemeSource.read(path: path), file: path)
        case .dtcgResolver:
            return try ThemeDocument(contentsOfDTCGResolver: path)
        case .assetCatalog:
            let imported = try Self.importCatalog(path)
            return try ThemeDocument(yaml: imported.yaml, file: path)
        }
    }

    static func importCatalog(_ path: String) throws(ThemeErrors) -> AssetCatalogImport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ThemeErrors([ThemeError(.unreadable, "no such asset catalog folder", at: nil, value: path)])
        }
        do {
            return try AssetCatalogImporter().importCatalog(at: path)
        } catch {
            throw ThemeErrors([error])
        }
    }
}
