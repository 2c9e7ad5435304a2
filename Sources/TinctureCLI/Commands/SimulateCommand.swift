import ArgumentParser
import ColorScience

extension ColorVisionDeficiency: ExpressibleByArgument {}

/// The simulation models by their command-line names.
enum SimulationMethodArgument: String, ExpressibleByArgument, CaseIterable {
    case auto, brettel, vienot, machado

    var method: ColorVisionSimulation.Method {
        switch self {
        case .auto: .automatic
        case .brettel: .brettel1997
        case .vienot: .vienot1999
        case .machado: .machado2009
        }
    }
}

/// `tincture simulate COLOR... --deficiency X [--severity S] [--method M]`
struct SimulateCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate how colors look with a color-vision deficiency.",
        discussion: """
            Simulation runs in linear-light sRGB; results are clipped to sRGB. Severity 1 is the \
            dichromacy (protanopia, deuteranopia, tritanopia) or complete achromatopsia; below 1 \
            the anomalous trichromacy (protanomaly, …). Methods: brettel (Brettel, Viénot & \
            Mollon 1997), vienot (Viénot, Brettel & Mollon 1999), machado (Machado, Oliveira & \
            Fernandes 2009), auto (Viénot at severity 1, Machado below; the default). With no \
            COLOR arguments, colors are read from standard input, one per line.
            """
    )

    @Argument(help: "Colors to simulate (standard input when none).")
    var colors: [String] = []

    @Option(name: .long, help: "protanopia, deuteranopia, tritanopia or achromatopsia.")
    var deficiency: ColorVisionDeficiency

    // Unconditional, so that `--severity -1` is read as a number (and refused as out of range)
    // rather than as an unknown option.
    @Option(name: .long, parsing: .unconditional, help: "0…1 (default 1).")
    var severity: Double = 1

    @Option(name: .long, help: "auto, brettel, vienot or machado.")
    var method: SimulationMethodArgument = .auto

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard severity >= 0 && severity <= 1 else {
            throw ValidationError("--severity \(NumberText.string(severity)) is out of range: it must be between 0 and 1")
        }
    }

    struct Result: Encodable {
        var input: String
        var deficiency: String
        var severity: Double
        var method: String
        var srgb: [Double]
        var hex: String
        var css: String
    }

    func run(console: Console) throws {
        let simulation = ColorVisionSimulation(deficiency, severity: severity, method: method.method)
        try console.forEachInput(arguments: colors) { item in
            let color = try ColorText.parse(item.text)
            let simulated = simulation.simulate(color.srgb)
            let result = Color(simulated)
            switch output.format {
            case .json:
                console.line(
                    JSONLine.encode(
                        Result(
                            input: item.text, deficiency: deficiency.rawValue, severity: severity,
                            method: simulation.resolvedMethod.rawValue, srgb: [simulated.red, simulated.green, simulated.blue],
                            hex: RGBA8(rounding: simulated).hex, css: ColorText.css(result)), schemaVersion: 1))
            case .text:
                console.line(
                    Swatch.of(color, in: console) + Swatch.of(result, in: console) + RGBA8(rounding: simulated).hex
                        + "  (\(item.text))")
            }
        }
    }
}
