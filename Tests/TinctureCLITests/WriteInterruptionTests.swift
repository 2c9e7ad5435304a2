import Foundation
import Testing

/// Writes interrupted for real: the `tincture` process killed with SIGKILL while it writes a
/// large catalog, or stopped part-way by a write the system refuses (a file size limit, as a
/// full disk would). The target is always the old catalog or the complete new one, and the next
/// run leaves nothing behind.
@Suite("Interrupted writes")
struct WriteInterruptionTests {
    /// A theme of `count` tokens; `version` changes every color. Tokens `a…` have one value
    /// (small color sets), tokens `z…` four (color sets over 1 KB).
    static func theme(_ count: Int, version: Int) -> String {
        var text = "tokens:\n"
        for index in 0..<count {
            let red = String(format: "%02x", (index * 7 + version * 50) % 256), green = String(format: "%02x", (index * 13) % 256)
            if index % 2 == 0 {
                text += "  a\(index): \"#\(red)\(green)\(String(format: "%02x", version * 40))\"\n"
            } else {
                text += "  z\(index):\n"
                for (key, blue) in [("light", 10), ("dark", 20), ("light+increased", 30), ("dark+increased", 40)] {
                    text += "    \(key): \"#\(red)\(green)\(String(format: "%02x", blue + version))\"\n"
                }
            }
        }
        return text
    }

    @Test("SIGKILL at any moment leaves the old catalog or the complete new one, and the next run removes what it left", .timeLimit(.minutes(5)))
    func killed() throws {
        let root = try Scratch.directory("killed")
        let (old, new) = (root + "/old.yml", root + "/new.yml")
        try DiskState.put(Self.theme(1200, version: 1), at: old)
        try DiskState.put(Self.theme(1200, version: 2), at: new)
        let catalog = root + "/out/C.xcassets"
        func generate(_ theme: String, into output: String) throws -> Double {
            let start = Date()
            let result = try TinctureProcess.run(["generate", theme, "--format", "xcassets", "--output", output])
            #expect(result.status == 0, "\(result.error)")
            return Date().timeIntervalSince(start)
        }
        _ = try generate(new, into: root + "/reference/C.xcassets")
        let newTree = DiskState.tree(root + "/reference/C.xcassets")
        _ = try generate(old, into: catalog)
        let oldTree = DiskState.tree(catalog)
        let duration = try generate(old, into: root + "/timing/C.xcassets")
        #expect(oldTree.count == 1201 && newTree.count == 1201 && oldTree != newTree)

        var killedWhileBuilding = 0
        // Kill as soon as the new tree is being built, then at fractions of a whole run.
        for delay in [nil, 0.3, 0.6, 0.9, 1.2].map({ $0.map { $0 * duration } }) {
            let process = try TinctureProcess.start(["generate", new, "--format", "xcassets", "--output", catalog])
            if let delay {
                Thread.sleep(forTimeInterval: delay)
            } else {
                while process.isRunning, DiskState.hidden(root + "/out").isEmpty { usleep(500) }
            }
            let building = !DiskState.hidden(root + "/out").isEmpty
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal, building { killedWhileBuilding += 1 }
            let tree = DiskState.tree(catalog)
            #expect(tree == oldTree || tree == newTree, "a torn catalog after a kill \(delay.map { "at \($0) s" } ?? "while building")")
            // The next run cleans up and writes what it should.
            _ = try generate(old, into: catalog)
            #expect(DiskState.hidden(root + "/out").isEmpty)
            #expect(DiskState.names(root + "/out") == ["C.xcassets"])
            #expect(DiskState.tree(catalog) == oldTree)
        }
        #expect(killedWhileBuilding >= 1, "no kill fell while the new catalog was being built")
    }

    @Test("an editor's save while fix --write computes is kept: fix refuses with a clear message", .timeLimit(.minutes(3)))
    func editedMeanwhile() throws {
        let root = try Scratch.directory("raced")
        var text = "tokens:\n  page: \"#ffffff\"\n"
        for index in 0..<50 { text += "  t\(index): \"#a\(index % 10)a9a9\"\n" }
        text += "contrast:\n" + (0..<50).map { "  - foreground: t\($0)\n    background: page\n" }.joined()
        let theme = root + "/t.yml"
        try DiskState.put(text, at: theme)
        let start = Date()
        #expect(try TinctureProcess.run(["fix", theme]).status == 0)  // fails now; can be fixed
        let duration = Date().timeIntervalSince(start)
        // Reading the theme takes a few percent of a run; the rest is the search for colors.
        let pipe = Pipe()
        let process = try TinctureProcess.start(["fix", theme, "--write"], errorOutput: pipe)
        Thread.sleep(forTimeInterval: duration * 0.4)
        #expect(process.isRunning, "fix finished before the edit could be made")
        let edited = text + "# saved by an editor\n"
        try DiskState.put(edited, at: theme)
        let error = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(error.contains("tincture: error: cannot write \(theme): it changed on disk since it was read"), "\(error)")
        #expect(DiskState.bytes(theme) == Array(edited.utf8))
        #expect(DiskState.names(root) == ["t.yml"])
    }

    @Test("a write the system refuses part-way (a file size limit, like a full disk) leaves the old catalog, names the path and the reason, and leaves nothing beside it")
    func refusedPartWay() throws {
        let root = try Scratch.directory("refused")
        let (old, new) = (root + "/old.yml", root + "/new.yml")
        try DiskState.put(Self.theme(6, version: 1), at: old)
        try DiskState.put(Self.theme(6, version: 2), at: new)
        let catalog = root + "/out/C.xcassets"
        let first = try TinctureProcess.run(["generate", old, "--format", "xcassets", "--output", catalog])
        #expect(first.status == 0, "\(first.error)")
        let oldTree = DiskState.tree(catalog)
        // Files over 512 bytes (1 KB in some shells) cannot be written; SIGXFSZ is ignored so
        // the write fails with EFBIG instead of killing the process.
        let limited = "trap '' XFSZ; ulimit -f 1; exec \"$0\" \"$@\""
        let result = try TinctureProcess.run(["generate", new, "--format", "xcassets", "--output", catalog], shell: limited)
        #expect(result.status == 73)
        #expect(result.error.contains("tincture: error: cannot write \(catalog)/z1.colorset/Contents.json: file too large"), "\(result.error)")
        #expect(!result.error.contains("Domain") && !result.error.contains("could not be completed"))
        #expect(DiskState.tree(catalog) == oldTree)
        #expect(DiskState.names(root + "/out") == ["C.xcassets"])
        // A single file too: the theme is left as it was.
        let theme = root + "/fix.yml"
        let text = "tokens:\n  text: \"#777777\"\n  page: \"#ffffff\"\n" + String(repeating: "# padding the file over the limit\n", count: 40)
            + "contrast:\n  - foreground: text\n    background: page\n"
        try DiskState.put(text, at: theme)
        let fix = try TinctureProcess.run(["fix", theme, "--write"], shell: limited)
        #expect(fix.status == 1)
        #expect(fix.error.contains("tincture: error: cannot write \(theme): file too large"), "\(fix.error)")
        #expect(DiskState.bytes(theme) == Array(text.utf8))
        #expect(DiskState.hidden(root).isEmpty)
    }
}
