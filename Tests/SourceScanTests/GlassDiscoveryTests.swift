import ColorScience
import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import SourceScan

/// Liquid Glass found in Swift: `.glassEffect(…)` with the dimming layer of its chain, a tinted
/// glass, a `.glass` button; the content on it checked as glass, at its Swift line.
@Suite("Liquid Glass in code")
struct GlassDiscoveryTests {
    static let source = """
        import SwiftUI
        struct PlayerToolbar: View {
            var body: some View {
                HStack {
                    Text("Now Playing").foregroundStyle(.white)
                    Image(systemName: "play.fill").foregroundStyle(.white)
                }
                .padding()
                .background(.black.opacity(0.3))
                .glassEffect(.clear)
            }
        }
        struct Card: View {
            var body: some View {
                Text("Details").foregroundStyle(Color(red: 0.1, green: 0.1, blue: 0.12)).padding().glassEffect()
                Text("More").foregroundStyle(.secondary).padding().glassEffect(.regular.tint(.blue.opacity(0.4)).interactive())
                Button("Play") {}.buttonStyle(.glass(.clear)).foregroundStyle(.white)
            }
        }
        func start() -> some View { VStack { PlayerToolbar(); Card() } }

        """

    @Test("each use on glass becomes a glass entry: its variant, tint and dimming layer, at the use's line")
    func discovered() {
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(Self.source, file: "Glass.swift")], base: ThemeDocument(file: "", name: "t"))
        let entries = scan.document.glass.map { entry in
            "\(entry.location.line) \(entry.foregrounds.map(\.description).joined(separator: ",")) \(entry.variant.rawValue)"
                + " tint=\(entry.tint?.description ?? "-") dim=\(entry.dim?.description ?? "-") \(entry.role?.rawValue ?? "-")"
        }
        #expect(entries == [
            "5 system.white clear tint=- dim={code.system-black-30} text",
            "6 system.white clear tint=- dim={code.system-black-30} icon",
            "15 code.1a1a1f regular tint=- dim=- text",
            "16 system.secondaryLabel regular tint={code.system-systemBlue-40} dim=- text",
            "17 system.white clear tint=- dim=- text",
        ], "\(entries)")
        // No ordinary pair for content on glass.
        #expect(scan.document.contrast.isEmpty)
    }

    @Test("the audit: the clear toolbar's text fails at 2.10:1 and its icon at 3:1, a clear button with no dimming at 1:1, custom ink on regular glass is unbounded, the system's label style is the system's")
    func audited() throws {
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(Self.source, file: "Glass.swift")], base: ThemeDocument(file: "", name: "t"))
        let report = Auditor().audit(try ResolvedTheme(scan.document))
        let light = report.findings.filter { $0.appearance == .light || $0.appearance == nil }
        let lines = Set(light.filter { $0.rule == AuditRule.glassContrast }.map { "\($0.location.line) needs \(ContrastRatioFormat.figure($0.required ?? 0)) \(ContrastRatioFormat.string($0.measured ?? 0))" })
        #expect(lines == ["5 needs 4.5 2.10", "6 needs 3 2.10", "17 needs 4.5 1.00"], "\(lines)")
        #expect(report.findings.filter { $0.rule == .glassUnbounded }.map(\.location.line) == [15])
        #expect(!report.findings.contains { $0.location.line == 16 && $0.rule != .hardCodedColor })
    }

    @Test("UIKit: a UIVisualEffectView of UIGlassEffect, made in a property's closure or given later; its content view's labels are on that glass, with its tint")
    func uikit() {
        let source = """
            import UIKit
            final class PlayerBar: UIView {
                let titleLabel = UILabel()
                let effectView: UIVisualEffectView = {
                    let glass = UIGlassEffect(style: .clear)
                    glass.tintColor = UIColor.black.withAlphaComponent(0.4)
                    return UIVisualEffectView(effect: glass)
                }()
                let badge = UIVisualEffectView()
                let count = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(effectView)
                    effectView.contentView.addSubview(titleLabel)
                    titleLabel.textColor = .white
                    badge.effect = UIGlassEffect()
                    addSubview(badge)
                    badge.contentView.addSubview(count)
                    count.textColor = .label
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            func show(_ view: UIView) { view.addSubview(PlayerBar()) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "Bar.swift")], base: ThemeDocument(file: "", name: "t"))
        let entries = scan.document.glass.map { "\($0.location.line) \($0.foregrounds.map(\.description).joined()) \($0.variant.rawValue) tint=\($0.tint?.description ?? "-")" }
        #expect(entries == ["15 system.white clear tint={code.system-black-40}", "19 system.label regular tint=-"], "\(entries)")
    }
}
