// The view whose colors the audit plugin checks on every build (SwiftUI is not on Linux, so
// it compiles only where SwiftUI is; the audit reads it everywhere).
#if canImport(SwiftUI)
import SwiftUI

struct CardView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Plugin example")
                .foregroundStyle(Color("Ink", bundle: .module))
            Text("Generated at build time")
                .foregroundStyle(Color("Caption", bundle: .module))
        }
        .padding()
        .background(Color("Card", bundle: .module))
        .border(Color(red: 0.85, green: 0.33, blue: 0.1))
    }
}
#endif
