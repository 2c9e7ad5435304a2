import ColorScience
import PNGImage
import Screenshots
import SourceScan
import ThemeAudit
import ThemeCodegen
import ThemeModel

/// What each harness does with one input: read it, and when it reads, go on through resolving,
/// auditing, fixing and generating every output, then read the outputs back. A reader may refuse
/// an input; nothing may trap, and what Tincture writes must read again.
public enum Exercise {
    /// A CSS color: a parsed color converts to every space with finite channels (when its own
    /// XYZ is finite and sane), and its CSS text parses again.
    public static func cssColor(_ text: String) {
        guard let color = try? Color(css: text) else { return }
        let xyz = color.xyz
        let sane = [xyz.x, xyz.y, xyz.z].allSatisfy { $0.isFinite && abs($0) < 1e6 }
        for space in ColorSpace.allCases {
            let converted = color.converted(to: space)
            let channels = [converted.coordinates.first, converted.coordinates.second, converted.coordinates.third]
            FuzzDriver.require(!sane || channels.allSatisfy { $0.map(\.isFinite) ?? true },
                               "\(text) in \(space.rawValue) is \(channels)")
        }
        guard color.space != .hct, color.space != .hsv else { return }
        let written = color.cssString
        FuzzDriver.require((try? Color(css: written)) != nil, "\(text) is written as \(written), which does not parse")
    }

    /// A theme file (YAML or JSON).
    public static func themeYAML(_ text: String) {
        guard let document = try? ThemeDocument(yaml: text, file: "fuzz.yml") else { return }
        theme(document)
    }

    /// A DTCG token file.
    public static func dtcg(_ text: String) {
        guard let document = try? ThemeDocument(dtcg: text, file: "fuzz.tokens.json") else { return }
        theme(document)
    }

    /// A color set's `Contents.json` in a catalog.
    public static func catalog(_ bytes: [UInt8]) {
        let files = ["Contents.json": Array(#"{"info":{"author":"xcode","version":1}}"#.utf8), "Fuzz.colorset/Contents.json": bytes]
        let document = AssetCatalogReader().read(named: "Fuzz", files: files, root: "Fuzz.xcassets")
        FuzzDriver.require((try? ThemeDocument(yaml: document.yaml, file: "Fuzz.yml")) != nil,
                           "the theme imported from a catalog does not load:\n\(document.yaml)")
        theme(document)
    }

    /// A Swift source file, scanned for colors and pairs and resolved as an app of one file.
    public static func swiftSource(_ text: String) {
        let file = SwiftColorScanner.scan(text, file: "/fuzz/App/Fuzz.swift")
        let scan = AppScan(root: "/fuzz", files: [file], base: ThemeDocument(file: "/fuzz", name: "fuzz"))
        if let theme = try? ResolvedTheme(scan.document) { _ = Auditor().audit(theme) }
    }

    /// A PNG file (libpng, the chunk walk, the cICP and ICC profile readers): a picture that
    /// reads is simulated, drawn as a widget, encoded, and reads back to the same pixels and
    /// color space. Files claiming more than 4 million pixels are skipped (memory, not parsing).
    public static func png(_ bytes: [UInt8]) {
        if bytes.count >= 24 {
            let width = Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19])
            let height = Int(bytes[20]) << 24 | Int(bytes[21]) << 16 | Int(bytes[22]) << 8 | Int(bytes[23])
            if width.multipliedReportingOverflow(by: height).partialValue > 4 << 20 || width > 1 << 20 || height > 1 << 20 { return }
        }
        guard var image = try? RGBAImage(png: bytes) else { return }
        _ = RGBAImage.software(of: bytes)
        image.simulate(.deuteranopia, threads: 1)
        let widget = WidgetImageRendering(mode: .vibrant, tint: SRGB(red: 1, green: 0.58, blue: 0),
                                          background: WidgetImageRendering.containerBackground(of: image).map { SRGB($0) }).rendered(image)
        _ = ImageGrid.scaledDown(widget, toWidth: 16)
        guard let written = try? image.png(software: "tincture") else {
            FuzzDriver.require(false, "a picture that read does not encode")
            return
        }
        let again = try? RGBAImage(png: written)
        FuzzDriver.require(again?.pixels == image.pixels && again?.colorSpace.encoding == image.colorSpace.encoding,
                           "a picture does not read back as written")
    }

    /// A theme that loaded: resolved, audited, fixed, generated in every format; the catalog and
    /// the DTCG file it generates read back to themes that load.
    static func theme(_ document: ThemeDocument) {
        guard let resolved = try? ResolvedTheme(document) else { return }
        _ = Auditor().audit(resolved)
        _ = ThemeFixer().fix(resolved)
        let input = GeneratorInput(theme: resolved)
        _ = try? SwiftGenerator().generate(input)
        _ = try? CSSGenerator().generate(input)
        _ = try? AndroidGenerator().generate(input)
        _ = try? MaterialsGenerator().generate(input)
        _ = try? WidgetSwiftGenerator().generate(input)
        if let catalog = try? AssetCatalogGenerator().catalog(input) {
            var contents: [String: [UInt8]] = [:]
            for file in catalog.files { contents[String(file.path.split(separator: "/", maxSplits: 1).last ?? "")] = Array(file.contents.utf8) }
            let imported = AssetCatalogReader().read(named: "Colors", files: contents, root: "Colors.xcassets")
            FuzzDriver.require((try? ThemeDocument(yaml: imported.yaml, file: "Colors.yml")) != nil,
                               "the catalog generated from a theme imports to one that does not load:\n\(imported.yaml)")
        }
        // The DTCG export: through its resolver document when it writes one (the appearance
        // files are sets of it), else its one token file.
        if let files = try? DTCGGenerator().generate(input) {
            let byPath = Dictionary(files.map { ($0.path, $0.contents) }) { first, _ in first }
            if let resolver = files.first(where: { $0.path.hasSuffix(".resolver.json") }) {
                let imported = try? ThemeDocument(dtcgResolver: resolver.contents, file: resolver.path) { (source: String) throws(ThemeErrors) -> String in
                    guard let text = byPath[source] ?? byPath[String(source.split(separator: "/").last ?? "")] else {
                        throw ThemeErrors([ThemeError(.unreadable, "no such generated file", at: nil, value: source)])
                    }
                    return text
                }
                FuzzDriver.require(imported != nil, "the generated \(resolver.path) does not import:\n\(files.map { $0.path + ":\n" + $0.contents }.joined(separator: "\n"))")
            } else {
                for file in files where file.path.hasSuffix(".tokens.json") {
                    FuzzDriver.require((try? ThemeDocument(dtcg: file.contents, file: file.path)) != nil,
                                       "the generated \(file.path) does not import:\n\(file.contents)")
                }
            }
        }
    }
}
