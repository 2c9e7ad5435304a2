import PropertyBased
import Testing
@testable import ColorScience

/// Properties every simulation keeps, over random colors, severities, deficiencies and methods.
@Suite struct CVDPropertyTests {
    static let unitColor = Gen.double(in: 0...1).simd3
    static let severity = Gen.double(in: 0...1)
    static let deficiency = Gen<ColorVisionDeficiency>.case
    static let method = Gen<ColorVisionSimulation.Method>.case

    /// The largest absolute channel difference.
    static func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z))
    }

    @Test func severityZeroIsTheIdentityForEveryMethod() async {
        await propertyCheck(input: Self.unitColor, Self.deficiency, Self.method) { rgb, deficiency, method in
            let simulation = ColorVisionSimulation(deficiency, severity: 0, method: method)
            let seen = simulation.simulate(LinearSRGB(rgb: rgb))
            #expect(Self.distance(seen.rgb, rgb) <= 1e-15, "\(deficiency) \(method) \(rgb) → \(seen.rgb)")
        }
    }

    /// Machado's published matrices are rounded to six places, so their rows sum to 1 within 1e-6;
    /// Viénot's planes hold the neutral axis exactly.
    @Test func graysStayGrayForRedGreenDeficienciesUnderMachadoAndVienot() async {
        let redGreen = Gen.element(of: [ColorVisionDeficiency.protanopia, .deuteranopia]).map { $0! }
        let methods = Gen.element(of: [ColorVisionSimulation.Method.machado2009, .vienot1999]).map { $0! }
        await propertyCheck(input: Gen.double(in: 0...1), Self.severity, redGreen, methods) { gray, severity, deficiency, method in
            let simulation = ColorVisionSimulation(deficiency, severity: severity, method: method)
            let seen = simulation.simulate(LinearSRGB(red: gray, green: gray, blue: gray))
            #expect(Self.distance(seen.rgb, SIMD3(repeating: gray)) <= 1e-6 + 1e-12, "\(deficiency) \(method) \(severity)")
        }
    }

    /// Spectral anchor colors (and any positive multiple of them: the half-planes pass through
    /// black) are fixed points of Brettel's simulation, at every severity.
    @Test func brettelAnchorsAreFixedPoints() async {
        let dichromacy = Gen.element(of: [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia]).map { $0! }
        await propertyCheck(input: dichromacy, Gen.double(in: 0.01...10), Self.severity, Gen.bool) { deficiency, scale, severity, second in
            let (first, other) = Brettel1997.anchorsInLinearSRGB(missingCone: deficiency.missingCone!)
            let anchor = (second ? other : first) * scale
            let simulation = ColorVisionSimulation(deficiency, severity: severity, method: .brettel1997)
            let seen = simulation.simulate(LinearSRGB(rgb: anchor)).rgb
            #expect(Self.distance(seen, anchor) <= 1e-12 * scale, "\(deficiency) \(anchor) → \(seen)")
        }
    }

    @Test func brettelAnchorsAtUnitPowerAreFixedPoints() {
        for deficiency in [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia] {
            let (first, second) = Brettel1997.anchorsInLinearSRGB(missingCone: deficiency.missingCone!)
            let simulation = ColorVisionSimulation(deficiency, method: .brettel1997)
            for anchor in [first, second] {
                #expect(Self.distance(simulation.simulate(LinearSRGB(rgb: anchor)).rgb, anchor) <= 1e-12)
            }
            // White, the neutral axis, stays white.
            #expect(Self.distance(simulation.simulate(LinearSRGB(rgb: .one)).rgb, .one) <= 1e-12)
        }
    }

    @Test func srgbResultsLieInTheUnitRange() async {
        let anyColor = Gen.double(in: -0.5...1.5).simd3
        await propertyCheck(input: anyColor, Self.severity, Self.deficiency, Self.method) { rgb, severity, deficiency, method in
            let simulation = ColorVisionSimulation(deficiency, severity: severity, method: method)
            let seen = simulation.simulate(SRGB(rgb: rgb, alpha: 0.25))
            for channel in [seen.red, seen.green, seen.blue] {
                #expect(channel >= 0 && channel <= 1, "\(deficiency) \(method) \(severity) \(rgb) → \(seen.rgb)")
            }
            #expect(abs(seen.alpha - 0.25) <= 1e-15)
        }
    }

    /// Models without their own severity model blend the full simulation with the color.
    @Test func partialSeverityBlendsLinearlyForBrettelVienotAndAchromatopsia() async {
        let blended = Gen.element(of: [ColorVisionSimulation.Method.brettel1997, .vienot1999]).map { $0! }
        await propertyCheck(input: Self.unitColor, Self.severity, Self.deficiency, blended) { rgb, severity, deficiency, method in
            let full = ColorVisionSimulation(deficiency, method: method).simulate(LinearSRGB(rgb: rgb)).rgb
            let partial = ColorVisionSimulation(deficiency, severity: severity, method: method)
                .simulate(LinearSRGB(rgb: rgb)).rgb
            #expect(Self.distance(partial, full * severity + rgb * (1 - severity)) <= 1e-12)
        }
    }

    /// The 8-bit fast path agrees with the `Double` path rounded (exactly, but for a value that
    /// lands within rounding error of a byte boundary, where ±1 is allowed).
    @Test func rgba8FastPathAgreesWithDoublePath() async {
        let byte = Gen.uint8()
        await propertyCheck(count: 300, input: byte.simd3, Self.severity, Self.deficiency, Self.method) { b, severity, deficiency, method in
            let simulation = ColorVisionSimulation(deficiency, severity: severity, method: method)
            let color = RGBA8(red: b.x, green: b.y, blue: b.z, alpha: 77)
            let fast = simulation.simulate(color)
            let slow = RGBA8(rounding: simulation.simulate(SRGB(color)))
            let channels = [(fast.red, slow.red), (fast.green, slow.green), (fast.blue, slow.blue)]
            #expect(channels.allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "\(color.hex): \(fast.hex) vs \(slow.hex)")
            #expect(fast.alpha == 77)
        }
    }
}
