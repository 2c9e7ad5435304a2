import ColorScience
import Foundation
import Testing
@testable import ThemeModel

/// Where the shared corpus is, if it is beside the checkout.
enum SharedCorpus {
    static let path: String? = {
        let path = RepositoryFile.root.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
        return FileManager.default.fileExists(atPath: path + "/expected.json") ? path : nil
    }()
}

/// Every real asset catalog and token file of the shared corpus (other projects' files, read in
/// place, never copied here) read and compared with the colors computed independently in its
/// `expected.json`. The corpus sits beside the checkout (`../shared/corpus`); where it is not,
/// the tests are skipped.
@Suite("Real catalogs and token files", .enabled(if: SharedCorpus.path != nil, "no ../shared/corpus beside the checkout: skipped"))
struct CorpusTests {
    static var corpus: String? { SharedCorpus.path }

    struct Expected: Decodable {
        var catalogs: [Catalog]
        var tokens: [TokenFile]
        struct Catalog: Decodable { var catalog: String; var colorsets: [ColorSet] }
        struct ColorSet: Decodable { var path: String; var name: String; var entries: [Entry]? }
        struct Entry: Decodable {
            var idiom: String
            var appearance: String
            var displayGamut: String?
            var reference: String?
            var srgbValue: Value?
            enum CodingKeys: String, CodingKey {
                case idiom, appearance, reference
                case displayGamut = "display-gamut"
                case srgbValue = "srgb_value"
            }
        }
        struct Value: Decodable { var hex: String; var alpha: Double }
        struct TokenFile: Decodable {
            var file: String
            var tokens: [String: Token]?
            var contexts: [String: [String: Standalone]]?
        }
        struct Token: Decodable { var standalone: Standalone }
        struct Standalone: Decodable { var hex: String?; var alpha: Double?; var unresolved: String? }
    }

    static func expected() throws -> Expected {
        let data = try Data(contentsOf: URL(fileURLWithPath: corpus! + "/expected.json"))
        return try JSONDecoder().decode(Expected.self, from: data)
    }

    static func normalized(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }

    /// Appearances of a catalog entry, as the corpus names them.
    static let appearances: [String: Appearance] = [
        "any": .light, "light": .light, "dark": .dark, "high-contrast": Appearance(.light, .increased),
        "light+high-contrast": Appearance(.light, .increased), "dark+high-contrast": Appearance(.dark, .increased),
    ]

    @Test("every catalog is read, and every color it holds is the expected one")
    func catalogs() throws {
        var compared = 0, references = 0, wrong: [String] = []
        for catalog in try Self.expected().catalogs {
            let document = try AssetCatalogReader().read(at: Self.corpus! + "/" + catalog.catalog)
            let theme = try ResolvedTheme(document)
            let byName = Dictionary(theme.tokens.map { (Self.normalized($0.path.components.joined()), $0.path) }, uniquingKeysWith: { a, _ in a })
            for set in catalog.colorsets {
                guard let entries = set.entries, !entries.isEmpty,
                      let idiom = AssetCatalogReader.preferredIdiom(among: Set(entries.map(\.idiom)), asked: nil) else { continue }
                let base = String((set.path.split(separator: "/").last ?? "").dropLast(".colorset".count))
                guard let path = byName[Self.normalized(set.name)] ?? byName[Self.normalized(base)] else { continue }
                var chosen = entries.filter { $0.idiom == idiom && ($0.displayGamut ?? "sRGB") == "sRGB" }
                if chosen.isEmpty { chosen = entries.filter { $0.idiom == idiom } }
                let given = Set(chosen.map(\.appearance))
                for entry in chosen {
                    if entry.appearance == "any" && given.contains("light") { continue }
                    if entry.appearance == "high-contrast" && given.contains("light+high-contrast") { continue }
                    guard let appearance = Self.appearances[entry.appearance], let color = theme.color(path, in: appearance) else { continue }
                    let place = "\(catalog.catalog) \(set.name) \(entry.appearance)"
                    if let reference = entry.reference {
                        references += 1
                        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
                        if color.system?.name.lowercased() != name.lowercased() { wrong.append("\(place): \(color.system?.name ?? "no system color")") }
                    } else if let value = entry.srgbValue {
                        compared += 1
                        if color.rgba8.hexRGB != value.hex || abs(color.alpha - value.alpha) > 0.002 {
                            wrong.append("\(place): \(color.rgba8.hex), expected \(value.hex) alpha \(value.alpha)")
                        }
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        // 1,397 entries carry components; a few belong to entries another of the same color set overrides.
        #expect(compared >= 1380)
        #expect(references == 71)
    }

    @Test("every token file is read alone (with its set where its aliases point outside it), and every color is the expected one")
    func tokens() throws {
        var compared = 0, wrong: [String] = []
        for file in try Self.expected().tokens {
            let theme = try ResolvedTheme(TokenSetReader().read([Self.corpus! + "/" + file.file]))
            var wants: [(String, Appearance, Expected.Standalone)] = (file.tokens ?? [:]).compactMap { path, token in
                token.standalone.unresolved == nil ? (path, .light, token.standalone) : nil
            }
            for (context, values) in file.contexts ?? [:] {
                guard let appearance = Appearance(name: context) else { continue }
                wants += values.map { ($0.key, appearance, $0.value) }
            }
            for (path, appearance, value) in wants {
                guard let tokenPath = TokenPath(parsing: path), let color = theme.color(tokenPath, in: appearance) else {
                    wrong.append("\(file.file) \(path) \(appearance): missing")
                    continue
                }
                compared += 1
                if color.rgba8.hexRGB != value.hex || abs(color.alpha - (value.alpha ?? 1)) > 0.002 {
                    wrong.append("\(file.file) \(path) \(appearance): \(color.rgba8.hex), expected \(value.hex ?? "?")")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
        #expect(compared >= 2790)
    }
}
