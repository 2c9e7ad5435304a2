import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import SourceScan

/// Font sizes of the texts the scanner finds, and the audit's `text-too-small` at their Swift
/// lines: a fixed 9 pt fails, caption2 (11 pt at the default size) passes, a custom font scaled
/// with Dynamic Type from 9 pt fails.
@Suite("Text sizes read from code")
struct TextSizeScanTests {
    static func swiftUISize(_ font: String) -> TextSize? {
        let text = "struct T: View { var body: some View { Text(\"a\").font(\(font)).foregroundStyle(.gray) } }"
        return SwiftColorScanner.scan(text, file: "T.swift").pairs.first?.size
    }

    static func uikitSize(_ font: String) -> TextSize? {
        let text = """
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    label.textColor = .gray
                    label.font = \(font)
                    view.addSubview(label)
                }
            }
            """
        return SwiftColorScanner.scan(text, file: "C.swift").pairs.first { $0.foreground.kind == .text }?.size
    }

    @Test("SwiftUI fonts: fixed sizes, custom fonts fixed or scaled, text styles", arguments: [
        (".system(size: 9)", TextSize.points(9, bold: false)),
        (".system(size: 9, weight: .bold)", .points(9, bold: true)),
        ("Font.custom(\"Avenir\", size: 9, relativeTo: .caption2)", .points(9, bold: false)),
        (".custom(\"Avenir\", fixedSize: 9)", .points(9, bold: false)),
        (".caption2", .points(11, bold: false)),
    ])
    func swiftUI(font: String, expected: TextSize) {
        #expect(Self.swiftUISize(font) == expected)
    }

    @Test("UIKit fonts: system fonts, named fonts, fonts scaled by UIFontMetrics, text styles", arguments: [
        ("UIFont.systemFont(ofSize: 9)", TextSize.points(9, bold: false)),
        (".boldSystemFont(ofSize: 9)", .points(9, bold: true)),
        ("UIFont(name: \"Avenir\", size: 9)!", .points(9, bold: false)),
        ("UIFontMetrics(forTextStyle: .caption2).scaledFont(for: UIFont(name: \"Avenir\", size: 9)!)", .points(9, bold: false)),
        ("UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 10))", .points(10, bold: false)),
        ("UIFont.preferredFont(forTextStyle: .caption2)", .points(11, bold: false)),
    ])
    func uikit(font: String, expected: TextSize) {
        #expect(Self.uikitSize(font) == expected)
    }

    @Test("the audit of an app reports text under 11 pt at its Swift line, and not caption2 or a tinted icon")
    func audit() throws {
        let swiftUI = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("fine print").font(.system(size: 9)).foregroundColor(.primary)
                        Text("caption").font(.caption2).foregroundColor(.primary)
                        Text("scaled").font(.custom("Avenir", size: 10, relativeTo: .caption2)).foregroundColor(.primary)
                        Image(systemName: "star").font(.system(size: 9)).foregroundStyle(.yellow)
                    }
                }
            }

            """
        let uikit = """
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.textColor = .label
                    label.font = UIFont.systemFont(ofSize: 9)
                    view.addSubview(label)
                }
            }

            """
        let main = """
            import SwiftUI
            @main
            struct TheApp: App {
                var body: some Scene { WindowGroup { Row() } }
            }
            func makeRoot() -> UIViewController { C() }

            """
        let root = try AppFolderTests.folder(["App/Row.swift": swiftUI, "App/C.swift": uikit, "App/Main.swift": main])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scan = try AppScan.scan(root)
        let report = Auditor().audit(try ResolvedTheme(scan.document))
        let small = report.findings.filter { $0.rule == .textTooSmall }
            .map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.measured ?? 0)" }
        #expect(small.sorted() == ["C.swift:6 9.0", "Row.swift:5 9.0", "Row.swift:7 10.0"])
    }
}
