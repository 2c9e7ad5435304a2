/// Checks the components of one color function against its grammar (CSS Color 4 §5–§10) and
/// reads them into a `Color`: separators first, then the `color()` space, then the number of
/// components, then each value in order, so that the first error in reading order is reported.
struct CSSFunctionReader {
    let function: CSSColorFunction
    /// The function name as written, such as `RGBA`.
    let name: String
    let arguments: CSSArguments

    func color() throws(CSSColorParseError) -> Color {
        var components = arguments.components
        let legacy = components.count > 1 && components[1].separator?.kind == .comma
        try checkSeparators(components, legacy: legacy)

        var space = function.space ?? .srgb
        var display = "\(name.asciiLowercased)()"
        if function == .color {
            space = try colorSpace(components.first)
            display = "color(\(CSSColorSpaceName.name(of: space)))"
            components.removeFirst()
        }

        // Channels, then alpha: after '/' in the modern syntax, the fourth value in the legacy one.
        let alphaStart = legacy ? 3 : components.firstIndex { $0.separator?.kind == .slash } ?? components.count
        let channels = components[..<Swift.min(alphaStart, components.count)]
        let alpha = components[Swift.min(alphaStart, components.count)...]
        if channels.count < 3 {
            let at = alpha.first?.separator?.token ?? arguments.closing
            throw CSSColorParseError(
                .tooFewComponents(function: display, expected: 3, found: channels.count), column: at.column,
                token: at.text)
        }
        if channels.count > 3 {
            let extra = channels[channels.startIndex + 3].value
            let probablyAlpha = !legacy && channels.count == 4 && alpha.isEmpty
            throw CSSColorParseError(
                .tooManyComponents(function: display, expected: 3, alphaHint: probablyAlpha), column: extra.column,
                token: extra.text)
        }
        if alpha.count > 1 {
            let extra = alpha[alpha.startIndex + 1].value
            throw CSSColorParseError(
                .tooManyComponents(function: display, expected: 3, alphaHint: false), column: extra.column,
                token: extra.text)
        }

        let specs = function.channels(space: space)
        var values: [Double?] = []
        for (spec, component) in zip(specs, channels) {
            if legacy { try checkLegacy(component.value, channel: values.count, first: channels.first?.value) }
            values.append(try spec.value(of: component.value, legacy: legacy))
        }
        var alphaValue: Double? = 1
        if let a = alpha.first { alphaValue = try CSSChannel.alpha.value(of: a.value, legacy: legacy) }
        return Color(space: space, coordinates: ColorCoordinates(values[0], values[1], values[2]), alpha: alphaValue)
    }

    /// Commas and spaces are not mixed, commas appear only where the legacy syntax exists, `/`
    /// only once and only in the modern syntax.
    private func checkSeparators(_ components: [CSSArguments.Component], legacy: Bool) throws(CSSColorParseError) {
        var slashes = 0
        for component in components.dropFirst() {
            guard let (kind, token) = component.separator else { continue }
            switch (kind, legacy) {
            case (.comma, _) where !function.allowsLegacySyntax:
                throw CSSColorParseError(
                    .legacySyntaxNotAllowed(function: name), column: token.column, token: token.text)
            case (.comma, true):
                break
            case (.comma, false):
                throw CSSColorParseError(.mixedSeparators(expected: .space), column: token.column, token: token.text)
            case (.space, true):
                throw CSSColorParseError(
                    .mixedSeparators(expected: .comma), column: token.column, token: component.value.text)
            case (.slash, true):
                throw CSSColorParseError(.slashInLegacySyntax, column: token.column, token: token.text)
            case (.space, false):
                break
            case (.slash, false):
                slashes += 1
                if slashes > 1 { throw CSSColorParseError(.extraSlash, column: token.column, token: token.text) }
            }
        }
    }

    /// The space a `color()` names with its first component.
    private func colorSpace(_ first: CSSArguments.Component?) throws(CSSColorParseError) -> ColorSpace {
        guard let token = first?.value else {
            throw CSSColorParseError(
                .missingColorSpace, column: arguments.closing.column, token: arguments.closing.text)
        }
        guard case .ident(let spaceName) = token.kind, spaceName.asciiLowercased != "none" else {
            throw CSSColorParseError(.missingColorSpace, column: token.column, token: token.text)
        }
        guard let space = CSSColorSpaceName.space(named: spaceName) else {
            let suggestion = Spelling.nearest(to: spaceName, among: CSSColorSpaceName.validNames)
            throw CSSColorParseError(
                .unknownColorSpace(suggestion: suggestion), column: token.column, token: token.text)
        }
        return space
    }

    /// The legacy syntax's extra rules: rgb() channels all numbers or all percentages (CSS Color 4
    /// §5.1 `<legacy-rgb-syntax>`), hsl() saturation and lightness as percentages (§7.1
    /// `<legacy-hsl-syntax>`).
    private func checkLegacy(_ token: CSSToken, channel: Int, first: CSSToken?) throws(CSSColorParseError) {
        switch function {
        case .rgb, .rgba:
            guard let first else { return }
            switch (first.kind, token.kind) {
            case (.number, .percentage), (.percentage, .number):
                throw CSSColorParseError(.mixedNumbersAndPercentages, column: token.column, token: token.text)
            default:
                return
            }
        case .hsl, .hsla:
            if channel > 0, case .number = token.kind {
                let channelName = channel == 1 ? "saturation" : "lightness"
                throw CSSColorParseError(
                    .percentageRequired(channel: channelName), column: token.column, token: token.text)
            }
        default:
            return
        }
    }
}
