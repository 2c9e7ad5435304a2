// Uses what the plugin generated (ColorTheme, the theme manager); prints the themes.
print(ColorTheme.allCases.map(\.rawValue).joined(separator: " "))

#if canImport(SwiftUI)
// Where SwiftUI is, the app shows the card whose colors the audit plugin checks.
let card = CardView()
#endif
