import UIKit

final class SettingsViewController: UITableViewController {
    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SettingCell.self, forCellReuseIdentifier: "setting")
    }
}

final class SettingCell: UITableViewCell {
    func configure() {
        textLabel?.textColor = .ink
        if isSelected {
            textLabel?.textColor = .white
        }
    }
}

final class TagCell: UICollectionViewListCell {
    let name = UILabel()
    func configure() {
        name.textColor = .secondaryLabel
        contentView.addSubview(name)
    }
}

final class TagsController: UIViewController {
    func makeRegistration() -> UICollectionView.CellRegistration<TagCell, String> {
        UICollectionView.CellRegistration<TagCell, String> { cell, _, _ in
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .header
            cell.backgroundConfiguration = background
        }
    }
}

/// Views from the storyboard: their backgrounds are set there.
final class AboutController: UIViewController {
    @IBOutlet var versionLabel: UILabel!
    override func viewDidLoad() {
        super.viewDidLoad()
        versionLabel.textColor = .secondaryLabel
    }
}

final class CommentsController: UITableViewController {}

final class CommentCell: UITableViewCell {
    @IBOutlet var message: UILabel!
    func configure() {
        message.textColor = .label
    }
}

final class StudioLabel: UILabel {
    func style() {
        textColor = UIColor(studioColor: .blue50, alpha: 1)
        backgroundColor = .note
    }
}

/// A subclass of a cell a controller colors: only UIAppearance speaks for it.
final class SpecialCell: ProfileCell {
    func style() {
        title.textColor = .secondaryLabel
    }
}

final class GroupedHeaders: UITableViewController {
    init() { super.init(style: .grouped) }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() { tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "h") }
}

final class SectionHeader: UITableViewHeaderFooterView {
    let title = UILabel()
    func style() { title.textColor = .secondaryLabel }
}

final class AccentLabel: UILabel {
    func style() {
        backgroundColor = .black
        textColor = Accents.primary
        textColor = Accents.caption
    }
}

/// A cell class that colors itself, and a subclass that inherits it.
class BaseCardCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .ink
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class PriceCell: BaseCardCell {
    let price = UILabel()
    func style() { price.textColor = .white }
}
