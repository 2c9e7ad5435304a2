import Foundation
import Testing
import ThemeAudit
import ThemeModel
@testable import SourceScan

/// The sample apps read as they are: the exact constants, uses, pairs and findings.
@Suite("App scan")
struct AppScanTests {
    /// `file:line: foreground on background — evidence`, for comparing pairs.
    static func describe(_ scan: AppScan) -> [String] {
        scan.pairs.map { scanned in
            let location = scanned.pair.foreground.location
            let name = (location.file as NSString).lastPathComponent
            return "\(name):\(location.line) \(scanned.foregrounds.map(\.string).joined(separator: "|")) on "
                + "\(scanned.backgrounds.map(\.string).joined(separator: "|"))\(scanned.pair.size.map { " (\($0))" } ?? "") — \(scanned.pair.evidence)"
        }
    }

    /// `file:line: foreground on background`, without the evidence.
    static func sides(_ scan: AppScan) -> [String] { describe(scan).map { $0.components(separatedBy: " — ")[0] } }

    @Test("a SwiftUI app: constants followed across files, enclosing backgrounds, ZStack layers, fonts, fallbacks")
    func swiftUI() throws {
        let scan = try AppScan.scan(Fixtures.path("SwiftUIApp"))
        #expect(scan.coverage.swiftFiles == 8)
        #expect(Set(scan.files.flatMap(\.definitions).map(\.qualifiedName)) == [
            "Color.cardBackground", "Color.brandOrange", "Palette.primaryText", "Theme.Text.main", "Theme.Text.subtle", "ReportViewModel.background",
            "Pill.tint", "CellBackground.normal", "CellBackground.selected", "BuyButtonStyle.fill", "TagButtonStyle.fill",
        ])
        #expect(Self.describe(scan) == [
            // A fill from a function of several returns: the resting state's. An opacity from
            // the file's constants, chosen by state.
            "Buttons.swift:14 system.white on Brand — the same view's .background",
            "Buttons.swift:28 Brand on code.Brand-12 — the same view's .background",
            // A List in a sheet: its rows are on the row background, a clear row on the list's.
            "Buttons.swift:55 system.secondaryLabel on system.secondarySystemGroupedBackground — where option is placed (Buttons.swift:49), a List row: its background (secondarySystemGroupedBackground) assumed",
            "Buttons.swift:64 system.tertiaryLabel on system.systemGroupedBackground — where status in LoadingRow is placed (Buttons.swift:50), a List row with a clear background: the list's background (systemGroupedBackground) assumed",
            // A checkmark shown while selected stays on screen; a pressed look does not. The
            // accent is the catalogs' one with a color of its own (not Xcode's empty template).
            "Buttons.swift:76 accentColor on system.secondarySystemGroupedBackground — where ChoiceRow is placed (Buttons.swift:51), a List row: its background (secondarySystemGroupedBackground) assumed",
            // A view's color property: the default and each color its makers pass.
            "Buttons.swift:89 system.systemOrange|system.systemRed|Brand on CardBackground — the same view's .background",
            // A ZStack: an outline and text are beside the layers above them, the fill behind.
            "Buttons.swift:109 Brand on CardBackground — a ZStack layer behind it",
            "Buttons.swift:110 Brand on CardBackground — a ZStack layer behind it",
            "Buttons.swift:111 system.secondaryLabel on CardBackground — a ZStack layer behind it",
            // One given color on both sides: each color on its own faded self, not on another's.
            "Buttons.swift:120 system.systemRed on code.system-systemRed-15 — the same view's .background",
            "Buttons.swift:120 Brand on code.Brand-15 — the same view's .background",
            // A Section's footer given as an argument is on the list's background.
            "Buttons.swift:137 system.systemRed on system.systemGroupedBackground — a List section's header or footer: the list's background (systemGroupedBackground) assumed",
            // visionOS code is on glass; the iOS clause has its own row background.
            "Buttons.swift:150 system.secondaryLabel on  — visionOS code: on the window's glass, known only at run time",
            "Buttons.swift:152 system.tertiaryLabel on CardBackground — the same view's .listRowBackground",
            // A plain button's tint is not drawn; a preview's look is not the resting one.
            "Buttons.swift:171 system.secondaryLabel on system.systemBackground — no background in the code around it: the system background assumed",
            // A gradient (or an image) layer behind it: known only at run time.
            "Buttons.swift:182 system.white on  — a ZStack layer behind it (a gradient)",
            // A button style of the app's: its computed fill, the one its maker passes, its default.
            "Buttons.swift:207 system.white on system.systemGreen|system.systemBlue — an enclosing view's .buttonStyle() → .background",
            "Buttons.swift:209 system.black on system.systemYellow — the same view's .buttonStyle() → .background",
            "Buttons.swift:210 system.black on Brand — the same view's .buttonStyle() → .background",
            // Given to a stack, it fills the buttons inside, not the text.
            "Buttons.swift:212 system.systemGray on system.systemBackground — no background in the code around it: the system background assumed",
            "CardView.swift:10 TextPrimary on CardBackground (17pt bold) — an enclosing view's .background",
            "CardView.swift:13 SubtleText on CardBackground (12pt) — an enclosing view's .background",
            "CardView.swift:14 Brand on CardBackground — an enclosing view's .background",
            "CardView.swift:25 code.system-white-60 on code.336699 — a ZStack layer behind it",
            "CardView.swift:32 system.secondaryLabel on system.systemBackground — no background in the code around it: the system background assumed",
            "CardView.swift:33  on system.systemBackground — no background in the code around it: the system background assumed",
            // The row's own code sets no background; where it is placed does. A shape's fill
            // is no foreground.
            // A view model's property, followed through the type the view declares for it.
            "ReportView.swift:10 system.label on CardBackground — the same view's .background",
            "RowViews.swift:6 SubtleText on CardBackground — where NameRow is placed (RowViews.swift:13): the same view's .listRowBackground",
            // A row built by a helper function, placed in a List with no row background.
            // A Section's row background written after its header, under `#if`.
            "RowViews.swift:26 SubtleText on CardBackground — an enclosing view's .listRowBackground",
            // A view property placed by its name in a List.
            "RowViews.swift:38 SubtleText on system.secondarySystemGroupedBackground — where aboutSection is placed (RowViews.swift:24), a List row: its background (secondarySystemGroupedBackground) assumed",
            // On Liquid Glass: what shows through is known at run time; its tint is no foreground.
            "RowViews.swift:40 SubtleText on  — the same view's .glassEffect (regular glass)",
            "RowViews.swift:46 SubtleText on system.secondarySystemGroupedBackground — where detailRow() is placed (RowViews.swift:23), a List row: its background (secondarySystemGroupedBackground) assumed",
            // A team's own modifiers that set a background, declared in another file.
            "Styles.swift:16 SubtleText on CardBackground — the same view's .cardRowStyle() → .listRowBackground",
            "Styles.swift:17 system.white on Brand — the same view's .modifier() → .background",
            // A tint on a catalog image: drawn only when the image is a template (Glyph), not
            // on one that renders as it is (Logo).
            "Styles.swift:19 system.systemRed on system.secondarySystemGroupedBackground — no background in the code around it: a List row's background (secondarySystemGroupedBackground) assumed",
            // A team's widget background given as a labeled closure, passed on in a trailing one.
            "Styles.swift:33 system.white on Brand — the same view's .widgetBackground() → .containerBackground",
            // A view extension's color, where a chain applies it.
            "Styles.swift:41 system.secondaryLabel on CardBackground — where .widgetHeader() is placed (Styles.swift:47): the same view's .widgetBackground() → .containerBackground",
            // A color an app type's function picks (`CellBackground.color(isHovering:)`), a default
            // argument filled in, at rest, in its body for the platform: the type's own `normal`.
            "Styles.swift:55 system.label on CardBackground — the same view's .background",
            // Text made by a function of no type, placed in another file.
            "Texts.swift:5 system.secondaryLabel on Brand — where appendedText() is placed (Buttons.swift:161): an enclosing view's .background",
            // A view placed by a function of no type, in the Dynamic Island.
            "Texts.swift:10 system.secondaryLabel on system.black — where TrailingStatus is placed (Texts.swift:15): in the Dynamic Island, which is black",
        ])
        let unknown = try #require(scan.document.notes.first { $0.kind == .unknownColorName })
        #expect(unknown.location?.line == 33)
        #expect(unknown.suggestion == "did you mean \"TextPrimary\"?")
        let literal = try #require(scan.document.notes.first { $0.kind == .hardCodedColor })
        #expect(literal.location?.line == 24)

        // The audit places contrast findings at the Swift line of the use.
        let report = Auditor().audit(try ResolvedTheme(scan.document))
        let subtle = try #require(report.findings.first { $0.rule == .contrast && $0.token == "SubtleText" && $0.other == "CardBackground" })
        #expect(subtle.location.file.hasSuffix("CardView.swift") && subtle.location.line == 13 && subtle.location.column == 18)
        #expect(subtle.message.contains("an enclosing view's .background"))
        #expect(report.findings.contains { $0.rule == .unknownColorName })
        #expect(report.findings.contains { $0.rule == .hardCodedColor })
        // Code says which color is on which: no pairs are guessed from names.
        #expect(report.findings.filter { $0.rule == .contrast }.allSatisfy { $0.location.file.hasSuffix(".swift") })
    }

    @Test("a UIKit app: the same object's background, the view it is added to, fonts, colors written in code")
    func uikit() throws {
        let scan = try AppScan.scan(Fixtures.path("UIKitApp"))
        #expect(Self.describe(scan) == [
            "ProfileViewController.swift:18 system.white on HeaderBackground (28pt) — the backgroundColor of headerView, which holds it",
            "ProfileViewController.swift:23 code.999999 on system.systemBackground — the backgroundColor of view, which holds it",
            "ProfileViewController.swift:26 Ink on system.systemYellow — the same object's backgroundColor",
            // SwiftGen's symbol, its generated file not in the sources: the asset named like it.
            "ProfileViewController.swift:28 HeaderBackground on system.systemYellow — the same object's backgroundColor",
            // A local constant: the one written before it in the file, each branch.
            "ProfileViewController.swift:35 system.systemGreen|Ink on system.systemYellow — the same object's backgroundColor",
            // A bar button item: on the navigation bar the app colors with UIAppearance.
            "ProfileViewController.swift:30 Ink on HeaderBackground — on the navigation bar: UINavigationBar.appearance().barTintColor",
            // A view's class sets its own background; its subviews are on it.
            "ProfileViewController.swift:46 system.white on Ink — the backgroundColor BadgeView sets on itself, which holds it",
            // Backgrounds set from outside the class: by the controller that dequeues the cell,
            // and by UIAppearance on a superclass.
            "ProfileViewController.swift:57 Ink on HeaderBackground — the backgroundColor ListController gives a ProfileCell",
            "ProfileViewController.swift:64 system.secondaryLabel on system.systemGray6 — UITableViewCell.appearance().backgroundColor (NoteCell is a UITableViewCell)",
            // A constant made with the app's own name for the color type, in another file.
            "ProfileViewController.swift:65 Ink on system.systemGray6 — UITableViewCell.appearance().backgroundColor (NoteCell is a UITableViewCell)",
            // A cell of a grouped table; its selected state's color is drawn on the selection.
            // A controller's own transparent bar: what is under it is not known.
            "SceneDelegate.swift:38 system.white on  — on the navigation bar: BannerController's navigationItem.standardAppearance",
            // A cell of a grouped list, with no other background: the list style's.
            "SceneDelegate.swift:55 Ink on system.secondarySystemGroupedBackground — a cell of LinksController's insetGrouped list: its background (secondarySystemGroupedBackground) assumed",
            // A view of the app's held by another type: what is around it there.
            "SceneDelegate.swift:62 system.secondaryLabel on Ink — where StatusCell holds a StatusLine (status): the backgroundColor of contentView, which holds it",
            // A cell that clears its background shows its controller's view.
            "SceneDelegate.swift:89 system.label on HeaderBackground — ReportCell clears its background: the view of ReportController, which shows it — the backgroundColor ReportController sets on itself",
            // A shared helper that colors the view of the controller calling it.
            "SceneDelegate.swift:105 system.white on Ink — the backgroundColor setupOnboardingAppearance(), which WelcomeController calls, sets on its view",
            // A switch on how the label is made: only the case a view is made with (.caption).
            "SceneDelegate.swift:125 system.tertiaryLabel on Ink — where CaptionCard holds a StyledLabel (caption): the backgroundColor CaptionCard sets on itself, which holds it",
            // …and where a property's closure makes it with that case.
            "SceneDelegate.swift:125 system.tertiaryLabel on system.systemGray6 — where SuggestionCell holds a StyledLabel (caption): the backgroundColor SuggestionCell sets on itself, which holds it",
            // A case that carries a value, set by a ternary on selection: the resting branch. The
            // label made without a style could draw any case: no pair.
            "SceneDelegate.swift:126 system.secondaryLabel on system.systemGroupedBackground — where BadgeCard holds a StyledLabel (badge): the backgroundColor BadgeCard sets on itself, which holds it",
            // A grouped table's cell where UIAppearance colors every cell: that comes first.
            // A navigation item's title view: on the bar, not on the controller's view.
            "SceneDelegate.swift:155 system.secondaryLabel on  — the title view of a navigation item in TaggedController",
            // A view made to fill its holder covers the holder's own color.
            "SceneDelegate.swift:177 system.label on system.systemGray5 — the backgroundColor of fill, which fills FindBar behind it",
            // A choice by being active: at rest; by appearance: one color each; a background
            // that may be cleared: the one drawn.
            "SceneDelegate.swift:187 system.label on Ink — the backgroundColor ThemedCell sets on itself, which holds it",
            "SceneDelegate.swift:188 code.system-darkGray_system-systemGray on Ink — the backgroundColor ThemedCell sets on itself, which holds it",
            // A function's color parameter: its default and what its callers pass.
            "SceneDelegate.swift:206 system.secondaryLabel|Ink on system.systemGroupedBackground — the backgroundColor of contentView, which holds it",
            // The tint a view is given (an observed property): whoever sets it, not a layer's
            // default of the same name; unresolved here. (Its label is named like CaptionCard's.)
            "SceneDelegate.swift:220  on Ink — the backgroundColor MeterView sets on itself, which holds it",
            // Attributed text made by a function of the type, given to one of its views (a text view cleared, on what holds it).
            "SceneDelegate.swift:240 system.white on Ink — the backgroundColor AboutFooter sets on itself, which holds it",
            // A clear cell registered by a helper type, through the view model a controller holds.
            "SceneDelegate.swift:251 system.secondaryLabel on Ink — PlainNoteCell clears its background: the view of NoteListViewController, which shows it — the backgroundColor NoteListViewController sets on itself",
            // A blur view behind a view's subviews: a material, known at run time.
            "SceneDelegate.swift:278 system.label on  — blurView, a blur view behind the views of SortBar",
            // A local chosen by a ternary on selection, of the app's constants: the resting one.
            "SceneDelegate.swift:294 Ink on system.systemGroupedBackground — the backgroundColor ComboCell sets on itself, which holds it",
            // A generic superclass's own background is its subclasses' (`ModelController<Int>`).
            "SceneDelegate.swift:323 system.white on Ink — the backgroundColor ModelController sets on itself (CountController is a ModelController)",
            // A section header a table's delegate returns: inside the table, on its color.
            "SceneDelegate.swift:342 system.secondaryLabel on Ink — where SectionedController holds a SectionTitle (header): the backgroundColor of tableView, which holds it",
            // A delegate's method, which UIKit calls (a function nothing calls is dead).
            "SceneDelegate.swift:371 system.white on Ink — the backgroundColor of view, which holds it",
            "SettingsViewController.swift:15 Ink on system.systemGray6 — UITableViewCell.appearance().backgroundColor (SettingCell is a UITableViewCell)",
            // A cell registration's background configuration.
            "SettingsViewController.swift:25 system.secondaryLabel on HeaderBackground — the backgroundConfiguration TagsController gives a TagCell",
            // Backgrounds from the storyboard: around an outlet's view, a grouped table's cells.
            "SettingsViewController.swift:45 system.secondaryLabel on system.systemYellow — the backgroundColor of \"Card\" in Main.storyboard, which holds AboutController.versionLabel",
            "SettingsViewController.swift:54 system.label on system.systemGray6 — UITableViewCell.appearance().backgroundColor (CommentCell is a UITableViewCell)",
            // A team's palette enum of hex strings, through its own initializers.
            "SettingsViewController.swift:60 code.3361cc on code.101517_ffffff — the same object's backgroundColor",
            "SettingsViewController.swift:68 system.secondaryLabel on system.systemGray6 — UITableViewCell.appearance().backgroundColor (SpecialCell is a UITableViewCell)",
            // A grouped table's section header is on the table's background.
            "SettingsViewController.swift:80 system.secondaryLabel on system.systemGroupedBackground — a section header or footer of GroupedHeaders's grouped list: the list's background (systemGroupedBackground) assumed",
            // The iOS constant of an #if, and each resting return of a getter.
            "SettingsViewController.swift:86 Ink on system.black — the same object's backgroundColor",
            "SettingsViewController.swift:87 system.secondaryLabel|system.tertiaryLabel on system.black — the same object's backgroundColor",
            // A superclass's own background is its subclasses'.
            "SettingsViewController.swift:102 system.white on Ink — the backgroundColor BaseCardCell sets on itself (PriceCell is a BaseCardCell)",
            // Mac code: an AppKit table's cell.
            "TimelineCell.swift:5 system.secondaryLabel on system.controlBackground — a table cell (TimelineCell is an NSTableCellView): the table's background (controlBackground) assumed",
            // A source list's cells are on the sidebar's material: run-time.
            "TimelineCell.swift:10 system.label on  — a cell of a source list (sidebar) in Sidebar.xib",
        ])
        // A clear title is not drawn: no pair for it.
        #expect(!scan.pairs.contains { $0.foregrounds == [TokenPath(["system", "clear"])] })
        #expect(!scan.document.contrast.contains { $0.foregrounds.contains { $0.path == "system.clear" } })
        // Every use is worked out but MeterView's tint, which whoever sets it gives.
        #expect(scan.coverage.usesResolved == scan.coverage.uses - 1)
        #expect(scan.coverage.swiftFiles == 5)
        // A type nothing names is dead code: its pairs are left out, with a note.
        #expect(scan.coverage.pairsInUnusedTypes == 8)
        #expect(scan.document.notes.filter { $0.kind == .unusedType && $0.message.hasPrefix("OldBanner") }.count == 1)
        #expect(scan.document.notes.contains { $0.kind == .unusedType && $0.message.hasPrefix("OldBanner is named by no Swift file") })
        // …and a private function its file never calls.
        #expect(scan.document.notes.contains { $0.kind == .unusedType && $0.message.hasPrefix("oldStyle(), a private function, is called nowhere") })
        #expect(scan.document.notes.contains { $0.kind == .unusedType && $0.message.hasPrefix("newerStyle(), a private function, is called nowhere") })
        // A name that is only an argument label elsewhere is no call; an unused private property is dead too.
        #expect(scan.document.notes.contains { $0.kind == .unusedType && $0.message.hasPrefix("pulse(), a private function, is called nowhere") })
        #expect(scan.document.notes.contains { $0.kind == .unusedType && $0.message.hasPrefix("hint, a private property, is used nowhere") })
        // A function no code of the app calls (a delegate's method, which UIKit calls, aside).
        #expect(scan.document.notes.contains { $0.kind == .unusedType && $0.message.hasPrefix("applyLegacyStyle(), a function, is called nowhere in the app") })
        #expect(scan.document.notes.contains { $0.kind == .unusedType && $0.message.hasPrefix("styleHeader(), a function, is called nowhere in the app") })
        #expect(scan.files.flatMap(\.definitions).contains { $0.qualifiedName == "Brand.highlight" })
        #expect(scan.files.flatMap(\.definitions).contains { $0.qualifiedName == "Studio.gray100" })
        // Colors written in code: a literal in a view, and each entry of a palette enum.
        #expect(scan.document.notes.filter { $0.kind == .hardCodedColor }.map { "\((($0.location?.file ?? "") as NSString).lastPathComponent):\($0.location?.line ?? 0)" }
            == ["Platform.swift:16", "Platform.swift:17", "Platform.swift:18", "ProfileViewController.swift:23"])
        let report = Auditor().audit(try ResolvedTheme(scan.document))
        let caption = try #require(report.findings.first { $0.rule == .contrast && $0.token == "code.999999" })
        #expect(caption.required == 4.5)
        #expect(caption.location.line == 23)
    }

    @Test("a view's rows built by its extension in another file are placed where the view calls them; a palette entry is never a color's member; a nested type's member by its holder")
    func acrossFiles() throws {
        let app = SwiftColorScanner.scan("@main struct A: App { var body: some Scene { WindowGroup { S(); Tabs(); Host() } } }", file: "A.swift")
        let list = SwiftColorScanner.scan("""
            struct S: View {
                let viewModel: ViewModel
                var body: some View {
                    List { devices() }
                    Text("b").foregroundColor(UIColor(designColor: .background)).background(Color(viewModel.fill))
                }
            }
            extension S { final class ViewModel { let fill = UIColor.black } }
            """, file: "S.swift")
        let rows = SwiftColorScanner.scan("extension S { func devices() -> some View { Text(\"a\").foregroundColor(.gray) } }", file: "S+Rows.swift")
        let other = SwiftColorScanner.scan("""
            struct O: View { var body: some View { Text("o") } }
            extension O { final class ViewModel { let fill = UIColor.red } }
            extension Color { static let background = Color.white }
            """, file: "O.swift")
        let reused = SwiftColorScanner.scan("""
            struct Row: View { var body: some View { Text("r").foregroundColor(.gray) } }
            struct Grouped: View { var body: some View { List { Section(header: Text("h")) { Row() } } } }
            struct Plain: View { var body: some View { List { Row() }.listStyle(.plain) } }
            struct Tabs: View { var body: some View { TabView { Grouped(); Plain(); Faded(); Tag(); Row().opacity(0) } } }
            struct Faded: View { var body: some View { Text("f").foregroundColor(.white).background(Color.ink.opacity(0.5)); Text("g").foregroundColor(.white).opacity(0) } }
            struct Tag: View { var tint: Color = .orange\n var body: some View { Text("t").foregroundColor(tint) } }
            struct Tag_Previews: PreviewProvider { static var previews: some View { Tag(tint: .blue) } }
            extension Color { static let ink = Color(UIColor { $0.userInterfaceStyle == .dark ? .white : .black }) }
            final class Accessory: UIInputView { override func layoutSubviews() { let b = UIButton(); b.tintColor = .label; addSubview(b) } }
            let accessory = Accessory()
            final class Voice: UIViewController {
                override func viewDidLoad() {
                    let host = UIHostingController(rootView: Feedback().padding())
                    host.view.backgroundColor = .clear
                    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
                    view.addSubview(blur)
                    view.addSubview(host.view)
                }
            }
            struct Feedback: View { var body: some View { Text("x").foregroundColor(.gray) } }
            let voice = Voice()
            """, file: "Row.swift")
        // One view name per platform: each is placed by its own platform's code.
        let phone = SwiftColorScanner.scan("struct Detail: View { var body: some View { Text(\"p\").foregroundColor(.gray) } }\nstruct Host: View { var body: some View { List { Detail() } } }",
                                           file: "Detail.swift")
        let tv = SwiftColorScanner.scan("struct Detail: View { var body: some View { Text(\"tv\").foregroundColor(.gray) } }", file: "TV/Detail.swift", folders: .tvOS)
        let scan = AppScan(root: "", files: [app, list, rows, other, reused, phone, tv], base: ThemeDocument(file: "", name: "t"))
        #expect(scan.pairs.first { $0.pair.foreground.location.file == "Detail.swift" }?.pair.evidence.contains("a List row") == true)
        #expect(scan.pairs.first { $0.pair.foreground.location.file == "TV/Detail.swift" }?.pair.evidence.contains("a List row") == false)
        // A placement under an `#if` for another platform is not where the iOS view is drawn.
        let shared = SwiftColorScanner.scan("""
            struct Badge: View { var body: some View { Text("b").foregroundStyle(.gray) } }
            struct Screen: View { var body: some View {
                #if os(tvOS)
                VStack { Badge() }.background(Color.black)
                #else
                List { Badge() }
                #endif
            } }
            @main struct A: App { var body: some Scene { WindowGroup { Screen() } } }
            """, file: "Badge.swift")
        let sharedScan = AppScan(root: "", files: [shared], base: ThemeDocument(file: "", name: "t"))
        #expect(Self.describe(sharedScan).map { $0.components(separatedBy: " — ")[0] } == ["Badge.swift:1 system.systemGray on system.secondarySystemGroupedBackground"],
                "\(Self.describe(sharedScan))")
        // A foreground at no opacity is not drawn.
        #expect(!Self.describe(scan).contains { $0.hasPrefix("Row.swift:5 code.system-white-0") })
        // An opacity on a color per appearance is kept in both appearances; a preview's argument is no caller's.
        let faded = try #require(scan.pairs.first { $0.pair.foreground.location.file == "Row.swift" && $0.pair.foreground.location.line == 5 })
        #expect(faded.backgrounds.map(\.string) == ["code.system-black-50_system-white-50"], "\(faded.backgrounds)")
        #expect(scan.pairs.first { $0.pair.foreground.location.line == 7 && $0.pair.foreground.location.file == "Row.swift" }?.foregrounds.map(\.string) == ["system.systemOrange"])
        // A hosted SwiftUI view whose hosting view is cleared over a blur is on the blur's material.
        #expect(Self.describe(scan).contains { $0.hasPrefix("Row.swift:21 system.systemGray on  — where Feedback is placed (Row.swift:14): hosted by a UIHostingController in Voice (host): blur") },
                "\(Self.describe(scan))")
        // A keyboard-style input view draws the keyboard's material.
        #expect(Self.describe(scan).contains { $0.hasPrefix("Row.swift:10 system.label on  — Accessory is a UIInputView") }, "\(Self.describe(scan))")
        // A row reused in a grouped and a plain list (and placed hidden, which does not count): on both lists' rows.
        #expect(Self.describe(scan).filter { $0.hasPrefix("Row.swift:1 ") }.map { $0.components(separatedBy: " — ")[0] } == [
            "Row.swift:1 system.systemGray on system.secondarySystemGroupedBackground", "Row.swift:1 system.systemGray on system.systemBackground",
        ])
        let described = Self.describe(scan)
        #expect(described.contains { $0.hasPrefix("S+Rows.swift:1 system.systemGray on system.secondarySystemGroupedBackground") }, "\(described)")
        // `.background` given to a team's initializer is its palette's (not in the sources), not `Color.background`.
        let b = try #require(scan.pairs.first { $0.pair.foreground.location.line == 5 })
        #expect(b.foregrounds.isEmpty && b.unresolved.contains { $0.contains("palette type") })
        #expect(b.backgrounds == [TokenPath(["system", "black"])])
    }

    @Test("a view or controller that pins its scheme is audited in that scheme only; so is an app whose Info.plist pins it")
    func pinnedSchemes() throws {
        let swiftUI = """
            import SwiftUI
            struct Pinned: View { var body: some View { VStack { Text("a").foregroundColor(Color(.label)).background(Color.white) }.environment(\\.colorScheme, .light) } }
            struct Free: View { var body: some View { Text("b").foregroundColor(Color(.label)).background(Color.white) } }
            @main struct TheApp: App { var body: some Scene { WindowGroup { Pinned(); Free() } } }
            func makeRoot() -> UIViewController { C() }

            """
        let uikit = """
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    overrideUserInterfaceStyle = .light
                    label.textColor = .label
                    label.backgroundColor = .white
                }
            }

            """
        let root = try AppFolderTests.folder(["App/Views.swift": swiftUI, "App/C.swift": uikit])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scan = try AppScan.scan(root)
        let report = Auditor().audit(try ResolvedTheme(scan.document))
        let failing = Set(report.findings.filter { $0.rule == .contrast }.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" })
        #expect(failing == ["Views.swift:3"], "\(failing)")
        #expect(AppScan.pinnedScheme(plist: "<dict>\n<key>UIUserInterfaceStyle</key>\n\t<string>Light</string>") == .light)
        #expect(AppScan.pinnedScheme(plist: "<key>UIUserInterfaceStyle</key><string>Automatic</string>") == nil)
    }

    @Test("a table cell a controller makes is on its table's cell background, read function by function; a cell class's own views too; a collection cell shows its controller's view")
    func tableCells() throws {
        let source = """
            import UIKit
            final class NameCell: UITableViewCell { let nameLabel = UILabel() }
            final class Tile: UICollectionViewCell { let caption = UILabel(); override func layoutSubviews() { caption.textColor = .label; contentView.addSubview(caption) } }
            final class Grouped: UIViewController, UITableViewDataSource {
                private lazy var tableView: UITableView = { let table = UITableView(frame: .zero, style: .insetGrouped); table.dataSource = self; return table }()
                override func viewDidLoad() { view.backgroundColor = .systemGroupedBackground; view.addSubview(tableView) }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 { return plain(indexPath) }
                    let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath) as! NameCell
                    cell.nameLabel.textColor = .tertiaryLabel
                    return cell
                }
                func plain(_ indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "s")
                    cell.textLabel?.textColor = .secondaryLabel
                    return cell
                }
                func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
                    tableView.cellForRow(at: indexPath)?.contentView.backgroundColor = .systemGray4
                }
            }
            final class Plain: UIViewController, UITableViewDataSource {
                let tableView = UITableView()
                override func viewDidLoad() { view.backgroundColor = .black }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: "p")
                    cell.textLabel?.textColor = .label
                    return cell
                }
            }
            final class Tiles: UIViewController {
                override func viewDidLoad() { view.backgroundColor = .systemIndigo }
                func cell(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "t", for: indexPath) as! Tile
                    return cell
                }
            }
            func show(_ navigation: UINavigationController) { [Grouped(), Plain(), Tiles()].forEach { navigation.pushViewController($0, animated: true) } }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "Cells.swift")], base: ThemeDocument(file: "", name: "t"))
        let pairs = Self.sides(scan)
        #expect(Set(pairs) == [
            "Cells.swift:3 system.label on system.systemIndigo",
            "Cells.swift:11 system.tertiaryLabel on system.secondarySystemGroupedBackground",
            "Cells.swift:16 system.secondaryLabel on system.secondarySystemGroupedBackground",
            "Cells.swift:29 system.label on system.systemBackground",
        ], "\(Self.describe(scan))")
    }

    @Test("a function or view property no code of the app uses is dead; a delegate's method, a SwiftUI requirement and a public member are others' to call")
    func unusedMembers() throws {
        let source = """
            import SwiftUI
            struct Card: View {
                var body: some View { VStack { header } }
                var header: some View { Text("h").foregroundStyle(.gray) }
                var oldHeader: some View { Text("o").foregroundStyle(.red) }
                func badge() -> some View { Text("b").foregroundStyle(.blue) }
            }
            @main struct A: App { var body: some Scene { WindowGroup { Card() } } }
            public extension Card { func exported() -> some View { Text("e").foregroundStyle(.green) } }
            """
        let root = try AppFolderTests.folder(["App/Card.swift": source])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scan = try AppScan.scan(root)
        // (A public member is another module's to call.)
        #expect(Self.describe(scan).map { $0.components(separatedBy: " — ")[0] } == ["Card.swift:4 system.systemGray on system.systemBackground",
                                                                                    "Card.swift:9 system.systemGreen on system.systemBackground"], "\(Self.describe(scan))")
        #expect(scan.document.notes.contains { $0.kind == .unusedType && $0.message.hasPrefix("oldHeader, a view property, is used nowhere in the app") })
        #expect(scan.document.notes.contains { $0.kind == .unusedType && $0.message.hasPrefix("badge(), a function, is called nowhere in the app") })
    }

    @Test("code for systems older than the Xcode project's deployment target never runs: its pairs are left out, and the views only it makes are dead")
    func belowDeploymentTarget() throws {
        let source = """
            import UIKit
            final class Legacy: UIView { let label = UILabel(); override func layoutSubviews() { label.textColor = .red; addSubview(label) } }
            final class Modern: UIView { let label = UILabel(); override func layoutSubviews() { label.textColor = .blue; addSubview(label) } }
            final class C: UIViewController {
                let title1 = UILabel(), title2 = UILabel(), title3 = UILabel()
                override func viewDidLoad() {
                    view.backgroundColor = .white
                    [title1, title2, title3].forEach(view.addSubview)
                    if #available(iOS 14, *) { title1.textColor = .label; view.addSubview(Modern()) } else { title1.textColor = .gray; view.addSubview(Legacy()) }
                    if #available(iOS 17.2, *) { title2.textColor = .green } else { title2.textColor = .orange }
                    guard #available(iOS 13, *) else { title3.textColor = .purple; return }
                }
            }
            func show(_ navigation: UINavigationController) { navigation.pushViewController(C(), animated: true) }

            """
        let root = try AppFolderTests.folder(["App/C.swift": source, "App.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\nIPHONEOS_DEPLOYMENT_TARGET = \"16.4\";"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let drawn = Self.describe(try AppScan.scan(root)).map { $0.components(separatedBy: " — ")[0] }.sorted()
        #expect(drawn == ["C.swift:10 system.green on system.white", "C.swift:10 system.orange on system.white", "C.swift:3 system.blue on system.systemBackground",
                          "C.swift:9 system.label on system.white"], "\(drawn)")
        #expect(Availability.targets(inProjects: ["IPHONEOS_DEPLOYMENT_TARGET = 15.0;", "MACOSX_DEPLOYMENT_TARGET = 12.3;"]) == [.iOS: 15, .macOS: 12.03])
    }

    @Test("a constant defined per platform is resolved for the platform of the code that names it, in a shared file too")
    func constantsPerPlatform() {
        let source = """
            import SwiftUI
            extension Color {
            #if os(macOS)
                static let page = Color.black
            #else
                static let page = Color.white
            #endif
            }
            struct V: View {
                var body: some View {
            #if os(macOS)
                    Text("m").foregroundColor(.red).background(Color.page)
            #else
                    Text("i").foregroundColor(.red).background(Color.page)
            #endif
                }
            }
            @main struct TheApp: App { var body: some Scene { WindowGroup { V() } } }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "V.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(Self.sides(scan).sorted() == ["V.swift:12 system.systemRed on system.black", "V.swift:14 system.systemRed on system.white"],
                "\(Self.describe(scan))")
    }

    @Test("shared code placed only by the macOS window is drawn on the window background; placed by iOS code too, it stays on iOS's")
    func sharedViewPlacedByOnePlatform() {
        let button = """
            import SwiftUI
            struct FloatingButton: View {
                var body: some View {
                    Image(systemName: "photo").foregroundColor(.secondary)
                }
            }

            """
        let mac = """
            import SwiftUI
            struct InputFields: View {
                var body: some View { HStack { FloatingButton() } }
            }
            @main struct MacApp: App { var body: some Scene { WindowGroup { InputFields() } } }

            """
        let files = [SwiftColorScanner.scan(button, file: "Shared/FloatingButton.swift"), SwiftColorScanner.scan(mac, file: "macOS/InputFields.swift", folders: .macOS)]
        let scan = AppScan(root: "", files: files, base: ThemeDocument(file: "", name: "t"))
        #expect(Self.sides(scan) == ["FloatingButton.swift:4 system.secondaryLabel on system.windowBackground"], "\(Self.describe(scan))")
        #expect(scan.pairs.first?.pair.evidence.hasSuffix("(placed only by macOS code)") == true)

        let phone = """
            import SwiftUI
            struct Compose: View {
                var body: some View { FloatingButton() }
            }

            """
        let both = AppScan(root: "", files: files + [SwiftColorScanner.scan(phone, file: "iOS/Compose.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(Self.sides(both).contains("FloatingButton.swift:4 system.secondaryLabel on system.systemBackground"), "\(Self.describe(both))")
    }

    @Test("a view that clears its background shows the view of the controller holding it, colored by a shared helper")
    func clearedViewInController() {
        let source = """
            import UIKit
            protocol Themed {}
            extension Themed where Self: UIViewController { func applyTheme() { view.backgroundColor = .systemTeal } }
            final class Empty: UIView {
                let icon = UIImageView()
                override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .clear; icon.tintColor = .secondaryLabel; addSubview(icon) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Picker: UIViewController, Themed {
                let empty = Empty()
                override func viewDidLoad() { applyTheme(); view.addSubview(empty) }
            }
            func show(_ navigation: UINavigationController) { navigation.pushViewController(Picker(), animated: true) }

            """
        let scan = AppScan(root: "", files: [SwiftColorScanner.scan(source, file: "E.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(Self.sides(scan) == ["E.swift:6 system.secondaryLabel on system.systemTeal"], "\(Self.describe(scan))")
    }

    @Test("where UIKit takes a color, `.gray`, `.blue` and `.red` are UIKit's fixed colors; in SwiftUI, the system colors")
    func uikitImplicitColors() {
        let source = """
            import UIKit
            import SwiftUI
            final class V: UIView {
                let label = UILabel()
                let button = UIButton()
                var dim: UIColor { .gray }
                func setup() {
                    label.textColor = .gray
                    button.setTitleColor(.blue, for: .normal)
                    button.tintColor = isHidden ? .red : .gray.withAlphaComponent(0.5)
                }
            }
            struct S: View {
                @State var fillColor: Color = .gray
                var body: some View { Text("x").foregroundColor(.gray).onTapGesture { fillColor = .blue } }
            }

            """
        let uses = SwiftColorScanner.scan(source, file: "V.swift").uses
        func color(_ line: Int) -> CodeColor? { uses.first { $0.location.line == line }?.color }
        #expect(color(8) == .system("gray") && color(9) == .system("blue"), "\(uses)")
        #expect(color(10) == .choice([.system("red"), .alpha(.system("gray"), 0.5)]), "\(uses)")
        #expect(color(15) == .system("systemGray"), "\(uses)")
    }

    @Test("a catalog alone: pairs inferred from names, a flat catalog's text on every background")
    func namesOnly() throws {
        let theme = try ResolvedTheme(ThemeInput.document(at: Fixtures.path("SwiftUIApp/App/Assets.xcassets")))
        let pairs = ContrastPair.pairs(of: theme).map { "\($0.foreground) on \($0.background)" }
        #expect(pairs.sorted() == ["SubtleText on CardBackground", "TextPrimary on CardBackground"])
    }
}
