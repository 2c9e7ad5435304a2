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

extension UnifiedDiff {
    /// The line changes that turn `old` into `new` (Myers' shortest edit script): each changed
    /// original line with the lines that replace it, an inserted run with the line before it.
    static func changes(old: [String], new: [String]) -> [ThemeFileEditor.LineChange] {
        // Common ends first: edits are few and local.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        // Which lines of `a` and `b` are kept, in order.
        let kept = Self.commonLines(a, b)
        var result: [Int: [String]] = [:]
        var (i, j) = (0, 0)
        var pending: [String] = []  // new lines waiting for the next original line
        func flushInsertions(before index: Int) {
            guard !pending.isEmpty else { return }
            if index > 0 {
                let previous = index - 1
                result[previous, default: [old[previous]]] += pending
            } else {
                result[0, default: []] = pending + (result[0] ?? [old[0]])
            }
            pending = []
        }
        for (keptA, keptB) in kept + [(a.count, b.count)] {
            // Lines of `a` before the kept one are removed, lines of `b` added in their place.
            let removed = Array(i..<keptA)
            let added = Array(b[j..<keptB])
            if removed.isEmpty {
                pending += added
                flushInsertions(before: prefix + keptA)
            } else {
                for (offset, index) in removed.enumerated() {
                    result[prefix + index] = offset == 0 ? added : []
                }
            }
            (i, j) = (keptA + 1, keptB + 1)
        }
        return result.keys.sorted().map { ThemeFileEditor.LineChange(index: $0, lines: result[$0]!) }
    }

    /// The pairs of indices of the lines `a` and `b` keep, in order (a longest common
    /// subsequence, found by Myers' O((N+M)D) search).
    static func commonLines(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        let (n, m) = (a.count, b.count)
        guard n > 0, m > 0 else { return [] }
        let maximum = n + m
        var v = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        outer: for d in 0...maximum {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1])) ? v[maximum + k + 1] : v[maximum + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { (x, y) = (x + 1, y + 1) }
                v[maximum + k] = x
                if x >= n, y >= m { trace.append(v); break outer }
            }
        }
        // Walk back through the saved frontiers, collecting the diagonal (kept) moves.
        var pairs: [(Int, Int)] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1])) ? k + 1 : k - 1
            let previousX = v[maximum + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                (x, y) = (x - 1, y - 1)
                pairs.append((x, y))
            }
            if d > 0 { (x, y) = (previousX, previousY) }
        }
        return pairs.reversed()
    }
}
