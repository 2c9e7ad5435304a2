import ColorScience
import PNGImage
import Screenshots
import Testing

@Suite("Color-vision simulation of images")
struct ImageSimulationTests {
    /// Every fourth level of each channel (262,144 colors).
    static let sample: [RGBA8] = (0..<(64 * 64 * 64)).map { i in
        RGBA8(red: UInt8(truncatingIfNeeded: (i & 63) * 4 + 3), green: UInt8(truncatingIfNeeded: ((i >> 6) & 63) * 4 + 1),
              blue: UInt8(truncatingIfNeeded: (i >> 12) * 4), alpha: UInt8(truncatingIfNeeded: i))
    }

    static let simulations = [
        ColorVisionSimulation(.deuteranopia), ColorVisionSimulation(.protanopia, method: .brettel1997),
        ColorVisionSimulation(.tritanopia, severity: 0.4), ColorVisionSimulation(.achromatopsia),
    ]

    @Test("A Display P3 pixel is simulated in P3's linear light: within 1 of converting to linear sRGB, simulating and back", arguments: simulations)
    func displayP3(_ simulation: ColorVisionSimulation) {
        var image = RGBAImage(width: 512, height: 512, pixels: Self.sample, colorSpace: ImageColorSpace(encoding: .displayP3))
        image.simulate(simulation)
        var worst = 0
        for (given, seen) in zip(Self.sample, image.pixels) {
            let linear = TransferFunction.sRGB.linearize(SIMD3(Double(given.red), Double(given.green), Double(given.blue)) / 255)
            let simulated = simulation.simulate(LinearSRGB(rgb: ConversionMatrices.linearDisplayP3ToLinearSRGB * linear, alpha: 1)).rgb
            let p3 = (ConversionMatrices.linearSRGBToLinearDisplayP3 * simulated).clamped(lowerBound: .zero, upperBound: .one)
            let encoded = TransferFunction.sRGB.encode(p3) * 255
            let expected = [encoded.x, encoded.y, encoded.z].map { Int(($0 + 0.5).rounded(.down)) }
            worst = max(worst, abs(Int(seen.red) - expected[0]), abs(Int(seen.green) - expected[1]), abs(Int(seen.blue) - expected[2]))
            if seen.alpha != given.alpha { worst = 99 }
        }
        #expect(worst <= 1)
    }

    @Test("Bands of rows on several threads give the single-threaded result", arguments: [PixelEncoding.sRGB, .displayP3])
    func threads(_ encoding: PixelEncoding) {
        let image = RGBAImage(width: 512, height: 512, pixels: Self.sample, colorSpace: ImageColorSpace(encoding: encoding))
        for simulation in Self.simulations {
            let one = image.simulated(simulation, threads: 1)
            #expect(image.simulated(simulation, threads: 2) == one)
            #expect(image.simulated(simulation, threads: 7) == one)
            if encoding == .sRGB { #expect(one.pixels == Self.sample.map(simulation.simulate)) }
        }
    }
}
