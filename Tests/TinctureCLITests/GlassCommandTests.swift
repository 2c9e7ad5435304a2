import Foundation
import Testing
@testable import TinctureCLI

@Suite("tincture glass")
struct GlassCommandTests {
    @Test("Apple's example fails with its worst case, and the least dimming for each level is printed, rounded up")
    func appleExample() {
        let result = runTincture(["glass", "white", "--variant", "clear", "--dim", "black@0.3"])
        #expect(result.exitCode == 1)
        #expect(result.lines.contains("white: worst case 2.1:1 over #ffffff (drawn on #b3b3b3) — fails 4.5:1"), "\(result.standardOutput)")
        #expect(result.lines.contains("  least #000000 dimming: 3:1 at 41.62%, 4.5:1 at 53.47%, 7:1 at 65.09%"), "\(result.standardOutput)")
        #expect(runTincture(["glass", "white", "--variant", "clear", "--dim", "black@60%"]).exitCode == 0)
    }

    @Test("JSON: the figures unrounded; linear blending; known backdrops")
    func json() throws {
        let result = runTincture(["glass", "white", "--variant", "clear", "--dim", "black@0.3", "--blend", "linear", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(abs((object["worstRatio"] as? Double ?? 0) - 1.4) < 0.001)
        let least = try #require(object["leastDimming"] as? [String: Any])
        #expect(abs((least["4.5"] as? Double ?? 0) - 0.8167) < 0.001)
        let known = runTincture(["glass", "white", "--variant", "clear", "--dim", "black@0.3", "--over", "#000000", "#333333"])
        #expect(known.exitCode == 0, "\(known.standardOutput)")
    }

    @Test("Glass without a layer says no static bound holds; bad layers are usage errors")
    func unbounded() {
        let regular = runTincture(["glass", "white", "--variant", "regular"])
        #expect(regular.standardOutput.contains("note: regular glass adapts its content at run time"))
        #expect(regular.exitCode == 1)
        #expect(runTincture(["glass", "white", "--dim", "black"]).exitCode == 64)
        #expect(runTincture(["glass", "white", "--dim", "black@1.5"]).exitCode == 64)
        #expect(runTincture(["glass", "not-a-color"]).exitCode == 64)
    }
}

extension GlassCommandTests {
    @Test("tincture audit Examples/glass.yml reports the failing toolbar with its worst case and the fix, and the unbounded card")
    func auditExample() {
        let result = runTincture(["audit", ThemeCommandTests.example("glass.yml")])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("2.10:1 at worst on clear glass dimmed by #000000 at 30%, over a #ffffff backdrop, needs 4.5:1; a #000000 dimming layer at 53.47% or more passes"),
                "\(result.standardOutput)")
        #expect(result.standardOutput.contains("[glass-unbounded]"))
        // Over its dark artwork the player's title passes; on the frosted glass of Reduce
        // Transparency (light) it does not.
        #expect(!result.standardOutput.contains("player.title") || !result.standardOutput.components(separatedBy: "player.title")[1]
            .components(separatedBy: "card.label")[0].contains("[glass-contrast]"))
        #expect(result.standardOutput.contains("3.59:1 with Reduce Transparency on, where the glass is frosted to #878787"))
    }
}
