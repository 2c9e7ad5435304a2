import SwiftUI

/// Text made by a function of no type, placed by another file.
func appendedText(_ words: String) -> Text {
    Text(words).foregroundColor(.secondary)
}

/// A view placed by a function of no type, in the Dynamic Island: on black.
struct TrailingStatus: View {
    var body: some View { Text("20%").foregroundStyle(.secondary) }
}

func makeIsland() -> DynamicIsland {
    DynamicIsland {
        DynamicIslandExpandedRegion(.trailing) { TrailingStatus() }
    } compactLeading: {
        EmptyView()
    } compactTrailing: {
        EmptyView()
    } minimal: {
        EmptyView()
    }
}
