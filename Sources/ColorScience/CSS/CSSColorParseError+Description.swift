extension CSSColorParseError {
    /// The first part of the message: what is wrong.
    func summary(_ token: String) -> String {
        switch kind {
        case .emptyInput: "empty input"
        case .unexpectedToken: token.isEmpty ? "unexpected end of input" : "unexpected '\(token)'"
        case .invalidHexDigit: "invalid hex digit '\(token)'"
        case .invalidHexLength: "wrong number of hex digits in '\(token)'"
        case .unknownColorName: "unknown color name '\(token)'"
        case .unknownFunction: "unknown color function '\(token)'"
        case .unknownColorSpace: "unknown color space '\(token)'"
        case .missingColorSpace: "missing color space"
        case .contextDependentColor: "'\(token)' has no value outside a style context"
        case .cssWideKeyword: "'\(token)' is a CSS-wide keyword, not a color,"
        case .missingParenthesis(let function): "missing '(' after '\(function)'"
        case .mixedSeparators: "mixed commas and spaces"
        case .legacySyntaxNotAllowed(let function): "commas are not allowed in \(function)()"
        case .slashInLegacySyntax: "'/' in comma-separated syntax"
        case .noneInLegacySyntax: "'none' in comma-separated syntax"
        case .mixedNumbersAndPercentages: "mixed numbers and percentages"
        case .percentageRequired: "percentage required"
        case .tooFewComponents: "too few components"
        case .tooManyComponents: "too many components"
        case .invalidUnit: "unit not allowed"
        case .invalidValue: "value not allowed"
        case .missingAlpha: "missing alpha after '/'"
        case .extraSlash: "second '/'"
        case .unclosedParenthesis: "unclosed parenthesis"
        case .trailingCharacters: "unexpected '\(token)' after the color"
        case .unsupportedMathFunction: "math function '\(token)' is not supported"
        case .numberOutOfRange: "number out of range"
        case .tooLong: "color text too long"
        case .colorOutOfRange: "color out of range"
        }
    }

    /// The second part of the message: what was expected, or more about the problem.
    func detail(_ token: String) -> String? {
        switch kind {
        case .emptyInput:
            return "expected a color"
        case .unexpectedToken(let expected):
            return "expected \(expected)"
        case .invalidHexDigit:
            return "hex colors use the digits 0-9 and a-f"
        case .invalidHexLength(let digits):
            return "a hex color has 3, 4, 6 or 8 digits, not \(digits)"
        case .unknownColorName:
            return "not one of the 148 CSS named colors"
        case .unknownFunction:
            let names = CSSColorFunction.allCases.map { "\($0.rawValue)()" }
            return "expected " + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        case .unknownColorSpace, .missingColorSpace:
            return "color() takes " + CSSColorSpaceName.cssNames.joined(separator: ", ")
        case .contextDependentColor:
            if token.asciiLowercased == "currentcolor" {
                return "it stands for the element's 'color' property; write the color itself"
            }
            return "it is a system color that the browser chooses; write the color itself"
        case .cssWideKeyword:
            return "it applies only to a property in a style sheet; write a color"
        case .missingParenthesis(let function):
            return "write '\(function)(…)' with the components inside the parentheses"
        case .mixedSeparators(.comma):
            return "expected ',' before '\(token)'"
        case .mixedSeparators(.space):
            return
                "expected a space, found '\(token)'; separate the components either all with commas or all with spaces"
        case .legacySyntaxNotAllowed(let function):
            return "separate the components of \(function)() with spaces"
        case .slashInLegacySyntax:
            return "give alpha as a fourth comma-separated value, or use spaces and '/'"
        case .noneInLegacySyntax:
            return "'none' needs the space-separated syntax"
        case .mixedNumbersAndPercentages:
            return "comma-separated rgb() takes all numbers or all percentages, not '\(token)' among them"
        case .percentageRequired(let channel):
            return "comma-separated hsl() takes the \(channel) as a percentage, not '\(token)'"
        case .tooFewComponents(let function, let expected, let found):
            return "\(function) takes \(expected) components, found \(found)"
        case .tooManyComponents(let function, let expected, _):
            return "\(function) takes \(expected) components and an optional alpha; '\(token)' is one too many"
        case .invalidUnit(let channel, let accepts), .invalidValue(let channel, let accepts):
            return "the \(channel) takes \(accepts), not '\(token)'"
        case .missingAlpha:
            return "write a number, a percentage or 'none'"
        case .extraSlash:
            return "only one '/' may come before alpha"
        case .unclosedParenthesis(let function, let openedAt):
            return "expected ')' to close '\(function)(' from column \(openedAt)"
        case .trailingCharacters:
            return "a color ends here"
        case .unsupportedMathFunction:
            return "write the number it computes"
        case .numberOutOfRange:
            return "'\(token)' is too large for a number"
        case .tooLong(let length):
            return "'\(token)' is \(length) bytes long; a color is at most \(Color.maximumCSSLength)"
        case .colorOutOfRange:
            return "'\(token)' lies beyond any color Tincture computes with, whose CIE XYZ coordinates are within "
                + "±\(Int(Color.maximumXYZMagnitude)) (white has Y = 1)"
        }
    }

    /// A fix for the problem, when one is known.
    var fixSuggestion: String? {
        switch kind {
        case .unknownColorName(let name?):
            return "did you mean '\(name)'?"
        case .unknownColorName(nil), .unexpectedToken(expected: CSSColorParseError.anyColor):
            // `ffffff` or `123456` written without `#`.
            return CSSHex.isHexDigits(token) ? "did you mean '#\(token)'?" : nil
        case .unknownFunction(let name?):
            return "did you mean '\(name)('?"
        case .unknownColorSpace(let name?):
            return "did you mean '\(name)'?"
        case .tooManyComponents(_, _, true):
            return "to give alpha, write '/ \(token)'"
        default:
            return nil
        }
    }
}
