import Foundation

/// Point values for the typography commands: at most three decimals, trailing zeros dropped.
enum PointFormat {
    static func string(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
