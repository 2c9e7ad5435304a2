import SwiftParser
import SwiftSyntax

/// A team's own view modifiers that set a background (`extension View { func cardStyle() ->
/// some View { background(Color("Card")) } }`, `struct RowStyle: ViewModifier`): a view they are
/// applied to is on that background, whichever file applies them.
enum AppModifiers {
    /// The background a modifier sets: the system modifier it uses and the color as written.
    struct Background: Hashable, Sendable {
        var modifier: String
        var color: String
    }

    /// By the name code applies them by: a `View` extension's function name, or a
    /// `ViewModifier` type's name (applied with `.modifier(RowStyle())`).
    @TaskLocal static var known: [String: Background] = [:]

    static let backgroundModifiers: Set<String> = ["background", "listRowBackground", "containerBackground"]

    /// The background-setting modifiers the files declare; only files that extend `View` or
    /// declare a `ViewModifier` are parsed for them.
    static func read(_ texts: [String]) -> [String: Background] { readAll(texts).backgrounds }

    /// The background-setting modifiers, and the names of the view-building functions that
    /// extend `View`, `Text` or `Image` (`func widgetHeader() -> some View`), which views are
    /// drawn by wherever a chain applies them.
    static func readAll(_ texts: [String]) -> (backgrounds: [String: Background], viewExtensions: Set<String>) {
        var found: [String: Background] = [:]
        var extensions: Set<String> = []
        var trees: [SourceFileSyntax] = []
        // Container views first (`struct Card<Content: View>: View`), which the modifiers of
        // any file may wrap a view in.
        for text in texts where text.holds("extension View") || text.holds("ViewModifier") || text.holds("ButtonStyle") || text.holds("extension Text")
            || text.holds("extension Image") || text.holds("Content: View") {
            let tree = Parser.parse(source: text)
            trees.append(tree)
            found.merge(ContainerCollector.containers(in: tree)) { first, _ in first }
        }
        for tree in trees {
            let collector = Collector(containers: found)
            collector.walk(tree)
            found.merge(collector.found) { first, _ in first }
            extensions.formUnion(collector.viewExtensions)
        }
        return (found, extensions)
    }

    /// The key a container view's background is known by (`view:Card`), beside the modifiers'.
    static func containerKey(_ type: String) -> String { "view:" + type }

    /// Marks a container's background given by one of its stored properties, as its maker
    /// passes it (`$property:backgroundColor`).
    static let propertyMarker = "$property:"

    /// Container views of the app's own (`struct Card<Content: View>: View` whose body puts
    /// its `content` inside a `.background(…)`): a view given to one is on that background.
    /// A background read from one of its stored properties stands for what makers pass under
    /// that label, or the property's default.
    enum ContainerCollector {
        static func containers(in tree: SourceFileSyntax) -> [String: Background] {
            final class Finder: SyntaxVisitor {
                var found: [String: Background] = [:]
                override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                    guard node.inheritanceClause?.inheritedTypes.contains(where: { ["View", "SwiftUI.View"].contains($0.type.trimmedDescription) }) == true
                    else { return .visitChildren }
                    var defaults: [String: String] = [:]
                    var stored: Set<String> = []
                    var body: Syntax?
                    for member in node.memberBlock.members {
                        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                        for binding in variable.bindings {
                            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                            if name == "body", let accessor = binding.accessorBlock { body = Syntax(accessor) }
                            if binding.accessorBlock == nil {
                                stored.insert(name)
                                if let value = binding.initializer?.value { defaults[name] = value.trimmedDescription }
                            }
                        }
                    }
                    guard let body, let content = ContainerCollector.contentReference(in: body),
                          let (modifier, expression) = ContainerCollector.backgroundAround(content) else { return .skipChildren }
                    // `self.backgroundColor`, `backgroundColor.ignoresSafeArea()`: a stored property.
                    var property = expression
                    while let call = property.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { property = base }
                    let name = property.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
                        ?? property.as(DeclReferenceExprSyntax.self)?.baseName.text
                    if let name, stored.contains(name) {
                        found[AppModifiers.containerKey(node.name.text)] = Background(modifier: modifier, color: AppModifiers.propertyMarker + name + (defaults[name].map { "=" + $0 } ?? ""))
                    } else if let layer = SwiftUIPairing.layerColorExpression(expression), ColorExpressionReader.color(layer) != nil {
                        found[AppModifiers.containerKey(node.name.text)] = Background(modifier: modifier, color: layer.trimmedDescription)
                    }
                    return .skipChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder.found
        }

        /// Where a body places its content: `content`, `self.content`, `content()`.
        static func contentReference(in body: Syntax) -> Syntax? {
            for token in body.tokens(viewMode: .sourceAccurate) where token.text == "content" {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                var node = Syntax(reference)
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { node = Syntax(member) }
                if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { node = Syntax(call) }
                return node
            }
            return nil
        }

        /// The background modifier applied to a view that holds `node`, and its color expression.
        static func backgroundAround(_ node: Syntax) -> (modifier: String, expression: ExprSyntax)? {
            var current = node
            while let parent = current.parent, !SwiftUIPairing.isDeclaration(parent) {
                if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                   AppModifiers.backgroundModifiers.contains(member.declName.baseName.text),
                   let call = member.parent?.as(FunctionCallExprSyntax.self),
                   let argument = SwiftColorScanner.Visitor.colorArgument(call, modifier: member.declName.baseName.text) ?? Collector.builtExpression(call) {
                    return (member.declName.baseName.text, argument)
                }
                current = parent
            }
            return nil
        }
    }

    /// The key an app's button style is known by, beside its background's.
    static func styleKey(_ type: String) -> String { "buttonStyle:" + type }

    /// Whether the app declares a button style of this name.
    static func isAppButtonStyle(_ type: String) -> Bool { known[styleKey(type)] != nil }

    /// The protocols of a button style, which `.buttonStyle(Style())` applies to a button.
    static let buttonStyles: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "SwiftUI.ButtonStyle", "SwiftUI.PrimitiveButtonStyle"]

    /// The types whose extensions' view-building functions are applied like modifiers.
    static let extendedViews: Set<String> = ["View", "SwiftUI.View", "Text", "SwiftUI.Text", "Image", "SwiftUI.Image"]

    private final class Collector: SyntaxVisitor {
        var found: [String: Background] = [:]
        var viewExtensions: Set<String> = []
        var extendsView: [Bool] = []
        var extended: [String] = []
        /// The app's container views, which a modifier may wrap the view in.
        let containers: [String: Background]

        init(containers: [String: Background]) {
            self.containers = containers
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            extendsView.append(["View", "SwiftUI.View"].contains(node.extendedType.trimmedDescription))
            extended.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { extendsView.removeLast(); extended.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let body = node.body else { return .skipChildren }
            let parameters = Set(node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            let returns = node.signature.returnClause?.type.trimmedDescription ?? ""
            // Only those that color something are looked up where they are applied.
            if let type = extended.last, AppModifiers.extendedViews.contains(type), SwiftColorScanner.Visitor.buildsView(returns),
               ["foreground", "tint", "color"].contains(where: body.statements.trimmedDescription.lowercased().contains) {
                viewExtensions.insert(node.name.text)
            }
            if extendsView.last == true, returns.contains("View"),
               let background = Self.firstBackground(in: Syntax(body), parameters: parameters) ?? wrapped(body, in: node) {
                found[node.name.text] = background
            }
            return .skipChildren
        }

        /// A modifier that wraps the view in a container view of the app's (`func
        /// navigationStyle(backgroundColor: Color = .paper) -> some View { Bar(content: self,
        /// backgroundColor: backgroundColor) }`): the container's background, followed through
        /// the argument it is given to the modifier's own parameter and its default.
        func wrapped(_ body: CodeBlockSyntax, in function: FunctionDeclSyntax) -> Background? {
            guard let call = SwiftColorScanner.Visitor.singleExpression(body.statements)?.as(FunctionCallExprSyntax.self),
                  let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let background = containers[AppModifiers.containerKey(type)],
                  call.arguments.contains(where: { $0.expression.trimmedDescription == "self" }) else { return nil }
            guard background.color.hasPrefix(AppModifiers.propertyMarker) else { return background }
            let marker = background.color.dropFirst(AppModifiers.propertyMarker.count)
            let property = String(marker.prefix { $0 != "=" })
            let propertyDefault = marker.contains("=") ? String(marker.drop { $0 != "=" }.dropFirst()) : nil
            guard let argument = call.arguments.first(where: { $0.label?.text == property })?.expression else {
                return propertyDefault.map { Background(modifier: background.modifier, color: $0) }
            }
            // The modifier's own parameter: what its callers pass by its label, else its default.
            if let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                let label = parameter.firstName.text
                let fallback = parameter.defaultValue?.value.trimmedDescription ?? ""
                return Background(modifier: background.modifier, color: AppModifiers.labeledMarker + label + "=" + fallback)
            }
            return Background(modifier: background.modifier, color: argument.trimmedDescription)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            // A modifier's `body(content:)`; a button style's `makeBody(configuration:)`, which
            // draws the label of each button given the style.
            let builder = inherited.contains("ViewModifier") ? "body"
                : inherited.contains(where: { AppModifiers.buttonStyles.contains($0) }) ? "makeBody" : nil
            guard let builder else { return .visitChildren }
            // Every button style of the app's, with a background or not: a style no file declares
            // comes from a library.
            if builder == "makeBody" { found[AppModifiers.styleKey(node.name.text)] = Background(modifier: "", color: "") }
            // The type's stored properties, which makers pass by label, and its computed ones.
            var stored: [String: String?] = [:]
            var computed: Set<String> = []
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if binding.accessorBlock == nil { stored[name] = binding.initializer?.value.trimmedDescription } else { computed.insert(name) }
                }
            }
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == builder, let body = function.body,
                   var background = Self.firstBackground(in: Syntax(body)) {
                    // `bgColor`, `self.bgColor`: the type's computed color (by its qualified
                    // name), or what its maker passes for a stored one, else its default.
                    let name = background.color.hasPrefix("self.") ? String(background.color.dropFirst(5)) : background.color
                    if computed.contains(name) {
                        background.color = node.name.text + "." + name
                    } else if let fallback = stored[name] {
                        background.color = AppModifiers.labeledMarker + name + "=" + (fallback ?? "")
                    }
                    found[node.name.text] = background
                }
            }
            return .skipChildren
        }

        /// What a modifier's trailing view builder builds, as written (`{ content() }`).
        static func builtExpression(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
            guard let closure = call.trailingClosure, closure.statements.count == 1 else { return nil }
            return closure.statements.first?.item.as(ExprSyntax.self)
        }

        /// The first background modifier with a color in a body, as written; one given a
        /// parameter of the modifier (`containerBackground(background, for: .widget)`) stands for
        /// the argument where it is applied.
        static func firstBackground(in node: Syntax, parameters: Set<String> = []) -> Background? {
            for descendant in [node] + Array(node.children(viewMode: .sourceAccurate)) {
                if let call = descendant.as(FunctionCallExprSyntax.self),
                   let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                       ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   backgroundModifiers.contains(name),
                   let raw = SwiftColorScanner.Visitor.colorArgument(call, modifier: name) ?? Self.builtExpression(call) {
                    let reference = raw.as(DeclReferenceExprSyntax.self) ?? raw.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
                    if let reference, parameters.contains(reference.baseName.text) { return Background(modifier: name, color: argumentMarker) }
                    if let argument = SwiftUIPairing.layerColorExpression(raw), ColorExpressionReader.color(argument) != nil {
                        return Background(modifier: name, color: argument.trimmedDescription)
                    }
                }
                if descendant.id != node.id, let inner = firstBackground(in: descendant, parameters: parameters) { return inner }
            }
            return nil
        }
    }

    /// The color expression a modifier applied in a chain stands for, parsed from its text.
    static func background(applied modifier: String, call: FunctionCallExprSyntax) -> (Background, ExprSyntax)? {
        var name = modifier
        var call = call
        // `.modifier(RowStyle())`, `.buttonStyle(BuyStyle(isPurchased: true))`: the type's,
        // made with the arguments given there.
        if modifier == "modifier" || modifier == "buttonStyle", let made = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
           let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            name = type
            call = made
        } else if modifier == "modifier" || modifier == "buttonStyle" {
            return nil
        }
        guard let background = known[name] else { return nil }
        // The modifier's argument: `.widgetBackground(Color.card)`, `.widgetBackground { Color.card }`.
        if background.color == argumentMarker {
            if let argument = SwiftColorScanner.Visitor.colorArgument(call, modifier: name).flatMap(SwiftUIPairing.layerColorExpression) { return (background, argument) }
            // A view of its own (`.widgetBackground(backgroundView(for: app))`): as written,
            // read as run-time where it is used.
            return SwiftUIPairing.builtView(call).map { (background, $0) }
        }
        // An argument by its label, else the modifier's default (`.navigationStyle(title: …)`).
        if background.color.hasPrefix(labeledMarker) {
            let marker = background.color.dropFirst(labeledMarker.count)
            let label = String(marker.prefix { $0 != "=" })
            if let argument = call.arguments.first(where: { $0.label?.text == label })?.expression {
                return SwiftUIPairing.layerColorExpression(argument).map { (background, $0) }
            }
            let fallback = String(marker.drop { $0 != "=" }.dropFirst())
            return fallback.isEmpty ? nil : parsed(fallback).map { (background, $0) }
        }
        guard let expression = parsed(background.color) else { return nil }
        return (background, expression)
    }

    /// Stands for the argument the modifier is applied with.
    static let argumentMarker = "$argument"
    /// Stands for the argument of a label the modifier is applied with, else a default
    /// (`$label:backgroundColor=.adaptiveWhite`).
    static let labeledMarker = "$label:"

    /// The color a container view of the app's (``containerKey(_:)``) puts behind the views
    /// given to it where `call` makes it: the argument of its background property, else the
    /// property's default, else the color its body writes.
    static func containerBackground(_ type: String, call: FunctionCallExprSyntax) -> (Background, ExprSyntax)? {
        guard let background = known[containerKey(type)] else { return nil }
        var text = background.color
        if text.hasPrefix(propertyMarker) {
            let marker = text.dropFirst(propertyMarker.count)
            let property = String(marker.prefix { $0 != "=" })
            if let argument = call.arguments.first(where: { $0.label?.text == property })?.expression {
                return SwiftUIPairing.layerColorExpression(argument).map { (background, $0) }
            }
            guard marker.contains("=") else { return nil }
            text = String(marker.drop { $0 != "=" }.dropFirst())
        }
        return parsed(text).map { (background, $0) }
    }

    /// A color expression written as text.
    static func parsed(_ text: String) -> ExprSyntax? {
        guard let elements = Parser.parse(source: "_ = " + text).statements.first?.item.as(SequenceExprSyntax.self)?.elements, elements.count >= 3 else { return nil }
        // One expression, or a sequence of them (`scheme == .dark ? a : b`).
        let assigned = Array(elements.dropFirst(2))
        return assigned.count == 1 ? assigned[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(assigned)))
    }
}
