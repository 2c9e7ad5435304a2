// Uses what the plugin generated (ColorTheme, the theme manager); prints the themes.
print(ColorTheme.allCases.map(\.rawValue).joined(separator: " "))
