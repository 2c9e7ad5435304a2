import RealModule

/// CIEDE2000 color difference (CIE 142-2001; formulas and test data of Sharma, Wu & Dalal 2005),
/// with the parametric factors kL = kC = kH = 1.
///
/// About 1 is a just-noticeable difference. Inputs are CIELAB triples (L 0…100); Tincture measures
/// in CIELAB D65 (`CIELabD65`), the default of coloraide and most tools; CSS's D50 Lab works too.
public enum DeltaE2000 {
    /// The difference between two CIELAB colors (L, a, b).
    @inlinable
    public static func difference(_ lab1: SIMD3<Double>, _ lab2: SIMD3<Double>) -> Double {
        let pow25To7 = 6_103_515_625.0  // 25^7
        let (l1, a1, b1) = (lab1.x, lab1.y, lab1.z)
        let (l2, a2, b2) = (lab2.x, lab2.y, lab2.z)

        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let cBar7 = Double.pow((c1 + c2) / 2, 7)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + pow25To7)).squareRoot())

        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot()
        let c2p = (a2p * a2p + b2 * b2).squareRoot()
        let h1p = hueDegrees(b1, a1p)
        let h2p = hueDegrees(b2, a2p)

        let deltaL = l2 - l1
        let deltaC = c2p - c1p
        let chromaProduct = c1p * c2p
        var deltaHue = 0.0
        if chromaProduct != 0 {
            deltaHue = h2p - h1p
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * chromaProduct.squareRoot() * Double.sin(radians(deltaHue / 2))

        let lBar = (l1 + l2) / 2
        let cBarP = (c1p + c2p) / 2
        var hBar = h1p + h2p
        if chromaProduct != 0 {
            if Swift.abs(h1p - h2p) <= 180 {
                hBar /= 2
            } else if hBar < 360 {
                hBar = (hBar + 360) / 2
            } else {
                hBar = (hBar - 360) / 2
            }
        }

        let t = 1 - 0.17 * Double.cos(radians(hBar - 30)) + 0.24 * Double.cos(radians(2 * hBar))
            + 0.32 * Double.cos(radians(3 * hBar + 6)) - 0.20 * Double.cos(radians(4 * hBar - 63))
        let deltaTheta = 30 * Double.exp(-((hBar - 275) / 25) * ((hBar - 275) / 25))
        let cBarP7 = Double.pow(cBarP, 7)
        let rC = 2 * (cBarP7 / (cBarP7 + pow25To7)).squareRoot()
        let lBar50 = (lBar - 50) * (lBar - 50)
        let sL = 1 + 0.015 * lBar50 / (20 + lBar50).squareRoot()
        let sC = 1 + 0.045 * cBarP
        let sH = 1 + 0.015 * cBarP * t
        let rT = -Double.sin(radians(2 * deltaTheta)) * rC

        let l = deltaL / sL, c = deltaC / sC, h = deltaH / sH
        return Swift.max(0, l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    @inlinable
    static func radians(_ degrees: Double) -> Double { degrees * (Double.pi / 180) }

    /// atan2 in degrees, 0…360; 0 when both are 0.
    @inlinable
    static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = Double.atan2(y: b, x: a) * (180 / Double.pi)
        return h < 0 ? h + 360 : h
    }
}
