import SwiftParser
import SwiftSyntax

/// The declaration a place in a Swift file lies in, named as a reader would: its enclosing
/// types and members joined by `.` (`CardView.body`, `SettingsViewController.viewDidLoad()`,
/// `Theme.Colors.accent`). A baseline keys findings by it instead of by line, so that an edit
/// above a finding does not make it new.
public struct EnclosingDeclaration {
    private let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    /// A file parsed once, for any number of places in it.
    public init(_ text: String) {
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: "", tree: tree)
    }

    /// The name of the innermost declaration around 1-based `line` and `column` of `text`; nil
    /// at the top level of the file.
    public static func name(in text: String, line: Int, column: Int) -> String? {
        EnclosingDeclaration(text).name(line: line, column: column)
    }

    /// The name of the innermost declaration around 1-based `line` and `column`.
    public func name(line: Int, column: Int) -> String? {
        let position = converter.position(ofLine: line, column: column)
        var names: [String] = []
        var node: Syntax? = tree.token(at: position).map(Syntax.init)
        while let current = node {
            if let name = Self.declarationName(current) { names.append(name) }
            node = current.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    private static func declarationName(_ node: Syntax) -> String? {
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
        if let decl = node.as(FunctionDeclSyntax.self) {
            let labels = decl.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
            return "\(decl.name.text)(\(labels))"
        }
        if let decl = node.as(InitializerDeclSyntax.self) {
            return "init(" + decl.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
        if let decl = node.as(VariableDeclSyntax.self) {
            return decl.bindings.first?.pattern.trimmedDescription
        }
        if let decl = node.as(SubscriptDeclSyntax.self) {
            return "subscript(" + decl.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
        return nil
    }
}
