/// Edits JSON text in place: a value found by where it starts (the line and column
/// ``DTCGJSONParser`` reports) is replaced, or text is inserted after it; every other byte —
/// key order, spacing, line breaks — stays as it was.
struct JSONTextEdits {
    let scalars: [Unicode.Scalar]
    private var edits: [(range: Range<Int>, text: String)] = []

    init(text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The scalar index of `location`, counting lines as the parser does (LF, CR LF, CR).
    func offset(of location: SourceLocation) -> Int? {
        var (line, column, index) = (1, 1, 0)
        while index < scalars.count {
            if line == location.line, column == location.column { return index }
            let endsLine = scalars[index] == "\n" || (scalars[index] == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n"))
            if endsLine { (line, column) = (line + 1, 1) } else { column += 1 }
            index += 1
        }
        return line == location.line && column == location.column ? index : nil
    }

    /// The range of the value starting at `start`: a string with its quotes, a number or
    /// literal, or an object or array to its closing bracket.
    func valueRange(at start: Int) -> Range<Int>? {
        guard start < scalars.count else { return nil }
        var index = start
        switch scalars[index] {
        case "\"":
            index += 1
            while index < scalars.count, scalars[index] != "\"" { index += scalars[index] == "\\" ? 2 : 1 }
            return index < scalars.count ? start..<(index + 1) : nil
        case "{", "[":
            var depth = 0
            while index < scalars.count {
                switch scalars[index] {
                case "\"":
                    guard let string = valueRange(at: index) else { return nil }
                    index = string.upperBound
                    continue
                case "{", "[": depth += 1
                case "}", "]":
                    depth -= 1
                    if depth == 0 { return start..<(index + 1) }
                default: break
                }
                index += 1
            }
            return nil
        default:
            while index < scalars.count, !",}] \t\r\n".unicodeScalars.contains(scalars[index]) { index += 1 }
            return index > start ? start..<index : nil
        }
    }

    /// The range of the value starting at `location`.
    func valueRange(at location: SourceLocation) -> Range<Int>? {
        offset(of: location).flatMap(valueRange(at:))
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[range]))
    }

    /// The line break the file uses (the first one in it), LF when it has none.
    var lineBreak: String {
        guard let index = scalars.firstIndex(where: { $0 == "\n" || $0 == "\r" }) else { return "\n" }
        if scalars[index] == "\r" { return index + 1 < scalars.count && scalars[index + 1] == "\n" ? "\r\n" : "\r" }
        return "\n"
    }

    /// The spaces and tabs that begin the line `index` is on.
    func indentation(ofLineAt index: Int) -> String {
        var start = min(index, scalars.count)
        while start > 0, scalars[start - 1] != "\n", scalars[start - 1] != "\r" { start -= 1 }
        var end = start
        while end < scalars.count, scalars[end] == " " || scalars[end] == "\t" { end += 1 }
        return text(start..<end)
    }

    mutating func replace(_ range: Range<Int>, with text: String) {
        edits.append((range, text))
    }

    mutating func insert(_ text: String, at index: Int) {
        edits.append((index..<index, text))
    }

    /// The text with every edit made. Edits must not overlap.
    var result: String {
        var out = String.UnicodeScalarView()
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            guard edit.range.lowerBound >= position else { continue }
            out.append(contentsOf: scalars[position..<edit.range.lowerBound])
            out.append(contentsOf: edit.text.unicodeScalars)
            position = edit.range.upperBound
        }
        out.append(contentsOf: scalars[position...])
        return String(out)
    }
}
