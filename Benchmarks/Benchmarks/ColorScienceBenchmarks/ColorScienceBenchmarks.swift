import Benchmark
import ColorScience

/// 65,536 pseudo-random 8-bit colors, made once before any measurement.
let colors: [RGBA8] = {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<65_536).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let bits = UInt32(truncatingIfNeeded: state >> 32)
        return RGBA8(
            red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
            blue: UInt8(truncatingIfNeeded: bits >> 16))
    }
}()

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
        scalingFactor: .mega,
        maxDuration: .seconds(3),
        maxIterations: 20
    )

    // 1,000,000 conversions per iteration: throughput (M) is millions of colors per second.
    Benchmark("sRGB8 to OKLCH") { benchmark in
        colors.withUnsafeBufferPointer { input in
            for i in benchmark.scaledIterations {
                blackHole(OKLCH(input[i & 0xFFFF]))
            }
        }
    }

    Benchmark("WCAG contrast of two 8-bit colors") { benchmark in
        colors.withUnsafeBufferPointer { input in
            for i in benchmark.scaledIterations {
                blackHole(WCAG21Contrast.ratio(input[i & 0xFFFF], input[(i &+ 7919) & 0xFFFF]))
            }
        }
    }

    Benchmark("CVD simulation of an 8-bit color (deuteranopia, Viénot 1999)") { benchmark in
        let simulation = ColorVisionSimulation.deuteranopia
        colors.withUnsafeBufferPointer { input in
            for i in benchmark.scaledIterations {
                blackHole(simulation.simulate(input[i & 0xFFFF]))
            }
        }
    }

    Benchmark("CVD simulation of an 8-bit color (protanomaly 0.6, Machado 2009)") { benchmark in
        let simulation = ColorVisionSimulation.protanomaly(0.6)
        colors.withUnsafeBufferPointer { input in
            for i in benchmark.scaledIterations {
                blackHole(simulation.simulate(input[i & 0xFFFF]))
            }
        }
    }

    Benchmark("CVD simulation of an 8-bit color (tritanopia, Brettel 1997)") { benchmark in
        let simulation = ColorVisionSimulation(.tritanopia, method: .brettel1997)
        colors.withUnsafeBufferPointer { input in
            for i in benchmark.scaledIterations {
                blackHole(simulation.simulate(input[i & 0xFFFF]))
            }
        }
    }
}
