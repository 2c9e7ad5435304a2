/// How an image's 8-bit channels encode color: both spaces use the sRGB transfer curve.
public enum PixelEncoding: String, Sendable, Hashable, CaseIterable {
    /// sRGB (an untagged image, an `sRGB` chunk, a profile with sRGB's primaries).
    case sRGB = "srgb"
    /// Display P3 (iPhone screenshots: P3's primaries, D65, the sRGB curve).
    case displayP3 = "display-p3"
}

extension ColorVisionSimulation {
    /// Simulates every pixel of a buffer in place (an RGBA8 image, straight alpha). For sRGB
    /// pixels, each is exactly what `simulate(_:)` gives for that `RGBA8`; for Display P3
    /// pixels, the same simulation in P3's own linear light (`P3 ← sRGB · T · sRGB ← P3`,
    /// clipped to P3), so a P3 color keeps what sRGB cannot show. Alpha is carried through, and
    /// a pixel's color does not depend on its alpha (straight alpha needs no unpremultiplying).
    ///
    /// Pictures of apps repeat their colors: flat fills, text in a few colors, the same
    /// anti-aliasing ramps. The loop keeps the last color's result and a direct-mapped cache
    /// of 16,384 colors (each result is the one computed for that color, so the output is the
    /// same byte for byte); where a run of pixels misses the cache (noise, photographs), it
    /// computes the next pixels directly for a while rather than paying for the cache. One
    /// allocation of 128 KB per call; none per pixel.
    public func simulate(_ pixels: UnsafeMutableBufferPointer<RGBA8>, encoding: PixelEncoding = .sRGB) {
        guard let base = pixels.baseAddress, !pixels.isEmpty else { return }
        let transform = switch encoding {
        case .sRGB: self.transform
        case .displayP3: self.transform.conjugated(toSRGB: ConversionMatrices.linearDisplayP3ToLinearSRGB,
                                                   fromSRGB: ConversionMatrices.linearSRGBToLinearDisplayP3)
        }
        let cacheSize = PixelCache.size
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * cacheSize) { storage in
            let keys = storage.baseAddress!, values = keys + cacheSize
            // No 24-bit color has the top byte set: every entry starts empty.
            keys.initialize(repeating: .max, count: cacheSize)
            values.initialize(repeating: 0, count: cacheSize)
            SRGB8LookupTables.shared.withPointers { tables in
                @inline(__always) func compute(_ key: UInt32) -> UInt32 {
                    let linear = SIMD3(tables.linear[Int(key & 0xFF)], tables.linear[Int((key >> 8) & 0xFF)], tables.linear[Int(key >> 16)])
                    let seen = transform.apply(linear)
                    return UInt32(tables.byte(linear: seen.x)) | UInt32(tables.byte(linear: seen.y)) << 8 | UInt32(tables.byte(linear: seen.z)) << 16
                }
                var lastKey = UInt32.max, lastValue: UInt32 = 0
                var start = 0
                var directBlocks = 0
                while start < pixels.count {
                    let end = min(start + PixelCache.block, pixels.count)
                    if directBlocks > 0 {
                        // A stretch that missed the cache: straight through.
                        directBlocks -= 1
                        for i in start..<end {
                            let pixel = base[i]
                            base[i] = RGBA8(packed: compute(pixel.packedColor), alpha: pixel.alpha)
                        }
                        start = end
                        continue
                    }
                    var misses = 0
                    for i in start..<end {
                        let pixel = base[i]
                        let key = pixel.packedColor
                        if key != lastKey {
                            let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> PixelCache.shift)
                            if keys[slot] == key {
                                lastValue = values[slot]
                            } else {
                                misses += 1
                                lastValue = compute(key)
                                keys[slot] = key
                                values[slot] = lastValue
                            }
                            lastKey = key
                        }
                        base[i] = RGBA8(packed: lastValue, alpha: pixel.alpha)
                    }
                    if misses * 4 > (end - start) * 3 { directBlocks = PixelCache.directBlocks }
                    start = end
                }
            }
        }
    }

    /// Simulates every pixel of an array in place, exactly as `simulate(_:)` does for one `RGBA8`.
    public func simulate(_ pixels: inout [RGBA8], encoding: PixelEncoding = .sRGB) {
        pixels.withUnsafeMutableBufferPointer { simulate($0, encoding: encoding) }
    }
}

/// The sizes of the pixel loop's color cache.
enum PixelCache {
    /// Entries of the direct-mapped cache (2¹⁴: 128 KB of keys and values, within L2).
    static let size = 1 << 14
    /// The multiplicative hash's shift: the top 14 bits of a 32-bit product.
    static let shift: UInt32 = 32 - 14
    /// Pixels between decisions to use the cache or not.
    static let block = 1024
    /// Blocks computed directly after one that mostly missed.
    static let directBlocks = 63
}

extension RGBA8 {
    /// The color channels as one word (red in the low byte), alpha left out.
    @inlinable @inline(__always)
    var packedColor: UInt32 { UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 }

    /// A color from a packed word's three low bytes, and an alpha.
    @inlinable @inline(__always)
    init(packed: UInt32, alpha: UInt8) {
        self.init(red: UInt8(truncatingIfNeeded: packed), green: UInt8(truncatingIfNeeded: packed >> 8),
                  blue: UInt8(truncatingIfNeeded: packed >> 16), alpha: alpha)
    }
}
