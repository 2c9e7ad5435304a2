import ColorScience
import Foundation
import ThemeModel

/// An app read as it is: its catalogs, token files and theme files for the colors, its Swift
/// sources for how they are used, and a theme document the audit checks — the colors, plus a
/// contrast pair for every foreground code draws on a background, placed at the Swift line.
public struct AppScan: Sendable {
    public var root: String
    /// Every Swift file read, with its uses and pairs.
    public var files: [SwiftFileScan]
    /// The colors and the pairs read from code, ready to resolve and audit.
    public var document: ThemeDocument
    /// Each pair code draws, with what its two sides resolved to.
    public var pairs: [ScannedPair]
    public var coverage: Coverage

    /// A pair from code with the theme colors each side stands for.
    public struct ScannedPair: Hashable, Sendable {
        public var pair: CodePair
        public var foregrounds: [TokenPath]
        public var backgrounds: [TokenPath]
        /// Why a side could not be worked out, when one could not.
        public var unresolved: [String]
    }

    /// How much of the code's color use was worked out statically.
    public struct Coverage: Hashable, Sendable {
        public var swiftFiles = 0
        public var lines = 0
        public var uses = 0
        public var usesResolved = 0
        public var pairs = 0
        public var pairsResolved = 0
        public var pairsOnAssumedBackground = 0
        public var literals = 0
        public var definitions = 0
    }

    /// Reads the app below `root`.
    public static func scan(_ root: String, options: ThemeInput.Options = ThemeInput.Options()) throws(ThemeErrors) -> AppScan {
        let folder = AppFolder(root)
        var document = colorSources(root, folder: folder, options: options)
        document.notes += folder.notes
        var files: [SwiftFileScan] = []
        for path in folder.swiftFiles {
            do {
                let text = try ThemeSource.read(path: path)
                files.append(SwiftColorScanner.scan(text, file: path))
            } catch {
                error.errors.forEach { document.notes.append(ThemeNote(.unreadableColor, error: $0)) }
            }
        }
        return AppScan(root: root, files: files, base: document)
    }

    /// The app's colors: its catalogs and token files (``ThemeInput``) and its theme files.
    static func colorSources(_ root: String, folder: AppFolder, options: ThemeInput.Options) -> ThemeDocument {
        var document = (try? ThemeInput.document(at: root, options: options)) ?? ThemeDocument(file: root, name: (root as NSString).lastPathComponent)
        for path in folder.themeFiles {
            do {
                let theme = try ThemeDocument(yaml: ThemeSource.read(path: path), file: path)
                document.palette += theme.palette
                document.add(theme.tokens, from: theme.notes)
                document.contrast += theme.contrast
                document.distinct += theme.distinct
                if document.format == .assetCatalog || document.tokens.count == theme.tokens.count { document.themes += theme.themes }
            } catch {
                error.errors.forEach { document.notes.append(ThemeNote(.unreadableColor, error: $0)) }
            }
        }
        return document
    }

    /// Resolves what the files say against the colors of `base`.
    public init(root: String, files: [SwiftFileScan], base: ThemeDocument) {
        self.root = root
        self.files = files
        var document = base
        let resolver = CodeColorResolver(tokens: base.tokens, definitions: files.flatMap(\.definitions))
        let palette = PaletteIndex(base)
        var coverage = Coverage()
        coverage.swiftFiles = files.count
        coverage.lines = files.reduce(0) { $0 + $1.lines }
        coverage.definitions = files.reduce(0) { $0 + $1.definitions.count }
        var codeTokens: [TokenPath: TokenDefinition] = [:]
        var tokenOrder: [TokenPath] = []

        /// The theme paths a color in code stands for, adding tokens for literals and alphas.
        func paths(_ color: CodeColor, at location: SourceLocation) -> (paths: [TokenPath], unresolved: [String]) {
            var result: [TokenPath] = [], unresolved: [String] = []
            for resolved in resolver.resolve(color, near: location) {
                switch resolved {
                case .unresolved(let reason): unresolved.append(reason)
                case .color(let expression):
                    switch expression {
                    case .reference(let path, nil): result.append(path)
                    case .reference(let path, let alpha?):
                        let name = TokenPath(["code", path.components.joined(separator: "-") + "-\(Int((alpha * 100).rounded()))"])
                        add(name, .reference(path, alpha: alpha), at: location)
                        result.append(name)
                    case .literal(let literal, _):
                        let name = TokenPath(["code", String(RGBA8(rounding: literal.srgb).hex.dropFirst())])
                        add(name, expression, at: location)
                        result.append(name)
                    }
                }
            }
            return (result, unresolved)
        }
        func add(_ path: TokenPath, _ expression: ColorExpression, at location: SourceLocation) {
            guard codeTokens[path] == nil else { return }
            codeTokens[path] = TokenDefinition(path: path, values: [.any: ColorValueDefinition(expression, at: location)], location: location)
            tokenOrder.append(path)
        }

        var notedLiterals: Set<SourceLocation> = []
        for file in files {
            document.notes += file.problems
            // A team's constants written as components (`static let brand = UIColor(red: …)`).
            for definition in file.definitions {
                for literal in Self.literals(in: definition.color) where notedLiterals.insert(definition.location).inserted {
                    coverage.literals += 1
                    document.notes.append(ThemeNote(.hardCodedColor, .warning, "\(definition.qualifiedName): \(literal.text) is written in code",
                                                    at: definition.location, suggestion: palette.suggestion(for: literal.color)))
                }
            }
            for use in file.uses {
                coverage.uses += 1
                let (_, unresolved) = paths(use.color, at: use.location)
                if unresolved.isEmpty { coverage.usesResolved += 1 }
                for reason in unresolved {
                    if case .asset(let name) = use.color {
                        document.notes.append(ThemeNote(.unknownColorName, .warning, "Color(\"\(name)\"): " + reason + "; it shows no color at run time",
                                                        at: use.location, suggestion: resolver.nearestAsset(to: name).map { "did you mean \"\($0)\"?" }))
                    } else {
                        document.notes.append(ThemeNote(.runTimeColor, .note, "\(use.via): \(use.color): " + reason, at: use.location))
                    }
                }
                for literal in Self.literals(in: use.color) where notedLiterals.insert(use.location).inserted {
                    coverage.literals += 1
                    document.notes.append(ThemeNote(.hardCodedColor, .warning, "\(use.via): \(literal.text) is written in code",
                                                    at: use.location, suggestion: palette.suggestion(for: literal.color)))
                }
            }
        }
        let placements = Dictionary(grouping: files.flatMap(\.placements), by: \.type)
        var scanned: [ScannedPair] = []
        for file in files {
            for original in file.pairs {
                let pairs = Self.placed(original, placements: placements)
                for pair in pairs {
                coverage.pairs += 1
                // A background layer (a ZStack's `Color(red:…)`) written in code.
                if let background = pair.background, background.via != "assumed" {
                    for literal in Self.literals(in: background.color) where notedLiterals.insert(background.location).inserted {
                        coverage.literals += 1
                        document.notes.append(ThemeNote(.hardCodedColor, .warning, "\(background.via): \(literal.text) is written in code",
                                                        at: background.location, suggestion: palette.suggestion(for: literal.color)))
                    }
                }
                let foreground = paths(pair.foreground.color, at: pair.foreground.location)
                let background = pair.background.map { paths($0.color, at: $0.location) } ?? (paths: [TokenPath(["system", "systemBackground"])], unresolved: [String]())
                if pair.background?.via == "assumed" || pair.background == nil { coverage.pairsOnAssumedBackground += 1 }
                let unresolved = foreground.unresolved + background.unresolved
                if unresolved.isEmpty, !foreground.paths.isEmpty, !background.paths.isEmpty { coverage.pairsResolved += 1 }
                scanned.append(ScannedPair(pair: pair, foregrounds: foreground.paths, backgrounds: background.paths, unresolved: unresolved))
                // A clear foreground is not drawn (a title hidden while a spinner shows).
                let drawn = foreground.paths.filter { $0 != TokenPath(["system", "clear"]) }
                guard !drawn.isEmpty, !background.paths.isEmpty else { continue }
                let role: TokenRole = switch pair.foreground.kind {
                case .text: .text
                case .tint: .tint
                default: .border
                }
                document.contrast.append(ContrastDeclaration(
                    foregrounds: drawn.map { TokenPattern(path: $0, isWildcard: false, location: pair.foreground.location) },
                    backgrounds: background.paths.map { TokenPattern(path: $0, isWildcard: false, location: pair.background?.location ?? pair.foreground.location) },
                    size: pair.size, minimum: nil, location: pair.foreground.location, evidence: pair.evidence, role: role))
                }
            }
        }
        document.tokens += tokenOrder.compactMap { codeTokens[$0] }
        self.document = document
        self.pairs = scanned
        self.coverage = coverage
    }

    /// A pair whose view's own code shows no background, with the backgrounds behind the view
    /// where the app places it (`ProfileRow(…)` inside a `.listRowBackground`), followed out
    /// through up to four enclosing views; the pair as it was when no placement shows one.
    static func placed(_ pair: CodePair, placements: [String: [ViewPlacement]]) -> [CodePair] {
        guard let type = pair.viewType else { return [pair] }
        var frontier = [(type: type, path: [String]())]
        var seen: Set<String> = [type]
        for _ in 0..<4 {
            var found: [CodePair] = []
            var next: [(type: String, path: [String])] = []
            for (type, path) in frontier {
                for placement in placements[type] ?? [] {
                    let place = "\((placement.location.file as NSString).lastPathComponent):\(placement.location.line)"
                    if let background = placement.background {
                        var placed = pair
                        placed.background = background
                        placed.viewType = nil
                        placed.evidence = "where \(([type] + path).reversed().joined(separator: " in ")) is placed (\(place)): \(placement.evidence)"
                        found.append(placed)
                    } else if let outer = placement.enclosingView, seen.insert(outer).inserted {
                        next.append((outer, path + [type]))
                    }
                }
            }
            if !found.isEmpty {
                // One pair per distinct background.
                var distinct: [CodePair] = []
                for candidate in found where !distinct.contains(where: { $0.background?.color == candidate.background?.color }) { distinct.append(candidate) }
                return distinct
            }
            frontier = next
            if frontier.isEmpty { break }
        }
        return [pair]
    }

    /// The literal colors a code color holds.
    static func literals(in color: CodeColor) -> [(color: Color, text: String)] {
        switch color {
        case .literal(let literal, let text): [(literal, text)]
        case .alpha(let base, _): literals(in: base)
        case .choice(let options): options.flatMap(literals)
        default: []
        }
    }
}

/// The catalog and token colors in light, for naming the nearest one to a color in code.
struct PaletteIndex {
    var colors: [(path: TokenPath, lab: OKLab)] = []

    init(_ document: ThemeDocument) {
        guard let theme = try? ResolvedTheme(document) else { return }
        for token in document.tokens {
            if let color = theme.color(token.path, in: .light) { colors.append((token.path, OKLab(color.srgb.clipped))) }
        }
    }

    /// "use {brand} (ΔEOK 0.004)" for the nearest within 0.02, else advice to add a token.
    func suggestion(for color: Color) -> String {
        let lab = OKLab(color.srgb.clipped)
        let nearest = colors.map { ($0.path, DeltaEOK.difference(lab, $0.lab)) }.min { $0.1 < $1.1 }
        if let (path, distance) = nearest, distance <= 0.02 {
            return "use {\(path)}, ΔEOK \(String(format: "%.3f", distance)) away"
        }
        return "add it to the asset catalog or token set, with dark and increased-contrast values"
    }
}
