import Benchmark
import ColorScience
import Foundation
import PNGImage
import Screenshots

/// A 3840×2160 picture of an app: the repository's screenshot of the HTML report
/// (`docs/images/report-pairs.png`), tiled — flat fills, text and anti-aliasing, as screenshots
/// are. And the same size of noise (every pixel a random color), the worst case for the loop's
/// color cache.
enum Pictures {
    static let width = 3840, height = 2160
    static let megapixels = Double(width * height) / 1e6

    static let screenshot: RGBAImage = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/images/report-pairs.png").path
        guard let data = FileManager.default.contents(atPath: path), let tile = try? RGBAImage(png: Array(data)) else {
            fatalError("cannot read \(path)")
        }
        var pixels = [RGBA8](repeating: RGBA8(red: 0, green: 0, blue: 0), count: width * height)
        for y in 0..<height {
            for x in 0..<width { pixels[y * width + x] = tile[x % tile.width, y % tile.height] }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }()

    static let noise: RGBAImage = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let pixels = (0..<(width * height)).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let bits = UInt32(truncatingIfNeeded: state >> 32)
            return RGBA8(red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8), blue: UInt8(truncatingIfNeeded: bits >> 16))
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }()

    static let screenshotPNG: [UInt8] = (try? screenshot.png()) ?? []
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 20
    )
    // Throughput is images per second; × 8.29 is megapixels per second.
    for (name, picture) in [("screenshot", Pictures.screenshot), ("noise", Pictures.noise)] {
        for threads in [1, 2] {
            Benchmark("Deuteranopia, 3840×2160 \(name), \(threads) thread\(threads == 1 ? "" : "s")") { benchmark in
                var image = picture
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { image.simulate(.deuteranopia, threads: threads) }
                benchmark.stopMeasurement()
                blackHole(image)
            }
        }
    }
    Benchmark("Tritanopia (Brettel 1997), 3840×2160 screenshot, 2 threads") { benchmark in
        var image = Pictures.screenshot
        let simulation = ColorVisionSimulation(.tritanopia, method: .brettel1997)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { image.simulate(simulation, threads: 2) }
        benchmark.stopMeasurement()
        blackHole(image)
    }

    // End to end, stage by stage: libpng's decode and encode, and the simulation between.
    Benchmark("Stage: decode a 3840×2160 PNG") { benchmark in
        let bytes = Pictures.screenshotPNG
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try? RGBAImage(png: bytes)) }
    }
    Benchmark("Stage: encode a 3840×2160 PNG") { benchmark in
        let image = Pictures.screenshot
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try? image.png()) }
    }
    Benchmark("End to end: decode, simulate (2 threads), encode a 3840×2160 PNG") { benchmark in
        let bytes = Pictures.screenshotPNG
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            guard var image = try? RGBAImage(png: bytes) else { continue }
            image.simulate(.deuteranopia, threads: 2)
            blackHole(try? image.png())
        }
    }
}
