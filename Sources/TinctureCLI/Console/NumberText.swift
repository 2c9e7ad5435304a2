/// Numbers as messages quote them back: `-1`, `0.5`, `inf`, `nan`.
enum NumberText {
    static func string(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
