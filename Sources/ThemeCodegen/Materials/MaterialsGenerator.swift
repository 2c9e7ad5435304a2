import ColorScience
import ThemeModel

/// SwiftUI and CSS for drawing on system materials with Reduce Transparency respected.
///
/// - `Materials.swift`: `MaterialThickness` (ultra thin … thick) with its SwiftUI `Material`
///   and the opaque color for each color scheme, a `MaterialBackground` view modifier that
///   draws the real material and switches to the opaque color when
///   `@Environment(\.accessibilityReduceTransparency)` is true, and
///   `View.materialBackground(_:)`; `VibrancyLevel` (label … quaternary label, fill …
///   tertiary fill, separator) with SwiftUI's hierarchical, fill and separator styles, which are
///   vibrant on the material, and `View.vibrantForeground(_:)`; under UIKit, each material's
///   `UIBlurEffect.Style`, its `UIVibrancyEffect(blurEffect:style:)` for a level and a blur view
///   holding a vibrancy view to add content to.
/// - `materials.css`: `.material-ultra-thin` … `.material-thick` classes for the preview page:
///   `backdrop-filter: blur(24px) brightness(…)` with the layer's tint as the background, per
///   color scheme, and the opaque colors under `@media (prefers-reduced-transparency: reduce)`.
///
/// The values are the ``MaterialLayer`` model's (an approximation; the opaque colors are
/// unconfirmed). The theme's `materials:` entries are listed in the Swift file's documentation
/// (which foregrounds `tincture audit` checks on which material). A separate format, not part
/// of `swift`, so the color file stays the same for themes without materials and an app opts
/// in. Deterministic.
public struct MaterialsGenerator: ThemeGenerator {
    public static let name = "materials"

    public init() {}

    public func generate(_ input: GeneratorInput) throws(GeneratorError) -> [GeneratedFile] {
        [
            GeneratedFile(path: "Materials.swift", contents: MaterialsSwiftSource.render(declarations: input.theme.document.materials)),
            GeneratedFile(path: "materials.css", contents: MaterialsCSSSource.render()),
        ]
    }
}
