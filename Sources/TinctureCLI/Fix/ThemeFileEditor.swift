import ThemeAudit
import ThemeModel

/// Applies the fixer's proposals to a theme file's text, touching nothing but the color values
/// it changes and the keys it adds: comments, quoting elsewhere, blank lines and order stay as
/// they are.
///
/// A replaced value is the scalar at the value's location — quoted, or plain up to a trailing
/// `# comment`, or an unquoted `{reference}` — and is written `"#rrggbb"`, `"#rrggbbaa"` or
/// `"color(display-p3 r g b)"`. An added value goes into the token's mapping at the indentation
/// of its other values; a token written as one scalar (`name: value`) becomes a mapping whose
/// `value:` keeps the old scalar.
///
/// Lines end as the YAML reader ends them — LF, CRLF, CR, and NEL, LS, PS as libyaml counts
/// them — so line numbers agree with the reader's; every line keeps its own line break, and an
/// added line takes the break of the line it follows (a file written with CRLF stays CRLF).
struct ThemeFileEditor {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// One original line replaced by new lines.
    struct LineChange: Equatable {
        /// 0-based index of the original line.
        var index: Int
        var lines: [String]
    }

    let text: String
    let document: ThemeDocument
    /// The lines, without their line breaks.
    let lines: [String]
    /// Each line's line break: `"\n"`, `"\r\n"`, `"\r"`…, or `""` for a last line without one.
    let breaks: [String]
    /// Whether the file is JSON (keys cannot be added to it in YAML's block style).
    let isJSON: Bool

    init(text: String, document: ThemeDocument) {
        self.text = text
        self.document = document
        (lines, breaks) = Self.split(text)
        let first = text.unicodeScalars.first { !$0.properties.isWhitespace }
        isJSON = document.file.lowercased().hasSuffix(".json") || first == "{"
    }

    /// The line breaks libyaml counts: LF, CR (CRLF is one), NEL, LS and PS.
    static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

    /// `text`'s lines and their line breaks. A text ending in a line break has no empty last
    /// line.
    static func split(_ text: String) -> (lines: [String], breaks: [String]) {
        var lines: [String] = []
        var breaks: [String] = []
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var index = 0
        while index < scalars.count {
            guard lineBreaks.contains(scalars[index]) else {
                index += 1
                continue
            }
            let end = scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? index + 2 : index + 1
            lines.append(String(String.UnicodeScalarView(scalars[start..<index])))
            breaks.append(String(String.UnicodeScalarView(scalars[index..<end])))
            start = end
            index = end
        }
        if start < scalars.count {
            lines.append(String(String.UnicodeScalarView(scalars[start...])))
            breaks.append("")
        }
        return (lines, breaks)
    }

    /// The changed lines for `proposals`, in file order.
    func changes(for proposals: [FixProposal]) throws(Failure) -> [LineChange] {
        var replacements: [Int: [(start: Int, end: Int, text: String)]] = [:]
        var additions: [SourceLocation: [(AppearanceCondition, String)]] = [:]
        var additionOrder: [SourceLocation] = []
        var entryKeys: [(entry: SourceLocation, key: String, value: String)] = []
        for proposal in proposals {
            switch proposal.kind {
            case .replace(let location):
                guard location.isInFile, location.file == document.file, lines.indices.contains(location.line - 1) else {
                    throw Failure(description: "\(proposal.token): the value at \(location) is not in \(document.file)")
                }
                let line = Array(lines[location.line - 1].unicodeScalars)
                let start = location.column - 1
                guard let end = Self.scalarEnd(in: line, from: start) else {
                    throw Failure(description: "\(location): \(proposal.token): cannot find where the value ends")
                }
                replacements[location.line - 1, default: []].append((start, end, "\"\(proposal.text)\""))
            case .insert(let definition), .derive(let definition):
                if additions[definition] == nil { additionOrder.append(definition) }
                additions[definition, default: []].append((proposal.condition, proposal.text))
            case .addKey(let entry, let key):
                entryKeys.append((entry, key, proposal.text))
            }
        }
        var result: [Int: [String]] = [:]
        for (index, edits) in replacements {
            var scalars = Array(lines[index].unicodeScalars)
            for edit in edits.sorted(by: { $0.start > $1.start }) {
                scalars.replaceSubrange(edit.start..<edit.end, with: edit.text.unicodeScalars)
            }
            result[index] = [String(String.UnicodeScalarView(scalars))]
        }
        for location in additionOrder {
            try add(additions[location] ?? [], to: location, into: &result)
        }
        for (entry, key, value) in entryKeys {
            try add(key: key, value: value, toEntryAt: entry, into: &result)
        }
        return result.keys.sorted().map { LineChange(index: $0, lines: result[$0]!) }
    }

    /// Adds `values` to the token defined at `location`.
    private func add(_ values: [(AppearanceCondition, String)], to location: SourceLocation, into result: inout [Int: [String]]) throws(Failure) {
        guard let definition = definition(at: location) else {
            throw Failure(description: "\(location): no token is defined there")
        }
        guard !isJSON else {
            throw Failure(description: "\(location): \(definition.path): adding \(values.map(\.0.name).joined(separator: ", ")) values to a JSON theme is not supported; add them by hand or use YAML")
        }
        let keyLine = location.line - 1
        let valueLines = definition.values.values.map(\.location).filter(\.isInFile).map { $0.line - 1 }
        let newKeys = { (indent: String) in values.map { "\(indent)\($0.0.name): \"\($0.1)\"" } }
        if let last = valueLines.max(), last > keyLine, !valueLines.contains(keyLine) {
            // A block mapping: add after its last value, at the indentation of its values.
            let sample = lines[valueLines.filter { $0 > keyLine }.min()!]
            let indent = String(sample.prefix { $0 == " " || $0 == "\t" })
            let current = result[last] ?? [lines[last]]
            result[last] = current + newKeys(indent)
            return
        }
        // `name: value` on one line: make it a mapping whose `value:` keeps the scalar.
        guard definition.values.count == 1, let only = definition.values[.any], only.location.line - 1 == keyLine else {
            throw Failure(description: "\(location): \(definition.path): cannot add values to a token written as a flow mapping; write it as a block mapping")
        }
        let line = result[keyLine]?.first ?? lines[keyLine]
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        guard indent.unicodeScalars.count == location.column - 1 else {
            throw Failure(description: "\(location): \(definition.path): cannot add values to a token that does not start its line")
        }
        // The value starts at the same column as before any replacement on this line, since
        // replacements only change the value itself and what follows it.
        let scalars = Array(line.unicodeScalars)
        let valueStart = only.location.column - 1
        guard valueStart <= scalars.count else { throw Failure(description: "\(only.location): cannot find the value") }
        let key = String(String.UnicodeScalarView(scalars[..<valueStart])).trimmingTrailingSpaces
        let value = String(String.UnicodeScalarView(scalars[valueStart...]))
        guard key.hasSuffix(":") else { throw Failure(description: "\(location): \(definition.path): cannot find the token's key") }
        let childIndent = indent + "  "
        result[keyLine] = [key, "\(childIndent)value: \(value)"] + newKeys(childIndent)
    }

    /// Adds `key: "value"` to the list entry (a mapping) that starts at `entry`: as its first key
    /// — `- key: "value"` on the entry's line, the old first key on a line of its own at the
    /// same column — in block style, or after the `{` of a flow mapping (JSON too).
    private func add(key: String, value: String, toEntryAt entry: SourceLocation, into result: inout [Int: [String]]) throws(Failure) {
        let index = entry.line - 1
        guard entry.isInFile, entry.file == document.file, lines.indices.contains(index), result[index] == nil else {
            throw Failure(description: "\(entry): cannot add `\(key):` to the entry there; add it by hand")
        }
        let scalars = Array(lines[index].unicodeScalars)
        let start = entry.column - 1
        guard scalars.indices.contains(start) else { throw Failure(description: "\(entry): cannot find the entry") }
        let before = String(String.UnicodeScalarView(scalars[..<start]))
        let rest = String(String.UnicodeScalarView(scalars[start...]))
        if scalars[start] == "{" {
            let pair = isJSON ? "\"\(key)\": \"\(value)\", " : "\(key): \"\(value)\", "
            let after = String(String.UnicodeScalarView(scalars[(start + 1)...]))
            let spaced = after.unicodeScalars.first == " " ? String(after.dropFirst()) : after
            result[index] = [before + "{ " + pair + spaced]
            return
        }
        guard before.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "-" }) else {
            throw Failure(description: "\(entry): cannot add `\(key):` to an entry that does not start its line; add it by hand")
        }
        let indent = String(repeating: " ", count: start)
        result[index] = [before + "\(key): \"\(value)\"", indent + rest]
    }

    /// The definition (base, or a named theme's override) whose key is at `location`.
    private func definition(at location: SourceLocation) -> TokenDefinition? {
        let all = document.palette + document.tokens + document.themes.flatMap(\.overrides)
        return all.first { $0.location == location }
    }

    /// Where the YAML scalar starting at `start` ends (exclusive), in Unicode scalars.
    static func scalarEnd(in line: [Unicode.Scalar], from start: Int) -> Int? {
        guard line.indices.contains(start) else { return nil }
        switch line[start] {
        case "\"":
            var index = start + 1
            while index < line.count {
                if line[index] == "\\" { index += 2; continue }
                if line[index] == "\"" { return index + 1 }
                index += 1
            }
            return nil
        case "'":
            var index = start + 1
            while index < line.count {
                if line[index] == "'" {
                    if index + 1 < line.count, line[index + 1] == "'" { index += 2; continue }
                    return index + 1
                }
                index += 1
            }
            return nil
        case "{":
            var depth = 0
            for index in start..<line.count {
                if line[index] == "{" { depth += 1 }
                if line[index] == "}" {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
            }
            return nil
        default:
            var end = line.count
            for index in start..<line.count where line[index] == "#" && index > start && (line[index - 1] == " " || line[index - 1] == "\t") {
                end = index
                break
            }
            while end > start, line[end - 1] == " " || line[end - 1] == "\t" { end -= 1 }
            return end
        }
    }

    /// The file's text with `changes` applied. A changed line keeps its line break; lines added
    /// after it take the same break (the file's first one when the line is the last and has
    /// none).
    func applying(_ changes: [LineChange]) -> String {
        var byIndex: [Int: [String]] = [:]
        for change in changes { byIndex[change.index] = change.lines }
        let usual = breaks.first { !$0.isEmpty } ?? "\n"
        var output = ""
        for (index, line) in lines.enumerated() {
            let lineBreak = breaks[index]
            output += (byIndex[index] ?? [line]).joined(separator: lineBreak.isEmpty ? usual : lineBreak) + lineBreak
        }
        return output
    }
}

extension String {
    /// Without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        var scalars = Array(unicodeScalars)
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
