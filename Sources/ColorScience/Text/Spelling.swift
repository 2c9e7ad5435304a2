/// Finds the known name nearest to a misspelled one, for "did you mean …?" hints — in CSS color
/// names here, and in theme files' keys and references elsewhere.
public enum Spelling {
    /// The candidate with the smallest Levenshtein distance to `word` (ignoring ASCII case), if
    /// that distance is small for the word's length: at most 1 for up to 4 characters, 2 up to 8,
    /// 3 beyond. Words longer than 64 characters get no suggestion.
    public static func nearest(to word: String, among candidates: [String], maximumDistance: Int? = nil) -> String? {
        let typed = Array(word.asciiLowercased.unicodeScalars)
        guard !typed.isEmpty, typed.count <= 64 else { return nil }
        let limit = maximumDistance ?? (typed.count <= 4 ? 1 : typed.count <= 8 ? 2 : 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(typed, Array(candidate.asciiLowercased.unicodeScalars))
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// The Levenshtein distance: insertions, deletions and substitutions, each costing 1.
    public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
