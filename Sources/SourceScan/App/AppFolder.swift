import Foundation
import ThemeModel

/// The files of an app's folder that hold colors: theme files (`tincture.yml`,
/// `*.tincture.yml`) and Swift sources, below a folder, skipping build products, dependencies,
/// hidden folders and what the folder's `.gitignore` ignores. (Asset catalogs and token files
/// are found by ``ThemeInput``.)
public struct AppFolder: Sendable {
    public var root: String
    public var themeFiles: [String] = []
    public var swiftFiles: [String] = []
    /// Storyboards and xibs, for the backgrounds they give views of the app's classes.
    public var interfaceFiles: [String] = []
    /// Objective-C sources and property lists: names in them may be the only use of a Swift type.
    public var otherFiles: [String] = []
    /// Xcode projects (`X.xcodeproj/project.pbxproj`), read for the platforms they build for.
    public var projectFiles: [String] = []
    /// Asset catalogs, for their images' rendering (a tint on an original image is not drawn).
    public var catalogs: [String] = []
    /// Folders that could not be listed, symbolic-link loops.
    public var notes: [ThemeNote] = []

    /// `reads` keeps a file (by its path) or leaves it out: a project's `included` and
    /// `excluded` paths.
    public init(_ root: String, reads: (String) -> Bool = { _ in true }) {
        self.root = root
        let ignore = GitIgnore(root: root)
        var notes: [ThemeNote] = []
        // Test targets are not the app a person sees.
        let entries = FolderListing.appEntries(of: root, notes: &notes) { relative in
            !ignore.ignores(relative, isFolder: true) && !Self.isTestFolder(relative)
        }
        for relative in entries where !ignore.ignores(relative, isFolder: false) {
            let name = (relative as NSString).lastPathComponent
            let path = (root as NSString).appendingPathComponent(relative)
            guard reads(path) else { continue }
            if name.lowercased().hasSuffix(".xcassets") {
                catalogs.append(path)
            } else if name.hasSuffix(".swift") {
                swiftFiles.append(path)
            } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                interfaceFiles.append(path)
            } else if [".m", ".mm", ".h", ".plist"].contains(where: name.hasSuffix) {
                otherFiles.append(path)
            } else if name == "project.pbxproj" {
                projectFiles.append(path)
            } else if name == "tincture.yml" || (name.hasSuffix(".tincture.yml") && name != ".tincture.yml") {
                // (`.tincture.yml` is the project's configuration, not a theme.)
                themeFiles.append(path)
            }
        }
        self.notes = notes
    }

    /// The images of the catalogs by name, and whether each renders as a template (tintable):
    /// `template-rendering-intent: template`, or a symbol set; others render as they are.
    public var images: [String: Bool] {
        var result: [String: Bool] = [:]
        for catalog in catalogs {
            guard let walker = FileManager.default.enumerator(atPath: catalog) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasSuffix(".symbolset") { result[String(name.dropLast(".symbolset".count))] = true; continue }
                guard name.hasSuffix(".imageset") else { continue }
                let contents = (catalog as NSString).appendingPathComponent(relative + "/Contents.json")
                let json = FileManager.default.contents(atPath: contents).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
                let isTemplate = (json?["properties"] as? [String: Any])?["template-rendering-intent"] as? String == "template"
                result[String(name.dropLast(".imageset".count)), default: false] = result[String(name.dropLast(".imageset".count))] == true || isTemplate
            }
        }
        return result
    }

    /// A test target's folder: `Tests`, `AppTests`, `AppUITests`, `Snapshots` (not the root).
    static func isTestFolder(_ relative: String) -> Bool {
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        return name == "Tests" || name.hasSuffix("Tests") || name.hasSuffix("UITests") || name == "__Snapshots__"
    }
}

/// The patterns of a folder's `.gitignore` (`*`, `?`, a trailing `/` for folders, a leading
/// `/` or an inner `/` anchoring to the folder, `!` negation, `**`), matched as git does for
/// the cases apps write.
struct GitIgnore: Sendable {
    struct Rule: Sendable {
        var pattern: String
        var negated: Bool
        var folderOnly: Bool
        var anchored: Bool
    }

    var rules: [Rule] = []

    init(root: String) {
        guard let text = try? String(contentsOfFile: (root as NSString).appendingPathComponent(".gitignore"), encoding: .utf8) else { return }
        for line in text.split(whereSeparator: \.isNewline) {
            var pattern = line.trimmingCharacters(in: .whitespaces)
            guard !pattern.isEmpty, !pattern.hasPrefix("#") else { continue }
            let negated = pattern.hasPrefix("!")
            if negated { pattern.removeFirst() }
            let folderOnly = pattern.hasSuffix("/")
            if folderOnly { pattern.removeLast() }
            let anchored = pattern.hasPrefix("/") || pattern.dropLast().contains("/")
            if pattern.hasPrefix("/") { pattern.removeFirst() }
            guard !pattern.isEmpty else { continue }
            rules.append(Rule(pattern: pattern, negated: negated, folderOnly: folderOnly, anchored: anchored))
        }
    }

    /// Whether a path relative to the folder is ignored (the last matching rule decides).
    func ignores(_ relative: String, isFolder: Bool) -> Bool {
        var ignored = false
        let name = String(relative.split(separator: "/").last ?? "")
        for rule in rules where !rule.folderOnly || isFolder {
            let matches = rule.anchored ? Self.glob(rule.pattern, relative) : Self.glob(rule.pattern, name)
            if matches { ignored = !rule.negated }
        }
        return ignored
    }

    /// `*` (not `/`), `**` (anything), `?`.
    static func glob(_ pattern: String, _ text: String) -> Bool { GlobPattern.matches(pattern, text) }
}
