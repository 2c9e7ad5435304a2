import ColorScience

extension SystemPalette {
    /// The system color an asset catalog's `reference` entry names, looked up first among the
    /// colors of the platform its `platform` key gives (`osx` → macOS; `ios`, `universal`, `XR`
    /// or none → the era's), then among the other platform's.
    ///
    /// Xcode writes the Objective-C names (`systemBlueColor`, `labelColor`,
    /// `groupTableViewBackgroundColor`); a deprecated name takes the color that replaced it.
    public static func assetCatalogColor(named reference: String, platform: String?, era: Era) -> SystemColor? {
        let eras: [Era] = platform?.lowercased() == "osx" ? [.macos, era] : [era, .macos]
        for candidate in eras {
            if let color = colors(candidate).first(where: { $0.assetCatalogReference == reference }) { return color }
        }
        return nil
    }

    /// The known asset-catalog name nearest to an unknown one, for the finding's suggestion.
    public static func nearestAssetCatalogName(to reference: String) -> String? {
        let known = Set(Era.allCases.flatMap { colors($0).map(\.assetCatalogReference) })
        return Spelling.nearest(to: reference, among: known.sorted(), maximumDistance: max(3, reference.count / 3))
    }
}
