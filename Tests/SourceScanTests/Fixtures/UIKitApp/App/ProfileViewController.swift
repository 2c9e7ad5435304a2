import UIKit

extension UIColor {
    static let ink = UIColor(named: "Ink")!
    static var header: UIColor { UIColor(named: "HeaderBackground")! }
}

final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let headerView = UIView()
    private let captionLabel = UILabel()
    private let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        headerView.backgroundColor = .header
        nameLabel.textColor = .white
        nameLabel.font = UIFont.preferredFont(forTextStyle: .title1)
        headerView.addSubview(nameLabel)
        view.addSubview(headerView)

        captionLabel.textColor = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
        view.addSubview(captionLabel)

        badge.textColor = .ink
        badge.backgroundColor = UIColor.systemYellow
        badge.layer.borderColor = Asset.Colors.headerBackground.color.cgColor
        view.addSubview(badge)
        navigationItem.rightBarButtonItem?.tintColor = .ink
    }

    func highlight(_ on: Bool) {
        let tint = on ? UIColor.systemGreen : UIColor.ink
        badge.textColor = tint
        nameLabel.setTitleColor(.clear, for: .normal)
    }
}

final class BadgeView: UIView {
    private let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .ink
        title.textColor = .white
        addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ProfileCell: UITableViewCell {
    let title = UILabel()

    func configure() {
        title.textColor = .ink
        contentView.addSubview(title)
    }
}

final class NoteCell: UITableViewCell {
    func configure() {
        textLabel?.textColor = .secondaryLabel
        detailTextLabel?.textColor = Brand.highlight
    }
}

final class ListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        UITableViewCell.appearance().backgroundColor = .systemGray6
        UINavigationBar.appearance().barTintColor = .header
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! ProfileCell
        cell.backgroundColor = .header
        return cell
    }
}
