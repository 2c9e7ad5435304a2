import ColorScience
import Foundation
import ThemeAudit
import ThemeCodegen
import ThemeModel

/// The generators `tincture generate` knows, by the name `--format` and `generate:` use. Each
/// entry lists the options it takes and turns the shared input and the output's options into
/// files.
enum GeneratorRegistry {
    /// What an entry gets: the input, the output's options (checked against the entry's, under
    /// their own keys, booleans as `true` or `false`), and the folder relative paths in options
    /// (a template's) are read from.
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

    /// One generator: what it writes, the options it takes, and how it makes its files.
    struct Entry: Sendable {
        var summary: String
        var options: [GeneratorOption]
        var make: Make
    }

    static let generators: [String: Entry] = [
        AssetCatalogGenerator.name: Entry(
            summary: "an Xcode asset catalog (one theme)",
            options: [.name("the catalog's name"), .displayP3,
                      GeneratorOption(key: "theme", kind: .theme, help: "the named theme the catalog holds (default: the file's own)"),
                      GeneratorOption(key: "components", kind: .choice(AssetCatalogGenerator.ComponentStyle.allCases.map(\.rawValue)),
                                      help: "as-written: hex and rgb() colors as 8-bit hex and integer components, others as floats (default); float: floats everywhere")],
            make: { request throws(GeneratorError) in
                let style = request.options["components"].flatMap(AssetCatalogGenerator.ComponentStyle.init(rawValue:)) ?? .asWritten
                let catalog = try AssetCatalogGenerator(theme: request.options["theme"] ?? ThemeDocument.defaultThemeName, components: style)
                    .catalog(request.input)
                catalog.notes.forEach(request.report)
                request.warn(catalog.clips)
                return catalog.files
            }),
        CSSGenerator.name: Entry(
            summary: "CSS custom properties",
            options: [.name("the file's name, in kebab case")],
            make: { request throws(GeneratorError) in
                let files = try CSSGenerator().generate(request.input)
                request.warn(CSSGenerator().clippedColors(request.input))
                return files
            }),
        SwiftGenerator.name: Entry(
            summary: "UIKit, SwiftUI and AppKit colors with runtime theme switching",
            options: [
                .name("the enum holding the colors"), .displayP3,
                GeneratorOption(key: "access", kind: .choice(["public", "internal"]), help: "the generated declarations' access level (default public)"),
                GeneratorOption(key: "system-references", kind: .boolean, help: "tokens that are a system color in every appearance as UIColor.label… (default true)"),
                GeneratorOption(key: "palette-type", kind: .identifier, help: "the palette's name inside the colors enum (default Palette)"),
                GeneratorOption(key: "theme-type", kind: .identifier, help: "the theme enum's name"),
                GeneratorOption(key: "manager-type", kind: .identifier, help: "the theme manager's name"),
                GeneratorOption(key: "store-type", kind: .identifier, help: "the observable store's name"),
            ],
            make: { request throws(GeneratorError) in
                var options = SwiftGenerator.Options()
                if let access = request.options["access"] {
                    guard let level = SwiftGenerator.Options.AccessLevel(rawValue: access) else {
                        throw GeneratorError("`access` is public or internal, not '\(access)'")
                    }
                    options.accessLevel = level
                }
                if let system = request.options["system-references"] { options.systemColorReferences = system == "true" }
                options.typeNames.palette = request.options["palette-type"] ?? options.typeNames.palette
                options.typeNames.theme = request.options["theme-type"] ?? options.typeNames.theme
                options.typeNames.manager = request.options["manager-type"] ?? options.typeNames.manager
                options.typeNames.store = request.options["store-type"] ?? options.typeNames.store
                let generator = SwiftGenerator(options: options)
                let files = try generator.generate(request.input)
                request.warn(generator.clippedColors(request.input))
                return files
            }),
        AndroidGenerator.name: Entry(
            summary: "Android color resources (values/, values-night/)",
            options: [],
            make: { request throws(GeneratorError) in
                let files = try AndroidGenerator().generate(request.input)
                AndroidGenerator().notes(request.input).forEach(request.report)
                request.warn(AndroidGenerator().clippedColors(request.input))
                return files
            }),
        DTCGGenerator.name: Entry(
            summary: "DTCG 2025.10 token files and a resolver",
            options: [.name("the token set's name, in kebab case")],
            make: { request throws(GeneratorError) in try DTCGGenerator().generate(request.input) }),
        GlassGenerator.name: Entry(
            summary: "SwiftUI Liquid Glass with its tint and dimming layer for the theme's glass: entries",
            options: [],
            make: { request throws(GeneratorError) in try GlassGenerator().generate(request.input) }),
        MaterialsGenerator.name: Entry(
            summary: "SwiftUI material backgrounds and CSS backdrop filters",
            options: [],
            make: { request throws(GeneratorError) in try MaterialsGenerator().generate(request.input) }),
        NeumorphicGenerator.name: Entry(
            summary: "SwiftUI backgrounds, button and toggle styles for the theme's neumorphic controls, any shape",
            options: [.name("the file's name, NAME+Neumorphic.swift"),
                      GeneratorOption(key: "theme", kind: .theme, help: "the named theme whose colors are written (default: the file's own)")],
            make: { request throws(GeneratorError) in
                let generator = NeumorphicGenerator(theme: request.options["theme"] ?? ThemeDocument.defaultThemeName)
                let files = try generator.generate(request.input)
                NeumorphicFailures.notes(request.input.theme, theme: generator.theme).forEach(request.report)
                return files
            }),
        WidgetSwiftGenerator.name: Entry(
            summary: "SwiftUI for a widget extension",
            options: [.name("the file's name, NAME+Widgets.swift")],
            make: { request throws(GeneratorError) in try WidgetSwiftGenerator().generate(request.input) }),
        StencilTemplateGenerator.name: Entry(
            summary: "any format, from a Stencil template",
            options: [
                GeneratorOption(key: "template", kind: .path, help: "the Stencil template (required)"),
                GeneratorOption(key: "file", kind: .path, help: "the file written, under the output (default: the template's name without its extension)"),
                .name("the `name` the template sees"),
            ],
            make: { request throws(GeneratorError) in
                guard let template = request.options["template"] else {
                    throw GeneratorError("the template format needs a `template` option: the path of a Stencil template")
                }
                let path = template.hasPrefix("/") ? template : OutputWriter.join(request.baseDirectory, template)
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw GeneratorError("cannot read the template \(path)")
                }
                let output = request.options["file"] ?? URL(fileURLWithPath: template).deletingPathExtension().lastPathComponent
                return try StencilTemplateGenerator(template: String(decoding: data, as: UTF8.self), path: output).generate(request.input)
            }),
    ]

    static var names: [String] { generators.keys.sorted() }

    /// Every format with its options, for `generate --help`: each format with what it writes,
    /// then one option a line, `key=value` and what it does, in lines short enough that help
    /// does not wrap them again.
    static var optionsHelp: String {
        names.map { name in
            let entry = generators[name]!
            let options = entry.options.isEmpty ? ["    (no options)"] : entry.options.flatMap { option in
                wrapped(option.syntax + ": " + option.help, first: "    ", rest: "        ")
            }
            return (["  \(name): \(entry.summary)"] + options).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` in lines of at most 76 characters, the first after `first`, the others after `rest`.
    static func wrapped(_ text: String, first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        for word in text.split(separator: " ") {
            let start = lines.isEmpty ? first : rest
            if line.count > start.count, line.count + 1 + word.count > 76 {
                lines.append(line)
                line = rest
            }
            line += (line.count > (lines.isEmpty ? first : rest).count ? " " : "") + word
        }
        return lines + [line]
    }
}
