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
            aboutSection
            Section {
                Text("Licenses").foregroundColor(Theme.Text.subtle)
            } header: {
                Text("Legal")
            }
            #if os(iOS)
            .listRowBackground(Color.cardBackground)
            #endif
        }
    }

    private var aboutSection: some View {
        Section("About") {
            Text("Credits").foregroundColor(Theme.Text.subtle)
            Text("Thanks")
                .foregroundColor(Theme.Text.subtle)
                .glassEffect(.regular.tint(Color.brandOrange))
        }
    }

    func detailRow(_ title: String) -> some View {
        Text(title).foregroundColor(Theme.Text.subtle)
    }
}
