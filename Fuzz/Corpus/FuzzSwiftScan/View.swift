import SwiftUI
import UIKit

extension Color { static let brand = Color("Brand") }

struct Card: View {
    var tint: Color = .orange
    var body: some View {
        ZStack {
            Color(red: 0.2, green: 0.4, blue: 0.6)
            VStack {
                Text("Title").font(.caption).foregroundColor(tint)
                Text("Body").foregroundStyle(.secondary)
            }
            .background(Color.brand.opacity(0.2))
        }
    }
}

final class Cell: UITableViewCell {
    let label = UILabel()
    func setUp() {
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        contentView.addSubview(label)
        label.textColor = isSelected ? .white : .secondaryLabel
    }
}
