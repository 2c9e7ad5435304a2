import PropertyBased
import Testing
@testable import ColorScience

/// The constant-time 8-bit encoder (`SRGBTables.byte(linear:)`) gives exactly the bytes of
/// the binary search of `SRGBTables.byteBySearch(linear:)`.
@Suite struct SRGB8LookupTablesTests {
    static func fastByte(_ value: Double) -> UInt8 {
        SRGB8LookupTables.shared.withPointers { $0.byte(linear: value) }
    }

    @Test func agreesAtEveryThresholdAndItsNeighbours() {
        var mismatches: [String] = []
        for threshold in SRGBTables.thresholds {
            for value in [threshold.nextDown, threshold, threshold.nextUp] {
                let fast = Self.fastByte(value), reference = SRGBTables.byteBySearch(linear: value)
                if fast != reference { mismatches.append("\(value): \(fast) vs \(reference)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func agreesAtBinEdgesAndOutOfRange() {
        let bins = SRGB8LookupTables.binCount
        let edges = (0...bins).flatMap { i -> [Double] in
            let edge = Double(i) / Double(bins)
            return [edge.nextDown, edge, edge.nextUp]
        }
        let specials: [Double] = [-1, -0.0, 0, 1, 1.5, .infinity, -.infinity, .nan, .leastNonzeroMagnitude]
        for value in edges + specials {
            #expect(Self.fastByte(value) == SRGBTables.byteBySearch(linear: value), "\(value)")
        }
    }

    @Test func agreesOnRandomValues() async {
        await propertyCheck(count: 2000, input: Gen.double(in: -0.1...1.1)) { value in
            #expect(Self.fastByte(value) == SRGBTables.byteBySearch(linear: value), "\(value)")
        }
    }

    @Test func decodesLikeSRGBTables() {
        SRGB8LookupTables.shared.withPointers { tables in
            for b in 0...255 {
                let byte = UInt8(b)
                let linear = tables.linear(RGBA8(red: byte, green: byte, blue: byte))
                #expect(abs(linear.x - SRGBTables.linear(byte)) <= 0x1p-60)
            }
        }
    }
}
