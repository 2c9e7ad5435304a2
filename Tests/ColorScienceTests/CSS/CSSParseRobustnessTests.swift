import PropertyBased
import Testing

@testable import ColorScience

/// `Color(css:)` never traps: any string either parses or throws an error whose column lies
/// inside the input (or just past its end).
@Suite struct CSSParseRobustnessTests {
    static let alphabet: [Character] =
        Array("rgbahslwkoctnexyzdp-0123456789.,/()%#+e E\t\n") + ["é", "😀", "\u{301}", "\r\n", "\\", "\""]

    static func checkNeverTraps(_ text: String) {
        do {
            let color = try Color(css: text)
            // Whatever parsed also serializes to text that parses.
            #expect(throws: Never.self, "\(text.debugDescription) → \(color.cssString)") {
                try Color(css: color.cssString)
            }
        } catch {
            #expect(error.column >= 1 && error.column <= text.count + 1, "\(text.debugDescription): \(error)")
            #expect(!error.description.isEmpty)
        }
    }

    @Test func randomStringsNeverTrap() async {
        let character = Gen<Character?>.element(of: Self.alphabet).map { $0 ?? "x" }
        await propertyCheck(count: 3000, input: character.string(of: 0...40)) { text in
            Self.checkNeverTraps(text)
        }
    }

    @Test func mutatedColorsNeverTrap() async {
        let samples = [
            "rgb(10 20 30 / 50%)", "rgba(10, 20, 30, 0.5)", "hsl(120deg 50% 50%)", "hwb(90 10% 20%)",
            "lab(50% 20 -30 / none)", "lch(50 30 270deg)", "oklab(0.5 0.1 -0.1)", "oklch(70% 0.15 30)",
            "color(display-p3 1 0 0 / 0.5)", "color(xyz 0.2 0.3 0.4)", "#aabbccdd", "mediumpurple",
        ]
        let sample = Gen<String?>.element(of: samples).map { $0 ?? "red" }
        let character = Gen<Character?>.element(of: Self.alphabet).map { $0 ?? "x" }
        await propertyCheck(
            count: 3000, input: sample, Gen.int(in: 0...40), Gen.int(in: 0...2), character
        ) { text, position, operation, c in
            var characters = Array(text)
            let at = min(position, characters.count)
            switch operation {
            case 0: characters.insert(c, at: at)
            case 1: if at < characters.count { characters.remove(at: at) }
            default: if at < characters.count { characters[at] = c }
            }
            Self.checkNeverTraps(String(characters))
        }
    }

    @Test func hugeAndStrangeInputsNeverTrap() {
        let inputs = [
            String(repeating: "(", count: 10_000),
            "rgb(" + String(repeating: "1 ", count: 10_000) + ")",
            String(repeating: "9", count: 5000),
            "rgb(" + String(repeating: "9", count: 400) + " 0 0)",
            "rgb(0." + String(repeating: "0", count: 400) + "1 0 0)",
            "#" + String(repeating: "f", count: 100_000),
            String(repeating: "é", count: 10_000),
            "\u{0}", "\u{FEFF}red", "rgb(1e308 1e-308 -1e308)", "hsl(1e308turn 1e308% 0)", "-", "--", "+", ".", "-.",
            "1e", "1e+", "rgb(1e+ 2 3)", "#-", "rgb(", "rgb(/", "rgb(/ 1)", "color(", "color(srgb", "\\72 gb(1 2 3)",
        ]
        for input in inputs { Self.checkNeverTraps(input) }
        // Numbers that overflow, as written or once scaled, are refused rather than kept infinite.
        for input in ["hsl(1e308turn 0% 0%)", "rgb(1e309 0 0)", "color(srgb -1e400 0 0)", "rgb(0 0 0 / 1e999%)"] {
            #expect {
                try Color(css: input)
            } throws: { ($0 as? CSSColorParseError)?.kind == .numberOutOfRange }
        }
    }

    @Test func aColorLongerThanTheLimitIsRefusedBeforeItIsRead() {
        let huge = "rgb(" + String(repeating: "0 ", count: 5_000_000) + ")"
        #expect {
            try Color(css: huge)
        } throws: { error in
            guard let error = error as? CSSColorParseError, case .tooLong(let length) = error.kind else { return false }
            return length == huge.utf8.count && error.column == 1 && error.description.count < 200
                && error.description.contains("\(huge.utf8.count) bytes long; a color is at most 4096")
        }
        // Padding up to the limit is still read; one byte more is not.
        let padded = "rgb(1 2 3)" + String(repeating: " ", count: Color.maximumCSSLength - 10)
        #expect(throws: Never.self) { try Color(css: padded) }
        #expect { try Color(css: padded + " ") } throws: {
            ($0 as? CSSColorParseError)?.kind == .tooLong(length: Color.maximumCSSLength + 1)
        }
    }
}
