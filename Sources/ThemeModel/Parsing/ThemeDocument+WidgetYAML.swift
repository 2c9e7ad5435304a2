extension ThemeDocument {
    /// The `widgets:` section as theme-file lines (empty without widgets), settings at their
    /// defaults left out, so parsing it gives the same widgets.
    var widgetLines: [String] {
        guard !widgets.isEmpty else { return [] }
        var lines = ["", "widgets:"]
        for widget in widgets {
            lines.append("  \(widget.name):")
            if let description = widget.description { lines.append("    description: \(Self.quoted(description))") }
            lines.append("    background: \(Self.quoted(Self.text(of: widget.background)))")
            lines.append("    elements:")
            for element in widget.elements {
                lines.append("      \(element.name):")
                let inner = "        "
                lines.append("\(inner)color: \(Self.quoted(Self.text(of: element.color)))")
                if element.alpha < 1 { lines.append("\(inner)alpha: \(ColorExpression.percent(element.alpha))") }
                if let role = element.role { lines.append("\(inner)role: \(role.rawValue)") }
                if element.importance != 1 { lines.append("\(inner)importance: \(element.importance)") }
                if element.accentable { lines.append("\(inner)accentable: true") }
                if let image = element.image { lines.append("\(inner)image: \(image.rawValue)") }
                if let monochrome = element.monochrome { lines.append("\(inner)monochrome: \(ColorExpression.percent(monochrome))") }
                if let support = element.on { lines.append("\(inner)on: \(Self.quoted(support))") }
            }
        }
        return lines
    }
}
