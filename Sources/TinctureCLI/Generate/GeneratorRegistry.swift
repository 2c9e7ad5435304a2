import ColorScience
import Foundation
import ThemeCodegen
import ThemeModel

/// The generators `tincture generate` knows, by the name `--format` and `generate:` use. Each
/// entry turns the shared input and the output's options into files.
enum GeneratorRegistry {
    /// What an entry gets: the input, the output's options, and the folder relative paths in
    /// options (a template's) are read from.
    struct Request {
        var input: GeneratorInput
        var options: [String: String]
        var baseDirectory: String
        /// What a generator wants said beside its files (what a format cannot express).
        var report: @Sendable (String) -> Void = { _ in }
        /// A color the files hold clipped, said as a warning (see ``GamutClip``).
        var warn: @Sendable (String) -> Void = { _ in }

        /// Warns of each clipped color.
        func warn(_ clips: [GamutClip]) {
            for clip in clips { warn(clip.description) }
        }
    }

    typealias Make = @Sendable (Request) throws(GeneratorError) -> [GeneratedFile]

    static let generators: [String: Make] = [
        AssetCatalogGenerator.name: { request throws(GeneratorError) in
            let catalog = try AssetCatalogGenerator(theme: request.options["theme"] ?? ThemeDocument.defaultThemeName).catalog(request.input)
            catalog.notes.forEach(request.report)
            request.warn(catalog.clips)
            return catalog.files
        },
        CSSGenerator.name: { request throws(GeneratorError) in
            let files = try CSSGenerator().generate(request.input)
            request.warn(CSSGenerator().clippedColors(request.input))
            return files
        },
        SwiftGenerator.name: { request throws(GeneratorError) in
            var options = SwiftGenerator.Options()
            if let access = request.options["access"] {
                guard let level = SwiftGenerator.Options.AccessLevel(rawValue: access) else {
                    throw GeneratorError("`access` is public or internal, not '\(access.excerpt())'")
                }
                options.accessLevel = level
            }
            if let system = request.options["system-references"] { options.systemColorReferences = ["true", "yes", "1"].contains(system) }
            options.typeNames.theme = request.options["theme-type"] ?? options.typeNames.theme
            options.typeNames.manager = request.options["manager-type"] ?? options.typeNames.manager
            options.typeNames.store = request.options["store-type"] ?? options.typeNames.store
            let generator = SwiftGenerator(options: options)
            let files = try generator.generate(request.input)
            request.warn(generator.clippedColors(request.input))
            return files
        },
        AndroidGenerator.name: { request throws(GeneratorError) in
            let files = try AndroidGenerator().generate(request.input)
            request.warn(AndroidGenerator().clippedColors(request.input))
            return files
        },
        DTCGGenerator.name: { request throws(GeneratorError) in try DTCGGenerator().generate(request.input) },
        MaterialsGenerator.name: { request throws(GeneratorError) in try MaterialsGenerator().generate(request.input) },
        WidgetSwiftGenerator.name: { request throws(GeneratorError) in try WidgetSwiftGenerator().generate(request.input) },
        StencilTemplateGenerator.name: { request throws(GeneratorError) in
            guard let template = request.options["template"] else {
                throw GeneratorError("the template format needs a `template` option: the path of a Stencil template")
            }
            let path = template.hasPrefix("/") ? template : OutputWriter.join(request.baseDirectory, template)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw GeneratorError("cannot read the template \(path)")
            }
            let output = request.options["file"] ?? URL(fileURLWithPath: template).deletingPathExtension().lastPathComponent
            return try StencilTemplateGenerator(template: String(decoding: data, as: UTF8.self), path: output).generate(request.input)
        },
    ]

    static var names: [String] { generators.keys.sorted() }
}
