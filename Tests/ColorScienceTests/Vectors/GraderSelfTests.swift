import Testing

/// The grader must fail answers that are off: every numeric expected value moved by ten times its
/// tolerance (as the vectors' own checker does in its self-test) fails, and the expected values
/// themselves pass.
@Suite struct GraderSelfTests {
    @Test(arguments: ["srgb_to_oklch", "wcag21_contrast", "deltae", "gamut_map_css", "srgb_to_hsl", "lab_to_srgb"])
    func rejectsPerturbedAnswers(file: String) throws {
        let vectors = try ReferenceVectors.load(file)
        var acceptedPerturbed = 0
        for c in vectors.gradedCases {
            #expect(vectors.grade(c, actual: c.expected).isEmpty, "\(c.id) expected answer rejected")
            if vectors.grade(c, actual: perturb(c.expected, vectors, path: "")).isEmpty { acceptedPerturbed += 1 }
        }
        #expect(acceptedPerturbed == 0)
    }

    private func perturb(_ value: JSONValue, _ vectors: ReferenceVectors, path: String) -> JSONValue {
        switch value {
        case .object(let o):
            return .object(o.reduce(into: [:]) { $0[$1.key] = perturb($1.value, vectors, path: path.isEmpty ? $1.key : "\(path).\($1.key)") })
        case .array(let a):
            return .array(a.map { perturb($0, vectors, path: path) })
        case .bool(let b):
            return .bool(!b)
        case .number(let n):
            let key = path.split(separator: ".").last.map(String.init) ?? path
            let tol = vectors.tolerance[path] ?? vectors.tolerance[key]
            let step = 10 * ((tol?["abs"]?.double ?? 0) + (tol?["rel"]?.double ?? 0) * abs(n))
            return .number(n + (step == 0 ? 1e-6 : step))
        default:
            return value
        }
    }
}
