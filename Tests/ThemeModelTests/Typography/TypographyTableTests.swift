import Foundation
import Testing
@testable import ThemeModel

/// The generated Dynamic Type and tracking tables agree exactly with the reference JSON copies.
@Suite("Typography tables match the reference")
struct TypographyTableTests {
    struct DynamicTypeReference: Decodable {
        var categoriesInOrder: [String]
        var uiContentSizeCategory: [String: String]
        var defaultCategory: String
        var hig: HIG
        var styles: [Style]
        struct HIG: Decodable { var minimumTextSizePt: Double; var defaultBodySizePt: Double }
        struct Style: Decodable {
            var style: String
            var weight: String
            var emphasizedWeight: String
            var emphasizedWeightStatus: String
            var byCategory: [String: Metrics]
        }
        struct Metrics: Decodable {
            var size: Double
            var sizeStatus: String
            var leading: Double
            var leadingStatus: String
        }
    }

    struct TrackingReference: Decodable {
        var sfPro: Current
        var legacySFProText: Legacy
        var legacySFProDisplay: Legacy
        struct Current: Decodable { var rows: [Row] }
        struct Row: Decodable { var sizePt: Double; var trackingEm1000: Double }
        struct Legacy: Decodable { var em1000: [String: Double] }
    }

    static func load<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        let url = URL(fileURLWithPath: RepositoryFile.path("Tests/ThemeModelTests/Fixtures/\(name)"))
        return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
    }

    @Test func categoriesAndStylesAreThoseOfTheReference() throws {
        let reference = try Self.load("dynamic-type.json", as: DynamicTypeReference.self)
        #expect(ContentSizeCategory.allCases.map(\.rawValue) == reference.categoriesInOrder)
        for category in ContentSizeCategory.allCases {
            #expect(category.uiKitMember == reference.uiContentSizeCategory[category.rawValue])
        }
        #expect(ContentSizeCategory.default.rawValue == reference.defaultCategory)
        #expect(TextStyle.allCases.map(\.rawValue) == reference.styles.map(\.style))
        #expect(DynamicType.minimumPointSize == reference.hig.minimumTextSizePt)
        #expect(DynamicType.defaultBodyPointSize == reference.hig.defaultBodySizePt)
    }

    @Test func dynamicTypeTableEqualsTheReference() throws {
        let reference = try Self.load("dynamic-type.json", as: DynamicTypeReference.self)
        #expect(DynamicType.table.count == reference.styles.count)
        for entry in reference.styles {
            let style = try #require(TextStyle(rawValue: entry.style))
            for category in ContentSizeCategory.allCases {
                let expected = try #require(entry.byCategory[category.rawValue])
                let metrics = DynamicType.metrics(style, category)
                #expect(metrics.size == expected.size, "\(style) \(category)")
                #expect(metrics.leading == expected.leading, "\(style) \(category)")
                #expect(metrics.sizeConfirmed == (expected.sizeStatus == "confirmed"))
                #expect(metrics.leadingConfirmed == (expected.leadingStatus == "confirmed"))
                #expect(metrics.weight.rawValue == entry.weight.lowercased())
                let emphasized = DynamicType.metrics(style, category, emphasized: true)
                #expect(emphasized.weight.rawValue == entry.emphasizedWeight.lowercased())
                #expect(emphasized.weightConfirmed == (entry.emphasizedWeightStatus == "confirmed"))
            }
        }
    }

    @Test func trackingTablesEqualTheReference() throws {
        let reference = try Self.load("sf-tracking.json", as: TrackingReference.self)
        #expect(SFTracking.currentRows.map(\.size) == reference.sfPro.rows.map(\.sizePt))
        #expect(SFTracking.currentRows.map(\.em1000) == reference.sfPro.rows.map(\.trackingEm1000))
        for row in reference.sfPro.rows {
            #expect(SFTracking.em1000(pointSize: row.sizePt) == row.trackingEm1000)
        }
        #expect(SFTracking.legacyTextRows.count == reference.legacySFProText.em1000.count)
        for (size, value) in reference.legacySFProText.em1000 {
            #expect(SFTracking.em1000(pointSize: Double(size)!, table: .legacyText) == value, "text \(size)")
        }
        #expect(SFTracking.legacyDisplayRows.count == reference.legacySFProDisplay.em1000.count + 1)  // + the 80 pt zero row
        for (size, value) in reference.legacySFProDisplay.em1000 {
            #expect(SFTracking.em1000(pointSize: Double(size)!, table: .legacyDisplay) == value, "display \(size)")
        }
    }
}
