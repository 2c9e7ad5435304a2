import SwiftUI

extension View {
    func cardRowStyle() -> some View {
        listRowInsets(EdgeInsets()).listRowBackground(Color.cardBackground)
    }
}

struct Badge: ViewModifier {
    func body(content: Content) -> some View { content.padding(4).background(Color("Brand")) }
}

struct StyledList: View {
    var body: some View {
        List {
            Text("Row").foregroundColor(Theme.Text.subtle).cardRowStyle()
            Text("New").foregroundStyle(.white).modifier(Badge())
            Image("Logo").foregroundColor(.red)
            Image("Glyph").foregroundColor(.red)
        }
    }
}

extension View {
    /// A widget's background given as a labeled closure, passed on to the container.
    func widgetBackground(@ViewBuilder content: () -> some View) -> some View {
        containerBackground(for: .widget) { content() }
    }
}

struct NoteWidgetView: View {
    var body: some View {
        Text("New note").foregroundColor(.white)
            .widgetBackground(content: { Color("Brand") })
    }
}

extension Text {
    /// A header style for widgets: drawn wherever a chain applies it.
    func widgetHeader() -> some View {
        font(.headline).foregroundColor(.secondary)
    }
}

struct HeaderWidgetView: View {
    var body: some View {
        Text("Notes").widgetHeader()
            .widgetBackground(content: { Color("CardBackground") })
    }
}

struct HoverCell: View {
    @State private var isHovering = false
    var body: some View {
        Text("Download").foregroundStyle(.primary)
            .padding()
            .background(CellBackground.color(isHovering: isHovering))
    }
}
