import ColorScience

extension ThemeResolver {
    /// Every widget background and element color that refers to a color refers to one that
    /// exists (a palette color, system color or token of the file's own theme).
    mutating func checkWidgetReferences() {
        let known = document.palette.map(\.path.string) + document.tokens.map(\.path.string)
        for widget in document.widgets {
            let uses = [(widget.path(of: "background"), widget.background, widget.backgroundLocation)]
                + widget.elements.map { (widget.path(of: $0.name), $0.color, $0.colorLocation) }
            for (path, expression, location) in uses {
                guard let target = expression.reference, pathIndex[target] == nil else { continue }
                var suggestion = Spelling.nearest(to: target.string, among: known).map { "did you mean '{\($0)}'?" }
                if suggestion == nil, target.isSystem {
                    suggestion = "system colors: " + SystemPalette.colors(document.systemEra).map(\.name).joined(separator: ", ")
                }
                report(ThemeError(.unknownReference, "refers to a color that does not exist", at: location, path: path.string,
                                  value: "{\(target)}", suggestion: suggestion))
            }
        }
    }
}
