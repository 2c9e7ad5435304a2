import SwiftUI

struct NameRow: View {
    var name: String
    var body: some View {
        Text(name).foregroundColor(Theme.Text.subtle)
    }
}

struct PeopleList: View {
    var body: some View {
        List {
            NameRow(name: "Ada")
                .listRowBackground(Color.cardBackground)
            RoundedRectangle(cornerRadius: 4).foregroundStyle(.background)
        }
    }
}

struct SettingsList: View {
    var body: some View {
        List {
            detailRow("Version")
        }
    }

    func detailRow(_ title: String) -> some View {
        Text(title).foregroundColor(Theme.Text.subtle)
    }
}
