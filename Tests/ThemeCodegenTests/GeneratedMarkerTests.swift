import Testing
import ThemeModel
@testable import ThemeCodegen

@Suite("Generated files")
struct GeneratedMarkerTests {
    @Test("the marker in each comment syntax is recognized, and an unmarked file is not")
    func marker() {
        for style in [GeneratedMarker.CommentStyle.slashes, .block, .xml, .hash] {
            #expect(GeneratedMarker.isMarked("x\n" + GeneratedMarker.comment(style) + "\n"))
        }
        #expect(!GeneratedMarker.isMarked("// hand-written\n"))
    }
}
