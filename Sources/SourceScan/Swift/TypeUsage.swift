import SwiftSyntax

/// Which types a file declares and which names it refers to, so that the pairs of a type no
/// code, storyboard or property list ever names (dead code) are left out.
enum TypeUsage {
    /// Conformances that make a type an entry point the system creates by itself.
    static let entryPoints: Set<String> = [
        "App", "Widget", "WidgetBundle", "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate", "UIResponder",
        "AppIntent", "WidgetConfigurationIntent", "ControlWidget", "AppShortcutsProvider", "INExtension",
        "UNNotificationServiceExtension", "NSExtensionRequestHandling", "WKApplicationDelegate", "WKExtensionDelegate",
    ]

    /// The types `tree` declares (not entry points), with their lines, and every other
    /// identifier it uses (an extension's own type name excluded).
    static func read(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> (declared: [DeclaredType], referenced: Set<String>) {
        let reader = Reader(converter: converter)
        reader.walk(tree)
        return (reader.declared, reader.referenced)
    }

    /// Whether an `#if` clause is never compiled (`#if false`, `#if 0`).
    static func isNeverCompiled(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let condition = clause.condition?.trimmedDescription else { return false }
        return condition == "false" || condition == "0"
    }

    private final class Reader: SyntaxVisitor {
        let converter: SourceLocationConverter
        var declared: [DeclaredType] = []
        var referenced: Set<String> = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        // Previews and code never compiled use no type of the app.
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { node.macroName.text == "Preview" ? .skipChildren : .visitChildren }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { node.macroName.text == "Preview" ? .skipChildren : .visitChildren }
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind { TypeUsage.isNeverCompiled(node) ? .skipChildren : .visitChildren }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { return .visitChildren }
            if let declaration = parent.asProtocol(DeclGroupSyntax.self), !parent.is(ExtensionDeclSyntax.self) {
                let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                let attributes = declaration.attributes.map(\.trimmedDescription)
                let isEntry = inherited.contains(where: entryPoints.contains)
                    || attributes.contains { $0 == "@main" || $0 == "@UIApplicationMain" || $0 == "@NSApplicationMain" || $0.hasPrefix("@objc(") }
                if !isEntry {
                    let start = parent.startLocation(converter: converter).line, end = parent.endLocation(converter: converter).line
                    declared.append(DeclaredType(name: name, lines: start...max(start, end)))
                }
                return .visitChildren
            }
            if parent.is(IdentifierTypeSyntax.self), parent.parent?.is(ExtensionDeclSyntax.self) == true { return .visitChildren }
            referenced.insert(name)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            // A preview provider's body uses nothing; its name is not the app's type either.
            node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } == true ? .skipChildren : .visitChildren
        }
    }

    /// The words of a file in another language (Objective-C, a property list), as names it may
    /// use a Swift type by.
    static func words(_ text: String) -> Set<String> {
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }
}

/// A type a Swift file declares, by name, with the lines it spans.
public struct DeclaredType: Hashable, Sendable {
    public var name: String
    public var lines: ClosedRange<Int>
}
