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
