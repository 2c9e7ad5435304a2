import SwiftSyntax

/// Which types a file declares and which names it refers to, so that the pairs of a type no
/// code, storyboard or property list ever names (dead code) are left out.
enum TypeUsage {
    /// Conformances that make a type an entry point the system creates by itself.
    static let entryPoints: Set<String> = [
        "App", "Widget", "WidgetBundle", "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate", "UIResponder",
        "PreviewProvider", "AppIntent", "WidgetConfigurationIntent", "ControlWidget", "AppShortcutsProvider", "INExtension",
        "UNNotificationServiceExtension", "NSExtensionRequestHandling", "WKApplicationDelegate", "WKExtensionDelegate",
    ]

    /// The types `tree` declares (not entry points), with their lines, and every other
    /// identifier it uses (an extension's own type name excluded).
    static func read(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> (declared: [DeclaredType], referenced: Set<String>) {
        var declared: [DeclaredType] = []
        var referenced: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
            if let declaration = parent.asProtocol(DeclGroupSyntax.self), !parent.is(ExtensionDeclSyntax.self) {
                let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                let attributes = declaration.attributes.map(\.trimmedDescription)
                let isEntry = inherited.contains(where: entryPoints.contains)
                    || attributes.contains { $0 == "@main" || $0 == "@UIApplicationMain" || $0 == "@NSApplicationMain" || $0.hasPrefix("@objc(") }
                if !isEntry {
                    let start = parent.startLocation(converter: converter).line, end = parent.endLocation(converter: converter).line
                    declared.append(DeclaredType(name: name, lines: start...max(start, end)))
                }
                continue
            }
            if parent.is(IdentifierTypeSyntax.self), parent.parent?.is(ExtensionDeclSyntax.self) == true { continue }
            referenced.insert(name)
        }
        return (declared, referenced)
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
