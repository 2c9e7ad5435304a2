import Foundation
import Testing
import ThemeModel
@testable import ThemeAudit

/// Builds and audits small themes for the rule tests, and works out the figures the findings
/// should carry from first principles (WCAG 2.x relative luminance, Porter–Duff source-over), not
/// through the library, so a wrong formula in the audit cannot agree with itself.
enum AuditFixtures {
    /// A theme from YAML text, failing the test with the theme's errors when it does not resolve.
    static func theme(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedTheme {
        do {
            return try ResolvedTheme(yaml: yaml, file: "t.yml")
        } catch {
            Issue.record("theme does not resolve: \(error.errors.map(\.message))", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// Audits YAML text with a configuration.
    static func audit(_ yaml: String, _ configuration: AuditConfiguration = AuditConfiguration(),
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> AuditReport {
        Auditor(configuration).audit(try theme(yaml, sourceLocation: sourceLocation))
    }
}

/// Independent WCAG 2.x arithmetic on 8-bit hex colors.
enum Reference {
    /// `#rrggbb` or `#rrggbbaa` as 0…1 channels and alpha.
    static func channels(_ hex: String) -> (r: Double, g: Double, b: Double, a: Double) {
        let digits = Array(hex.dropFirst())
        func byte(_ i: Int) -> Double { Double(Int(String(digits[2 * i ..< 2 * i + 2]), radix: 16)!) / 255 }
        return (byte(0), byte(1), byte(2), digits.count == 8 ? byte(3) : 1)
    }

    /// sRGB transfer function inverse (IEC 61966-2-1, as WCAG 2.1 quotes it with 0.04045).
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    static func luminance(_ c: (r: Double, g: Double, b: Double)) -> Double {
        0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// Source-over compositing of a translucent color on an opaque one, in gamma-encoded sRGB.
    static func over(_ top: String, _ bottom: String) -> (r: Double, g: Double, b: Double) {
        let (t, b) = (channels(top), channels(bottom))
        return (t.r * t.a + b.r * (1 - t.a), t.g * t.a + b.g * (1 - t.a), t.b * t.a + b.b * (1 - t.a))
    }

    static func ratio(_ x: (r: Double, g: Double, b: Double), _ y: (r: Double, g: Double, b: Double)) -> Double {
        let (a, b) = (luminance(x), luminance(y))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast of two opaque hex colors.
    static func ratio(_ a: String, _ b: String) -> Double {
        let (x, y) = (channels(a), channels(b))
        return ratio((x.r, x.g, x.b), (y.r, y.g, y.b))
    }
}

/// Whether two figures agree within `tolerance` (never `==` on floats).
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 0.005) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

extension AuditReport {
    /// The findings of one rule.
    func findings(_ rule: AuditRule) -> [Finding] { findings.filter { $0.rule == rule } }
}

extension Reference {
    /// OKLab (Björn Ottosson 2020, the matrices of CSS Color 4) of an opaque hex color.
    static func oklab(_ hex: String) -> (l: Double, a: Double, b: Double) {
        let c = channels(hex)
        let (r, g, b) = (linear(c.r), linear(c.g), linear(c.b))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// ΔEOK: the Euclidean distance in OKLab.
    static func deltaEOK(_ x: String, _ y: String) -> Double {
        let (a, b) = (oklab(x), oklab(y))
        return ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
    }
}

extension Appearance {
    /// The four appearances of a scheme.
    static func every(_ scheme: Scheme) -> Set<Appearance> { Set(all.filter { $0.scheme == scheme }) }
}
