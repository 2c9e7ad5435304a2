import Foundation
import Testing

/// The test-support JSON Schema validator rejects what it must, so the schema tests can fail.
@Suite("JSON Schema validator")
struct JSONSchemaValidatorTests {
    static let schema = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "additionalProperties": false,
          "required": ["id", "kind", "count"],
          "properties": {
            "id": { "type": "string", "pattern": "^[a-z]+$", "minLength": 2 },
            "kind": { "$ref": "#/$defs/kind" },
            "count": { "type": "integer", "minimum": 0, "maximum": 10 },
            "version": { "const": 1 },
            "tags": { "type": "array", "items": { "type": "string" }, "uniqueItems": true, "minItems": 1, "maxItems": 3 },
            "value": { "type": ["number", "null"] },
            "extra": { "type": "object", "additionalProperties": { "type": "boolean" } },
            "link": { "type": "string", "format": "uri" },
            "shape": { "oneOf": [{ "type": "string" }, { "type": "integer" }, { "type": "number", "minimum": 100 }] },
            "either": { "anyOf": [{ "$ref": "#/definitions/small" }, { "type": "string" }] },
            "both": { "allOf": [{ "type": "integer" }, { "minimum": 5 }] },
            "never": { "not": { "type": "string" } }
          },
          "$defs": { "kind": { "enum": ["a", "b"] } },
          "definitions": { "small": { "type": "integer", "maximum": 3 } }
        }
        """

    static let valid = #"{"id": "abc", "kind": "a", "count": 3, "version": 1, "tags": ["x", "y"], "value": null, "extra": {"on": true}, "link": "https://example.com/x", "shape": 7, "either": 2, "both": 6, "never": 1}"#

    func validator() throws -> JSONSchemaValidator { try JSONSchemaValidator(schemaText: Self.schema) }

    @Test("accepts a valid document")
    func acceptsValid() throws {
        let errors = try validator().errors(in: JSONValue.parse(Self.valid))
        #expect(errors.isEmpty, "\(errors)")
    }

    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var error: String
        var testDescription: String { name }
    }

    static let broken: [Broken] = [
        Broken(name: "missing required key", json: #"{"id": "abc", "kind": "a"}"#, error: "missing required property 'count'"),
        Broken(name: "wrong type", json: #"{"id": 5, "kind": "a", "count": 3}"#, error: "/id: 5.0 is not of type string"),
        Broken(name: "a fraction is not an integer", json: #"{"id": "abc", "kind": "a", "count": 2.5}"#, error: "not of type integer"),
        Broken(name: "extra property", json: #"{"id": "abc", "kind": "a", "count": 3, "colour": 1}"#, error: "property 'colour' is not allowed"),
        Broken(name: "bad enum through $ref", json: #"{"id": "abc", "kind": "c", "count": 3}"#, error: "/kind: 'c' is not one of the allowed values"),
        Broken(name: "wrong const", json: #"{"id": "abc", "kind": "a", "count": 3, "version": 2}"#, error: "is not the constant"),
        Broken(name: "pattern", json: #"{"id": "ABC", "kind": "a", "count": 3}"#, error: "does not match"),
        Broken(name: "minLength", json: #"{"id": "a", "kind": "a", "count": 3}"#, error: "shorter than 2"),
        Broken(name: "maximum", json: #"{"id": "abc", "kind": "a", "count": 11}"#, error: "is more than 10"),
        Broken(name: "minimum", json: #"{"id": "abc", "kind": "a", "count": -1}"#, error: "is less than 0"),
        Broken(name: "items", json: #"{"id": "abc", "kind": "a", "count": 3, "tags": ["x", 1]}"#, error: "/tags/1"),
        Broken(name: "uniqueItems", json: #"{"id": "abc", "kind": "a", "count": 3, "tags": ["x", "x"]}"#, error: "repeats an earlier item"),
        Broken(name: "minItems", json: #"{"id": "abc", "kind": "a", "count": 3, "tags": []}"#, error: "fewer than 1"),
        Broken(name: "maxItems", json: #"{"id": "abc", "kind": "a", "count": 3, "tags": ["a", "b", "c", "d"]}"#, error: "more than 3"),
        Broken(name: "type list", json: #"{"id": "abc", "kind": "a", "count": 3, "value": "x"}"#, error: "not of type number or null"),
        Broken(name: "additionalProperties schema", json: #"{"id": "abc", "kind": "a", "count": 3, "extra": {"on": 1}}"#, error: "/extra/on"),
        Broken(name: "uri format", json: #"{"id": "abc", "kind": "a", "count": 3, "link": "example.com/x"}"#, error: "not a valid uri"),
        Broken(name: "oneOf matching two", json: #"{"id": "abc", "kind": "a", "count": 3, "shape": 150}"#, error: "matches 2 of oneOf"),
        Broken(name: "oneOf matching none", json: #"{"id": "abc", "kind": "a", "count": 3, "shape": 1.5}"#, error: "matches 0 of oneOf"),
        Broken(name: "anyOf through #/definitions", json: #"{"id": "abc", "kind": "a", "count": 3, "either": 4}"#, error: "matches none of anyOf"),
        Broken(name: "allOf", json: #"{"id": "abc", "kind": "a", "count": 3, "both": 4}"#, error: "is less than 5"),
        Broken(name: "not", json: #"{"id": "abc", "kind": "a", "count": 3, "never": "s"}"#, error: "matches a schema it must not"),
        Broken(name: "not an object", json: #"[1, 2]"#, error: "is not of type object"),
    ]

    @Test("rejects a broken document", arguments: broken)
    func rejects(_ item: Broken) throws {
        let errors = try validator().errors(in: JSONValue.parse(item.json))
        #expect(errors.contains { $0.contains(item.error) }, "\(errors)")
    }

    @Test("reports keywords it does not support instead of ignoring them")
    func unsupported() throws {
        let validator = try JSONSchemaValidator(schemaText: #"{"type": "object", "patternProperties": {"^x": {"type": "string"}}}"#)
        #expect(validator.errors(in: try JSONValue.parse(#"{"xa": 1}"#)) == ["/: unsupported schema keyword 'patternProperties'"])
        let dangling = try JSONSchemaValidator(schemaText: ##"{"$ref": "#/$defs/missing"}"##)
        #expect(!dangling.isValid(.null))
    }

    @Test("the two schemas use nothing the validator does not support")
    func schemasSupported() throws {
        // An empty object is invalid for both, but must not be invalid for an unsupported keyword.
        for validator in [try AuditSchemas.auditReport(), try AuditSchemas.sarif()] {
            let errors = validator.errors(in: .object([:]))
            #expect(!errors.isEmpty)
            #expect(!errors.contains { $0.contains("unsupported") || $0.contains("cannot resolve") }, "\(errors)")
        }
    }
}
