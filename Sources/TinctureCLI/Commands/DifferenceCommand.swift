import ArgumentParser
import ColorScience
import Foundation

extension ColorDifference: ExpressibleByArgument {}

/// `tincture difference A B [--method 2000|76|ok]`
struct DifferenceCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "difference",
        abstract: "Color difference (ΔE) between two colors.",
        discussion: """
            Methods: 2000 (CIEDE2000 in CIELAB D65; about 1 is just noticeable), 76 (CIE76 in \
            CIELAB D65; about 2.3), ok (ΔEOK, Euclidean in OKLab; about 0.02). With no arguments, \
            pairs "A B" are read from standard input, one per line.
            """
    )

    @Argument(help: "The two colors (pairs from standard input when none).")
    var colors: [String] = []

    @Option(name: .long, help: "2000, 76 or ok.")
    var method: ColorDifference = .ciede2000

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard colors.isEmpty || colors.count == 2 else {
            throw ValidationError("give two colors, A and B (or none, to read pairs from standard input)")
        }
    }

    struct Result: Encodable {
        var a: String
        var b: String
        var method: String
        var difference: Double
    }

    var methodName: String {
        switch method {
        case .cie76: "ΔE76"
        case .ciede2000: "ΔE2000"
        case .ok: "ΔEOK"
        }
    }

    func run(console: Console) throws {
        try console.forEachPair(arguments: colors) { pair in
            let (a, b) = (pair.first, pair.second)
            let words = [pair.firstText, pair.secondText]
            let difference = method.between(xyz: a.xyz, xyz: b.xyz)
            switch output.format {
            case .json:
                console.line(JSONLine.encode(Result(a: words[0], b: words[1], method: method.rawValue, difference: difference), schemaVersion: 1))
            case .text:
                let digits = method == .ok ? 6 : 4
                console.line(
                    Swatch.of(a, in: console) + Swatch.of(b, in: console)
                        + "\(methodName) \(String(format: "%.\(digits)f", difference))  (\(words[0]) vs \(words[1]))")
            }
        }
    }
}
