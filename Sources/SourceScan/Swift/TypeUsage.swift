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
    /// The types `tree` declares (not entry points), and the names each type's code uses (by
    /// the innermost type or extension it is in; "" for code outside any).
    static func read(_ tree: SourceFileSyntax, converter: SourceLocationConverter)
        -> (declared: [DeclaredType], references: [String: Set<String>], privateMembers: [DeclaredType], extensions: [DeclaredType], internalMembers: [DeclaredType]) {
        let reader = Reader(converter: converter)
        reader.walk(tree)
        return (reader.declared, reader.references, reader.privateMembers, reader.extensions, reader.internalMembers)
    }

    /// The names in use: what code outside the declared types names (entry points, free code),
    /// what the other files name, and then, transitively, what each type in use names. A type
    /// named only by dead code is dead too.
    static func used(declared: Set<String>, references: [String: Set<String>], external: Set<String>) -> Set<String> {
        var used = external
        for (owner, names) in references where !declared.contains(owner) { used.formUnion(names) }
        var frontier = Array(used.intersection(declared))
        var visited = Set(frontier)
        while let type = frontier.popLast() {
            for name in references[type] ?? [] {
                used.insert(name)
                if declared.contains(name), visited.insert(name).inserted { frontier.append(name) }
            }
        }
        return used
    }

    /// Whether an `#if` clause is never compiled (`#if false`, `#if 0`).
    static func isNeverCompiled(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let condition = clause.condition?.trimmedDescription else { return false }
        return condition == "false" || condition == "0"
    }

    private final class Reader: SyntaxVisitor {
        let converter: SourceLocationConverter
        var declared: [DeclaredType] = []
        var references: [String: Set<String>] = [:]
        /// Private functions and properties (not `@objc`, `@IBAction` or `@IBOutlet`): only their
        /// own file can use them.
        var privateMembers: [DeclaredType] = []
        /// Extensions, by the type they extend, with their lines: a dead type's extensions are
        /// dead too.
        var extensions: [DeclaredType] = []
        /// The types and extensions the reader is in, innermost last.
        var owners: [String] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        // Previews and code never compiled use no type of the app.
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { node.macroName.text == "Preview" ? .skipChildren : .visitChildren }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { node.macroName.text == "Preview" ? .skipChildren : .visitChildren }
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind { TypeUsage.isNeverCompiled(node) ? .skipChildren : .visitChildren }
        // Code for systems older than the deployment target names no type in use.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            Availability.neverRuns(Syntax(node)) ? .skipChildren : .visitChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            // `$name` uses the property `name` (a property wrapper's projection).
            if case .dollarIdentifier(let projected) = token.tokenKind {
                references[owners.last ?? "", default: []].insert(String(projected.dropFirst()))
                return .visitChildren
            }
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
            // A function's own name is its declaration, not a use.
            if let function = parent.as(FunctionDeclSyntax.self), function.name.id == token.id {
                notePrivate(name, declaration: Syntax(function), modifiers: function.modifiers, attributes: function.attributes, isProperty: false)
                noteInternal(function)
                return .visitChildren
            }
            // A binding's name (`let counter`, `private var header: some View`) is a declaration too.
            if parent.is(IdentifierPatternSyntax.self) {
                if let binding = parent.parent?.as(PatternBindingSyntax.self), let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                   variable.bindings.count == 1 {
                    notePrivate(name, declaration: Syntax(variable), modifiers: variable.modifiers, attributes: variable.attributes, isProperty: true)
                    noteInternal(view: variable, binding: binding, name: name)
                }
                return .visitChildren
            }
            // Argument labels and parameter names name no declaration (`counter: code.upvotes`).
            if let labeled = parent.as(LabeledExprSyntax.self), labeled.label?.id == token.id { return .visitChildren }
            if parent.is(FunctionParameterSyntax.self) || parent.is(EnumCaseParameterSyntax.self) || parent.is(DeclNameArgumentSyntax.self)
                || parent.is(ClosureParameterSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self) { return .visitChildren }
            references[owners.last ?? "", default: []].insert(name)
            return .visitChildren
        }

        /// Notes a private function or property that only its file may use, unless the runtime
        /// reaches it by name (`@objc`, Interface Builder) or it overrides a superclass's.
        func notePrivate(_ name: String, declaration: Syntax, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax, isProperty: Bool) {
            let names = modifiers.map(\.name.text)
            let calledByName = attributes.contains { attribute in
                ["@objc", "@IBAction", "@IBSegueAction", "@IBOutlet", "@IBInspectable", "@NSManaged", "@_cdecl", "@_dynamicReplacement"]
                    .contains { attribute.trimmedDescription.hasPrefix($0) }
            }
            guard names.contains(where: { $0 == "private" || $0 == "fileprivate" }), !names.contains("override"), !calledByName,
                  // A property inside a function is a local; only a type's members are declared here.
                  !isProperty || declaration.parent?.parent?.is(MemberBlockItemListSyntax.self) == true else { return }
            let start = declaration.startLocation(converter: converter).line, end = declaration.endLocation(converter: converter).line
            privateMembers.append(DeclaredType(name: name, lines: start...max(start, end), isProperty: isProperty))
        }

        /// Functions and view properties of the app's types that any file may use (not private,
        /// not public, not called by the runtime or a framework): the app is searched for a use.
        var internalMembers: [DeclaredType] = []

        /// Names the frameworks call on a type that conforms to their protocols, with no
        /// `override` to say so.
        static let frameworkNames: Set<String> = [
            "body", "sizeThatFits", "placeholder", "getSnapshot", "getTimeline", "snapshot", "timeline", "recommendations", "perform", "main",
            "encode", "hash", "reduce", "handle", "callAsFunction", "defaultValue", "makeIterator", "next", "run", "validate", "dismantleUIView",
            "dismantleNSView", "relevance", "entities", "suggestedEntities", "defaultResult", "results", "values",
        ]

        func noteInternal(_ function: FunctionDeclSyntax) {
            let name = function.name.text
            guard isInternalMember(Syntax(function), modifiers: function.modifiers, attributes: function.attributes),
                  name.first?.isLetter == true, !Self.frameworkNames.contains(name), !name.hasPrefix("make"), !name.hasPrefix("update"),
                  !name.hasPrefix("build"),
                  // A delegate's or data source's method is named after the framework type it
                  // takes (`tableView(_ tableView: UITableView, …)`, `scrollViewDidScroll(_:
                  // UIScrollView)`, `controller(_: NSFetchedResultsController, …)`): the framework
                  // calls it. (`setUpDataSource(tableView: UITableView)` is the app's.)
                  !function.signature.parameterClause.parameters.contains(where: { Self.isCallback(name, taking: $0.type.trimmedDescription) }) else { return }
            let start = function.startLocation(converter: converter).line, end = function.endLocation(converter: converter).line
            internalMembers.append(DeclaredType(name: name, lines: start...max(start, end)))
        }

        /// A computed view property (`var header: some View`) other than `body`.
        func noteInternal(view variable: VariableDeclSyntax, binding: PatternBindingSyntax, name: String) {
            guard name != "body", binding.accessorBlock != nil, binding.typeAnnotation?.type.trimmedDescription == "some View",
                  isInternalMember(Syntax(variable), modifiers: variable.modifiers, attributes: variable.attributes) else { return }
            let start = variable.startLocation(converter: converter).line, end = variable.endLocation(converter: converter).line
            internalMembers.append(DeclaredType(name: name, lines: start...max(start, end), isProperty: true))
        }

        /// A member of one of the app's types or extensions, not private, public or open, not
        /// an override, and not reached by name by the runtime.
        func isInternalMember(_ declaration: Syntax, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax) -> Bool {
            let names = modifiers.map(\.name.text)
            guard !names.contains(where: { ["private", "fileprivate", "public", "open", "override"].contains($0) }),
                  !attributes.contains(where: { attribute in
                      ["@objc", "@IBAction", "@IBSegueAction", "@IBOutlet", "@IBInspectable", "@NSManaged", "@_cdecl", "@_dynamicReplacement", "@main"]
                          .contains { attribute.trimmedDescription.hasPrefix($0) }
                  }),
                  let group = declaration.parent?.parent?.parent?.parent, group.is(ClassDeclSyntax.self) || group.is(StructDeclSyntax.self)
                    || group.is(EnumDeclSyntax.self) || group.is(ExtensionDeclSyntax.self) || group.is(ActorDeclSyntax.self) else { return false }
            // A public extension's members are public too.
            if let modifiers = group.as(ExtensionDeclSyntax.self)?.modifiers, modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) { return false }
            return true
        }

        /// Whether a function of this name that takes `type` is a framework's callback: the type
        /// is a framework's, and the name starts with the type's name without its prefix
        /// (`tableView` for `UITableView`, `documentPicker` for `UIDocumentPickerViewController`)
        /// or is its last word (`controller` for `NSFetchedResultsController`).
        static func isCallback(_ name: String, taking type: String) -> Bool {
            let bare = type.replacingOccurrences(of: "inout ", with: "").replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            guard isFrameworkType(bare) else { return false }
            // `UITableView` → `TableView`: drop the capitals of the prefix but the last.
            let letters = Array(bare.prefix { $0.isLetter || $0.isNumber })
            var start = 0
            while start + 1 < letters.count, letters[start].isUppercase, letters[start + 1].isUppercase { start += 1 }
            let stem = String(letters[start...])
            guard let first = stem.first else { return false }
            let lowered = first.lowercased() + stem.dropFirst()
            let word = name.prefix { !$0.isUppercase }
            return name.hasPrefix(lowered) || lowered.hasPrefix(name) || (!word.isEmpty && stem.lowercased().hasSuffix(word.lowercased()) && word.count >= 4)
        }

        /// `UITableView`, `NSCoder`, `WKWebView`: a name that starts with two capitals.
        static func isFrameworkType(_ name: String) -> Bool {
            let letters = Array(name.replacingOccurrences(of: "inout ", with: "").prefix(3))
            return letters.count == 3 && letters[0].isUppercase && letters[1].isUppercase && letters[2].isLetter
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.as(IdentifierTypeSyntax.self)?.name.text ?? node.extendedType.trimmedDescription
            owners.append(name)
            let start = node.startLocation(converter: converter).line, end = node.endLocation(converter: converter).line
            extensions.append(DeclaredType(name: name, lines: start...max(start, end)))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }
        override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            owners.append(node.name.text)
            // A preview provider's body uses nothing; its name is not the app's type either.
            return node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } == true ? .skipChildren : .visitChildren
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
    /// A property rather than a type or function (for private members).
    public var isProperty = false
}
