import ColorScience
import Dispatch
import PNGImage

extension RGBAImage {
    /// The image as a person with a color-vision deficiency sees it: every pixel simulated in
    /// the image's own space (sRGB or Display P3), alpha kept, exactly as
    /// ``ColorVisionSimulation/simulate(_:encoding:)`` does. `threads` bands of rows are
    /// simulated at once.
    public func simulated(_ simulation: ColorVisionSimulation, threads: Int = 1) -> RGBAImage {
        var result = self
        result.simulate(simulation, threads: threads)
        return result
    }

    /// Simulates the image in place (see ``simulated(_:threads:)``).
    public mutating func simulate(_ simulation: ColorVisionSimulation, threads: Int = 1) {
        let encoding = colorSpace.encoding
        let count = pixels.count
        let bands = max(1, min(threads, count / 65_536 + 1))
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard bands > 1 else { return simulation.simulate(buffer, encoding: encoding) }
            // Each band a separate slice of the buffer: no two threads touch the same pixel.
            let base = UncheckedPointer(buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let start = count * band / bands, end = count * (band + 1) / bands
                simulation.simulate(UnsafeMutableBufferPointer(start: base.pointer + start, count: end - start), encoding: encoding)
            }
        }
    }
}

/// A pointer handed to the threads of one `concurrentPerform`, each of which writes its own
/// part of what it points to.
struct UncheckedPointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<RGBA8>
    init(_ pointer: UnsafeMutablePointer<RGBA8>) { self.pointer = pointer }
}
