import ColorScience
import Foundation

/// One `color` object of a color set, read into the expression a theme file writes.
///
/// Components may be written as floats (`"0.5"`, or bare JSON numbers as Apple's sample does),
/// 8-bit integers (`"128"`) or 8-bit hex (`"0x80"`): a string containing `.` is a float 0…1,
/// one starting with `0x` is hex over 255, any other an integer over 255 (actool's rule). Alpha
/// strings without `.` that are 0 or 1 are read as floats (Xcode writes alpha as a float).
///
/// Spaces: `srgb` and `extended-srgb` become `color(srgb …)`, except that `srgb` colors whose
/// channels are 8-bit values keep their style in the text — hex as `#rrggbb`, integers as
/// `rgb(r g b)`, an alpha other than 1 after them as written (`#ff3b30 / 0.5`,
/// `rgb(255 128 0 / 0.5)`) — so that the catalog generator writes them back the same way;
/// `display-p3` `color(display-p3 …)`, `extended-linear-srgb`
/// `color(srgb-linear …)`; `gray-gamma-22` and `extended-gray` (component `white`) are read
/// as gray with a 2.2 power curve and written as sRGB — the curve of `extended-gray` is
/// unconfirmed. System color references become `{system.name}` (see
/// ``SystemPalette/assetCatalogColor(named:platform:era:)``).
struct AssetCatalogColor {
    var expression: ColorExpression

    enum Failure: Error {
        /// The color cannot be read.
        case invalid(String)
        /// A system color name Tincture does not know, with the nearest one it does.
        case unknownSystemColor(String, nearest: String?)
    }

    init(_ json: DTCGNode, era: SystemPalette.Era) throws(Failure) {
        if let reference = json["reference"]?.string {
            let platform = json["platform"]?.string
            guard let system = SystemPalette.assetCatalogColor(named: reference, platform: platform, era: era) else {
                throw .unknownSystemColor(reference, nearest: SystemPalette.nearestAssetCatalogName(to: reference))
            }
            expression = .reference(TokenPath(["system", system.name]), alpha: nil)
            return
        }
        guard let space = json["color-space"]?.string else { throw .invalid("a color has neither 'color-space' nor 'reference'") }
        guard let components = json["components"], components.members != nil else { throw .invalid("a color has no 'components'") }
        let extended = space.hasPrefix("extended")
        func component(_ key: String) throws(Failure) -> (value: Double, isByte: ByteStyle?) {
            guard let raw = components[key] else { throw .invalid("'\(space)' color lacks the '\(key)' component") }
            return try Self.parse(raw.content, key: key, extended: extended)
        }
        let alpha = try component("alpha").value
        guard (0...1).contains(alpha) else { throw .invalid("alpha \(alpha) is outside 0…1") }
        let text: String
        switch space {
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            let channels = try [component("red"), component("green"), component("blue")]
            if space == "srgb", channels.allSatisfy({ $0.isByte != nil }) {
                // 8-bit components keep their style in the text: hex as `#rrggbb`, integers as
                // `rgb(r g b)`; the alpha (a float in Xcode's files) as written after them.
                let bytes = channels.map { Self.byte($0.value) }
                let alphaText = alpha == 1 ? nil : Self.number(alpha)
                if channels.contains(where: { $0.isByte == .hex }) {
                    text = "#" + bytes.map(Self.hex).joined() + (alphaText.map { " / " + $0 } ?? "")
                } else {
                    text = "rgb(" + bytes.map { String($0) }.joined(separator: " ") + (alphaText.map { " / " + $0 } ?? "") + ")"
                }
            } else {
                let css = switch space {
                case "display-p3": "display-p3"
                case "extended-linear-srgb": "srgb-linear"
                default: "srgb"
                }
                text = Self.function(css, channels.map(\.value), alpha: alpha)
            }
        case "gray-gamma-22", "extended-gray":
            let white = try component("white").value
            let linear = (white < 0 ? -1.0 : 1.0) * pow(abs(white), 2.2)
            let gray = SRGB(LinearSRGB(red: linear, green: linear, blue: linear, alpha: alpha)).red
            text = Self.function("srgb", [gray, gray, gray], alpha: alpha)
        default:
            throw .invalid("unknown color-space '\(space)' (Xcode writes srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22 or extended-gray)")
        }
        // The text reads back as a theme file reads it: a CSS color, an alpha after it.
        let (colorText, alphaText) = ThemeParser.splitAlpha(text)
        guard var color = try? Color(css: colorText) else { throw .invalid("the components make no color: \(text)") }
        if alphaText != nil { color.alpha = alpha }
        expression = .literal(color, text: text)
    }

    /// How an 8-bit component is written: `"0x80"` or `"128"`.
    enum ByteStyle: Equatable { case hex, integer }

    /// A component's value, and its style when it is an 8-bit one (nil for a float).
    static func parse(_ raw: DTCGNode.Content, key: String, extended: Bool) throws(Failure) -> (value: Double, isByte: ByteStyle?) {
        let value: Double, isByte: ByteStyle?
        switch raw {
        case .number(let number):
            (value, isByte) = (number, nil)
        case .string(let string):
            let text = string.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("0x") || text.hasPrefix("0X"), let byte = Int(text.dropFirst(2), radix: 16) {
                guard (0...255).contains(byte) else { throw .invalid("'\(key)' \(string) is outside 0x00…0xFF") }
                (value, isByte) = (Double(byte) / 255, .hex)
            } else if text.contains(".") || text.contains("e") || text.contains("E"), let number = Double(text), number.isFinite {
                (value, isByte) = (number, nil)
            } else if let integer = Int(text) {
                if key == "alpha", integer == 0 || integer == 1 {
                    (value, isByte) = (Double(integer), nil)
                } else {
                    guard (0...255).contains(integer) else { throw .invalid("'\(key)' \(string) is outside 0…255") }
                    (value, isByte) = (Double(integer) / 255, .integer)
                }
            } else {
                throw .invalid("'\(key)' component '\(string)' is not a number")
            }
        default:
            throw .invalid("'\(key)' component is not a string or number")
        }
        if !extended, !(0...1).contains(value) {
            throw .invalid("'\(key)' \(value) is outside 0…1 (only extended color spaces go beyond)")
        }
        // Extended spaces go beyond 0…1, but not without bound: no display shows -64 or 64.
        guard value.isFinite, (-Self.extendedLimit...Self.extendedLimit).contains(value) else {
            throw .invalid("'\(key)' \(value) is outside -\(Int(Self.extendedLimit))…\(Int(Self.extendedLimit)), beyond any color a display shows")
        }
        return (value, isByte)
    }

    /// The largest magnitude an extended component may have.
    static let extendedLimit = 64.0

    static func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return (digits.count == 1 ? "0" : "") + digits
    }

    static func function(_ space: String, _ channels: [Double], alpha: Double) -> String {
        "color(\(space) " + channels.map(number).joined(separator: " ") + (alpha == 1 ? "" : " / " + number(alpha)) + ")"
    }

    /// Fixed notation, at most six decimals, trailing zeros dropped (`0.5`, `1`, `-0.012`).
    static func number(_ value: Double) -> String {
        let micro = Int((abs(value) * 1_000_000).rounded())
        var text = String(micro / 1_000_000)
        var fraction = String(micro % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { text += "." + fraction }
        return (value < 0 && micro != 0 ? "-" : "") + text
    }
}
