extension ThemeDocument {
    /// The `materials:` section as theme-file lines (none when the document declares nothing),
    /// preceded by a blank line; parsing them gives the same declarations.
    var materialsYAML: [String] {
        guard !materials.isEmpty else { return [] }
        var lines = ["", "materials:"]
        for declaration in materials {
            lines.append("  - foreground: [\(declaration.foregrounds.map(\.description).joined(separator: ", "))]")
            if declaration.materials != SystemMaterial.allCases {
                lines.append("    materials: [\(declaration.materials.map(\.rawValue).joined(separator: ", "))]")
            }
            if !declaration.content.isEmpty {
                lines.append("    content: [\(declaration.content.map(\.description).joined(separator: ", "))]")
            }
            if let size = declaration.size { lines.append("    size: \(Self.quoted(size.description))") }
            if let minimum = declaration.minimum { lines.append("    minimum: \(minimum)") }
            if let vibrancy = declaration.vibrancy { lines.append("    vibrancy: \(vibrancy.rawValue)") }
        }
        return lines
    }
}
