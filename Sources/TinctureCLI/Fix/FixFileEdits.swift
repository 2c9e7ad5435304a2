import ColorScience
import Foundation
import SourceScan
import ThemeAudit
import ThemeModel

/// The new text of every file a fix changes when the colors live outside a theme file: an
/// asset catalog's color sets (``AssetCatalogEditor``), JSON token files (``TokenFileEditor``)
/// and color literals in Swift (``SwiftColorEditor``), each edited in place; color sets are
/// checked by reading them back.
struct FixFileEdits {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// One file's change.
    struct Edit {
        var path: String
        /// The bytes read, which the write expects to find.
        var bytes: [UInt8]
        var snapshot: ThemeFileSnapshot
        var newText: String
        var diff: String
    }

    /// A color the fix changes that lives where Tincture does not edit (a storyboard, a Swift
    /// expression that is not a literal): said, with the new color and the nearest token that
    /// already has it.
    struct Manual {
        var token: TokenPath
        var location: SourceLocation
        var condition: AppearanceCondition
        var old: String
        var new: String
        /// A token of the catalog or token files whose color is within ΔEOK 0.02 of the new one.
        var suggestion: TokenPath?
    }

    var edits: [Edit] = []
    var manual: [Manual] = []

    /// The edits that give the changed tokens of `result` their new colors in the files that
    /// define them.
    /// `swiftFiles`: the app's Swift sources, where colors written in code are rewritten.
    init(result: FixResult, original: ResolvedTheme, reading: ThemeInput.Options, swiftFiles: [String] = []) throws(Failure) {
        guard !result.proposals.isEmpty else { return }
        let fixed: ResolvedTheme
        do { fixed = try ResolvedTheme(result.document) } catch { throw Failure(description: "the fixed theme does not resolve: \(error)") }
        let name = ThemeDocument.defaultThemeName
        var changedTokens: [TokenPath] = []
        for proposal in result.proposals {
            for token in [proposal.token] + proposal.moves where !changedTokens.contains(token) { changedTokens.append(token) }
        }
        var catalogFiles: [String: TokenPath] = [:]
        var swiftChanges: [(token: TokenPath, condition: AppearanceCondition, change: SwiftColorEditor.Change, text: String, location: SourceLocation)] = []
        var tokenChanges: [String: [TokenFileEditor.Change]] = [:]
        for token in changedTokens {
            guard let before = original.definition(of: token, theme: name), let after = fixed.definition(of: token, theme: name) else { continue }
            let file = before.location.file
            if !file.hasSuffix(".json") {
                for (condition, value) in after.values.sorted(by: { $0.key.name < $1.key.name })
                where before.values[condition]?.expression != value.expression || value.location.isAddedByFix {
                    guard case .literal(let color, let text) = value.expression else { continue }
                    let old = before.values[condition] ?? before.values[.any] ?? before.values.values.first
                    if file.hasSuffix(".swift"), let old, case .literal(let oldColor, _) = old.expression {
                        swiftChanges.append((token, condition, SwiftColorEditor.Change(old: oldColor, new: color), text, before.location))
                        continue
                    }
                    manual.append(Manual(token: token, location: before.location, condition: condition, old: old?.expression.description ?? "", new: text,
                                         suggestion: Self.nearestToken(to: color, in: fixed, excluding: token)))
                }
                continue
            }
            if file.hasSuffix(".colorset/Contents.json") {
                catalogFiles[file] = token
                continue
            }
            // A token file: each value the fix replaced, where it was read.
            for (condition, value) in after.values where value.location.isAddedByFix || before.values[condition]?.expression != value.expression {
                guard value.location.isInFile, value.location.file == before.values[condition]?.location.file,
                      case .literal(let color, _) = value.expression else {
                    throw Failure(description: "\(before.location): \(token): the fix gives it a \(condition.name) value of its own, which \((file as NSString).lastPathComponent) has no place for; add it in the tool that makes the file, or fix a theme file (tincture import, then tincture fix)")
                }
                tokenChanges[value.location.file, default: []].append(TokenFileEditor.Change(location: value.location, color: color))
            }
        }
        for (file, token) in catalogFiles.sorted(by: { $0.key < $1.key }) {
            var colors: [ColorSetAppearance: Color] = [:]
            for appearance in ColorSetAppearance.allCases {
                colors[appearance] = fixed.color(token, in: appearance.appearance, theme: name)?.color
                let elevated = Appearance(appearance.appearance.scheme, appearance.appearance.contrast, .elevated)
                if fixed.color(token, in: elevated, theme: name)?.rgba8 != fixed.color(token, in: appearance.appearance, theme: name)?.rgba8 {
                    throw Failure(description: "\(file): \(token): the fix gives it a color of its own on elevated surfaces, which an asset catalog has no place for")
                }
            }
            let (snapshot, bytes) = try Self.read(file)
            let editor = AssetCatalogEditor(reader: AssetCatalogReader(era: original.document.systemEra, idiom: reading.idiom))
            let newText: String
            do { newText = try editor.edit(snapshot.text, file: file, colors: colors) } catch { throw Failure(description: error.description) }
            try Self.checkCatalog(newText, file: file, token: token, colors: colors, reader: editor.reader)
            append(file, bytes: bytes, snapshot: snapshot, newText: newText)
        }
        // A color written in Swift is one token wherever it is written (`code.b9b9bb`): every
        // literal of it in the app's Swift files is rewritten; one found nowhere is listed.
        if !swiftChanges.isEmpty {
            var found = Array(repeating: 0, count: swiftChanges.count)
            for file in swiftFiles {
                guard let (snapshot, bytes) = try? Self.read(file) else { continue }
                let (newText, counts) = SwiftColorEditor.edit(snapshot.text, changes: swiftChanges.map(\.change))
                for (index, count) in counts.enumerated() { found[index] += count }
                append(file, bytes: bytes, snapshot: snapshot, newText: newText)
            }
            for (entry, count) in zip(swiftChanges, found) where count == 0 {
                manual.append(Manual(token: entry.token, location: entry.location, condition: entry.condition,
                                     old: RGBA8(rounding: entry.change.old.srgb).hex, new: entry.text,
                                     suggestion: Self.nearestToken(to: entry.change.new, in: fixed, excluding: entry.token)))
            }
        }
        for (file, changes) in tokenChanges.sorted(by: { $0.key < $1.key }) {
            let (snapshot, bytes) = try Self.read(file)
            let newText: String
            do { newText = try TokenFileEditor.edit(snapshot.text, file: file, changes: changes) } catch { throw Failure(description: error.description) }
            append(file, bytes: bytes, snapshot: snapshot, newText: newText)
        }
    }

    /// The token (from a catalog or token file, not code) nearest `color` in ΔEOK, within 0.02.
    static func nearestToken(to color: Color, in theme: ResolvedTheme, excluding token: TokenPath) -> TokenPath? {
        let target = OKLab(xyz: color.xyz, alpha: 1)
        var best: (TokenPath, Double)?
        for candidate in theme.tokens where candidate.path != token && candidate.location.file.hasSuffix(".json") {
            for appearance in [Appearance(.light), Appearance(.dark)] {
                guard let other = theme.color(candidate.path, in: appearance, theme: ThemeDocument.defaultThemeName) else { continue }
                let difference = DeltaEOK.difference(OKLab(xyz: other.color.xyz, alpha: 1), target)
                if difference <= 0.02, difference < best?.1 ?? .infinity { best = (candidate.path, difference) }
            }
        }
        return best?.0
    }

    private mutating func append(_ file: String, bytes: [UInt8], snapshot: ThemeFileSnapshot, newText: String) {
        guard newText != snapshot.text else { return }
        let (old, new) = (ThemeFileEditor.split(snapshot.text).lines, ThemeFileEditor.split(newText).lines)
        let diff = UnifiedDiff.render(old: old, changes: UnifiedDiff.changes(old: old, new: new), oldName: file, newName: file + " (fixed)")
        edits.append(Edit(path: file, bytes: bytes, snapshot: snapshot, newText: newText, diff: diff))
    }

    static func read(_ file: String) throws(Failure) -> (ThemeFileSnapshot, [UInt8]) {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw Failure(description: "\(file) could not be read (was it being saved?); run the command again")
        }
        do {
            return (try ThemeFileSnapshot(bytes: Array(data), file: file), Array(data))
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// Reads the edited color set back: each appearance must take the color the fix chose.
    static func checkCatalog(_ text: String, file: String, token: TokenPath, colors: [ColorSetAppearance: Color], reader: AssetCatalogReader) throws(Failure) {
        let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let files = ["Contents.json": Array(#"{"info":{"author":"xcode","version":1}}"#.utf8), folder + "/Contents.json": Array(text.utf8)]
        let document = reader.read(named: "check", files: files, root: "check")
        guard let read = try? ResolvedTheme(document), let path = read.tokens.first?.path else {
            throw Failure(description: "\(file): the edited color set does not read back; nothing was written")
        }
        for (appearance, color) in colors {
            let written = read.color(path, in: appearance.appearance, theme: ThemeDocument.defaultThemeName)?.color
            guard let written, DeltaEOK.difference(OKLab(xyz: written.xyz, alpha: 1), OKLab(xyz: color.xyz, alpha: 1)) < 0.002,
                  abs((written.alpha ?? 1) - (color.alpha ?? 1)) < 0.003 else {
                throw Failure(description: "\(file): \(token): the edited color set reads back as another color in \(appearance.appearance.name); nothing was written")
            }
        }
    }
}
