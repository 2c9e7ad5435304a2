import Foundation

/// The schemas the audit's output is checked against, and where the example themes are.
enum AuditSchemas {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// `docs/audit-report.schema.json`, read where users find it.
    static func auditReport() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schemaText: read("docs/audit-report.schema.json"))
    }

    /// The OASIS SARIF 2.1.0 schema, copied from the reference material.
    static func sarif() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schemaText: read("Tests/TinctureCLITests/Fixtures/sarif-schema-2.1.0.json"))
    }

    static let examples = ["try-swift.yml", "apple-system.yml", "neumorphism.yml", "neumorphic-controls.yml", "typography.yml", "materials.yml", "widgets.yml"]

    static func example(_ name: String) -> String { packageRoot.appendingPathComponent("Examples/" + name).path }
}
