import Foundation
import Testing
@testable import TinctureCLI

@Suite struct TypographyCommandTests {
    @Test func typeShowsBodyAtTheDefaultSize() {
        let result = runTincture(["type", "body"])
        #expect(result.exitCode == 0)
        #expect(result.lines == [
            "body at large (large)",
            "  size      17 pt",
            "  leading   22 pt",
            "  weight    regular",
            "  tracking  -0.442 pt (-26/1000 em, SF Pro)",
            "  WCAG      normal text (4.5:1 at AA)",
        ])
    }

    @Test func typeAtAnAccessibilityCategoryIsLargeTextWithUnconfirmedLeading() {
        let result = runTincture(["type", "caption2", "--category", "AX5"])
        #expect(result.exitCode == 0)
        #expect(result.lines.first == "caption2 at AX5 (accessibilityExtraExtraExtraLarge)")
        #expect(result.lines.contains("  size      40 pt"))
        #expect(result.lines.contains("  leading   47 pt  (unconfirmed)"))
        #expect(result.lines.contains("  WCAG      large text (3:1 at AA)"))
    }

    @Test func typeAsJSON() throws {
        let result = runTincture(["type", "headline", "caption1", "--category", "accessibilityMedium", "--format", "json"])
        #expect(result.exitCode == 0)
        #expect(result.lines.count == 2)
        let headline = try #require(JSONSerialization.jsonObject(with: Data(result.lines[0].utf8)) as? [String: Any])
        #expect(headline["style"] as? String == "headline")
        #expect(headline["category"] as? String == "accessibility1")
        #expect(headline["uikitCategory"] as? String == "accessibilityMedium")
        #expect(headline["size"] as? Double == 28)
        #expect(headline["weight"] as? String == "semibold")
        #expect(headline["largeText"] as? Bool == true)
        #expect(headline["belowMinimum"] as? Bool == false)
        #expect(headline["leadingConfirmed"] as? Bool == false)
        let caption = try #require(JSONSerialization.jsonObject(with: Data(result.lines[1].utf8)) as? [String: Any])
        #expect(caption["size"] as? Double == 22)
    }

    @Test func unknownStyleSuggestsTheNearest() {
        let result = runTincture(["type", "captoin2"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("unknown text style 'captoin2' (did you mean 'caption2'?)"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func unknownCategorySuggestsTheNearest() {
        let result = runTincture(["type", "body", "--category", "xxLarg"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("unknown content size category 'xxLarg' (did you mean 'xxLarge'?)"))
    }

    @Test func trackingFromTheCurrentTable() {
        let result = runTincture(["tracking", "17", "20", "22.5", "90pt"])
        #expect(result.exitCode == 0)
        #expect(result.lines == [
            "17 pt: -0.442 pt (-26/1000 em, current)",
            "20 pt: -0.46 pt (-23/1000 em, current)",
            "22.5 pt: -0.27 pt (-12/1000 em, current)",
            "90 pt: 0 pt (0/1000 em, current)",
        ])
    }

    @Test func trackingFromTheLegacyTables() throws {
        let text = runTincture(["tracking", "17", "20", "--table", "text"])
        #expect(text.lines == [
            "17 pt: -0.408 pt (-24/1000 em, text)",
            "20 pt: -0.52 pt (-26/1000 em, text)  note: SF Pro Text is meant for sizes below 20 pt",
        ])
        let display = runTincture(["tracking", "28", "--table", "display", "--format", "json"])
        let row = try #require(JSONSerialization.jsonObject(with: Data(display.lines[0].utf8)) as? [String: Any])
        #expect(row["trackingEm1000"] as? Double == 13)
        #expect(row["table"] as? String == "display")
        #expect(row["note"] == nil)
    }

    @Test func badSizeOrTableIsAUsageError() {
        let size = runTincture(["tracking", "big"])
        #expect(size.exitCode == 64)
        #expect(size.standardError.contains("'big' is not a point size"))
        // A negative size reaches the size check rather than being taken for an option.
        let negative = runTincture(["tracking", "-5"])
        #expect(negative.exitCode == 64)
        #expect(negative.standardError.contains("point size '-5' is out of range"), "\(negative.standardError)")
        let table = runTincture(["tracking", "17", "--table", "rounded"])
        #expect(table.exitCode == 64)
    }
}
