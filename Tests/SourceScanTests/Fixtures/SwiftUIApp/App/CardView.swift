import SwiftUI

struct CardView: View {
    var title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
                .foregroundColor(Theme.Text.main)
            Text("Updated today")
                .font(.caption)
                .foregroundStyle(Theme.Text.subtle)
            Label("Orange", systemImage: "star").foregroundStyle(.brandOrange)
        }
        .padding()
        .background(Color.cardBackground)
    }
}

struct BannerView: View {
    var body: some View {
        ZStack {
            Color(red: 0.2, green: 0.4, blue: 0.6)
            Text("Welcome").foregroundColor(.white.opacity(0.6))
        }
    }
}

struct PlainView: View {
    var body: some View {
        Text("Settings").foregroundStyle(.secondary)
        Text("Typo").foregroundColor(Color("TextPrimry"))
    }
}
