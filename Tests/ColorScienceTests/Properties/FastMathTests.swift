import Foundation
import PropertyBased
import Testing
@testable import ColorScience

/// The fast elementary functions agree with the C library's to a few units in the last place.
@Suite struct FastMathTests {
    @Test func cubeRootMatchesTheCLibrary() async {
        await propertyCheck(count: 5000, input: Gen.double(in: -2...2), Gen.int(in: -300...10)) { mantissa, exponent in
            let x = mantissa * pow(10, Double(exponent))
            let expected = Foundation.cbrt(x)
            #expect(abs(FastMath.cbrt(x) - expected) <= 4 * expected.magnitude.ulp, "cbrt(\(x))")
        }
        #expect(FastMath.cbrt(0) == 0 && FastMath.cbrt(-8) == -2 && FastMath.cbrt(1) == 1)
        #expect(abs(FastMath.cbrt(Double.leastNonzeroMagnitude) - Foundation.cbrt(Double.leastNonzeroMagnitude)) <= 4 * Foundation.cbrt(Double.leastNonzeroMagnitude).ulp)
    }

    @Test func atan2MatchesTheCLibrary() async {
        await propertyCheck(count: 5000, input: Gen.double(in: -1...1), Gen.double(in: -1...1)) { y, x in
            let expected = Foundation.atan2(y, x)
            #expect(abs(FastMath.atan2(y: y, x: x) - expected) <= 4 * max(expected.magnitude.ulp, Double.pi.ulp / 4), "atan2(\(y), \(x))")
        }
        for (y, x) in [(0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0), (1.0, 1.0), (-1.0, -1.0), (0.0, 0.0)] {
            #expect(abs(FastMath.atan2(y: y, x: x) - Foundation.atan2(y, x)) < 1e-15, "atan2(\(y), \(x))")
        }
    }

    @Test func cubeRootsInLanesMatchTheScalarOnes() async {
        await propertyCheck(count: 5000, input: Gen.double(in: -2...2), Gen.int(in: -300...10)) { mantissa, exponent in
            let x = mantissa * pow(10, Double(exponent))
            let lanes = FastMath.cbrt(SIMD3(x, -x / 7, x * 1e-9))
            #expect(lanes == SIMD3(FastMath.cbrt(x), FastMath.cbrt(-x / 7), FastMath.cbrt(x * 1e-9)), "cbrt(\(x))")
        }
        for special in [0.0, -0.0, .infinity, -.infinity, .leastNonzeroMagnitude] {
            #expect(FastMath.cbrt(SIMD3(special, 8, special)) == SIMD3(FastMath.cbrt(special), 2, FastMath.cbrt(special)))
        }
        #expect(FastMath.cbrt(SIMD3(.nan, 8, 1)).x.isNaN)
    }

    @Test func hueDegreesMatchesTheCLibrary() async {
        await propertyCheck(count: 5000, input: Gen.double(in: -1...1), Gen.double(in: -1...1)) { y, x in
            var expected = Foundation.atan2(y, x) * (180 / Double.pi)
            if expected < 0 { expected += 360 }
            let hue = FastMath.hueDegrees(y: y, x: x)
            #expect(hue >= 0 && hue < 360, "hueDegrees(\(y), \(x))")
            // Within 4 ulps, or across the 0/360 seam.
            let error = abs(hue - expected)
            #expect(error <= 4 * max(expected.ulp, 360.0.ulp / 8) || error >= 360 - 1e-12, "hueDegrees(\(y), \(x))")
        }
        let axes: [(Double, Double, Double)] = [
            (0.0, 1.0, 0.0), (1.0, 0.0, 90.0), (0.0, -1.0, 180.0), (-1.0, 0.0, 270.0), (1.0, 1.0, 45.0),
            (-1.0, -1.0, 225.0), (-0.0, 1.0, 0.0), (-0.0, -1.0, 180.0), (1.0, -0.0, 90.0), (-1.0, -0.0, 270.0),
            (0.0, 0.0, 0.0),
        ]
        for (y, x, hue) in axes {
            #expect(FastMath.hueDegrees(y: y, x: x) == hue, "hueDegrees(\(y), \(x))")
        }
    }
}
