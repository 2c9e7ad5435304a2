import ColorScience
import Foundation
import SwiftParser
import SwiftSyntax
import ThemeModel

/// Rewrites color literals in Swift source in place: the components of `UIColor(red:green:
/// blue:alpha:)`, `Color(red:green:blue:opacity:)`, `NSColor(srgbRed:…)`, `#colorLiteral(…)`,
/// `UIColor(white:alpha:)`, and the digits of a hex literal given to a team's own initializer
/// (`UIColor(hex: 0x336699)`, `Color(hex: "#336699")`) — each in the notation it was written in
/// (`0.463`, `118 / 255`, `0x76_76_76`), nothing else in the file touched.
public enum SwiftColorEditor {
    /// A color to change: every literal that makes `old` (in 8-bit sRGB) is written as `new`.
    public struct Change: Sendable {
        public var old: Color
        public var new: Color

        public init(old: Color, new: Color) {
            self.old = old
            self.new = new
        }
    }

    /// `text` with the changes made, and how many literals each change rewrote.
    public static func edit(_ text: String, changes: [Change]) -> (text: String, counts: [Int]) {
        let tree = Parser.parse(source: text)
        let literals = LiteralCollector(viewMode: .sourceAccurate).collect(tree)
        var edits: [(range: Range<Int>, text: String)] = []
        var counts: [Int] = []
        for change in changes {
            let old = RGBA8(rounding: change.old.srgb)
            var count = 0
            for literal in literals where RGBA8(rounding: literal.color.srgb) == old {
                guard let replacements = literal.rewrite(change.new) else { continue }
                edits += replacements
                count += 1
            }
            counts.append(count)
        }
        var bytes = Array(text.utf8)
        var last = Int.max
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where edit.range.upperBound <= last {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
            last = edit.range.lowerBound
        }
        return (String(decoding: bytes, as: UTF8.self), counts)
    }
}

/// A color literal in the source, with how to write a new color in its place.
struct SwiftColorLiteral {
    enum Form {
        /// Labeled components: each argument's expression, its channel and how it is written.
        case components([(channel: Channel, expression: ExprSyntax)], space: ColorSpace)
        /// Hex digits in an integer or string literal (underscores kept).
        case hex(TokenSyntax, digits: String, prefix: String)
    }

    enum Channel { case red, green, blue, white, alpha }

    var color: Color
    var form: Form

    /// The byte edits that write `color` here, in this literal's notation.
    func rewrite(_ color: Color) -> [(range: Range<Int>, text: String)]? {
        switch form {
        case .components(let arguments, let space):
            let converted = color.converted(to: space)
            var edits: [(Range<Int>, String)] = []
            for (channel, expression) in arguments {
                let value: Double
                switch channel {
                case .red: value = converted.coordinates.first ?? 0
                case .green: value = converted.coordinates.second ?? 0
                case .blue: value = converted.coordinates.third ?? 0
                case .alpha: value = color.alpha ?? 1
                case .white:
                    let srgb = color.srgb
                    guard abs(srgb.red - srgb.green) < 1e-6, abs(srgb.green - srgb.blue) < 1e-6 else { return nil }
                    value = pow(max(0, LinearSRGB(srgb).red), 1 / 2.2)
                }
                if channel == .alpha, let old = Self.number(expression), abs(old - value) < 1e-4 { continue }
                guard let edit = Self.write(value, over: expression) else { return nil }
                edits.append(edit)
            }
            return edits
        case .hex(let token, let digits, let prefix):
            let bytes = RGBA8(rounding: color.srgb)
            guard Gamut.srgb.contains(color, tolerance: 1e-6) else { return nil }
            var new = RGBA8.hexByte(bytes.red) + RGBA8.hexByte(bytes.green) + RGBA8.hexByte(bytes.blue)
            if digits.count == 8 { new += RGBA8.hexByte(bytes.alpha) } else if bytes.alpha != 255 { return nil }
            if digits.contains(where: \.isUppercase) { new = new.uppercased() }
            // Keep the underscores where they were.
            let text = token.text
            var written = ""
            var next = new.makeIterator()
            for character in text.dropFirst(prefix.count) {
                if character.isHexDigit, let replacement = next.next() { written.append(replacement) } else { written.append(character) }
            }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            return [(start..<(start + text.utf8.count), String(text.prefix(prefix.count)) + written)]
        }
    }

    /// `value` written over `expression` as it was written: `118 / 255` keeps its divisor, a
    /// float its decimals (at least three).
    static func write(_ value: Double, over expression: ExprSyntax) -> (Range<Int>, String)? {
        let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let divide = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self), divide.operator.text == "/",
           let numerator = sequence.elements.first, let divisor = number(sequence.elements.last!), divisor > 0 {
            let scaled = value * divisor
            let isInteger = numerator.is(IntegerLiteralExprSyntax.self)
            let text = isInteger ? String(Int(scaled.rounded())) : decimals(scaled, like: numerator.trimmedDescription)
            let from = numerator.positionAfterSkippingLeadingTrivia.utf8Offset
            return (from..<(from + numerator.trimmedDescription.utf8.count), text)
        }
        guard expression.is(FloatLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self) else { return nil }
        let old = expression.trimmedDescription
        return (start..<(start + old.utf8.count), decimals(value, like: old))
    }

    /// `value` with the decimals of `old` (at least three, so 8-bit colors round-trip).
    static func decimals(_ value: Double, like old: String) -> String {
        let places = max(3, old.split(separator: ".").dropFirst().first?.count ?? 0)
        var text = String(format: "%.\(places)f", value)
        if text.hasPrefix("-0."), Double(text) == 0 { text.removeFirst() }
        return text
    }

    /// A number literal, or a literal divided by one (`118 / 255`, `-0.5`).
    static func number(_ expression: ExprSyntax) -> Double? {
        if let float = expression.as(FloatLiteralExprSyntax.self) { return float.representedLiteralValue }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integer.representedLiteralValue.map(Double.init) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return number(prefix.expression).map { -$0 } }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
           let a = number(sequence.elements.first!), let b = number(sequence.elements.last!), b != 0 {
            return a / b
        }
        return nil
    }
}

/// Finds the color literals of a file.
private final class LiteralCollector: SyntaxVisitor {
    var literals: [SwiftColorLiteral] = []

    func collect(_ tree: SourceFileSyntax) -> [SwiftColorLiteral] {
        walk(tree)
        return literals
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        add(node.arguments)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "colorLiteral" { add(node.arguments) }
        return .visitChildren
    }

    private func add(_ arguments: LabeledExprListSyntax) {
        var labeled: [String: ExprSyntax] = [:]
        for argument in arguments {
            if let label = argument.label?.text { labeled[label] = argument.expression }
        }
        let alpha = (labeled["alpha"] ?? labeled["opacity"]).map { ("alpha", $0) }
        if let red = labeled["red"] ?? labeled["srgbRed"] ?? labeled["displayP3Red"], let green = labeled["green"], let blue = labeled["blue"] {
            let expressions = [(SwiftColorLiteral.Channel.red, red), (.green, green), (.blue, blue)] + (alpha.map { [(.alpha, $0.1)] } ?? [])
            let values = expressions.map { SwiftColorLiteral.number($0.1) }
            guard values.allSatisfy({ $0 != nil }) else { return }
            let space: ColorSpace = labeled["displayP3Red"] != nil ? .displayP3 : .srgb
            let color = Color(space: space, coordinates: ColorCoordinates(values[0]!, values[1]!, values[2]!), alpha: values.count > 3 ? values[3]! : 1)
            literals.append(SwiftColorLiteral(color: color, form: .components(expressions, space: space)))
            return
        }
        if let white = labeled["white"], let value = SwiftColorLiteral.number(white) {
            let alphaValue = alpha.flatMap { SwiftColorLiteral.number($0.1) } ?? 1
            let linear = pow(max(0, value), 2.2)
            let gray = SRGB(LinearSRGB(red: linear, green: linear, blue: linear, alpha: alphaValue))
            let expressions = [(SwiftColorLiteral.Channel.white, white)] + (alpha.map { [(.alpha, $0.1)] } ?? [])
            literals.append(SwiftColorLiteral(color: Color(gray), form: .components(expressions, space: .srgb)))
            return
        }
        // A hex literal as the one argument of a team's initializer.
        guard arguments.count == 1, let expression = arguments.first?.expression else { return }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text
            guard text.lowercased().hasPrefix("0x") else { return }
            add(hex: String(text.dropFirst(2).filter { $0 != "_" }), token: integer.literal, prefix: String(text.prefix(2)))
        } else if let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
                  let segment = string.segments.first?.as(StringSegmentSyntax.self) {
            let text = segment.content.text
            let prefix = text.hasPrefix("#") ? "#" : text.lowercased().hasPrefix("0x") ? String(text.prefix(2)) : ""
            add(hex: String(text.dropFirst(prefix.count)), token: segment.content, prefix: prefix)
        }
    }

    private func add(hex digits: String, token: TokenSyntax, prefix: String) {
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let color = try? Color(css: "#" + digits) else { return }
        literals.append(SwiftColorLiteral(color: color, form: .hex(token, digits: digits, prefix: prefix)))
    }
}
