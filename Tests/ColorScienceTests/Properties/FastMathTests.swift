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
}
