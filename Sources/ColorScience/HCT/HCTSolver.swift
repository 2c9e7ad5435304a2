import RealModule

/// Finds the sRGB color of an HCT hue, chroma and tone: Material's HCT solver.
///
/// The algorithm is material-color-utilities' `HctSolver.solveToInt` (typescript/hct/hct_solver.ts,
/// Apache 2.0), rewritten here: it works in linear sRGB scaled 0…100 under Material's default
/// viewing conditions.
///
/// 1. A gray (chroma < 0.0001, tone < 0.0001 or > 99.9999) is the gray of that L*.
/// 2. Otherwise Newton's method on CAM16 lightness J finds the color with exactly that hue and
///    chroma whose Y matches the tone (at most five steps, |ΔY| < 0.002); if it is inside the sRGB
///    cube, that is the answer.
/// 3. If not, the color is out of gamut and the answer is the point of the cube's cross-section at
///    that Y (a polygon) whose CAM16 hue is the requested one — the most chromatic color of that
///    hue and tone. The polygon's edge holding the hue is found among its at most 12 vertices,
///    then bisected on the planes where a channel crosses an 8-bit rounding boundary.
enum HCTSolver {
    /// Material's default viewing conditions, which the precomputed matrices below assume.
    static let conditions = CAM16.ViewingConditions.material

    /// Linear sRGB (0…100) → cone responses scaled for the compression: F_L · D · M16 · M_sRGB / 100
    /// (Material's `SCALED_DISCOUNT_FROM_LINRGB`, derived here from its factors).
    static let scaledDiscountFromLinearRGB: Matrix3 = {
        let scale = conditions.rgbD * (conditions.fl / 100)
        return Matrix3.diagonal(scale) * CAM16.m16 * MaterialSRGB.linearToXYZ
    }()

    /// The inverse (Material's `LINRGB_FROM_SCALED_DISCOUNT`).
    static let linearRGBFromScaledDiscount = scaledDiscountFromLinearRGB.inverse!

    /// Linear values (0…100) halfway between consecutive 8-bit codes: plane i lies between codes i
    /// and i + 1 (Material's `CRITICAL_PLANES`).
    static let criticalPlanes: [Double] = (0..<255).map {
        100 * TransferFunction.sRGB.linearize((Double($0) + 0.5) / 255)
    }

    /// The linear sRGB color (each channel 0…100) with the given hue (degrees), chroma and L* if
    /// sRGB has it; otherwise the color of that hue and L* on the gamut boundary.
    static func solve(hue hueDegrees: Double, chroma: Double, tone: Double) -> SIMD3<Double> {
        let y = LabMath.luminance(lightness: tone) * 100
        if chroma < 0.0001 || tone < 0.0001 || tone > 99.9999 {
            let gray = Swift.min(Swift.max(y, 0), 100)
            return SIMD3(repeating: gray)
        }
        let hueRadians = PolarMath.normalizedDegrees(hueDegrees) / 180 * Double.pi
        if let exact = findResultByJ(hueRadians: hueRadians, chroma: chroma, y: y) {
            return exact
        }
        return bisectToLimit(y: y, targetHue: hueRadians)
    }

    // MARK: - Step 2: the exact answer by Newton's method on J

    /// The linear RGB color of hue, chroma and Y, or nil when it lies outside the sRGB cube.
    private static func findResultByJ(hueRadians: Double, chroma: Double, y: Double) -> SIMD3<Double>? {
        let vc = conditions
        var j = y.squareRoot() * 11  // initial estimate
        let tInnerCoefficient = 1 / Double.pow(1.64 - Double.pow(0.29, vc.n), 0.73)
        let eHue = 0.25 * (Double.cos(hueRadians + 2) + 3.8)
        let p1 = eHue * (50000 / 13) * vc.nc * vc.ncb
        let hSin = Double.sin(hueRadians)
        let hCos = Double.cos(hueRadians)
        for round in 0..<5 {
            // The inverse CAM16 model, inlined (see `CAM16.xyz(conditions:)`).
            let jNormalized = j / 100
            let alpha = chroma == 0 || j == 0 ? 0 : chroma / jNormalized.squareRoot()
            let t = Double.pow(alpha * tInnerCoefficient, 1 / 0.9)
            let ac = vc.aw * Double.pow(jNormalized, 1 / vc.c / vc.z)
            let p2 = ac / vc.nbb
            let scaled = CAM16.unadaptedResponses(p1: p1, p2: p2, t: t, hueSin: hSin, hueCos: hCos)
            let linear = linearRGBFromScaledDiscount * scaled
            if linear.x < 0 || linear.y < 0 || linear.z < 0 { return nil }
            let fnj = luminance(linear)
            if fnj <= 0 { return nil }
            if round == 4 || Swift.abs(fnj - y) < 0.002 {
                if linear.x > 100.01 || linear.y > 100.01 || linear.z > 100.01 { return nil }
                return linear.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 100))
            }
            // Newton's step, with 2 · fn(j) / j as the derivative of fn at j.
            j -= (fnj - y) * j / (2 * fnj)
        }
        return nil
    }

    // MARK: - Step 3: the gamut boundary at that Y

    /// Y (0…100) of linear RGB (0…100), with Material's luminance row.
    @inline(__always)
    private static func luminance(_ linear: SIMD3<Double>) -> Double {
        let k = MaterialSRGB.luminanceRow
        return k.x * linear.x + k.y * linear.y + k.z * linear.z
    }

    /// The CAM16 hue, in radians (−π…π), of a linear RGB color.
    private static func hueOf(_ linear: SIMD3<Double>) -> Double {
        let scaled = scaledDiscountFromLinearRGB * linear
        let rA = CAM16.adaptedResponse(scaled.x)
        let gA = CAM16.adaptedResponse(scaled.y)
        let bA = CAM16.adaptedResponse(scaled.z)
        let a = (11 * rA - 12 * gA + bA) / 11
        let b = (rA + gA - 2 * bA) / 9
        return Double.atan2(y: b, x: a)
    }

    /// An angle in radians, not far from 0…2π, folded into 0…2π.
    @inline(__always)
    private static func sanitizeRadians(_ angle: Double) -> Double {
        (angle + Double.pi * 8).truncatingRemainder(dividingBy: Double.pi * 2)
    }

    /// Whether going counterclockwise from a, one meets b before c.
    @inline(__always)
    private static func areInCyclicOrder(_ a: Double, _ b: Double, _ c: Double) -> Bool {
        sanitizeRadians(b - a) < sanitizeRadians(c - a)
    }

    /// Vertex n (0…11) of the cross-section of the RGB cube (0…100) at luminance y: the point on one
    /// of the cube's 12 edges with that Y, or nil when the edge does not reach it.
    private static func nthVertex(y: Double, n: Int) -> SIMD3<Double>? {
        let k = MaterialSRGB.luminanceRow
        let coordA: Double = n % 4 <= 1 ? 0 : 100
        let coordB: Double = n % 2 == 0 ? 0 : 100
        let vertex: SIMD3<Double>
        let free: Double
        if n < 4 {
            free = (y - coordA * k.y - coordB * k.z) / k.x
            vertex = SIMD3(free, coordA, coordB)
        } else if n < 8 {
            free = (y - coordB * k.x - coordA * k.z) / k.y
            vertex = SIMD3(coordB, free, coordA)
        } else {
            free = (y - coordA * k.x - coordB * k.y) / k.z
            vertex = SIMD3(coordA, coordB, free)
        }
        return free >= 0 && free <= 100 ? vertex : nil
    }

    /// The two vertices of the cross-section at y whose hues bracket the target hue.
    private static func bisectToSegment(y: Double, targetHue: Double) -> (SIMD3<Double>, SIMD3<Double>) {
        var left = SIMD3<Double>(repeating: -1)
        var right = left
        var leftHue = 0.0
        var rightHue = 0.0
        var initialized = false
        var uncut = true
        for n in 0..<12 {
            guard let mid = nthVertex(y: y, n: n) else { continue }
            let midHue = hueOf(mid)
            if !initialized {
                left = mid
                right = mid
                leftHue = midHue
                rightHue = midHue
                initialized = true
                continue
            }
            if uncut || areInCyclicOrder(leftHue, midHue, rightHue) {
                uncut = false
                if areInCyclicOrder(leftHue, targetHue, midHue) {
                    right = mid
                    rightHue = midHue
                } else {
                    left = mid
                    leftHue = midHue
                }
            }
        }
        return (left, right)
    }

    /// A linear value (0…100) as an unrounded 8-bit code (0…255).
    @inline(__always)
    private static func trueDelinearized(_ component: Double) -> Double {
        TransferFunction.sRGB.encode(component / 100) * 255
    }

    /// The point on the segment from `source` to `target` whose channel `axis` equals `coordinate`.
    @inline(__always)
    private static func setCoordinate(
        _ source: SIMD3<Double>, _ coordinate: Double, _ target: SIMD3<Double>, axis: Int
    ) -> SIMD3<Double> {
        let t = (coordinate - source[axis]) / (target[axis] - source[axis])
        return source + (target - source) * t
    }

    /// The color on the boundary of the cube at y with the target hue.
    private static func bisectToLimit(y: Double, targetHue: Double) -> SIMD3<Double> {
        var (left, right) = bisectToSegment(y: y, targetHue: targetHue)
        var leftHue = hueOf(left)
        for axis in 0..<3 where left[axis] != right[axis] {
            var lPlane: Int
            var rPlane: Int
            if left[axis] < right[axis] {
                lPlane = Int((trueDelinearized(left[axis]) - 0.5).rounded(.down))
                rPlane = Int((trueDelinearized(right[axis]) - 0.5).rounded(.up))
            } else {
                lPlane = Int((trueDelinearized(left[axis]) - 0.5).rounded(.up))
                rPlane = Int((trueDelinearized(right[axis]) - 0.5).rounded(.down))
            }
            for _ in 0..<8 {
                if Swift.abs(rPlane - lPlane) <= 1 { break }
                let mPlane = Int((Double(lPlane + rPlane) / 2).rounded(.down))
                let mid = setCoordinate(left, criticalPlanes[mPlane], right, axis: axis)
                let midHue = hueOf(mid)
                if areInCyclicOrder(leftHue, targetHue, midHue) {
                    right = mid
                    rPlane = mPlane
                } else {
                    left = mid
                    leftHue = midHue
                    lPlane = mPlane
                }
            }
        }
        return (left + right) / 2
    }
}
