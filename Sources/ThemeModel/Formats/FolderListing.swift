import Foundation

/// Lists a folder's files and folders recursively, as paths relative to it, in sorted order.
///
/// Symbolic links are followed once: a link back to a folder already listed (a loop) and a
/// folder that cannot be listed are notes, not failures, and the rest is listed.
public enum FolderListing {
    /// Folders an app's repository holds that are not its own sources: build products,
    /// dependencies, version control.
    static let foreignFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm"]

    /// Every file and folder below `root`; folders for which `descends` is false are listed but
    /// not entered.
    static func entries(of root: String, notes: inout [ThemeNote], descends: (String) -> Bool = { _ in true }) -> [String] {
        var result: [String] = []
        var visited: Set<String> = [URL(fileURLWithPath: root).resolvingSymlinksInPath().path]
        walk(root, relative: "", result: &result, visited: &visited, notes: &notes, descends: descends)
        return result
    }

    /// Every file and folder of an app's repository worth reading (``isAppFolder``) that
    /// `descends` also allows.
    public static func appEntries(of root: String, notes: inout [ThemeNote], descends: (String) -> Bool) -> [String] {
        entries(of: root, notes: &notes) { isAppFolder($0) && descends($0) }
    }

    /// Whether a folder of an app's repository is worth entering when looking for catalogs and
    /// token files: not hidden, not a build product or dependency (``foreignFolders``), not
    /// inside an asset catalog (whose JSON is the catalog's own).
    static func isAppFolder(_ relative: String) -> Bool {
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        return !name.hasPrefix(".") && !foreignFolders.contains(name) && !name.lowercased().hasSuffix(".xcassets")
    }

    private static func walk(_ folder: String, relative: String, result: inout [String], visited: inout Set<String>, notes: inout [ThemeNote],
                             descends: (String) -> Bool) {
        let manager = FileManager.default
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            notes.append(ThemeNote(.unreadableColor, .warning, "folder cannot be listed; its colors are left out",
                                   at: SourceLocation(file: folder, line: 0, column: 0)))
            return
        }
        for name in names {
            let full = (folder as NSString).appendingPathComponent(name)
            let path = relative.isEmpty ? name : relative + "/" + name
            result.append(path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue, descends(path) else { continue }
            let real = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
            guard visited.insert(real).inserted else {
                notes.append(ThemeNote(.skipped, "a symbolic link to a folder already read (a loop); not read again",
                                       at: SourceLocation(file: full, line: 0, column: 0)))
                continue
            }
            walk(full, relative: path, result: &result, visited: &visited, notes: &notes, descends: descends)
        }
    }
}
