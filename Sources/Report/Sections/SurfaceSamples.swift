/// The rows of a table of foregrounds drawn on surfaces that vary with what lies beneath them —
/// materials and Liquid Glass: one row per foreground and surface, a cell per appearance, each
/// with captioned samples and their ratio and verdict.
enum SurfaceSamples {
    struct Row {
        var id: String
        var token: String
        var details: String
        var place: String
        var cells: [Cell]
    }

    struct Cell {
        var appearance: String
        var label: String
        var samples: [Sample]
    }

    struct Sample {
        var caption: String
        var style: String
        var ratio: String
        var passes: Bool
        /// The worst of the cell's samples, outlined.
        var isWorst = false
    }
}
