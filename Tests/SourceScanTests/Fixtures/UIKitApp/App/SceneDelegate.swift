import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        let tabs = UITabBarController()
        tabs.viewControllers = [ProfileViewController(), SettingsViewController(), ListController(), TagsController(), GroupedHeaders(), BannerController(), LinksController(), ReportController(), WelcomeController()]
        window?.rootViewController = tabs
        _ = Gallery.views
    }
}

/// The views the screens show, as a debug gallery lists them.
enum Gallery {
    static let views: [UIView.Type] = [BadgeView.self, StudioLabel.self, AccentLabel.self, SpecialCell.self, NoteCell.self, SettingCell.self,
                                       TagCell.self, CommentCell.self, SectionHeader.self, PriceCell.self, StatusCell.self, CaptionCard.self, BadgeCard.self, TaggedController.self, FindBar.self, ThemedCell.self, ThemeStore.self, CountCell.self, MeterView.self, AboutFooter.self, NoteListViewController.self, SortBar.self, TintSetup.self, ComboCell.self, SuggestionCell.self, CountController.self, SectionedController.self, LegacyStyler.self]
    static let macViews: [AnyObject.Type] = [TimelineCell.self, SidebarCell.self]
}

/// Nothing names this view: its colors are never drawn, in its extensions either.
final class OldBanner: UIView {
    let title = UILabel()
    func style() { title.textColor = .systemPink }
}

extension OldBanner {
    func restyle() { title.textColor = .systemTeal }
}

/// A screen whose own navigation bar is transparent, over its banner.
final class BannerController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        navigationItem.standardAppearance = appearance
        navigationItem.rightBarButtonItem?.tintColor = .white
    }
}

/// A grouped list of collection cells: no appearance proxy speaks for them.
final class LinksController: UICollectionViewController {
    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(LinkCell.self, forCellWithReuseIdentifier: "link")
    }
}

final class LinkCell: UICollectionViewListCell {
    let title = UILabel()
    func style() { title.textColor = .ink }
}

/// A view of the app's held by a cell: it is on what is around it there.
final class StatusLine: UIView {
    let text = UILabel()
    func style() {
        text.textColor = .secondaryLabel
        addSubview(text)
    }
}

final class StatusCell: UITableViewCell {
    let status = StatusLine()
    let plain = StatusLine()
    func setUp() {
        contentView.backgroundColor = .ink
        contentView.addSubview(status)
    }
}

/// A clear cell shows the view of the controller that shows it (its own clear beats UIAppearance).
final class ReportController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .header
        tableView.register(ReportCell.self, forCellReuseIdentifier: "r")
    }
}

final class ReportCell: UITableViewCell {
    let reason = UILabel()
    func setUp() {
        backgroundColor = .clear
        reason.textColor = .label
        contentView.addSubview(reason)
    }
}

/// A shared helper that colors the view of the controller that calls it.
protocol OnboardingAppearance {}
extension OnboardingAppearance where Self: UIViewController {
    func setupOnboardingAppearance() { view.backgroundColor = .ink }
}

final class WelcomeController: UIViewController, OnboardingAppearance {
    @IBOutlet var titleLabel: UILabel!
    override func viewDidLoad() {
        super.viewDidLoad()
        setupOnboardingAppearance()
        titleLabel.textColor = .white
    }

    /// Never called: its color is never drawn.
    private func oldStyle() { titleLabel.textColor = .systemPink }
    /// Marked available, still called nowhere.
    @available(iOS 17, *)
    private func newerStyle() { titleLabel.textColor = .systemTeal }
}

/// A label styled by a switch on how it is made: only the cases views are made with are drawn.
final class StyledLabel: UILabel {
    enum Style { case title, caption, badge(isSelected: Bool) }
    convenience init(style: Style) {
        self.init(frame: .zero)
        setup(style: style)
    }
    func setup(style: Style) {
        switch style {
        case .title: textColor = .label
        case .caption: textColor = .tertiaryLabel
        case .badge(let isSelected): textColor = isSelected ? .white : .secondaryLabel
        }
    }
}

final class CaptionCard: UIView {
    let caption = StyledLabel(style: .caption)
    func setUp() {
        backgroundColor = .ink
        addSubview(caption)
    }
}

/// One label made with a case that carries a value, one made without saying how it is styled
/// (which could draw any case, so it pairs with none).
final class BadgeCard: UIView {
    let badge = StyledLabel(style: .badge(isSelected: false))
    let plain = StyledLabel(frame: .zero)
    func setUp() {
        backgroundColor = .systemGroupedBackground
        addSubview(badge)
        addSubview(plain)
    }
}

/// A view set as a navigation item's title view: on the bar, whatever the controller's view is.
final class TwoLineTitle: UIView {
    let label = UILabel()
    override func layoutSubviews() {
        label.textColor = .secondaryLabel
        addSubview(label)
    }
}

final class TaggedController: UIViewController {
    let titleView = TwoLineTitle()
    override func viewDidLoad() {
        view.backgroundColor = .ink
        navigationItem.titleView = titleView
    }
}

/// A bar whose own layer color is covered by a view filling it: its buttons are on that view.
final class FindBar: UIStackView {
    private var fill: UIView!
    func commonInit() {
        layer.backgroundColor = UIColor.systemBackground.cgColor
        fill = UIView(frame: bounds)
        fill.backgroundColor = .systemGray5
        addSubview(fill)
        let done = UIButton()
        done.setTitleColor(.label, for: .normal)
        addArrangedSubview(done)
    }
}

/// Colors chosen by appearance and by being active, and a background that may be cleared.
final class ThemedCell: UITableViewCell {
    var hasClearBackground = false
    func update(active: Bool) {
        backgroundColor = hasClearBackground ? .clear : .ink
        textLabel?.textColor = active ? .white : .label
        detailTextLabel?.textColor = traitCollection.userInterfaceStyle == .dark ? .systemGray : .darkGray
    }
}

/// A model class: its tint is data that views read, not a color drawn here.
@Observable final class ThemeStore {
    final class Storage { var tintColor: UIColor = .black }
    private let storage = Storage()
    var tintColor: UIColor = .black { didSet { storage.tintColor = tintColor } }
    func reset() { tintColor = .systemPink }
}

/// A color a function is given by its callers.
final class CountCell: UITableViewCell {
    let countLabel = UILabel()
    func configure(count: Int, textColor: UIColor = .secondaryLabel) {
        contentView.backgroundColor = .systemGroupedBackground
        contentView.addSubview(countLabel)
        countLabel.textColor = textColor
    }
    func reload() { configure(count: 1, textColor: .ink) }
}

/// A layer's own default tint, and a view that passes on the tint it is given: the view's is
/// whatever sets it, not the layer's default.
final class MeterLayer: CALayer {
    var tintColor: UIColor = .black
}

final class MeterView: UIView {
    let caption = UILabel()
    override var tintColor: UIColor! {
        didSet { caption.textColor = tintColor }
    }
    func setUp() {
        backgroundColor = .ink
        addSubview(caption)
    }
}

/// Attributed text made by a function of the type, given to a view of it.
final class AboutFooter: UIView {
    let textView = UITextView()
    func setUp() {
        backgroundColor = .ink; textView.backgroundColor = .clear
        addSubview(textView)
        textView.attributedText = footerText()
    }
}

extension AboutFooter {
    func footerText() -> NSAttributedString {
        NSAttributedString(string: "Terms", attributes: [.foregroundColor: UIColor.white])
    }
}

/// A clear cell registered by a helper type that a view model uses: shown by the controller
/// holding that view model.
final class PlainNoteCell: UITableViewCell {
    let summary = UILabel()
    func setUp() {
        backgroundColor = .clear
        contentView.addSubview(summary)
        summary.textColor = .secondaryLabel
    }
}

enum NoteSection {
    static func register(in tableView: UITableView) {
        tableView.register(PlainNoteCell.self, forCellReuseIdentifier: "note")
    }
}

final class NoteListModel {
    func attach(_ tableView: UITableView) { NoteSection.register(in: tableView) }
}

final class NoteListViewController: UIViewController {
    let model = NoteListModel()
    override func viewDidLoad() {
        view.backgroundColor = .ink
    }
}

/// A bar with a blur view behind its views: on a material, known at run time.
final class SortBar: UIView {
    @IBOutlet var sortTitle: UILabel!
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    override func awakeFromNib() {
        insertSubview(blurView, at: 0)
        sortTitle.textColor = .label
    }
}

/// A window's tint is inherited by controls: drawn on no one surface.
final class TintSetup {
    func apply(to window: UIWindow) { window.tintColor = .systemPink }
}

/// A local chosen by a ternary on selection, of the app's constants: its resting branch.
final class ComboCell: UITableViewCell {
    let icon = UIImageView()
    func updateLook() {
        backgroundColor = .systemGroupedBackground
        contentView.addSubview(icon)
        let iconTint = isHighlighted || isSelected ? UIColor.white : Brand.highlight
        icon.tintColor = iconTint
    }
}

/// A styled label made in its property's closure: paired with the case it is made with.
final class SuggestionCell: UITableViewCell {
    let caption: StyledLabel = {
        let label = StyledLabel(style: .caption)
        label.numberOfLines = 1
        return label
    }()
    func setUp() {
        backgroundColor = .systemGray6
        contentView.addSubview(caption)
    }
}

/// A generic base controller colors the view of each controller made from it.
class ModelController<Model>: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .ink
    }
}

final class CountController: ModelController<Int> {
    let count = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        count.textColor = .white
        view.addSubview(count)
        place(pulse: count)
    }
    func place(pulse: UILabel) {}
    /// Named only as an argument label: called nowhere, its color never drawn.
    private func pulse(count: Int) { self.count.textColor = .systemIndigo }
    /// A private label nothing uses: never on screen.
    private let hint: UILabel = {
        let label = UILabel()
        label.textColor = .systemBrown
        return label
    }()
}

/// A section header a table's delegate makes is inside the table, on its background.
final class SectionTitle: UIView {
    let title = UILabel()
    override func layoutSubviews() {
        title.textColor = .secondaryLabel
        addSubview(title)
    }
}

final class SectionedController: UIViewController, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .ink
        view.addSubview(tableView)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard section > 0 else { return UIView() }
        let header = SectionTitle()
        return header
    }
}

/// A function no code of the app calls is dead; a delegate's method, which UIKit calls, is not.
final class LegacyStyler: UIViewController, UITableViewDelegate {
    let note = UILabel()
    override func viewDidLoad() {
        view.backgroundColor = .ink
        view.addSubview(note)
    }
    func applyLegacyStyle() { note.textColor = .systemMint }
    /// The app's own helper taking a table, called nowhere: not a delegate's method.
    func styleHeader(in tableView: UITableView) { note.textColor = .systemOrange }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { note.textColor = .white }
}

/// Where the app sets its views up: the functions above it calls run.
func setUpViews(_ view: AnyObject) {
    view.setUp(); view.style(); view.configure(); view.commonInit(); view.footerText(); view.reload(); view.reset(); view.restyle(); view.updateLook()
}
