import Foundation

/// One reference vector file of `Fixtures/vectors` (copied from the project's shared reference
/// answers), graded with the same rules as the vectors' `check.py`.
struct ReferenceVectors: Sendable {
    struct Case: Decodable, Sendable {
        let id: String
        let input: JSONValue
        let expected: JSONValue
        let skip_fields: [String]?
        let informational: Bool?
    }

    let category: String
    let tolerance: [String: JSONValue]
    let cases: [Case]

    /// The cases that are graded (not informational).
    var gradedCases: [Case] { cases.filter { $0.informational != true } }

    private struct File: Decodable {
        let category: String
        let tolerance: [String: JSONValue]
        let cases: [Case]
    }

    /// Loads `Fixtures/vectors/<name>.json`.
    static func load(_ name: String) throws -> ReferenceVectors {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/vectors/\(name).json")
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        return ReferenceVectors(category: file.category, tolerance: file.tolerance, cases: file.cases)
    }

    /// Grades `actual` against the case's `expected`; returns one line per failing field, empty
    /// when every field is within tolerance. Mirrors check.py: the most specific tolerance by dotted
    /// path, hue channels compared by chroma-weighted angle, `null` hue matches anything, optional
    /// fields may be absent, `skip_fields` are not graded.
    func grade(_ c: Case, actual: JSONValue) -> [String] {
        var failures: [String] = []
        // css_parse: an invalid string only needs to be rejected.
        if c.expected["valid"]?.bool == false {
            if actual["valid"]?.bool != false { failures.append("\(c.id): expected invalid, got \(actual)") }
            return failures
        }
        compareFields(c.expected, actual, prefix: "", skip: Set(c.skip_fields ?? []), id: c.id, into: &failures)
        return failures
    }

    private func tolerance(for path: String) -> [String: JSONValue] {
        let parts = path.split(separator: ".").map(String.init)
        for i in parts.indices {
            let key = parts[i...].joined(separator: ".")
            if case .object(let t)? = tolerance[key] { return t }
        }
        if case .object(let t)? = tolerance["default"] { return t }
        return ["abs": .number(1e-9)]
    }

    private func compareFields(
        _ expected: JSONValue, _ actual: JSONValue, prefix: String, skip: Set<String>, id: String,
        into failures: inout [String]
    ) {
        guard case .object(let exp) = expected else { return }
        for key in exp.keys.sorted() {
            let e = exp[key]!
            let path = prefix.isEmpty ? key : "\(prefix).\(key)"
            if skip.contains(path) || skip.contains(key) { continue }
            let tol = tolerance(for: path)
            guard let a = actual[key] else {
                if tol["optional"]?.bool != true { failures.append("\(id) \(path): missing") }
                continue
            }
            if case .object = e {
                compareFields(e, a, prefix: path, skip: skip, id: id, into: &failures)
                continue
            }
            if tol["exact"]?.bool == true {
                let same: Bool
                if let es = e.string, let aS = a.string { same = es.lowercased() == aS.lowercased() } else { same = e == a }
                if !same { failures.append("\(id) \(path): expected \(e), got \(a)") }
                continue
            }
            let (ok, err) = compareValue(e, a, tol)
            if !ok { failures.append("\(id) \(path): expected \(e), got \(a) (error \(err), tolerance \(tol))") }
        }
    }

    private func compareNumber(_ e: Double?, _ a: JSONValue, _ tol: [String: JSONValue]) -> (Bool, Double) {
        guard let e else {
            let missing = (a == .null) || (a.double?.isNaN ?? false)
            return (missing, missing ? 0 : .infinity)
        }
        guard let a = a.double, !a.isNaN else { return (false, .infinity) }
        let err: Double
        if tol["hue_mod360"]?.bool == true {
            err = abs(pyMod(a - e + 180, 360) - 180)
        } else {
            err = abs(a - e)
        }
        let limit = (tol["abs"]?.double ?? 0) + (tol["rel"]?.double ?? 0) * abs(e)
        return (err <= limit, err)
    }

    private func compareValue(_ e: JSONValue, _ a: JSONValue, _ tol: [String: JSONValue]) -> (Bool, Double) {
        switch e {
        case .bool(let b):
            return (a.bool == b, a.bool == b ? 0 : 1)
        case .null:
            return compareNumber(nil, a, tol)
        case .number(let n):
            return compareNumber(n, a, tol)
        case .string(let s):
            guard let aS = a.string else { return (false, .infinity) }
            if let hexTol = tol["hex_abs"]?.double {
                guard let ce = hexChannels(s), let ca = hexChannels(aS), ce.count == ca.count else {
                    return (false, .infinity)
                }
                let err = Double(zip(ce, ca).map { abs($0 - $1) }.max() ?? 0)
                return (err <= hexTol, err)
            }
            let ok = s.trimmingCharacters(in: .whitespaces).lowercased() == aS.trimmingCharacters(in: .whitespaces).lowercased()
            return (ok, ok ? 0 : 1)
        case .array(let ea):
            guard let aa = a.array, aa.count == ea.count else { return (false, .infinity) }
            let hueIndex = tol["hue_index"]?.double.map { Int($0) }
            var ok = true
            var err = 0.0
            for (i, (x, y)) in zip(ea, aa).enumerated() where i != hueIndex {
                let (o, r) = compareValue(x, y, tol)
                ok = ok && o
                err = max(err, r)
            }
            if let hi = hueIndex {
                let he = ea[hi].double, ha = aa[hi]
                var herr = 0.0
                if let he, let haV = ha.double, !haV.isNaN {
                    let kind = tol["chroma"]?.string ?? "index1"
                    let ce = chroma(kind, ea), ca = chroma(kind, aa)
                    let dh = (pyMod(haV - he + 180, 360) - 180) * .pi / 180
                    herr = 2 * (ce * ca).squareRoot() * abs(sin(dh / 2))
                } else if he != nil, ha != .null, ha.double == nil {
                    herr = .infinity
                }
                ok = ok && herr <= (tol["abs"]?.double ?? 0)
                err = max(err, herr)
            }
            return (ok, err)
        case .object:
            return (false, .infinity)
        }
    }

    private func chroma(_ kind: String, _ v: [JSONValue]) -> Double {
        let d = v.map { $0.double ?? .nan }
        switch kind {
        case "index1": return max(d[1], 0)
        case "hsl": return max((1 - abs(2 * d[2] - 1)) * d[1], 0)
        case "hsv": return max(d[1] * d[2], 0)
        case "hwb": return max(1 - d[1] - d[2], 0)
        default: return 0
        }
    }

    private func hexChannels(_ s: String) -> [Int]? {
        var h = s.trimmingCharacters(in: .whitespaces)
        if h.hasPrefix("#") { h.removeFirst() }
        guard h.count == 6 || h.count == 8 else { return nil }
        var out: [Int] = []
        var i = h.startIndex
        while i < h.endIndex {
            let j = h.index(i, offsetBy: 2)
            guard let v = Int(h[i..<j], radix: 16) else { return nil }
            out.append(v)
            i = j
        }
        return out
    }

    private func pyMod(_ a: Double, _ b: Double) -> Double {
        let r = a.truncatingRemainder(dividingBy: b)
        return r < 0 ? r + b : r
    }
}

/// Parses `#rrggbb` (the vectors' input colors) into 8-bit channels.
func hexBytes(_ s: String) -> [UInt8] {
    var h = s
    if h.hasPrefix("#") { h.removeFirst() }
    var out: [UInt8] = []
    var i = h.startIndex
    while i < h.endIndex {
        let j = h.index(i, offsetBy: 2)
        out.append(UInt8(h[i..<j], radix: 16)!)
        i = j
    }
    return out
}
