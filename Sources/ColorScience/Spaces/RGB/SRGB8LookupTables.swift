/// The lookup tables of the 8-bit simulation path: 8-bit sRGB → linear light, and linear light →
/// 8-bit sRGB in constant time, giving exactly the values of `SRGBTables.linear(_:)` and
/// `SRGBTables.byte(linear:)` (clamp to 0…1, encode, `floor(c · 255 + 0.5)`).
///
/// `SRGBTables.byte(linear:)` binary-searches its 255 thresholds: eight dependent loads per
/// channel, which caps an 8-bit simulation near 30 million colors per second. Here the encoder
/// first looks up the byte at the start of one of 4096 equal bins of the linear range, then takes
/// at most one step, because no bin holds two thresholds (the sRGB curve rises by at most 0.8 of
/// a byte over 1/4096 of linear light, at its steepest, near black); the tables check this when
/// they are built. The thresholds and linear values are `SRGBTables`' own, so the results agree
/// byte for byte (tested at every threshold and at its neighbouring doubles). The three tables
/// live in one value, so a color costs one lazy-global check rather than one per table access.
@usableFromInline
struct SRGB8LookupTables: Sendable {
    /// The number of bins of the linear range 0…1.
    @usableFromInline static let binCount = 4096

    /// `linear[b]` = `SRGBTables.linear(b)`, the linear value of byte b.
    @usableFromInline let linear: [Double]
    /// `startByte[i]` = `SRGBTables.byteBySearch(linear: i / 4096)`, for i = 0…4096.
    @usableFromInline let startByte: [UInt8]
    /// `SRGBTables.thresholds` with +∞ appended, so that the step from byte 255 needs no test.
    @usableFromInline let thresholds: [Double]

    init() {
        linear = (0..<256).map { SRGBTables.linearValues[$0] }
        let bins = Self.binCount
        startByte = (0...bins).map { SRGBTables.byteBySearch(linear: Double($0) / Double(bins)) }
        for i in 0..<bins {
            // One step is enough only if no bin holds two thresholds.
            precondition(startByte[i + 1] - startByte[i] <= 1, "an sRGB encoding bin holds two thresholds")
        }
        thresholds = (0..<255).map { SRGBTables.thresholds[$0] } + [.infinity]
    }

    /// The tables, built once.
    @usableFromInline static let shared = SRGB8LookupTables()

    /// Runs `body` with raw pointers to the three tables (valid only inside `body`).
    @inlinable @inline(__always)
    func withPointers<Result>(_ body: (Pointers) throws -> Result) rethrows -> Result {
        try linear.withUnsafeBufferPointer { linear in
            try startByte.withUnsafeBufferPointer { startByte in
                try thresholds.withUnsafeBufferPointer { thresholds in
                    try body(Pointers(
                        linear: linear.baseAddress!, startByte: startByte.baseAddress!,
                        thresholds: thresholds.baseAddress!))
                }
            }
        }
    }

    /// Raw pointers to the tables, for a pixel loop.
    @usableFromInline
    struct Pointers {
        @usableFromInline let linear: UnsafePointer<Double>
        @usableFromInline let startByte: UnsafePointer<UInt8>
        @usableFromInline let thresholds: UnsafePointer<Double>

        @inlinable
        init(linear: UnsafePointer<Double>, startByte: UnsafePointer<UInt8>, thresholds: UnsafePointer<Double>) {
            self.linear = linear
            self.startByte = startByte
            self.thresholds = thresholds
        }

        /// The linear values of a color's channels.
        @inlinable @inline(__always)
        func linear(_ color: RGBA8) -> SIMD3<Double> {
            SIMD3(linear[Int(color.red)], linear[Int(color.green)], linear[Int(color.blue)])
        }

        /// The byte of a linear value: NaN and values below 0 give 0, values above 1 give 255.
        @inlinable @inline(__always)
        func byte(linear value: Double) -> UInt8 {
            // Two independent selects (maxsd, minsd), no branch; NaN fails `> 0` and becomes 0.
            let nonNegative = value > 0 ? value : 0
            let clamped = nonNegative < 1 ? nonNegative : 1
            let start = Int(startByte[Int(clamped * Double(SRGB8LookupTables.binCount))])
            // One more when clamped ≥ threshold, that is when clamped − threshold is +0 or more:
            // the sign bit, as integer arithmetic the compiler does not turn into a branch
            // (which random colors would mispredict). Exact for finite values; the last
            // threshold is +∞, whose difference is −∞.
            let below = Int(truncatingIfNeeded: (clamped - thresholds[start]).bitPattern >> 63)
            return UInt8(truncatingIfNeeded: start &+ (1 &- below))
        }

        /// A color from linear channels (clamped, rounded) and an alpha byte.
        @inlinable @inline(__always)
        func color(linear rgb: SIMD3<Double>, alpha: UInt8) -> RGBA8 {
            RGBA8(red: byte(linear: rgb.x), green: byte(linear: rgb.y), blue: byte(linear: rgb.z), alpha: alpha)
        }
    }
}
