/// One output `tincture generate` writes, from the theme file's `generate:` section:
///
/// ```yaml
/// generate:
///   - format: xcassets
///     output: App/Colors.xcassets
///   - format: swift
///     output: App/Generated/Colors.swift
///     options: { access: public, display-p3: true }
/// ```
public struct GenerateOutput: Hashable, Sendable {
    /// The generator's name (`xcassets`, `swift`, `css`, `android`, `dtcg`, `template`).
    public var format: String
    /// A file for generators that write one file, a folder for the others; relative to the
    /// theme file's folder.
    public var output: String
    /// Generator options as written (`access: public`).
    public var options: [String: String]
    public var location: SourceLocation

    public init(format: String, output: String, options: [String: String] = [:], location: SourceLocation) {
        self.format = format
        self.output = output
        self.options = options
        self.location = location
    }
}
