import Foundation

extension String {
    /// Whether the text holds `needle`, compared byte for byte: for the quick looks at whole
    /// files before parsing them (Foundation's `contains` compares as Unicode, many times
    /// slower).
    func holds(_ needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let first = wanted.first else { return true }
                guard wanted.count <= haystack.count, let base = haystack.baseAddress, let start = wanted.baseAddress else { return false }
                var index = 0
                let last = haystack.count - wanted.count
                while index <= last {
                    if haystack[index] == first, memcmp(base + index, start, wanted.count) == 0 { return true }
                    index += 1
                }
                return false
            }
        }
    }
}
