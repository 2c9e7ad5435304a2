extension ThemeDocument {
    /// The `glass:` section as theme-file lines (none when the document declares nothing),
    /// preceded by a blank line; parsing them gives the same declarations.
    var glassYAML: [String] {
        guard !glass.isEmpty else { return [] }
        var lines = ["", "glass:"]
        for declaration in glass {
            lines.append("  - foreground: [\(declaration.foregrounds.map(\.description).joined(separator: ", "))]")
            lines.append("    variant: \(declaration.variant.rawValue)")
            if let tint = declaration.tint { lines.append("    tint: \(Self.quoted(Self.text(of: tint)))") }
            if let dim = declaration.dim { lines.append("    dim: \(Self.quoted(Self.text(of: dim)))") }
            if !declaration.over.isEmpty { lines.append("    over: [\(declaration.over.map(\.description).joined(separator: ", "))]") }
            if let size = declaration.size { lines.append("    size: \(Self.quoted(size.description))") }
            if let minimum = declaration.minimum { lines.append("    minimum: \(minimum)") }
        }
        return lines
    }
}
