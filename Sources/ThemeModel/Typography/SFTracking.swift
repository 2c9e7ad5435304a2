/// San Francisco's tracking (letter spacing) by point size, from Apple's HIG tables.
///
/// Values are in 1/1000 em, the HIG's unit; in points, tracking is `size × em1000 / 1000`
/// (what SwiftUI's `.tracking(_:)` and UIKit's `.kern` take). The HIG lists discrete sizes; for
/// a size between rows the row at the nearest lower listed size applies (a step, as the tools in
/// the reference's sources do — no interpolation). Below the first row its value applies; from
/// 80 pt tracking is 0 in the SF Pro and Display tables.
///
/// - `current`: the variable SF Pro table of today's HIG, which already contains the Text→Display
///   change (−23 at 20 pt, +3 at 24 pt). Confirmed by three public copies.
/// - `legacyText` / `legacyDisplay`: SF Pro Text (below 20 pt) and SF Pro Display (20 pt and
///   above) of the iOS 11–13 era HIG; each from a single source, with intermediate sizes filled
///   forward by it (the 7 pt Text value is unconfirmed). `legacy` switches between them at 20 pt.
public enum SFTracking {
    /// The size at which legacy SF switches from its Text to its Display optical size.
    public static let displaySwitchPointSize: Double = 20

    /// Which table to read.
    public enum Table: String, Hashable, Sendable, CaseIterable, Codable {
        case current
        case legacyText = "text"
        case legacyDisplay = "display"
        /// Legacy Text below 20 pt, legacy Display from 20 pt.
        case legacy
    }

    /// Tracking in 1/1000 em at `pointSize`.
    public static func em1000(pointSize: Double, table: Table = .current) -> Double {
        switch table {
        case .current: step(currentRows, pointSize)
        case .legacyText: step(legacyTextRows, pointSize)
        case .legacyDisplay: step(legacyDisplayRows, pointSize)
        case .legacy: em1000(pointSize: pointSize, table: pointSize < displaySwitchPointSize ? .legacyText : .legacyDisplay)
        }
    }

    /// Tracking in points at `pointSize`: `pointSize × em1000 / 1000`.
    public static func tracking(pointSize: Double, table: Table = .current) -> Double {
        pointSize * em1000(pointSize: pointSize, table: table) / 1000
    }

    /// The value of the last row whose size is at most `size`, or the first row's below it.
    static func step(_ rows: [(size: Double, em1000: Double)], _ size: Double) -> Double {
        rows.last(where: { $0.size <= size })?.em1000 ?? rows[0].em1000
    }
}
