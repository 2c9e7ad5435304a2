import ColorScience
import Testing
@testable import SourceScan

/// Color literals in Swift rewritten in place, in the notation they were written in.
@Suite("Swift color editor")
struct SwiftColorEditorTests {
    static func color(_ css: String) throws -> Color { try Color(css: css) }

    @Test("components keep their form: decimals, N / 255, an alpha left as written")
    func components() throws {
        let text = """
            extension UIColor {
                static let hint = UIColor(red: 0.667, green: 0.667, blue: 0.667, alpha: 1.0)
                static let ink = UIColor(red: 170 / 255, green: 170/255.0, blue: 170 / 255, alpha: 1)
                static let other = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1.0) // stays
            }
            """
        let (edited, counts) = SwiftColorEditor.edit(text, changes: [.init(old: try Self.color("#aaaaaa"), new: try Self.color("#757575"))])
        #expect(counts == [2])
        #expect(edited.contains("UIColor(red: 0.459, green: 0.459, blue: 0.459, alpha: 1.0)"), "\(edited)")
        #expect(edited.contains("UIColor(red: 117 / 255, green: 117/255.0, blue: 117 / 255, alpha: 1)"), "\(edited)")
        #expect(edited.contains("UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1.0) // stays"))
        let (old, new) = (text.split(separator: "\n"), edited.split(separator: "\n"))
        #expect(zip(old, new).filter { $0 != $1 }.count == 2)
    }

    @Test("hex literals keep their case, length and underscores; #colorLiteral and white: are rewritten too")
    func hexAndOthers() throws {
        let text = """
            let a = Color(rgba: 0xb9b9_bbff)
            let b = UIColor(hex: "#B9B9BB")
            let c = #colorLiteral(red: 0.7254901961, green: 0.7254901961, blue: 0.7333333333, alpha: 1)
            let d = UIColor(hex: 0x123456)
            """
        let (edited, counts) = SwiftColorEditor.edit(text, changes: [.init(old: try Self.color("#b9b9bb"), new: try Self.color("#6b6a6c"))])
        #expect(counts == [3])
        #expect(edited.contains("Color(rgba: 0x6b6a_6cff)"))
        #expect(edited.contains(##"UIColor(hex: "#6B6A6C")"##))
        #expect(edited.contains("#colorLiteral(red: 0.4196078431, green: 0.4156862745, blue: 0.4235294118, alpha: 1)"), "\(edited)")
        #expect(edited.contains("UIColor(hex: 0x123456)"))

        let gray = "let e = UIColor(white: 0.5, alpha: 1)"
        let target = try Self.color("#333333")
        let (grayEdited, grayCounts) = SwiftColorEditor.edit(gray, changes: [.init(old: Color(SRGB(LinearSRGB(red: 0.2176, green: 0.2176, blue: 0.2176))), new: target)])
        #expect(grayCounts == [1])
        #expect(grayEdited.hasPrefix("let e = UIColor(white: 0.") && grayEdited.hasSuffix(", alpha: 1)"), "\(grayEdited)")
    }
}
