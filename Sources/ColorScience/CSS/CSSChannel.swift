/// How one component of a CSS color function reads: its number and percentage scales and the
/// clamping CSS Color 4 applies at parsed-value time.
///
/// Stored values follow `Color`'s conventions: rgb channels 0…1, HSL/HWB fractions 0…1, Lab
/// lightness 0…100, OKLab lightness 0…1, hues in degrees as written (not normalized).
struct CSSChannel: Sendable {
    /// The channel as messages name it, such as `red channel of rgb()` or `hue of hsl()`.
    let name: String
    /// A hue: a number of degrees or an angle (CSS Values 4 §7.1), never a percentage.
    let isHue: Bool
    /// A bare number is divided by this (255 for rgb(), 100 for HSL/HWB percentages).
    let numberDivisor: Double
    /// The value that 100% stands for.
    let percentReference: Double
    /// The range CSS clamps the value into at parsed-value time, if any.
    let lowest: Double?
    let highest: Double?

    init(
        _ name: String, numberDivisor: Double = 1, percentReference: Double = 1, lowest: Double? = nil,
        highest: Double? = nil
    ) {
        self.name = name
        self.isHue = false
        self.numberDivisor = numberDivisor
        self.percentReference = percentReference
        self.lowest = lowest
        self.highest = highest
    }

    /// A hue channel.
    static func hue(of function: String) -> CSSChannel {
        CSSChannel(hueNamed: "hue of \(function)")
    }

    private init(hueNamed name: String) {
        self.name = name
        self.isHue = true
        self.numberDivisor = 1
        self.percentReference = 1
        self.lowest = nil
        self.highest = nil
    }

    /// The alpha of every color function: a number or a percentage, clamped to 0…1 (CSS Color 4
    /// §4.2 `<alpha-value>`).
    static let alpha = CSSChannel("alpha", lowest: 0, highest: 1)

    /// What the channel takes, for messages.
    func accepted(legacy: Bool) -> String {
        let none = legacy ? "" : " or 'none'"
        return isHue
            ? "a number or an angle (deg, grad, rad, turn)\(none)"
            : "a number\(legacy ? " or" : ",") a percentage\(none)"
    }

    /// The stored value of a component token; `nil` for `none`.
    func value(of token: CSSToken, legacy: Bool) throws(CSSColorParseError) -> Double? {
        var value: Double
        switch token.kind {
        case .ident(let name) where name.asciiLowercased == "none":
            if legacy { throw CSSColorParseError(.noneInLegacySyntax, column: token.column, token: token.text) }
            return nil
        case .number(let number):
            value = number / numberDivisor
        case .percentage(let percent) where !isHue:
            value = percent / 100 * percentReference
        case .dimension(let number, let unit) where isHue:
            guard let degrees = CSSChannel.degrees(number, unit: unit) else {
                throw invalid(.invalidUnit(channel: name, accepts: accepted(legacy: legacy)), token)
            }
            value = degrees
        case .dimension:
            throw invalid(.invalidUnit(channel: name, accepts: accepted(legacy: legacy)), token)
        default:
            throw invalid(.invalidValue(channel: name, accepts: accepted(legacy: legacy)), token)
        }
        guard value.isFinite else { throw invalid(.numberOutOfRange, token) }
        if let lowest { value = Swift.max(value, lowest) }
        if let highest { value = Swift.min(value, highest) }
        return value
    }

    /// Degrees of an angle (CSS Values 4 §7.1: 360deg = 400grad = 2π rad = 1turn), unit in any
    /// ASCII case.
    static func degrees(_ value: Double, unit: String) -> Double? {
        switch unit.asciiLowercased {
        case "deg": value
        case "grad": value * 360 / 400
        case "rad": value * 180 / Double.pi
        case "turn": value * 360
        default: nil
        }
    }

    private func invalid(_ kind: CSSColorParseError.Kind, _ token: CSSToken) -> CSSColorParseError {
        CSSColorParseError(kind, column: token.column, token: token.text)
    }
}
