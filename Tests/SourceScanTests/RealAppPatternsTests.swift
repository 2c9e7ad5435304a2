import Foundation
import Testing
import ThemeModel
@testable import SourceScan

/// Patterns real apps use to place their text, each in its smallest form.
@Suite("Patterns from real apps")
struct RealAppPatternsTests {
    static func sides(_ scan: AppScan) -> [String] { AppScanTests.sides(scan) }

    @Test("a view a xib places inside one the owner's code colors by name is on the code's color, not the xib's")
    func holderColoredByCode() {
        let source = """
            import UIKit
            final class Banner: UIView {
                @IBOutlet private var backgroundView: UIView!
                @IBOutlet private var detailsLabel: UILabel!
                @IBOutlet private var plainLabel: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    detailsLabel.textColor = .white
                    plainLabel.textColor = .label
                    backgroundView.backgroundColor = .systemIndigo
                }
            }
            func show(_ view: UIView) { view.addSubview(Banner()) }

            """
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
            <objects>
              <view id="root" customClass="Banner">
                <subviews>
                  <view id="card">
                    <subviews>
                      <label id="details" text="x"/>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                  </view>
                  <view id="plain">
                    <subviews>
                      <label id="plainLabel" text="y"/>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemGray6Color"/>
                  </view>
                </subviews>
                <connections>
                  <outlet property="backgroundView" destination="card" id="c1"/>
                  <outlet property="detailsLabel" destination="details" id="c2"/>
                  <outlet property="plainLabel" destination="plainLabel" id="c3"/>
                </connections>
              </view>
            </objects>
            </document>
            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "Banner.swift")],
                           interfaces: [InterfaceBuilderFile.read(Data(xib.utf8), file: "Banner.xib")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.describe(scan) == [
            "Banner.swift:8 system.white on system.systemIndigo — the backgroundColor Banner sets on backgroundView, which holds Banner.detailsLabel in Interface Builder",
            "Banner.swift:9 system.label on system.systemGray6 — the backgroundColor of view in Banner.xib, which holds Banner.plainLabel",
        ], "\(AppScanTests.describe(scan))")
    }

    @Test("a clear cell of a clear table is on what holds the table; a large title from the team's own font helper")
    func clearCellInClearTable() {
        let source = """
            import UIKit
            final class About: UIViewController, UITableViewDataSource {
                let tableView = UITableView(frame: .zero, style: .grouped)
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    view.backgroundColor = .systemIndigo
                    tableView.backgroundColor = .clear
                    tableView.dataSource = self
                    view.addSubview(tableView)
                    view.addSubview(titleLabel)
                    titleLabel.textColor = .white
                    titleLabel.font = UIFont.preferredFont(for: .largeTitle, weight: .bold)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                    cell.textLabel?.textColor = .white
                    cell.backgroundColor = .clear
                    return cell
                }
            }
            func show(_ navigation: UINavigationController) { navigation.pushViewController(About(), animated: true) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "About.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.describe(scan) == [
            "About.swift:11 system.white on system.systemIndigo (34pt bold) — the backgroundColor of view, which holds it",
            "About.swift:17 system.white on system.systemIndigo — cell and tableView are made clear: the backgroundColor of view, which holds it",
        ], "\(AppScanTests.describe(scan))")
    }

    @Test("a search field drawn on an image is on that image; a property forwarding its color to a view it holds is no use of its own")
    func searchFieldAndForwardingSetter() {
        let source = """
            import UIKit
            extension UISearchBar {
                func applyStyle() {
                    backgroundColor = .clear
                    setSearchFieldBackgroundImage(.fieldImage, for: .normal)
                    for textField in subviews.compactMap({ $0 as? UITextField }) { textField.textColor = .label }
                }
            }
            func style(_ bar: UISearchBar) { bar.applyStyle() }
            final class InputView: UIView {
                private let textField = UITextField()
                var textColor: UIColor? {
                    get { textField.textColor }
                    set { textField.textColor = newValue }
                }
            }

            """
        let file = SwiftColorScanner.scan(source, file: "Search.swift")
        #expect(file.uses.map(\.location.line) == [4, 6], "\(file.uses)")
        let scan = AppScan(root: "", files: [file], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.describe(scan) == [
            "Search.swift:6 system.label on  — the search field's background image UISearchBar sets (setSearchFieldBackgroundImage)",
        ], "\(AppScanTests.describe(scan))")
    }

    @Test("bars styled through a local UIAppearance proxy: bar button titles on the bars' color; a bar only inside the app's own container is not a SwiftUI stack's")
    func appearanceProxies() {
        let share = """
            import UIKit
            final class SharePresenter: UIViewController {
                func setupAppearance() {
                    let bar = UINavigationBar.appearance()
                    bar.barTintColor = .systemIndigo
                    let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.white]
                    let item = UIBarButtonItem.appearance()
                    item.setTitleTextAttributes(attributes, for: .normal)
                }
            }
            func present(_ from: UIViewController) { let presenter = SharePresenter(); presenter.setupAppearance(); from.present(presenter, animated: true) }

            """
        let app = """
            import UIKit
            import SwiftUI
            final class AppNavigation: UINavigationController {}
            extension UINavigationBar {
                class func refreshAppearance() {
                    let bar = UINavigationBar.appearance(whenContainedInInstancesOf: [AppNavigation.self])
                    bar.barTintColor = .clear
                    bar.titleTextAttributes = [.foregroundColor: UIColor.label]
                }
            }
            struct Invalid: View {
                var body: some View {
                    NavigationView {
                        Text("x").toolbar { ToolbarItem(placement: .navigationBarTrailing) { Image(systemName: "xmark").foregroundColor(Color(.darkGray)) } }
                    }
                }
            }
            func start() -> some View { UINavigationBar.refreshAppearance(); return Invalid() }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(share, file: "Share/SharePresenter.swift"),
                                             SwiftColorScanner.scan(app, file: "App/Bars.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.describe(scan).sorted() == [
            "Bars.swift:14 system.darkGray on system.systemBackground — on the navigation bar, with no background in the code around it: the system background assumed",
            "Bars.swift:8 system.label on  — on the navigation bar: UINavigationBar.appearance(whenContainedInInstancesOf: …).barTintColor",
            "SharePresenter.swift:6 system.white on system.systemIndigo — on the navigation bar: UINavigationBar.appearance().barTintColor",
        ], "\(AppScanTests.describe(scan))")
    }

    @Test("a helper given a view lays out that view's own subviews; a container given its content holds it")
    func layoutHelperOfAnotherType() {
        let source = """
            import UIKit
            final class MarginContainer: UIView {
                var contentView: UIView?
            }
            final class Author: UIStackView {
                let menuButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.tintColor = .secondaryLabel
                    return button
                }()
                override init(frame: CGRect) { super.init(frame: frame); addArrangedSubview(menuButton) }
                required init(coder: NSCoder) { fatalError() }
            }
            final class Status: UIView {
                let authorContainer = MarginContainer()
                let authorView = Author()
                let card = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    card.backgroundColor = .systemIndigo
                    addSubview(card)
                    Style.plain.layout(statusView: self)
                }
                required init?(coder: NSCoder) { fatalError() }
                enum Style {
                    case plain
                    func layout(statusView: Status) {
                        statusView.authorContainer.contentView = statusView.authorView
                        statusView.card.addSubview(statusView.authorContainer)
                    }
                }
            }
            func show(_ view: UIView) { view.addSubview(Status()) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "Status.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == ["Status.swift:8 system.secondaryLabel on system.systemIndigo"], "\(AppScanTests.describe(scan))")
    }

    @Test("in a ZStack, the layers before a view inside an `if` are behind it too")
    func zStackLayersInBranch() {
        let source = """
            import SwiftUI
            struct Attachment: View {
                var failed: Bool
                var body: some View {
                    ZStack {
                        Color.indigo
                        if failed {
                            VisualEffectView(effect: UIBlurEffect(style: .dark))
                            Text("Failed").foregroundColor(.white)
                        } else {
                            Text("Ready").foregroundColor(.white)
                        }
                    }
                }
            }
            func start() -> some View { Attachment(failed: false) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "Attachment.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.describe(scan) == [
            "Attachment.swift:9 system.white on  — a ZStack layer behind it",
            "Attachment.swift:11 system.white on system.systemIndigo — a ZStack layer behind it",
        ], "\(AppScanTests.describe(scan))")
    }

    @Test("a cell's content configuration makes the view it shows: that view is in the cell, which a clear list shows on its controller's view")
    func contentConfiguration() {
        let row = """
            import UIKit
            final class SidebarRowView: UIView, UIContentView {
                let avatar = UIButton()
                var configuration: UIContentConfiguration
                init(configuration: Configuration) {
                    self.configuration = configuration
                    super.init(frame: .zero)
                    avatar.tintColor = .systemIndigo
                    addSubview(avatar)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            extension SidebarRowView {
                struct Configuration: UIContentConfiguration, Hashable {
                    func makeContentView() -> UIView & UIContentView { SidebarRowView(configuration: self) }
                    func updated(for state: UIConfigurationState) -> Configuration { self }
                }
            }

            """
        let cell = """
            import UIKit
            final class SidebarCell: UICollectionViewListCell {
                override func updateConfiguration(using state: UICellConfigurationState) {
                    let configuration = SidebarRowView.Configuration().updated(for: state)
                    contentConfiguration = configuration
                    var background = UIBackgroundConfiguration.listSidebarCell().updated(for: state)
                    background.backgroundColor = .clear
                    backgroundConfiguration = background
                }
            }
            final class SidebarController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override func viewDidLoad() {
                    view.backgroundColor = .systemYellow
                    collectionView.backgroundColor = .clear
                    view.addSubview(collectionView)
                    let registration = UICollectionView.CellRegistration<SidebarCell, Int> { cell, _, _ in }
                    _ = registration
                }
            }
            func show(_ navigation: UINavigationController) { navigation.pushViewController(SidebarController(), animated: true) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(row, file: "SidebarRowView.swift"), SwiftColorScanner.scan(cell, file: "SidebarCell.swift")],
                           base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == ["SidebarRowView.swift:8 system.systemIndigo on system.systemYellow"], "\(AppScanTests.describe(scan))")
    }

    @Test("a team's palette read through key paths and an environment instance: the default palette's colors, at their paths")
    func paletteKeyPaths() {
        let palette = """
            import SwiftUI
            public struct ColorHierarchy { public var primary: Color; public var secondary: Color }
            public struct Palette {
                public var label: ColorHierarchy
                public var background: ColorHierarchy
                public var accent: Color
            }
            public extension Palette {
                static let `default`: Self = .init(
                    label: .init(primary: .primary, secondary: .secondary),
                    background: .init(primary: .init(uiColor: .systemBackground), secondary: .init(uiColor: .secondarySystemBackground)),
                    accent: .blue
                )
                static let night: Self = .init(
                    label: .init(primary: .white, secondary: .gray),
                    background: .init(primary: .black, secondary: .black),
                    accent: .orange
                )
            }
            public struct ThemedColor: ShapeStyle {
                let getColor: @Sendable (Palette) -> Color
                public func resolve(in environment: EnvironmentValues) -> Color { getColor(.default) }
            }
            public extension ShapeStyle where Self == ThemedColor {
                static var themedPrimary: ThemedColor { .init(getColor: \\.label.primary) }
                static var themedSecondaryBackground: ThemedColor { .init(getColor: \\.background.secondary) }
            }

            """
        let card = """
            import SwiftUI
            struct Card: View {
                @Environment(\\.palette) var palette
                var body: some View {
                    VStack {
                        Text("Title").foregroundStyle(.themedPrimary)
                        Text("Link").foregroundStyle(palette.accent)
                    }
                    .background(.themedSecondaryBackground)
                }
            }
            struct Row: View {
                var body: some View { RowButton(route: 1, label: label).background(Color.yellow) }
                func label() -> some View { Text("Row").foregroundStyle(.secondary) }
            }
            struct RowButton<Label: View>: View {
                var route: Int
                var label: () -> Label
                var body: some View { Button(action: {}) { label() } }
            }
            struct Settings: View {
                var body: some View { Form { NavigationLink(.settings) { Text("Theme").foregroundStyle(.tertiary) } } }
            }
            func start() -> some View { VStack { Card(); Row(); Settings() } }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(palette, file: "Palette.swift"), SwiftColorScanner.scan(card, file: "Card.swift")],
                           base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == [
            "Card.swift:6 system.label on system.secondarySystemBackground",
            "Card.swift:7 system.systemBlue on system.secondarySystemBackground",
            "Card.swift:14 system.secondaryLabel on system.systemYellow",
            "Card.swift:22 system.tertiaryLabel on system.secondarySystemGroupedBackground",
        ], "\(AppScanTests.describe(scan))")
        // Each palette's colors are constants of the app, at their paths.
        #expect(scan.constants.map(\.qualifiedName).contains("Palette.night.background.secondary"))
    }

    @Test("two views of one name nested in different types, each placed by its own; a protocol's body property; a gradient mask; a function named like a type")
    func nestedNamesAndProtocolBodies() {
        let shared = """
            import SwiftUI
            protocol PlatformView: View {
                associatedtype Content: View
                var iOSView: Content { get }
            }
            extension PlatformView {
                var body: some View { iOSView }
            }
            struct Player: View {
                var body: some View { Controls() }
            }
            extension Player {
                struct Toolbar: View {
                    var body: some View { TitleView() }
                }
                struct TitleView: PlatformView {
                    var iOSView: some View { Text("Title").foregroundStyle(.white) }
                }
                struct Controls: View {
                    var body: some View {
                        VStack {
                            Toolbar()
                            Text("0:42").foregroundStyle(.secondary)
                                .background { Color.black.mask(gradient: .linear) { (location: 0, opacity: 0) } }
                        }
                        .background(Color.black)
                    }
                }
            }
            struct Picker: View {
                var body: some View { VStack { Toolbar(); Subtitles() } .background(Color.orange) }
                func Subtitles() -> some View { Text("Subtitles") }
            }
            extension Picker {
                struct Toolbar: View {
                    var body: some View { Text("Pick").foregroundStyle(.primary) }
                }
            }
            struct Subtitles: View {
                var body: some View { Text("Off").foregroundStyle(.tertiary) }
            }
            func start() -> some View { VStack { Player(); Picker(); Subtitles().background(Color.mint) } }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(shared, file: "Views.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == [
            "Views.swift:17 system.white on system.black",
            "Views.swift:23 system.secondaryLabel on ",
            "Views.swift:36 system.label on system.systemOrange",
            "Views.swift:40 system.tertiaryLabel on system.systemMint",
        ], "\(AppScanTests.describe(scan))")
    }

    @Test("a text view made in code is on its own system background; a view inserted below another is right behind it, a solid one over a blur; a color a publisher assigns is run-time")
    func textViewsAndInsertedBackdrops() {
        let source = """
            import UIKit
            import Combine
            final class CommentCell: UITableViewCell {
                let commentTextView: UITextView = {
                    let textView = UITextView()
                    textView.attributedPlaceholder = NSAttributedString(string: "Comment", attributes: [.foregroundColor: UIColor.secondaryLabel])
                    return textView
                }()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    backgroundColor = .clear
                    contentView.addSubview(commentTextView)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class SearchController: UIViewController {
                let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
                let barBackgroundView = UIView()
                let bar = UINavigationBar()
                let option = UILabel()
                let stripe = UIView()
                var bag = Set<AnyCancellable>()
                @Published var stripeColor: UIColor = .systemGray
                override func viewDidLoad() {
                    view.backgroundColor = .systemBackground
                    view.addSubview(bar)
                    view.insertSubview(barBackgroundView, belowSubview: bar)
                    view.insertSubview(blurView, belowSubview: barBackgroundView)
                    barBackgroundView.backgroundColor = .systemIndigo
                    bar.tintColor = .white
                    view.addSubview(stripe)
                    stripe.addSubview(option)
                    option.textColor = .label
                    $stripeColor.assign(to: \\.backgroundColor, on: stripe).store(in: &bag)
                }
            }
            func show(_ navigation: UINavigationController) { navigation.pushViewController(SearchController(), animated: true) }
            func makeCell() -> UITableViewCell { CommentCell(style: .default, reuseIdentifier: nil) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "Search.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.describe(scan).sorted() == [
            "Search.swift:30 system.white on system.systemIndigo — the backgroundColor of barBackgroundView, inserted right behind bar",
            "Search.swift:33 system.label on  — the backgroundColor of stripe, which holds it",
            "Search.swift:6 system.secondaryLabel on system.systemBackground — a UITextView's own background (systemBackground), which code does not change",
        ], "\(AppScanTests.describe(scan))")
    }

    @Test("a state's color from its own type's switch (`buttonState.color`): each case's color; a color asset's `brand.color` is the asset")
    func stateColorBySwitch() {
        let source = """
            import SwiftUI
            private enum ButtonState {
                case document, complete
                var color: Color {
                    switch self {
                    case .document: Color.accentColor
                    case .complete: Color.green
                    }
                }
            }
            struct CopyButton: View {
                @State private var buttonState: ButtonState = .document
                let brand = Color.orange
                var body: some View {
                    VStack {
                        Label("Copy", systemImage: "doc").foregroundStyle(buttonState.color)
                        Text("Brand").foregroundStyle(brand.color)
                    }
                    .background(Color.white)
                }
            }
            func start() -> some View { CopyButton() }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "Copy.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == [
            "Copy.swift:16 system.systemBlue|system.systemGreen on system.white",
            "Copy.swift:17 system.systemOrange on system.white",
        ], "\(AppScanTests.describe(scan))")
    }

    @Test("alternating rows named like a highlight (`isNextLineHighlighted ? gray : background`) draw both at rest: text is checked on each")
    func alternatingRows() {
        let source = """
            import UIKit
            final class LogController: UIViewController {
                let textView = UITextView()
                var isNextLineHighlighted = false
                func show(_ lines: [String]) {
                    let text = NSMutableAttributedString()
                    for line in lines {
                        let background: UIColor = isNextLineHighlighted ? .systemGray3 : .systemBackground
                        text.append(NSAttributedString(string: line, attributes: [.backgroundColor: background, .foregroundColor: UIColor.label]))
                        isNextLineHighlighted.toggle()
                    }
                    textView.attributedText = text
                }
            }
            func open(_ navigation: UINavigationController) { let log = LogController(); log.show([]); navigation.pushViewController(log, animated: true) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "Log.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == ["Log.swift:9 system.label on system.systemGray3|system.systemBackground"], "\(AppScanTests.describe(scan))")
    }

    @Test("a background at no opacity (black.withAlphaComponent(0) before a fade-in) is clear: what holds the view shows through")
    func transparentBackground() {
        let source = """
            import UIKit
            final class Filters: UIView {
                let title = UILabel()
                func setUp() {
                    backgroundColor = UIColor.black.withAlphaComponent(0)
                    title.textColor = .white
                    addSubview(title)
                }
            }
            final class Host: UIView {
                let filters = Filters()
                func setUp() {
                    backgroundColor = .systemIndigo
                    filters.setUp()
                    addSubview(filters)
                }
            }
            func show(_ view: UIView) { let host = Host(); host.setUp(); view.addSubview(host) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "F.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == ["F.swift:6 system.white on system.systemIndigo"], "\(AppScanTests.describe(scan))")
        #expect(SwiftColorScannerTests.color("UIColor.black.withAlphaComponent(0)") == .system("clear"))
    }

    @Test("a property read through self (`self.defaultBackgroundColor`) is the property")
    func throughSelf() {
        let source = """
            import UIKit
            final class Row: UIView {
                let defaultBackgroundColor = UIColor.systemIndigo
                let title = UILabel()
                func setUp() {
                    backgroundColor = self.defaultBackgroundColor
                    title.textColor = .white
                    addSubview(title)
                }
            }
            func show(_ view: UIView) { let row = Row(); row.setUp(); view.addSubview(row) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "R.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == ["R.swift:7 system.white on system.systemIndigo"], "\(AppScanTests.describe(scan))")
    }

    @Test("a color type's static named by another static of it (`static let critical = systemRed`, `static let tint = carbs`)")
    func staticAliases() {
        let palette = """
            import UIKit
            extension UIColor {
                @nonobjc static let carbs = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
                @nonobjc public static let carbTintColor = carbs
                @nonobjc public static let critical = systemRed
                @nonobjc public static let destructive = critical
            }

            """
        let source = """
            import UIKit
            final class Row: UIView {
                let title = UILabel()
                let detail = UILabel()
                func setUp() {
                    backgroundColor = .carbTintColor
                    title.textColor = .destructive
                    addSubview(title)
                }
            }
            func show(_ view: UIView) { let row = Row(); row.setUp(); view.addSubview(row) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(palette, file: "UIColor.swift"), SwiftColorScanner.scan(source, file: "R.swift")],
                           base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == ["R.swift:7 system.systemRed on code.33994d"], "\(AppScanTests.describe(scan))")
    }

    @Test("an environment value is its key's default, or what an ancestor sets, in whichever file the view reads it")
    func environmentValues() {
        let keys = """
            import SwiftUI
            private struct HighlightKey: EnvironmentKey {
                static let defaultValue: Color = .orange
            }
            extension EnvironmentValues {
                var highlight: Color {
                    get { self[HighlightKey.self] }
                    set { self[HighlightKey.self] = newValue }
                }
                @Entry var cardBackground: Color = Color(red: 0.95, green: 0.95, blue: 0.9)
            }

            """
        let views = """
            import SwiftUI
            struct Card: View {
                @Environment(\\.highlight) private var highlight
                @Environment(\\.cardBackground) var cardBackground
                var body: some View { content }
            }
            extension Card {
                var content: some View { Text("Hello").foregroundStyle(highlight).background(cardBackground) }
            }
            @main struct A: App { var body: some Scene { WindowGroup { Card().environment(\\.highlight, .purple) } } }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(keys, file: "Keys.swift"), SwiftColorScanner.scan(views, file: "Card.swift")],
                           base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == ["Card.swift:8 system.systemOrange|system.systemPurple on code.f2f2e6"], "\(AppScanTests.describe(scan))")
    }

    @Test("a palette of hex colors kept as text (`enum Colors { static let dark = \"24292e\" }`, read through a String extension) is those colors; other text is not")
    func hexTextPalette() {
        let source = """
            import UIKit
            enum Styles {
                enum Colors {
                    static let menuBackground = "292D35"
                    enum Gray { static let dark = "24292e"; static let light = "a3aab1" }
                }
                enum Keys { static let token = "abcdef" }
            }
            extension String {
                public var color: UIColor { UIColor.fromHex(self) }
            }
            final class Row: UIView {
                let title = UILabel()
                func setUp() {
                    backgroundColor = Styles.Colors.Gray.light.color
                    title.textColor = Styles.Colors.Gray.dark.color
                    addSubview(title)
                }
            }
            func show(_ view: UIView) { let row = Row(); row.setUp(); view.addSubview(row) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "R.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(AppScanTests.sides(scan) == ["R.swift:16 code.24292e on code.a3aab1"], "\(AppScanTests.describe(scan))")
        #expect(Set(scan.constants.map(\.qualifiedName)) == ["Styles.Colors.menuBackground", "Styles.Colors.Gray.dark", "Styles.Colors.Gray.light"])
    }

    @Test("no background (`isValid ? .none : errorRed`) is a clear one")
    func noneBackground() {
        let source = """
            import UIKit
            let errorRed = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            final class Row: UIView {
                let field = UITextField()
                func setUp(valid: Bool) {
                    backgroundColor = .systemIndigo
                    field.textColor = .white
                    field.backgroundColor = valid ? .none : errorRed
                    addSubview(field)
                }
            }
            func show(_ view: UIView) { let row = Row(); row.setUp(valid: true); view.addSubview(row) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "R.swift")], base: ThemeDocument(file: "", name: "t"))
        let background: ColorUse? = scan.files[0].uses.first { $0.via == "backgroundColor" && $0.location.line == 8 }
        let expected: CodeColor = .choice([.system("clear"), .symbol("errorRed")])
        #expect(background?.color == expected)
        // Of a clear branch and a colored one, the one that draws (as for `.clear`).
        #expect(AppScanTests.sides(scan) == ["R.swift:7 system.white on code.ff0000"],
                "\(AppScanTests.describe(scan))")
    }

    @Test("a background the app's code computes is the view's, known at run time: not the one a xib gives it")
    func computedBackground() {
        let source = """
            import UIKit
            enum AppTheme { static func colorForStyle(_ style: Int) -> UIColor { Bundle.main.themeColor(style) } }
            final class ThemedTable: UITableView {
                let footer = UILabel()
                func updateColor() {
                    backgroundColor = AppTheme.colorForStyle(4)
                    footer.textColor = .secondaryLabel
                    addSubview(footer)
                }
            }
            func show(_ view: UIView) { let table = ThemedTable(); table.updateColor(); view.addSubview(table) }

            """
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
            <objects>
              <tableView id="t" customClass="ThemedTable" style="grouped">
                <color key="backgroundColor" systemColor="groupTableViewBackgroundColor"/>
              </tableView>
            </objects>
            </document>
            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "T.swift")],
                           interfaces: [InterfaceBuilderFile.read(Data(xib.utf8), file: "Screen.xib")], base: ThemeDocument(file: "", name: "t"))
        let computed = scan.files[0].uses.first { $0.via == "backgroundColor" }
        #expect(computed?.color == .dynamic("AppTheme.colorForStyle() computes it at run time"))
        // Its text is on that run-time color, which the audit cannot measure (and says so).
        #expect(AppScanTests.describe(scan) == ["T.swift:7 system.secondaryLabel on  — the backgroundColor ThemedTable sets on itself, which holds it"],
                "\(AppScanTests.describe(scan))")
        #expect(scan.pairs.first?.unresolved == ["AppTheme.colorForStyle() computes it at run time"])
    }
}
