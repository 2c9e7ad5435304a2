import SwiftSyntax
import ThemeModel

/// Colors that code is given rather than names: a view's stored color property set by whoever
/// makes it (`struct Tag: View { let tint: Color }` made as `Tag(tint: .red)`), and a function's
/// color parameter (`func configure(textColor: UIColor)` called as `configure(textColor: x)`).
/// Such a name in a body stands for every color its callers pass, and for its default.
struct ColorParameters {
    /// A color a body is given, by the name it has there and the lines where it has it.
    struct Parameter: Hashable {
        var name: String
        var lines: ClosedRange<Int>
        /// How callers pass it: `Tag(tint:)`, `configure(textColor:)`.
        var key: String
    }

    var parameters: [Parameter] = []
    /// What callers pass, as constants named by the key (`Tag(tint:)`).
    var arguments: [ColorDefinition] = []

    /// The parameters and the colors passed to callees in `tree`.
    static func read(_ tree: SourceFileSyntax, file: String, converter: SourceLocationConverter) -> ColorParameters {
        let reader = Reader(file: file, converter: converter)
        reader.walk(tree)
        // A property is read in its type's extensions in the file too.
        var found = reader.found
        for property in reader.properties {
            for lines in reader.typeLines[property.type] ?? [] where lines != property.parameter.lines {
                found.parameters.append(Parameter(name: property.parameter.name, lines: lines, key: property.parameter.key))
            }
        }
        return found
    }

    /// A callee's key for an argument label: `Tag(tint:)`.
    static func key(_ callee: String, label: String) -> String { callee + "(" + label + ":)" }

    /// The key of an environment value (`EnvironmentValues(highlight:)`): its default is the
    /// `EnvironmentValues` property, and each `.environment(\.highlight, …)` passes one.
    static func environmentKey(_ name: String) -> String { key("EnvironmentValues", label: name) }

    /// `color` written in a body that is given it, as the key its callers pass it by; other
    /// colors as they are.
    func qualified(_ color: CodeColor, line: Int) -> CodeColor {
        switch color {
        case .symbol(let name) where !name.contains("."):
            let given = parameters.filter { $0.name == name && $0.lines.contains(line) }
            guard let innermost = given.min(by: { $0.lines.count < $1.lines.count }) else { return color }
            return .symbol(innermost.key)
        case .alpha(let base, let alpha): return .alpha(qualified(base, line: line), alpha)
        case .choice(let options): return .choice(options.map { qualified($0, line: line) })
        case .adaptive(let light, let dark): return .adaptive(light: qualified(light, line: line), dark: qualified(dark, line: line))
        default: return color
        }
    }

    func qualified(_ use: ColorUse) -> ColorUse {
        var use = use
        use.color = qualified(use.color, line: use.location.line)
        return use
    }

    /// Every color of a file's scan, given names qualified.
    func qualify(_ scan: inout SwiftFileScan) {
        guard !parameters.isEmpty else { return }
        scan.uses = scan.uses.map(qualified)
        scan.pairs = scan.pairs.map { pair in
            var pair = pair
            pair.foreground = qualified(pair.foreground)
            pair.background = pair.background.map(qualified)
            return pair
        }
        scan.definitions = scan.definitions.map { definition in
            var definition = definition
            definition.color = qualified(definition.color, line: definition.location.line)
            return definition
        }
        scan.arguments = scan.arguments.map { argument in
            var argument = argument
            argument.color = qualified(argument.color, line: argument.location.line)
            return argument
        }
        scan.classBackgrounds = scan.classBackgrounds.map { background in
            var background = background
            background.background = qualified(background.background)
            return background
        }
        scan.memberBackgrounds = scan.memberBackgrounds.map { background in
            var background = background
            background.background = qualified(background.background)
            return background
        }
        scan.placements = scan.placements.map { placement in
            var placement = placement
            placement.background = placement.background.map(qualified)
            return placement
        }
    }

    private final class Reader: SyntaxVisitor {
        let file: String
        let converter: SourceLocationConverter
        var found = ColorParameters()
        /// The types the reader is in, innermost last, with their lines.
        var types: [(name: String, lines: ClosedRange<Int>)] = []

        init(file: String, converter: SourceLocationConverter) {
            self.file = file
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
            let start = node.startLocation(converter: converter).line, end = node.endLocation(converter: converter).line
            return start...max(start, end)
        }

        static func isColor(_ type: TypeSyntax?) -> Bool {
            guard let text = type?.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") else { return false }
            return ColorExpressionReader.isColorType(text)
        }

        /// The lines of each type and of each of its extensions in the file.
        var typeLines: [String: [ClosedRange<Int>]] = [:]
        /// The properties found as parameters, with the type they are of.
        var properties: [(type: String, parameter: Parameter)] = []

        func addProperty(_ name: String, key: String) {
            guard let type = types.last else { return }
            let parameter = Parameter(name: name, lines: type.lines, key: key)
            found.parameters.append(parameter)
            properties.append((type.name, parameter))
        }

        func enter(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
            types.append((name, lines(of: node)))
            typeLines[name, default: []].append(lines(of: node))
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            // A preview's colors are not what the app passes (visitPost still pops the type).
            let preview = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } == true
            return preview ? (enter(node.name.text, node), .skipChildren).1 : enter(node.name.text, node)
        }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node) }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription, node) }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { node.macroName.text == "Preview" ? .skipChildren : .visitChildren }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { node.macroName.text == "Preview" ? .skipChildren : .visitChildren }

        /// A stored color property of a type (no value, or a default): set by the memberwise
        /// initializer, by its name.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            // `@Environment(\.highlight) var highlight`: the environment value, its default or
            // whatever an ancestor sets with `.environment(\.highlight, …)`.
            if let key = Self.environmentKey(of: node), let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                addProperty(name, key: ColorParameters.environmentKey(key))
                return .visitChildren
            }
            guard let type = types.last, node.parent?.parent?.is(MemberBlockItemListSyntax.self) == true,
                  !node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { return .visitChildren }
            for binding in node.bindings where Self.isStored(binding) && Self.isColor(binding.typeAnnotation?.type) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // A `let` with a value is fixed; a `var` with one is a default callers may change.
                if binding.initializer != nil, node.bindingSpecifier.text == "let" { continue }
                addProperty(name, key: ColorParameters.key(type.name, label: name))
            }
            return .visitChildren
        }

        /// The environment value a property reads: `highlight` for `@Environment(\.highlight)`
        /// or `@Environment(\EnvironmentValues.highlight)`.
        static func environmentKey(of node: VariableDeclSyntax) -> String? {
            for attribute in node.attributes {
                guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                      case .argumentList(let list)? = attribute.arguments, list.count == 1,
                      let keyPath = list.first?.expression.as(KeyPathExprSyntax.self) else { continue }
                return environmentKey(keyPath)
            }
            return nil
        }

        static func environmentKey(_ keyPath: KeyPathExprSyntax) -> String? {
            guard keyPath.root == nil || keyPath.root?.trimmedDescription == "EnvironmentValues", keyPath.components.count == 1,
                  let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
            return property.declName.baseName.text
        }

        /// A stored property: no accessors, or only observers (`override var tintColor:
        /// UIColor! { didSet { … } }`, whose value whoever sets it gives).
        static func isStored(_ binding: PatternBindingSyntax) -> Bool {
            guard let accessors = binding.accessorBlock?.accessors else { return true }
            guard case .accessors(let list) = accessors else { return false }
            return list.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.signature.parameterClause, callee: node.name.text, lines: lines(of: node))
            return .visitChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = types.last { add(node.signature.parameterClause, callee: type.name, lines: lines(of: node)) }
            return .visitChildren
        }

        func add(_ clause: FunctionParameterClauseSyntax, callee: String, lines: ClosedRange<Int>) {
            for parameter in clause.parameters where Self.isColor(parameter.type) && parameter.firstName.tokenKind != .wildcard {
                let name = (parameter.secondName ?? parameter.firstName).text
                let key = ColorParameters.key(callee, label: parameter.firstName.text)
                found.parameters.append(Parameter(name: name, lines: lines, key: key))
                // Its default, for callers that pass none.
                if let value = parameter.defaultValue?.value, let color = ColorExpressionReader.color(value) {
                    let here = value.startLocation(converter: converter)
                    found.arguments.append(ColorDefinition(qualifiedName: key, color: color, location: SourceLocation(file: file, line: here.line, column: here.column),
                                                           platform: PlatformConditions.platform(at: Syntax(value))))
                }
            }
        }

        /// What a call passes by label: `Tag(tint: .red)`, `cell.configure(textColor: x)`.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // `.environment(\.highlight, .purple)`: a value the environment holds below it.
            if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "environment", node.arguments.count == 2,
               let keyPath = node.arguments.first?.expression.as(KeyPathExprSyntax.self), let key = Self.environmentKey(keyPath),
               let value = node.arguments.last?.expression, let color = ColorExpressionReader.color(value) {
                let here = value.startLocation(converter: converter)
                found.arguments.append(ColorDefinition(qualifiedName: ColorParameters.environmentKey(key), color: color,
                                                       location: SourceLocation(file: file, line: here.line, column: here.column),
                                                       platform: PlatformConditions.platform(at: Syntax(node))))
                return .visitChildren
            }
            guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  callee != "init", !SwiftColorScanner.builtInViews.contains(callee) else { return .visitChildren }
            for argument in node.arguments {
                guard let label = argument.label?.text, let color = ColorExpressionReader.color(argument.expression) else { continue }
                let here = argument.expression.startLocation(converter: converter)
                found.arguments.append(ColorDefinition(qualifiedName: ColorParameters.key(callee, label: label), color: color,
                                                       location: SourceLocation(file: file, line: here.line, column: here.column),
                                                       platform: PlatformConditions.platform(at: Syntax(node))))
            }
            return .visitChildren
        }
    }
}
