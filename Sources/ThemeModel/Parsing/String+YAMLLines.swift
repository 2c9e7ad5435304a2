extension StringProtocol {
    /// The text's lines as libYAML counts them, without their line breaks: a line ends at CR LF,
    /// CR, LF, NEL (U+0085), LS (U+2028) or PS (U+2029) — YAML 1.1's line breaks, which the
    /// line numbers in libYAML's marks count. Line n of a mark is element n − 1, and a mark's
    /// column counts Unicode scalars from the start of that element.
    ///
    /// There is always one more line than there are line breaks, so text ending in a break ends
    /// with an empty line, and empty text is one empty line.
    var yamlLines: [SubSequence] {
        var lines: [SubSequence] = []
        let scalars = unicodeScalars
        var start = startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            switch scalar {
            case "\r":
                if next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                break
            default:
                index = next
                continue
            }
            lines.append(self[start..<index])
            start = next
            index = next
        }
        lines.append(self[start..<endIndex])
        return lines
    }
}
