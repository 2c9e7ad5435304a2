import Foundation
import Testing
@testable import ColorScience

/// `cvd_brettel`, `cvd_vienot`, `cvd_machado`, `cvd_achromatopsia`: 400 colors each through every
/// deficiency key, graded field by field (`linear` unclipped, `srgb`, `srgb8`) as check.py does.
@Suite struct CVDVectorTests {
    /// A vector file, the method it was made with, and the deficiency keys every case carries.
    struct VectorFile: Sendable, CustomTestStringConvertible {
        let name: String
        let method: ColorVisionSimulation.Method
        let keys: [String]
        var testDescription: String { name }
    }

    static let files: [VectorFile] = [
        VectorFile(name: "cvd_brettel", method: .brettel1997, keys: ["protan", "deutan", "tritan"]),
        VectorFile(name: "cvd_vienot", method: .vienot1999, keys: ["protan", "deutan", "tritan"]),
        VectorFile(
            name: "cvd_machado", method: .machado2009,
            keys: ["protan", "deutan", "tritan"].flatMap { t in ["1.0", "0.6", "0.3"].map { "\(t)@\($0)" } }),
        VectorFile(name: "cvd_achromatopsia", method: .automatic, keys: ["achromatopsia"]),
    ]

    /// The simulation a key such as `protan`, `deutan@0.6` or `achromatopsia` names.
    static func simulation(key: String, method: ColorVisionSimulation.Method) throws -> ColorVisionSimulation {
        let parts = key.split(separator: "@")
        let deficiency: ColorVisionDeficiency
        switch parts[0] {
        case "protan": deficiency = .protanopia
        case "deutan": deficiency = .deuteranopia
        case "tritan": deficiency = .tritanopia
        case "achromatopsia": deficiency = .achromatopsia
        default: throw VectorKeyError(key: key)
        }
        let severity = try parts.count > 1 ? #require(Double(parts[1])) : 1
        return ColorVisionSimulation(deficiency, severity: severity, method: method)
    }

    struct VectorKeyError: Error { let key: String }

    static func bytes(_ hex: String) -> RGBA8 {
        let b = hexBytes(hex)
        return RGBA8(red: b[0], green: b[1], blue: b[2])
    }

    @Test(arguments: files)
    func simulatesEveryReferenceColor(file: VectorFile) throws {
        let vectors = try ReferenceVectors.load(file.name)
        #expect(vectors.gradedCases.count == 400)
        let simulations = try file.keys.map { try Self.simulation(key: $0, method: file.method) }
        var failures: [String] = []
        var graded = 0
        for c in vectors.gradedCases {
            guard case .object(let expected) = c.expected else {
                Issue.record("\(c.id): expected is not an object")
                continue
            }
            #expect(Set(expected.keys) == Set(file.keys), "\(c.id) has keys \(expected.keys.sorted())")
            let input = Self.bytes(try #require(c.input["hex"]?.string))
            var actual: [String: JSONValue] = [:]
            for (key, simulation) in zip(file.keys, simulations) {
                let linear = simulation.simulate(LinearSRGB(input))
                let srgb = simulation.simulate(SRGB(input))
                let srgb8 = RGBA8(rounding: srgb)
                actual[key] = .object([
                    "linear": .numbers(linear.rgb),
                    "srgb": .numbers(srgb.rgb),
                    "srgb8": .ints([Int(srgb8.red), Int(srgb8.green), Int(srgb8.blue)]),
                ])
                graded += 1
            }
            failures += vectors.grade(c, actual: .object(actual))
        }
        #expect(graded == 400 * file.keys.count)
        let failureCount = failures.count  // not the whole list in the failure message
        #expect(failureCount == 0, "first failures: \(failures.prefix(5))")
    }

    /// The 8-bit fast path (lookup tables, no power function) gives exactly the bytes of the
    /// `Double` path rounded, for every reference input and every simulation of the files.
    @Test(arguments: files)
    func rgba8FastPathMatchesDoublePath(file: VectorFile) throws {
        let vectors = try ReferenceVectors.load(file.name)
        let simulations = try file.keys.map { try Self.simulation(key: $0, method: file.method) }
        var mismatches: [String] = []
        for c in vectors.gradedCases {
            let input = Self.bytes(try #require(c.input["hex"]?.string))
            for (key, simulation) in zip(file.keys, simulations) {
                let fast = simulation.simulate(input)
                let slow = RGBA8(rounding: simulation.simulate(SRGB(input)))
                if fast != slow { mismatches.append("\(c.id) \(key): fast \(fast.hex), double \(slow.hex)") }
            }
        }
        let mismatchCount = mismatches.count
        #expect(mismatchCount == 0, "first mismatches: \(mismatches.prefix(5))")
    }
}

/// The matrices the vector files state in their conventions, against the ones the library uses.
@Suite struct CVDConventionMatrixTests {
    static func conventions(_ name: String) throws -> JSONValue {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/vectors/\(name).json")
        let file = try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: url))
        return try #require(file["conventions"])
    }

    static func matrix(_ json: JSONValue?) throws -> Matrix3 {
        let rows = try #require(json?.array).map { try #require($0.array).map { try #require($0.double) } }
        return Matrix3(rows: rows)
    }

    static func maxDifference(_ a: Matrix3, _ b: Matrix3) -> Double {
        let pairs = [(a.row0, b.row0), (a.row1, b.row1), (a.row2, b.row2)]
        return pairs.flatMap { x, y in (0..<3).map { abs(x[$0] - y[$0]) } }.max()!
    }

    static let dichromacies: [(key: String, deficiency: ColorVisionDeficiency)] = [
        ("protan", .protanopia), ("deutan", .deuteranopia), ("tritan", .tritanopia),
    ]

    @Test func lmsMatrixIsTheBrettelConvention() throws {
        let expected = try Self.matrix(Self.conventions("cvd_brettel")["lms_from_linear_srgb"])
        #expect(Self.maxDifference(SmithPokornyLMS.fromLinearSRGB, expected) < 1e-15)
    }

    @Test func vienotMatricesAreTheConvention() throws {
        let matrices = try Self.conventions("cvd_vienot")["matrices"]
        for (key, deficiency) in Self.dichromacies {
            let expected = try Self.matrix(matrices?[key])
            let actual = try #require(ColorVisionSimulation(deficiency, method: .vienot1999).linearSRGBMatrix)
            #expect(Self.maxDifference(actual, expected) < 1e-12, "\(key)")
        }
    }

    @Test func machadoFullSeverityMatricesAreTheConvention() throws {
        let matrices = try Self.conventions("cvd_machado")["matrices_at_1.0"]
        for (key, deficiency) in Self.dichromacies {
            let expected = try Self.matrix(matrices?[key])
            let actual = try #require(ColorVisionSimulation(deficiency, method: .machado2009).linearSRGBMatrix)
            #expect(Self.maxDifference(actual, expected) < 1e-15, "\(key)")
        }
    }
}
