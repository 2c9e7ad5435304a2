import Testing
@testable import ColorScience

/// The simulation value: method choice, severity handling, the paths and their alpha.
@Suite struct ColorVisionSimulationTests {
    static func maxDifference(_ a: Matrix3, _ b: Matrix3) -> Double {
        let pairs = [(a.row0, b.row0), (a.row1, b.row1), (a.row2, b.row2)]
        return pairs.flatMap { x, y in (0..<3).map { abs(x[$0] - y[$0]) } }.max()!
    }

    @Test func automaticIsVienotAtFullSeverityAndMachadoBelow() throws {
        for deficiency in [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia] {
            let full = ColorVisionSimulation(deficiency)
            #expect(full.resolvedMethod == .vienot1999)
            let vienot = try #require(ColorVisionSimulation(deficiency, method: .vienot1999).linearSRGBMatrix)
            #expect(Self.maxDifference(try #require(full.linearSRGBMatrix), vienot) <= 1e-15)

            let partial = ColorVisionSimulation(deficiency, severity: 0.6)
            #expect(partial.resolvedMethod == .machado2009)
            let machado = try #require(ColorVisionSimulation(deficiency, severity: 0.6, method: .machado2009).linearSRGBMatrix)
            #expect(Self.maxDifference(try #require(partial.linearSRGBMatrix), machado) <= 1e-15)
        }
        #expect(ColorVisionSimulation.Method.brettel1997.resolved(severity: 0.2) == .brettel1997)
    }

    @Test func anomalousTrichromaciesAreTheDichromaciesAtPartialSeverity() {
        let mild = ColorVisionSimulation.deuteranomaly(0.6)
        #expect(mild.deficiency == .deuteranopia)
        #expect(abs(mild.severity - 0.6) <= 1e-15)
        #expect(mild.resolvedMethod == .machado2009)
        #expect(ColorVisionSimulation.protanomaly(0.3).deficiency == .protanopia)
        #expect(ColorVisionSimulation.tritanomaly(0.3, method: .brettel1997).resolvedMethod == .brettel1997)
        #expect(ColorVisionSimulation.deuteranopia == ColorVisionSimulation(.deuteranopia, severity: 1))
    }

    /// Between tabulated severities the weight is (s − s_low) × 10: 0.65 is halfway from 0.6 to 0.7.
    @Test func machadoInterpolatesBetweenTabulatedSeverities() throws {
        for (cone, deficiency) in [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia].enumerated() {
            let table = Machado2009.tables[cone]
            let halfway = Matrix3.interpolated(from: table[6], to: table[7], weight: 0.5)
            let actual = try #require(ColorVisionSimulation(deficiency, severity: 0.65, method: .machado2009).linearSRGBMatrix)
            #expect(Self.maxDifference(actual, halfway) <= 1e-12)
            let quarter = Matrix3.interpolated(from: table[2], to: table[3], weight: 0.25)
            let at225 = try #require(ColorVisionSimulation(deficiency, severity: 0.225, method: .machado2009).linearSRGBMatrix)
            #expect(Self.maxDifference(at225, quarter) <= 1e-12)
            for (step, tabulated) in table.enumerated() {
                let severity = Double(step) / 10
                let m = try #require(ColorVisionSimulation(deficiency, severity: severity, method: .machado2009).linearSRGBMatrix)
                #expect(Self.maxDifference(m, tabulated) <= 1e-15, "\(deficiency) at \(severity)")
            }
        }
    }

    @Test func brettelIsTwoMatricesAndTheOthersOne() {
        #expect(ColorVisionSimulation(.protanopia, method: .brettel1997).linearSRGBMatrix == nil)
        #expect(ColorVisionSimulation(.tritanopia, method: .vienot1999).linearSRGBMatrix != nil)
        #expect(ColorVisionSimulation(.achromatopsia, method: .brettel1997).linearSRGBMatrix != nil)
    }

    @Test func achromatopsiaIsTheGrayOfLinearLuminance() {
        let color = LinearSRGB(red: 0.8, green: 0.3, blue: 0.1, alpha: 0.5)
        let y = 0.2126 * 0.8 + 0.7152 * 0.3 + 0.0722 * 0.1
        for method in ColorVisionSimulation.Method.allCases {
            let seen = ColorVisionSimulation(.achromatopsia, method: method).simulate(color)
            #expect(abs(seen.red - y) <= 1e-15 && abs(seen.green - y) <= 1e-15 && abs(seen.blue - y) <= 1e-15)
            #expect(abs(seen.alpha - 0.5) <= 1e-15)
        }
        let half = ColorVisionSimulation(.achromatopsia, severity: 0.5).simulate(color)
        #expect(abs(half.red - (0.8 + y) / 2) <= 1e-15)
    }

    @Test func linearResultIsNotClippedButSRGBIs() {
        // Saturated blue leaves the gamut under Brettel's protanopia (R < 0 in the reference vectors).
        let simulation = ColorVisionSimulation(.protanopia, method: .brettel1997)
        let linear = simulation.simulate(LinearSRGB(red: 0, green: 0, blue: 1))
        #expect(linear.red < -0.1)
        let srgb = simulation.simulate(SRGB(red: 0, green: 0, blue: 1))
        #expect(abs(srgb.red) <= 1e-15)
    }

    @Test func alphaIsCarriedThroughUnchanged() {
        let simulation = ColorVisionSimulation.tritanomaly(0.4)
        #expect(abs(simulation.simulate(LinearSRGB(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3)).alpha - 0.3) <= 1e-15)
        #expect(abs(simulation.simulate(SRGB(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.7)).alpha - 0.7) <= 1e-15)
        #expect(simulation.simulate(RGBA8(red: 10, green: 200, blue: 30, alpha: 42)).alpha == 42)
    }

    @Test func buffersAreSimulatedPixelByPixel() {
        let simulation = ColorVisionSimulation(.deuteranopia, method: .brettel1997)
        var pixels: [RGBA8] = (0..<1000).map { (i: Int) -> RGBA8 in
            let red = UInt8(i % 256), green = UInt8(i * 7 % 256), blue = UInt8(i * 13 % 256)
            return RGBA8(red: red, green: green, blue: blue, alpha: UInt8(i % 200))
        }
        let expected = pixels.map(simulation.simulate)
        simulation.simulate(&pixels)
        #expect(pixels == expected)
    }

    /// Every 24-bit color once, in order (neighbours differ, so the loop mostly computes
    /// directly), then a picture of runs and repeats (so it mostly reads its cache): each pixel
    /// is what the one-color path gives, whatever its alpha.
    @Test("A buffer's pixels equal the one-color simulation, for all 2^24 colors", arguments: [
        ColorVisionSimulation(.deuteranopia),
        ColorVisionSimulation(.tritanopia, method: .brettel1997),
        ColorVisionSimulation(.protanopia, severity: 0.6),
        ColorVisionSimulation(.achromatopsia, severity: 0.5),
    ])
    func everyColor(_ simulation: ColorVisionSimulation) {
        var pixels = (0..<(1 << 24)).map { (i: Int) -> RGBA8 in
            RGBA8(red: UInt8(truncatingIfNeeded: i), green: UInt8(truncatingIfNeeded: i >> 8), blue: UInt8(truncatingIfNeeded: i >> 16),
                  alpha: UInt8(truncatingIfNeeded: i &* 31))
        }
        let expected = pixels.map(simulation.simulate)
        simulation.simulate(&pixels)
        #expect(pixels.indices.filter { pixels[$0] != expected[$0] }.prefix(5).map { expected[$0] } == [])

        var state: UInt64 = 7
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        let palette = (0..<3000).map { _ in
            let v = next()
            return RGBA8(red: UInt8(truncatingIfNeeded: v), green: UInt8(truncatingIfNeeded: v >> 8), blue: UInt8(truncatingIfNeeded: v >> 16))
        }
        var picture: [RGBA8] = []
        while picture.count < 400_000 {
            let color = palette[Int(next() % UInt64(palette.count))]
            let run = Int(next() % 40) + 1
            picture += (0..<run).map { RGBA8(red: color.red, green: color.green, blue: color.blue, alpha: UInt8(truncatingIfNeeded: $0 * 50)) }
        }
        let expectedPicture = picture.map(simulation.simulate)
        simulation.simulate(&picture)
        #expect(picture == expectedPicture)
    }

    @Test func severityOutsideTheUnitRangeIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            _ = ColorVisionSimulation(.protanopia, severity: 1.5)
        }
        await #expect(processExitsWith: .failure) {
            _ = ColorVisionSimulation(.deuteranopia, severity: .nan)
        }
    }
}
