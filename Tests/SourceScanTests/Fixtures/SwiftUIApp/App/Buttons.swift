import SwiftUI

enum ButtonConstants {
    static let quietFill: CGFloat = 0.12
    static let pressedFill: CGFloat = 0.08
}

/// A fill chosen by a function of several returns: the resting state's (enabled, not pressed).
/// Another style has a function of the same name: each style reads its own.
struct FilledStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled: Bool
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .background(fill(isEnabled: isEnabled, isPressed: configuration.isPressed))
    }
    private func fill(isEnabled: Bool, isPressed: Bool) -> Color {
        if !isEnabled { return .gray }
        if isPressed { return Color("Brand").opacity(0.8) }
        return Color("Brand")
    }
}

/// An opacity chosen by state from the file's constants.
struct QuietStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(Color("Brand"))
            .background(Color("Brand").opacity(configuration.isPressed ? ButtonConstants.pressedFill : ButtonConstants.quietFill))
    }
    private func fill(isEnabled: Bool, isPressed: Bool) -> Color { .red }
}

/// A List shown in a sheet: its rows are on the row background, not on the sheet's.
struct PickerSheet: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Go") {}.buttonStyle(FilledStyle())
            Button("Later") {}.buttonStyle(QuietStyle())
        }
        .sheet(isPresented: $shown) { PickerList() }
    }
}

struct PickerList: View {
    var body: some View {
        List {
            option
            LoadingRow()
            ChoiceRow(isSelected: false)
        }
    }
    private var option: some View {
        Text("Option").foregroundStyle(.secondary)
    }
}

/// A row made clear where its content is built: the list's own background shows.
struct LoadingRow: View {
    var body: some View {
        HStack { status }.listRowBackground(Color.clear)
    }
    private var status: some View { Text("Loading").foregroundStyle(.tertiary) }
}

/// A checkmark shown while a row is selected stays on screen: it is drawn. A look shown only
/// while pressed is not.
struct ChoiceRow: View {
    let isSelected: Bool
    @State private var isPressed = false
    var body: some View {
        HStack {
            Text("Choice")
            if isSelected {
                Image(systemName: "checkmark").foregroundColor(.accentColor)
            }
            if isPressed {
                Text("Release").foregroundColor(.red)
            }
        }
    }
}

/// A color its makers give it: each one they pass, and the default.
struct Pill: View {
    var tint: Color = .orange
    var body: some View {
        Text("Pill").foregroundColor(tint).background(Color("CardBackground"))
    }
}

struct Pills: View {
    var body: some View {
        HStack {
            Pill(tint: .red)
            Pill(tint: Color("Brand"))
            Pill()
            Dial()
        }
    }
}

/// A ZStack's text and outlines are beside what is above them, not behind it: the fill is.
struct Dial: View {
    var body: some View {
        ZStack {
            Circle().fill(Color("CardBackground"))
            Circle().stroke(Color("Brand"), lineWidth: 4)
            Text("42").foregroundColor(Color("Brand"))
            Text("%").foregroundColor(.secondary)
        }
    }
}

/// A color given by makers for both sides: each color on its own faded self.
struct Chip: View {
    let tint: Color
    var body: some View {
        Text("Chip").foregroundColor(tint).background(tint.opacity(0.15))
    }
}

struct Chips: View {
    var body: some View {
        HStack {
            Chip(tint: .red)
            Chip(tint: Color("Brand"))
        }
    }
}

/// A Section's footer given as an argument: on the list's background, not a row's.
struct SyncForm: View {
    var body: some View {
        Form {
            Section(header: Text("Direction"), footer: VStack { Text("Both ways").foregroundStyle(.red) }) {
                Text("Pick one")
            }
        }
    }
}

/// visionOS code is on the window's glass; the other clause's row background is not its.
struct VisionRow: View {
    var body: some View {
        List {
            Text("Row")
            #if os(visionOS)
                .foregroundStyle(.secondary)
            #else
                .foregroundStyle(.tertiary)
                .listRowBackground(Color("CardBackground"))
            #endif
        }
    }
}

struct NoticeRow: View {
    var body: some View {
        HStack { appendedText("and 3 others") }.background(Color("Brand"))
    }
}

/// A plain button draws no tint; a preview's look is not the resting one.
struct PlainActions: View {
    var isPreview = false
    var body: some View {
        VStack {
            Button("Plain") {}.buttonStyle(.plain).tint(.red)
            Text("Date").foregroundColor(isPreview ? .white : .secondary)
        }
    }
}

/// A caption over a photo and a gradient: what is behind is known only at run time.
struct PhotoCaption: View {
    var body: some View {
        ZStack {
            AsyncImage(url: nil)
            Rectangle().fill(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom))
            Text("Caption").foregroundColor(.white)
        }
    }
}

/// A button style of the app's fills the label of each button given it: with its computed
/// color, or the one its maker passes (else the default).
struct BuyButtonStyle: ButtonStyle {
    let isPurchased: Bool
    private var fill: Color { isPurchased ? .green : .blue }
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(fill)
    }
}

struct TagButtonStyle: ButtonStyle {
    var fill = Color("Brand")
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(fill)
    }
}

struct StyledButtons: View {
    var body: some View {
        VStack {
            Button {} label: { Text("Buy").foregroundColor(.white) }
                .buttonStyle(BuyButtonStyle(isPurchased: false))
            Button("Tag") {}.foregroundColor(.black).buttonStyle(TagButtonStyle(fill: .yellow))
            Button("Tag") {}.foregroundColor(.black).buttonStyle(TagButtonStyle())
            // Given to a stack, a style fills its buttons, not its text.
            VStack { Text("Note").foregroundColor(.gray) }.buttonStyle(TagButtonStyle())
        }
    }
}
