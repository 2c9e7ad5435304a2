import ColorScience

/// A color vision the page can be seen with: normal, a dichromacy, or an anomalous trichromacy
/// at a severity. Every color the page draws is given for each, computed by `ColorScience`.
public struct ReportVision: Hashable, Sendable {
    /// The name in the page's address and switch (`normal`, `deuteranopia`, `protanomaly-60`).
    public var id: String
    /// What the switch says (`Deuteranomaly, 60 %`).
    public var label: String
    /// nil for normal vision.
    public var deficiency: ColorVisionDeficiency?
    /// 0…1: 1 for the dichromacies and achromatopsia.
    public var severity: Double

    public init(id: String, label: String, deficiency: ColorVisionDeficiency?, severity: Double) {
        self.id = id
        self.label = label
        self.deficiency = deficiency
        self.severity = severity
    }

    /// The simulation, nil for normal vision.
    public var simulation: ColorVisionSimulation? {
        deficiency.map { ColorVisionSimulation($0, severity: severity) }
    }

    public static let normal = ReportVision(id: "normal", label: "Normal vision", deficiency: nil, severity: 0)

    /// Normal vision; protanopia, deuteranopia, tritanopia and achromatopsia; then each
    /// anomalous trichromacy at 30 % and 60 % (Machado 2009's tabulated severities).
    public static let all: [ReportVision] = {
        var visions = [normal]
        for deficiency in ColorVisionDeficiency.allCases {
            visions.append(ReportVision(id: deficiency.rawValue, label: deficiency.rawValue.capitalized, deficiency: deficiency, severity: 1))
        }
        let anomalies: [(String, ColorVisionDeficiency)] = [("protanomaly", .protanopia), ("deuteranomaly", .deuteranopia),
                                                            ("tritanomaly", .tritanopia)]
        for (name, deficiency) in anomalies {
            for percent in [30, 60] {
                visions.append(ReportVision(id: "\(name)-\(percent)", label: "\(name.capitalized), \(percent) %", deficiency: deficiency,
                                            severity: Double(percent) / 100))
            }
        }
        return visions
    }()
}
