import Foundation
import ThemeModel

/// The PNG files a batch reads, from the arguments: files, folders (every `.png` below, hidden
/// folders aside) and quoted globs (`"shots/**/*.png"`), each with the name its result takes
/// under an output folder.
struct ImageInputs {
    struct Item: Equatable {
        /// The path to read.
        var path: String
        /// The result's path under the output folder: the file's name, or its path below the
        /// folder or glob root that found it.
        var relative: String
    }

    var items: [Item] = []
    /// Arguments that named nothing to read.
    var unmatched: [String] = []

    init(_ arguments: [String]) {
        for argument in arguments {
            let found = Self.expand(argument)
            if found.isEmpty { unmatched.append(argument) }
            for item in found where !items.contains(where: { $0.path == item.path }) { items.append(item) }
        }
    }

    /// Relative output paths that two inputs would share.
    var collisions: [String] {
        var seen: [String: Int] = [:]
        for item in items { seen[item.relative, default: 0] += 1 }
        return seen.filter { $0.value > 1 }.map(\.key).sorted()
    }

    static func expand(_ argument: String) -> [Item] {
        if argument.contains("*") || argument.contains("?") { return glob(argument) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [Item(path: argument, relative: (argument as NSString).lastPathComponent)] }
        return pngs(below: argument).map { Item(path: (argument as NSString).appendingPathComponent($0), relative: $0) }
    }

    /// The `.png` files below a folder, relative to it, sorted.
    static func pngs(below folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { walker.skipDescendants() }
                continue
            }
            if name.lowercased().hasSuffix(".png") { found.append(relative) }
        }
        return found.sorted()
    }

    /// A glob's matches: the folder before its first wildcard is walked, and each `.png` path
    /// below it matched against the rest (`*` within a name, `**` across folders).
    static func glob(_ pattern: String) -> [Item] {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let firstWild = parts.firstIndex { $0.contains("*") || $0.contains("?") } ?? parts.count
        let root = parts[..<firstWild].joined(separator: "/")
        let rest = parts[firstWild...].joined(separator: "/")
        let folder = root.isEmpty ? "." : root
        return pngs(below: folder).filter { GlobPattern.matches(rest, $0) }.map { relative in
            Item(path: root.isEmpty ? relative : (root as NSString).appendingPathComponent(relative), relative: relative)
        }
    }
}
