/// Shell-style path patterns as `.gitignore` files and configuration files write them: `*`
/// (any run of characters but `/`), `**` (anything, `/` included) and `?` (one character but
/// `/`); every other character stands for itself.
public enum GlobPattern {
    /// Whether `pattern` matches the whole of `text`.
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        func match(_ i: Int, _ j: Int) -> Bool {
            if i == p.count { return j == t.count }
            if p[i] == "*" {
                let any = i + 1 < p.count && p[i + 1] == "*"
                let next = any ? i + 2 : i + 1
                var k = j
                while true {
                    if match(next, k) { return true }
                    guard k < t.count, any || t[k] != "/" else { return false }
                    k += 1
                }
            }
            guard j < t.count, p[i] == "?" ? t[j] != "/" : p[i] == t[j] else { return false }
            return match(i + 1, j + 1)
        }
        return match(0, 0)
    }
}
