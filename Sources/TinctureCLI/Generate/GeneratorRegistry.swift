import ThemeCodegen

/// The generators `tincture generate` knows, by the name `--format` and `generate:` use. Each
/// entry turns the shared input and the output's options into files.
enum GeneratorRegistry {
    typealias Make = @Sendable (GeneratorInput, [String: String]) throws(GeneratorError) -> [GeneratedFile]

    static let generators: [String: Make] = [:]

    static var names: [String] { generators.keys.sorted() }
}
