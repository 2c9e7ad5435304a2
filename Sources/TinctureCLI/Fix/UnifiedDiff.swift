/// A unified diff (`---`/`+++` headers, `@@ -a,b +c,d @@` hunks, three lines of context) of
/// line changes to a file, for showing edits before they are written.
enum UnifiedDiff {
    static let context = 3

    static func render(old: [String], changes: [ThemeFileEditor.LineChange], oldName: String, newName: String) -> String {
        guard !changes.isEmpty else { return "" }
        let sorted = changes.sorted { $0.index < $1.index }
        // Group changes whose context would touch into hunks.
        var groups: [[ThemeFileEditor.LineChange]] = []
        for change in sorted {
            if let last = groups.last?.last, change.index - last.index <= 2 * context {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        var text = "--- \(oldName)\n+++ \(newName)\n"
        var shift = 0  // new line number minus old line number before the current hunk
        var applied = 0
        for group in groups {
            // Lines added by changes before this hunk.
            while applied < sorted.count, sorted[applied].index < group[0].index {
                shift += sorted[applied].lines.count - 1
                applied += 1
            }
            let start = max(0, group[0].index - context)
            let end = min(old.count, group.last!.index + 1 + context)
            var body: [String] = []
            var oldCount = 0
            var newCount = 0
            var changeIndex = 0
            var removed: [String] = []
            var addedLines: [String] = []
            for index in start..<end {
                if changeIndex < group.count, group[changeIndex].index == index, group[changeIndex].lines.first == old[index] {
                    // The line stays and new lines follow it.
                    body += removed + [" " + old[index]]
                    (removed, addedLines) = ([], group[changeIndex].lines.dropFirst().map { "+" + $0 })
                    oldCount += 1
                    newCount += group[changeIndex].lines.count
                    changeIndex += 1
                } else if changeIndex < group.count, group[changeIndex].index == index {
                    // A run of changed lines: all removals, then all additions.
                    removed.append("-" + old[index])
                    addedLines += group[changeIndex].lines.map { "+" + $0 }
                    oldCount += 1
                    newCount += group[changeIndex].lines.count
                    changeIndex += 1
                } else {
                    body += removed + addedLines
                    (removed, addedLines) = ([], [])
                    body.append(" " + old[index])
                    oldCount += 1
                    newCount += 1
                }
            }
            body += removed + addedLines
            text += "@@ -\(start + 1),\(oldCount) +\(start + 1 + shift),\(newCount) @@\n"
            text += body.joined(separator: "\n") + "\n"
            for change in group { shift += change.lines.count - 1 }
            applied += group.count
        }
        return text
    }
}
