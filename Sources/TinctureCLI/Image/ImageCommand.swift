import ArgumentParser
import ColorScience
import Foundation
import PNGImage
import Screenshots

/// `tincture image …`: what Tincture does to pictures of an app.
struct ImageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "image",
        abstract: "Show PNG screenshots as people with color-vision deficiencies see them, and widgets as tinted and Lock Screen modes draw them.",
        subcommands: [ImageSimulateCommand.self, ImageWidgetCommand.self, ImageGridCommand.self]
    )
}

/// The inputs, output and batch options of the image commands.
struct ImageBatchOptions: ParsableArguments {
    @Argument(help: "PNG files, folders (every .png below) or quoted globs (\"shots/**/*.png\").")
    var inputs: [String]

    @Option(name: [.short, .long], help: "A folder for the results (the inputs' names), or a .png file for one input.")
    var output: String

    @Option(help: "Images processed at once (default: the number of cores); one image uses them all.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Replace files at the output paths that tincture did not write.")
    var force = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs \(jobs) is out of range: give 1 or more") }
    }

    /// The batch, or exit 66 when an argument names no PNG file.
    func batch(verb: String, console: Console) throws -> ImageBatch {
        let found = ImageInputs(inputs)
        for argument in found.unmatched {
            console.errorLine("tincture: error: \(argument): no such file, or no .png file in it")
        }
        guard found.unmatched.isEmpty else { throw missingFileExitCode }
        return ImageBatch(inputs: found, output: output, jobs: jobs, force: force, verb: verb)
    }
}

/// `tincture image simulate IN.png… --deficiency D [--severity S] [--method M] -o OUT`
struct ImageSimulateCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate a color-vision deficiency on PNG images.",
        discussion: """
            Each pixel is simulated exactly as `tincture simulate` simulates its color (the same \
            methods and defaults), in the image's own color space: Display P3 screenshots (a \
            cICP chunk, or an ICC profile with P3's primaries) in P3's linear light, and written \
            again as Display P3; untagged images as sRGB. Alpha is kept.
            """
    )

    @OptionGroup var batch: ImageBatchOptions

    @Option(name: .long, help: "protanopia, deuteranopia, tritanopia or achromatopsia.")
    var deficiency: ColorVisionDeficiency

    @Option(name: .long, parsing: .unconditional, help: "0…1 (default 1).")
    var severity: Double = 1

    @Option(name: .long, help: "auto, brettel, vienot or machado.")
    var method: SimulationMethodArgument = .auto

    func validate() throws {
        guard severity >= 0 && severity <= 1 else {
            throw ValidationError("--severity \(NumberText.string(severity)) is out of range: it must be between 0 and 1")
        }
    }

    func run(console: Console) throws {
        let simulation = ColorVisionSimulation(deficiency, severity: severity, method: method.method)
        let batch = try self.batch.batch(verb: "simulated \(deficiency.rawValue)" + (severity < 1 ? " at \(NumberText.string(severity))" : ""),
                                         console: console)
        try batch.run(console: console) { image, threads in
            image.simulate(simulation, threads: threads)
        }
    }
}
