import ArgumentParser
import Dispatch
import Foundation
import PNGImage
import Synchronization

/// Runs one operation over a batch of PNG files: `--jobs` images at a time (one image each, so
/// memory holds one decoded image per job), a progress bar on standard error when it is a
/// terminal, each unreadable file reported with its reason while the rest go on, and a summary.
struct ImageBatch {
    var inputs: ImageInputs
    /// The output: a folder (created when missing), or a file when there is one input and the
    /// path ends in `.png`.
    var output: String
    var jobs: Int
    /// Replace files at the output paths that Tincture did not write.
    var force: Bool
    /// What is done, in the summary ("simulated for deuteranopia").
    var verb: String

    /// The tag written in every result, by which a later run knows it may replace the file.
    static let software = "tincture"

    /// The destination of each input.
    func destinations() -> [String] {
        if inputs.items.count == 1, output.lowercased().hasSuffix(".png") { return [output] }
        return inputs.items.map { (output as NSString).appendingPathComponent($0.relative) }
    }

    /// Runs `transform` on every input, `threads` being how many threads it may use (all the
    /// jobs for one image; one when images run side by side). Exits 65 when an input could not
    /// be read or a result written, after the others are done.
    func run(console: Console, transform: @escaping @Sendable (inout RGBAImage, _ threads: Int) throws -> Void) throws {
        let items = inputs.items
        let destinations = destinations()
        let collisions = inputs.collisions
        guard collisions.isEmpty else {
            console.errorLine("tincture: error: two inputs would be written to the same file: \(collisions.joined(separator: ", ")); give them separately")
            throw ExitCode(64)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let progress = Progress(total: items.count, console: console)
        let state = Mutex(Tally())
        let next = Atomic(0)
        let workers = max(1, min(jobs, items.count))
        let threads = items.count == 1 ? max(1, jobs) : 1
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < items.count else { return }
                let item = items[index], destination = destinations[index]
                let outcome = Self.process(item.path, to: destination, force: force, threads: threads, transform: transform)
                state.withLock { tally in
                    switch outcome {
                    case .success(let pixels):
                        tally.done += 1
                        tally.pixels += pixels
                    case .failure(let message):
                        tally.failed += 1
                        progress.clear()
                        console.errorLine("tincture: error: \(message)")
                    }
                    progress.show(done: tally.done + tally.failed)
                }
            }
        }
        progress.clear()
        let tally = state.withLock { $0 }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let megapixels = Double(tally.pixels) / 1e6
        var summary = "\(verb): \(tally.done) image\(tally.done == 1 ? "" : "s"), \(NumberText.string((megapixels * 10).rounded() / 10)) Mpx, "
            + "in \(NumberText.string((seconds * 100).rounded() / 100)) s"
        if tally.failed > 0 { summary += "; \(tally.failed) failed" }
        summary += items.count == 1 && tally.failed == 0 ? " → \(destinations[0])" : " → \(output)"
        console.errorLine("tincture: " + summary)
        if tally.failed > 0 { throw dataErrorExitCode }
    }

    struct Tally {
        var done = 0, failed = 0, pixels = 0
    }

    enum Outcome {
        case success(pixels: Int)
        case failure(String)
    }

    static func process(_ path: String, to destination: String, force: Bool, threads: Int,
                        transform: (inout RGBAImage, Int) throws -> Void) -> Outcome {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure("\(path): could not be read") }
        guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            return .failure("\(path): not a PNG file (it does not start with PNG's signature)")
        }
        var image: RGBAImage
        do {
            image = try RGBAImage(png: Array(data))
        } catch {
            return .failure("\(path): not a PNG image tincture can read (\(error.description))")
        }
        do {
            let pixels = image.width * image.height
            // In place: one decoded image in memory per job.
            try transform(&image, threads)
            let bytes = try image.png(software: software)
            let folder = (destination as NSString).deletingLastPathComponent
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            let existing = FileManager.default.contents(atPath: destination).map(Array.init)
            if let existing, !force, RGBAImage.software(of: existing) != software {
                return .failure("\(destination): exists and was not written by tincture; --force replaces it")
            }
            try FileWriter.write(bytes, to: destination, expecting: existing.map { .contents($0) } ?? .absent)
            return .success(pixels: pixels)
        } catch let failure as WriteFailure {
            return .failure(failure.description)
        } catch {
            return .failure("\(path): \(error)")
        }
    }
}

/// A one-line progress bar on standard error, drawn only when it is a terminal.
struct Progress: Sendable {
    var total: Int
    var console: Console

    func show(done: Int) {
        guard console.errorIsTerminal, total > 1 else { return }
        let width = 30
        let filled = total == 0 ? width : done * width / total
        console.writeError("\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total)")
    }

    func clear() {
        guard console.errorIsTerminal, total > 1 else { return }
        console.writeError("\r" + String(repeating: " ", count: 50) + "\r")
    }
}
