import Foundation
import Testing
import ThemeModel
@testable import SourceScan

/// Finding an app's files: what is skipped, and bad input that is reported, never fatal.
@Suite("App folder")
struct AppFolderTests {
    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-app-\(UUID().uuidString)").path
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    static let view = "import SwiftUI\nstruct V: View { var body: some View { Text(\"x\").foregroundColor(.red) } }\n"

    @Test("build products, dependencies, hidden folders and what .gitignore ignores are skipped")
    func skipped() throws {
        let root = try Self.folder([
            "App/V.swift": Self.view, ".build/x/B.swift": Self.view, "Pods/P/P.swift": Self.view, "DerivedData/D.swift": Self.view,
            "Carthage/C.swift": Self.view, "node_modules/n/N.swift": Self.view, ".git/G.swift": Self.view,
            "Generated/G.swift": Self.view, "Scratch/notes.swift": Self.view, "App/Keep.swift": Self.view,
            ".gitignore": "# build\nGenerated/\n/Scratch\n*.tmp.swift\n!Keep.swift\n", "App/Old.tmp.swift": Self.view,
            "tincture.yml": "tokens:\n  a: red\n", "Brand.tincture.yml": "tokens:\n  b: blue\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = AppFolder(root)
        #expect(folder.swiftFiles.map { ($0 as NSString).lastPathComponent }.sorted() == ["Keep.swift", "V.swift"])
        #expect(folder.themeFiles.map { ($0 as NSString).lastPathComponent }.sorted() == ["Brand.tincture.yml", "tincture.yml"])
    }

    @Test("a binary .swift file, a file that does not parse, a broken storyboard, a symbolic-link loop and an unreadable folder are reported; the rest is read")
    func badInput() throws {
        let root = try Self.folder(["App/V.swift": Self.view, "App/Broken.swift": "struct X { var body: some View { Text(\"a\").foregroundColor(.blue) ",
                                    "App/Broken.xib": "<document><objects><view customClass=\"V\"><color key=\"backgroundColor\" name=\"Ink\"/></objects>"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data([0xCF, 0xFA, 0xED, 0xFE, 0x00, 0x00, 0x01]).write(to: URL(fileURLWithPath: root + "/App/Binary.swift"))
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Loop", withDestinationPath: root + "/App")
        try FileManager.default.createDirectory(atPath: root + "/Locked", withIntermediateDirectories: true)
        try Self.view.write(toFile: root + "/Locked/L.swift", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: root + "/Locked")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/Locked") }

        let scan = try AppScan.scan(root)
        let notes = scan.document.notes.map(\.description)
        #expect(notes.contains { $0.contains("Binary.swift") && $0.contains("binary") })
        #expect(notes.contains { $0.contains("Broken.swift") && $0.contains("does not parse") })
        #expect(notes.contains { $0.contains("Loop") && $0.contains("loop") })
        #expect(notes.contains { $0.contains("Broken.xib:1:") && $0.contains("does not read as a storyboard or xib") })
        // Root reads every folder; elsewhere the locked folder is a warning at its path.
        if getuid() != 0 { #expect(notes.contains { $0.contains("Locked") && $0.contains("cannot be listed") }) }
        #expect(scan.files.contains { $0.file.hasSuffix("V.swift") && $0.uses.count == 1 })
        #expect(scan.files.contains { $0.file.hasSuffix("Broken.swift") && $0.uses.count == 1 })
    }

    @Test("a file whose brackets nest past what the Swift parser reads in time is reported at its line, not parsed; the rest is read")
    func deeplyNested() throws {
        // Found by fuzzing: each bracket doubles the parser's time (26 deep took 7 s, 40 hangs).
        let nested = "import SwiftUI\nvar tint: C" + String(repeating: "[", count: 40) + "\n"
        let root = try Self.folder(["App/V.swift": Self.view, "App/Nested.swift": nested])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scan = try AppScan.scan(root)
        let note = try #require(scan.document.notes.first { $0.location?.file.hasSuffix("Nested.swift") == true })
        #expect(note.location?.line == 2)
        #expect(note.message.contains("nested 40 deep"))
        #expect(scan.files.contains { $0.file.hasSuffix("V.swift") && $0.uses.count == 1 })
        #expect(!scan.files.contains { $0.file.hasSuffix("Nested.swift") })
        // The scanner refuses it on its own too.
        #expect(SwiftColorScanner.scan(nested, file: "Nested.swift").problems.count == 1)
    }
}
