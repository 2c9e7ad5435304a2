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
        for text in texts where text.holds("extension View") || text.holds("ViewModifier") || text.holds("extension Text")
            || text.holds("extension Image") {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(Parser.parse(source: text))
            found.merge(collector.found) { first, _ in first }
            extensions.formUnion(collector.viewExtensions)
        }
        return (found, extensions)
    }

    /// The types whose extensions' view-building functions are applied like modifiers.
    static let extendedViews: Set<String> = ["View", "SwiftUI.View", "Text", "SwiftUI.Text", "Image", "SwiftUI.Image"]

    private final class Collector: SyntaxVisitor {
        var found: [String: Background] = [:]
        var viewExtensions: Set<String> = []
        var extendsView: [Bool] = []
        var extended: [String] = []

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
               let background = Self.firstBackground(in: Syntax(body), parameters: parameters) {
                found[node.name.text] = background
            }
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "ViewModifier" }) == true else { return .visitChildren }
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body", let body = function.body,
                   let background = Self.firstBackground(in: Syntax(body)) {
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
        // `.modifier(RowStyle())`: the type's.
        if modifier == "modifier", let type = call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription {
            name = type
        }
        guard let background = known[name] else { return nil }
        // The modifier's argument: `.widgetBackground(Color.card)`, `.widgetBackground { Color.card }`.
        if background.color == argumentMarker {
            guard let argument = SwiftColorScanner.Visitor.colorArgument(call, modifier: name).flatMap(SwiftUIPairing.layerColorExpression) else { return nil }
            return (background, argument)
        }
        guard let expression = Parser.parse(source: "_ = " + background.color).statements.first?.item.as(ExprSyntax.self)
                .flatMap({ $0.as(SequenceExprSyntax.self)?.elements.last }) else { return nil }
        return (background, expression)
    }

    /// Stands for the argument the modifier is applied with.
    static let argumentMarker = "$argument"
}
