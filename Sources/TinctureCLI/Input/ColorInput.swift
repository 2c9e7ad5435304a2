import ArgumentParser
import ColorScience

/// Where one input came from, for error messages.
enum InputSource: Sendable, CustomStringConvertible {
    /// The n-th (1-based) command-line argument of its kind.
    case argument(Int)
    /// The n-th (1-based) line of standard input.
    case line(Int)

    var description: String {
        switch self {
        case .argument(let n): "argument \(n)"
        case .line(let n): "line \(n)"
        }
    }
}

/// One input text: a command-line argument, or a line of standard input.
struct InputItem: Sendable {
    var text: String
    var source: InputSource
}

/// An input that could not be used; reported, then the command goes on with the rest.
struct InputError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The exit status of a command whose input held bad data (sysexits.h `EX_DATAERR`).
let dataErrorExitCode = ExitCode(65)

extension Console {
    /// Runs `body` on each input: the arguments when there are any, otherwise each non-blank line
    /// of standard input, streamed. A failing input is reported on standard error with its place,
    /// text (cut when long) and reason, and the others still run; when any failed, the command exits
    /// 65 at the end.
    func forEachInput(
        arguments: [String],
        _ body: (InputItem) throws -> Void
    ) throws {
        var failures = 0
        func handle(_ item: InputItem) {
            do {
                try body(item)
            } catch {
                failures += 1
                errorLine("tincture: \(item.source): '\(item.text.excerpt())': \(error)")
            }
        }
        if arguments.isEmpty {
            var number = 0
            while let raw = readLine() {
                number += 1
                let text = raw.trimmingWhitespace
                if text.isEmpty { continue }
                handle(InputItem(text: text, source: .line(number)))
            }
        } else {
            for (index, text) in arguments.enumerated() {
                handle(InputItem(text: text, source: .argument(index + 1)))
            }
        }
        if failures > 0 {
            errorLine("tincture: \(Counted(failures, "input")) could not be read")
            throw dataErrorExitCode
        }
    }
}

/// A pair of colors and the texts they were read from.
struct ColorPair {
    var first: Color
    var second: Color
    var firstText: String
    var secondText: String
}

extension Console {
    /// Runs `body` on each pair of colors: the two arguments when given, otherwise each line of
    /// standard input holding two colors. Failures are reported as in `forEachInput`.
    func forEachPair(arguments: [String], _ body: (ColorPair) throws -> Void) throws {
        // Two arguments are one pair; otherwise each line of standard input is a pair.
        try forEachInput(arguments: arguments.isEmpty ? [] : [arguments.joined(separator: " ")]) { item in
            let texts = arguments.isEmpty ? item.text.colorWords : arguments
            guard texts.count == 2 else {
                throw InputError(message: "expected two colors separated by a space, found \(texts.count)")
            }
            try body(ColorPair(
                first: try ColorText.parse(texts[0]), second: try ColorText.parse(texts[1]),
                firstText: texts[0], secondText: texts[1]))
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }

    /// Splits a line into the colors it holds, at white space outside parentheses and CSS
    /// comments, so that `rgb(0 0 0 / 50%) #fff` is two colors and `/* text */ #000 /* on */
    /// #fff` too: a comment standing alone goes with the color after it (or, at the end, the one
    /// before), where the CSS parser reads it as nothing.
    var colorWords: [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        let characters = Array(self)
        var index = 0
        func commentOnly(_ word: String) -> Bool {
            var rest = Substring(word)
            while let open = rest.range(of: "/*") {
                guard rest[..<open.lowerBound].allSatisfy({ $0 == " " || $0 == "\t" }) else { return false }
                guard let close = rest[open.upperBound...].range(of: "*/") else { return true }
                rest = rest[close.upperBound...]
            }
            return rest.allSatisfy { $0 == " " || $0 == "\t" }
        }
        while index < characters.count {
            let ch = characters[index]
            if ch == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                // A comment: copied whole, never split.
                var end = index + 2
                while end < characters.count, !(characters[end] == "*" && end + 1 < characters.count && characters[end + 1] == "/") { end += 1 }
                end = Swift.min(end + 2, characters.count)
                current += String(characters[index..<end])
                index = end
                continue
            }
            if ch == "(" { depth += 1 }
            if ch == ")" { depth = Swift.max(0, depth - 1) }
            if depth == 0 && (ch == " " || ch == "\t") {
                if !current.isEmpty {
                    if commentOnly(current) { current += " " } else {
                        words.append(current)
                        current = ""
                    }
                }
            } else {
                current.append(ch)
            }
            index += 1
        }
        if !current.isEmpty {
            if commentOnly(current), !words.isEmpty { words[words.count - 1] += " " + current } else { words.append(current) }
        }
        return words
    }
}
