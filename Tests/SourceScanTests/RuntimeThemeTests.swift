import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import SourceScan

/// A team's theme layer the user picks at run time (`Theme.light`, `Theme.dark`, read as
/// `theme.titleText`), and initializers that only look like palettes.
@Suite("Run-time themes and look-alike palettes")
struct RuntimeThemeTests {
    static let themed = """
        import UIKit
        final class Theme {
            let backgroundColor: UIColor
            let titleText: UIColor
            init(backgroundColor: UIColor, titleText: UIColor) {
                self.backgroundColor = backgroundColor
                self.titleText = titleText
            }
            static let light = Theme(backgroundColor: #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1), titleText: #colorLiteral(red: 0.05, green: 0.06, blue: 0.07, alpha: 1))
            static let dark = Theme(backgroundColor: #colorLiteral(red: 0.01, green: 0.04, blue: 0.1, alpha: 1), titleText: #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1))
        }
        enum ThemeManager { static var theme = Theme.light }
        final class TitleView: UIView {
            var theme: Theme { ThemeManager.theme }
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(label)
                applyTheme()
            }
            required init?(coder: NSCoder) { fatalError() }
            func applyTheme() {
                backgroundColor = theme.backgroundColor
                label.textColor = theme.titleText
            }
        }
        func show(_ view: UIView) { view.addSubview(TitleView()) }

        """

    @Test("text and background read from the theme the user picks are compared within each theme, never one theme's text on another's background")
    func perInstance() throws {
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(Self.themed, file: "Theme.swift")], base: ThemeDocument(file: "", name: "t"))
        let declarations = scan.document.contrast.filter { $0.location.line == 24 }
        #expect(declarations.map { "\($0.foregrounds.map(\.description)) on \($0.backgrounds.map(\.description))" } == [
            "[\"code.0d0f12\"] on [\"code.ffffff\"]", "[\"code.ffffff\"] on [\"code.030a1a\"]",
        ])
        #expect(declarations.map { ($0.evidence ?? "").components(separatedBy: " — ").last } == ["with the light theme", "with the dark theme"])
        let report = Auditor().audit(try ResolvedTheme(scan.document))
        #expect(!report.findings.contains { $0.rule == .contrast }, "\(report.findings.map(\.message))")
    }

    @Test("a queue's quality of service, a bar style and an image by name are not colors; a palette of bare members (and a flag) still is")
    func lookAlikes() {
        let source = """
            import UIKit
            extension Realm { static let writeQueue = DispatchQueue(label: "chat.write", qos: .background) }
            struct Appearance {
                let barStyle: UIBarStyle
                let statusBarStyle: UIStatusBarStyle
                static let dark = Appearance(barStyle: .black, statusBarStyle: .lightContent)
                static let plain = Appearance(barStyle: .black, scrollIndicatorStyle: .white)
            }
            final class Picker { func setup() { let image = UIImage(named: "custom") ?? UIImage(named: "other") } }
            struct Palette {
                let primary: UIColor
                let secondary: UIColor
                static let standard = Palette(bordered: false, primary: .blue, secondary: .gray)
            }

            """
        let scan = SwiftColorScanner.scan(source, file: "L.swift")
        #expect(scan.definitions.map(\.qualifiedName) == ["Palette.standard.primary", "Palette.standard.secondary"])
    }

    @Test("a getter that is one switch of returns gives each case's color, as one of several statements does")
    func switchOfReturns() {
        let source = """
            import UIKit
            enum Reason {
                case newPosts, offline
                var backgroundColor: UIColor {
                    switch self {
                    case .newPosts:
                        return Asset.Colors.Brand.blurple.color
                    case .offline:
                        return .systemGray
                    }
                }
            }

            """
        let scan = SwiftColorScanner.scan(source, file: "R.swift")
        #expect(scan.definitions.map { "\($0.qualifiedName) = \($0.color)" } == ["Reason.backgroundColor = Asset.Colors.Brand.blurple or system systemGray"])
    }

    @Test("a helper making a dynamic color by a switch on the interface style and contrast, fed a getter's own constants made by a hex helper of several lets: light and dark per appearance")
    func traitSwitchHelper() {
        let source = """
            import UIKit
            extension UIColor {
                private class var brand: UIColor {
                    let lightMode = UIColor.colorWithRGB(rgbValue: 0x3F51B5)
                    let lightModeHighContrast = UIColor.colorWithRGB(rgbValue: 0x3949AB)
                    let darkMode = UIColor.colorWithRGB(rgbValue: 0x5C6BC0)
                    let darkModeHighContrast = UIColor.colorWithRGB(rgbValue: 0x7986CB)
                    return dynamicColor(lightMode, lightModeHighContrast, darkMode, darkModeHighContrast)
                }
                public class var barColor: UIColor {
                    return dynamicColor(UIColor.brand, UIColor.brand, UIColor.systemGray6, UIColor.systemGray6)
                }
                public class var danger: UIColor {
                    let danger = UIColor.colorWithRGB(rgbValue: 0xf2dede)
                    return dynamicColor(danger, danger, danger, danger)
                }
                private static func dynamicColor(_ lightMode: UIColor, _ lightModeHighContrast: UIColor, _ darkMode: UIColor, _ darkModeHighContrast: UIColor) -> UIColor {
                    return UIColor { (traitCollection: UITraitCollection) -> UIColor in
                        switch (traitCollection.userInterfaceStyle, traitCollection.accessibilityContrast) {
                        case (.dark, .high): return darkModeHighContrast
                        case (.dark, _): return darkMode
                        case (_, .high): return lightModeHighContrast
                        default: return lightMode
                        }
                    }
                }
                private static func colorWithRGB(rgbValue: UInt, alpha: CGFloat = 1.0) -> UIColor {
                    let red = CGFloat((rgbValue & 0xFF0000) >> 16) / 255
                    let green = CGFloat((rgbValue & 0xFF00) >> 8) / 255
                    let blue = CGFloat(rgbValue & 0xFF) / 255
                    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
                }
            }
            final class Bar: UIView {
                let title = UILabel()
                func style() {
                    backgroundColor = UIColor.barColor
                    title.textColor = .white
                    addSubview(title)
                }
            }
            final class Warning: UIView {
                let text = UILabel()
                func style() {
                    backgroundColor = UIColor.danger
                    text.textColor = .black
                    addSubview(text)
                }
            }
            func show(_ view: UIView) {
                let bar = Bar(), warning = Warning()
                bar.style()
                warning.style()
                view.addSubview(bar)
                view.addSubview(warning)
            }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "Colors.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == [
            "Colors.swift:38 system.white on code.3f51b5_system-systemGray6",
            "Colors.swift:46 system.black on code.f2dede",
        ], "\(AppScanTests.describe(scan))")
    }

    @Test("colors a function or property picks by switching on the user's theme are compared within each theme; a call naming a theme is that theme's")
    func themeSwitch() throws {
        let source = """
            import UIKit
            class Theme { enum ThemeType { case light, dark, rosé }; static let shared = Theme(); var active: ThemeType = .light }
            enum ThemeColor {
                static func primaryText01(for theme: Theme.ThemeType? = nil) -> UIColor {
                    let theme = theme ?? Theme.shared.active
                    switch theme {
                    case .light: return UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
                    case .dark: return UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
                    case .rosé: return UIColor(red: 0.4, green: 0.1, blue: 0.2, alpha: 1)
                    }
                }
                static var primaryUi01: UIColor {
                    switch Theme.shared.active {
                    case .light, .rosé: return .white
                    case .dark: return UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
                    }
                }
            }
            final class Row: UIView {
                let title = UILabel()
                let fixed = UILabel()
                func setUp() {
                    backgroundColor = ThemeColor.primaryUi01
                    title.textColor = ThemeColor.primaryText01()
                    addSubview(title)
                    fixed.textColor = ThemeColor.primaryText01(for: .dark)
                    addSubview(fixed)
                }
            }
            func show(_ view: UIView) { let row = Row(); row.setUp(); view.addSubview(row) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "T.swift")], base: ThemeDocument(file: "", name: "t"))
        let themed = scan.document.contrast.filter { $0.location.line == 24 }
        #expect(themed.map { "\($0.foregrounds.map(\.description)) on \($0.backgrounds.map(\.description)) \(($0.evidence ?? "").components(separatedBy: " — ").last ?? "")" }.sorted() == [
            "[\"code.1a1a1a\"] on [\"system.white\"] with the light theme",
            "[\"code.661a33\"] on [\"system.white\"] with the rosé theme",
            "[\"code.e6e6e6\"] on [\"code.1a1a1f\"] with the dark theme",
        ])
        let fixed = scan.document.contrast.filter { $0.location.line == 26 }
        #expect(fixed.map(\.foregrounds).flatMap { $0 }.map(\.description) == ["code.e6e6e6"])
        let report = Auditor().audit(try ResolvedTheme(scan.document))
        #expect(report.findings.contains { $0.rule == .contrast && $0.location.line == 26 })
        #expect(!report.findings.contains { $0.rule == .contrast && $0.location.line == 24 }, "\(report.findings.map(\.message))")
    }
}
