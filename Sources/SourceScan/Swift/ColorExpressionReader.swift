import ColorScience
import Foundation
import SwiftParser
import SwiftSyntax

/// Reads what a Swift expression in a color position stands for (``CodeColor``): asset names,
/// generated asset symbols, system colors, literals in every initializer UIKit, AppKit,
/// SwiftUI and Core Graphics offer (and the common `init(hex:)` extensions), opacity, the app's
/// own constants, and run-time choices. Nil when the expression is no color at all.
enum ColorExpressionReader {
    /// The file's own color-making functions (`private func srgb(_ r: Double, …) -> Color {
    /// Color(.sRGB, red: r / 255, …) }`): a call is read as the body with its arguments put in.
    struct Helper: Sendable {
        var parameters: [String]
        var body: String
        /// Each parameter's argument label (`_` for none) and default value, if it has one.
        var labels: [String] = []
        var defaults: [String?] = []
        /// A body written per platform (`#if os(macOS) … #else … #endif`): each platform's.
        var platformBodies: [Platform: String] = [:]
        /// What a function of several statements returns at rest, when no returned color
        /// depends on its parameters (`if isPressed { return a }; return b`).
        var returned: CodeColor?
        /// Another type's function has the name too: by the name alone, it is neither.
        var ambiguous = false
        /// The type or extension it is a member of (`Color` for `extension Color { static func
        /// hex(_:) -> Self }`), which `Self` in its body names; nil for a function of no type.
        var scope: String?
        /// For a body that switches on the user's theme: each case's color (``themeCases(_:)``).
        var themeCases: [String: CodeColor]?
    }

    @TaskLocal static var helpers: [String: Helper] = [:]
    /// The type a helper's inlined body is a member of, which `Self` names there (the parsed
    /// body stands alone, outside its extension).
    @TaskLocal static var enclosingType: String?

    /// The color-making functions of every file, for calls from other files: each type's by
    /// its qualified name (`Color.hex`), functions of no type by their name (a name two files
    /// give different bodies is marked ambiguous); and the type of each labeled parameter of
    /// the app's own initializers of color types (`convenience init(studioColor: ColorStudio,
    /// alpha: CGFloat)` → `studioColor: ColorStudio`): what a call passes there is an entry of
    /// that palette type (a label two initializers give different types is left out). Only
    /// files that declare such functions are parsed, each once.
    static func appColorFunctions(in texts: [String], aliases: Set<String>) -> (helpers: [String: Helper], palettes: [String: String]) {
        let returnTypes = ["-> some ShapeStyle"] + (colorTypes.union(aliases)).map { "-> " + $0 }
        let extensions = ["extension UIColor", "extension Color", "extension NSColor", "extension SwiftUI.Color"] + aliases.map { "extension " + $0 }
        var found: [String: Helper] = [:]
        let palettes = PaletteCollector(viewMode: .sourceAccurate)
        $aliases.withValue(aliases) {
            for text in texts {
                // (`-> Self` only in a file that extends a color type.)
                let makesColors = returnTypes.contains(where: text.holds) || text.holds("-> Self") && text.holds("Color {")
                let initializesColors = text.holds("init(") && extensions.contains(where: text.holds)
                guard makesColors || initializesColors else { continue }
                let tree = Parser.parse(source: text)
                if initializesColors { palettes.walk(tree) }
                guard makesColors else { continue }
                for (key, helper) in helpers(in: tree).helpers where key.contains(".") || helper.scope == nil {
                    guard !helper.ambiguous else { continue }
                    if let other = found[key], other.body != helper.body || other.returned != helper.returned || other.scope != helper.scope {
                        found[key]?.ambiguous = true
                    } else {
                        found[key] = helper
                    }
                }
            }
        }
        for label in palettes.conflicting { palettes.found[label] = nil }
        return (found, palettes.found)
    }

    /// The palette type of each labeled parameter of initializers in extensions of color types.
    private final class PaletteCollector: SyntaxVisitor {
        var found: [String: String] = [:]
        var conflicting: Set<String> = []
        static let plainTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "UInt", "UInt8", "UInt32", "UInt64", "Int32", "Int64", "String", "Bool"]
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            ColorExpressionReader.isColorType(node.extendedType.trimmedDescription) ? .visitChildren : .skipChildren
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            for parameter in node.signature.parameterClause.parameters where parameter.firstName.text != "_" {
                let type = parameter.type.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                guard type.first?.isUppercase == true, !ColorExpressionReader.isColorType(type), !Self.plainTypes.contains(type) else { continue }
                let label = parameter.firstName.text
                if let known = found[label], known != type { conflicting.insert(label) }
                found[label] = type
            }
            return .skipChildren
        }
    }

    /// The palette types of the initializers' labels, while a file is read (``appColorFunctions(in:aliases:)``).
    @TaskLocal static var paletteParameters: [String: String] = [:]

    /// The color-making functions of the app's files, for every file (``appColorFunctions(in:aliases:)``),
    /// with their names (`hex` for `Color.hex`), made once for the app.
    struct AppHelpers: Sendable {
        var helpers: [String: Helper] = [:]
        var names: Set<String> = []

        init(_ helpers: [String: Helper] = [:]) {
            self.helpers = helpers.filter { !$0.value.ambiguous }
            names = ColorExpressionReader.names(of: self.helpers)
        }
    }
    @TaskLocal static var appWide = AppHelpers()
    /// The names of the file's own helpers; nil: worked out from ``helpers``.
    @TaskLocal static var localHelperNames: Set<String>?
    /// Helpers being inlined, which their own bodies do not call again.
    @TaskLocal static var inlining: Set<String> = []

    static func names(of helpers: [String: Helper]) -> Set<String> { Set(helpers.keys.map { String($0.split(separator: ".").last ?? Substring($0)) }) }

    /// Whether a function of this name makes colors in the file or the app.
    static func isHelperName(_ name: String) -> Bool { (localHelperNames ?? names(of: helpers)).contains(name) || appWide.names.contains(name) }

    /// A helper by its key (`Color.hex`, `srgb`): the file's own first, then the app's.
    static func helper(_ key: String) -> Helper? {
        guard !inlining.contains(key) else { return nil }
        return helpers[key] ?? appWide.helpers[key]
    }
    /// The file's numeric constants (`static let quietOpacity: CGFloat = 0.12`), by name and by
    /// name within their type (`Constants.quietOpacity`).
    @TaskLocal static var numbers: [String: Double] = [:]

    /// The functions of a file that return a color type, and its numeric constants.
    static func helpers(in tree: SourceFileSyntax) -> (helpers: [String: Helper], numbers: [String: Double]) {
        final class Collector: SyntaxVisitor {
            var found: [String: Helper] = [:]
            var numbers: [String: Double] = [:]
            var ambiguous: Set<String> = []
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                let returns = node.signature.returnClause?.type.trimmedDescription ?? ""
                let scope = ColorExpressionReader.typeName(around: Syntax(node))
                // `static func hex(_ hex: UInt) -> Self` in an extension of a color type.
                let returnsSelf = returns == "Self" && scope.map(ColorExpressionReader.isColorType) == true
                guard ColorExpressionReader.isColorType(returns) || returns.contains("ShapeStyle") || returnsSelf,
                      let body = node.body?.statements else { return .visitChildren }
                let declared = node.signature.parameterClause.parameters
                let parameters = declared.map { ($0.secondName ?? $0.firstName).text }
                if let text = SwiftColorScanner.Visitor.singleExpression(body)?.trimmedDescription ?? ColorExpressionReader.foldingLets(body) {
                    add(Helper(parameters: parameters, body: text, labels: declared.map(\.firstName.text),
                               defaults: declared.map { $0.defaultValue?.value.trimmedDescription }, scope: scope), named: node.name.text, scope: scope)
                } else if body.count == 1, let conditional = body.first?.item.as(IfConfigDeclSyntax.self) {
                    // One expression per platform: each platform's clause.
                    var bodies: [Platform: String] = [:]
                    for platform in Platform.allCases {
                        guard case .statements(let statements)? = PlatformConditions.clause(of: conditional, on: platform)?.elements,
                              let expression = SwiftColorScanner.Visitor.singleExpression(statements) else { continue }
                        bodies[platform] = expression.trimmedDescription
                    }
                    if !bodies.isEmpty {
                        add(Helper(parameters: parameters, body: "", labels: declared.map(\.firstName.text),
                                   defaults: declared.map { $0.defaultValue?.value.trimmedDescription }, platformBodies: bodies, scope: scope),
                            named: node.name.text, scope: scope)
                    }
                } else if !ColorExpressionReader.returnsUse(body, any: Set(parameters)),
                          let color = ColorExpressionReader.$enclosingType.withValue(scope, operation: { ColorExpressionReader.returnedColor(body) }) {
                    let cases = ColorExpressionReader.$enclosingType.withValue(scope) { ColorExpressionReader.themeCases(body) }
                    add(Helper(parameters: parameters, body: "", returned: color, scope: scope, themeCases: cases), named: node.name.text, scope: scope)
                }
                return .visitChildren
            }
            /// By name within its type, and by name alone (marked when another type has one so named).
            func add(_ helper: Helper, named name: String, scope: String?) {
                if let scope { found[scope + "." + name] = helper }
                var bare = helper
                bare.ambiguous = found[name] != nil
                found[name] = bare
            }
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                guard node.bindingSpecifier.text == "let" || node.modifiers.contains(where: { $0.name.text == "static" }) else { return .skipChildren }
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value, let number = ColorExpressionReader.number(value) else { continue }
                    let scope = ColorExpressionReader.typeName(around: Syntax(node))
                    if let scope { numbers[scope + "." + name] = number }
                    if numbers[name].map({ $0 != number }) == true { ambiguous.insert(name) }
                    numbers[name] = number
                }
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for name in collector.ambiguous { collector.numbers[name] = nil }
        return (collector.found, collector.numbers)
    }

    /// A body of `let` constants and a `return` (`let red = CGFloat((rgb & 0xFF0000) >> 16) / 255 …
    /// return UIColor(red: red, …)`) as one expression: the returned one with each constant's
    /// value put in its place, in parentheses. Nil for any other body.
    static func foldingLets(_ body: CodeBlockItemListSyntax) -> String? {
        let items = Array(body)
        guard items.count >= 2, items.count <= 12, let last = items.last,
              let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self) else { return nil }
        var values: [String: String] = [:]
        func substituted(_ expression: ExprSyntax) -> String {
            var text = ""
            for token in expression.tokens(viewMode: .sourceAccurate) {
                let isLabel = token.parent?.as(LabeledExprSyntax.self)?.label?.id == token.id
                let isMember = token.parent?.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == token.parent?.id } ?? false
                let value = token.tokenKind == .identifier(token.text) && !isLabel && !isMember ? values[token.text] : nil
                text += token.leadingTrivia.description + (value ?? token.text) + token.trailingTrivia.description
            }
            return text
        }
        for item in items.dropLast() {
            guard let declaration = item.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.text == "let",
                  declaration.bindings.count == 1, let binding = declaration.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value else { return nil }
            values[name] = "(" + substituted(value).trimmingCharacters(in: .whitespacesAndNewlines) + ")"
        }
        return substituted(returned).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The name of the type or extension a declaration is a member of (nil for a local one), or
    /// with `inBodies` the one code is written in.
    static func typeName(around node: Syntax, inBodies: Bool = false) -> String? {
        var current = node.parent
        while let next = current {
            if let type = next.asProtocol(NamedDeclSyntax.self), next.is(StructDeclSyntax.self) || next.is(ClassDeclSyntax.self) || next.is(EnumDeclSyntax.self) {
                return type.name.text
            }
            if let extended = next.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
            if !inBodies, next.is(CodeBlockSyntax.self) || next.is(ClosureExprSyntax.self) { return nil }
            current = next.parent
        }
        return nil
    }

    /// Whether a `return` in a body names one of `names` (a color passed in as a parameter).
    static func returnsUse(_ body: CodeBlockItemListSyntax, any names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        final class Finder: SyntaxVisitor {
            let names: Set<String>
            var found = false
            init(_ names: Set<String>) { self.names = names; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if node.tokens(viewMode: .sourceAccurate).contains(where: { names.contains($0.text) }) { found = true }
                return .skipChildren
            }
        }
        let finder = Finder(names)
        finder.walk(body)
        return finder.found
    }

    /// A helper's body with each parameter replaced by its argument, read as a color.
    static func inline(_ helper: Helper, name: String, call: FunctionCallExprSyntax) -> CodeColor? {
        if let returned = helper.returned { return returned }
        // A body per platform: the one of the platform the call is made on.
        let text = helper.platformBodies.isEmpty ? helper.body : helper.platformBodies[PlatformConditions.platform(at: Syntax(call))] ?? ""
        guard !text.isEmpty, let replacements = arguments(of: helper, in: call) else { return nil }
        // In a helper of an app type (`enum CellBackground { static func color(…) }`), a bare
        // name is the type's own member (`normal` is `CellBackground.normal`).
        let qualifier = helper.scope.flatMap { isColorType($0) ? nil : $0 }
        let body = Parser.parse(source: "_ = " + text)
        var rewritten = ""
        for token in body.tokens(viewMode: .sourceAccurate) {
            // Parameters where they are used, not argument labels (`red: red / 255`).
            let isLabel = token.parent?.as(LabeledExprSyntax.self)?.label?.id == token.id
            var replaced = token.tokenKind == .identifier(token.text) && !isLabel ? replacements[token.text] : nil
            if replaced == nil, let qualifier, case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true,
               let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.parent?.is(MemberAccessExprSyntax.self) != true,
               reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != reference.id {
                replaced = qualifier + "." + name
            }
            rewritten += token.leadingTrivia.description + (replaced ?? token.text) + token.trailingTrivia.description
        }
        guard let expression = Parser.parse(source: rewritten).statements.first?.item.as(ExprSyntax.self)
                .flatMap({ $0.as(SequenceExprSyntax.self)?.elements.last }) else { return nil }
        let inlined = $enclosingType.withValue(helper.scope) { $inlining.withValue(inlining.union([name])) { color(expression) } }
        // A literal is named by the call as written (`hex(0x121212)`), not the body it made.
        if case .literal(let value, _)? = inlined { return .literal(value, text: call.trimmedDescription) }
        return inlined
    }

    /// What a call passes for each parameter of a helper, by label and in order; a parameter
    /// not passed takes its default. Nil when the call does not fit the helper.
    static func arguments(of helper: Helper, in call: FunctionCallExprSyntax) -> [String: String]? {
        var replacements: [String: String] = [:]
        var given = Array(call.arguments)
        for (index, parameter) in helper.parameters.enumerated() {
            let label = index < helper.labels.count ? helper.labels[index] : "_"
            let fallback = index < helper.defaults.count ? helper.defaults[index] : nil
            if let argument = given.first, (argument.label?.text ?? "_") == label {
                replacements[parameter] = "(" + argument.expression.trimmedDescription + ")"
                given.removeFirst()
            } else if let fallback {
                replacements[parameter] = "(" + fallback + ")"
            } else if helper.labels.isEmpty, let argument = given.first {
                replacements[parameter] = "(" + argument.expression.trimmedDescription + ")"
                given.removeFirst()
            } else {
                return nil
            }
        }
        return given.isEmpty ? replacements : nil
    }

    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "SwiftUI.Color", "UIKit.UIColor", "AppKit.NSColor"]

    /// The app's own names for a color type (`typealias RSColor = UIColor`), from every file.
    @TaskLocal static var aliases: Set<String> = []

    /// Whether a type name is a color type, the app's aliases included.
    static func isColorType(_ name: String) -> Bool { colorTypes.contains(name) || aliases.contains(name) }

    /// The type aliases a file declares for a color type (or for another such alias).
    static func colorAliases(in tree: SourceFileSyntax, known: Set<String> = []) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var found: [(name: String, type: String)] = []
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                found.append((node.name.text, node.initializer.value.trimmedDescription))
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        var aliases: Set<String> = []
        // An alias of an alias, in any order.
        while true {
            let more = collector.found.filter { !aliases.contains($0.name) && (colorTypes.contains($0.type) || aliases.contains($0.type) || known.contains($0.type)) }
            if more.isEmpty { return aliases }
            more.forEach { aliases.insert($0.name) }
        }
    }

    /// SwiftGen's generated asset type: `ColorAsset(name: "Brand/Primary")`.
    static let assetTypes: Set<String> = ["ColorAsset", "ColorName"]

    static func color(_ expression: ExprSyntax) -> CodeColor? {
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return color(unwrap.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return color(optional.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return color(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return color(sequence) }
        // `switch self { case .a: Color.accentColor; case .b: .green }` as an expression: each
        // case's color (nil when one is no color).
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            var options: [CodeColor] = []
            for item in switchExpression.cases {
                guard let switchCase = item.as(SwitchCaseSyntax.self), let statement = switchCase.statements.last?.item,
                      let last = statement.as(ExprSyntax.self) ?? statement.as(ExpressionStmtSyntax.self)?.expression,
                      let option = color(last) else { return nil }
                for flat in (option.choiceOptions ?? [option]) where !options.contains(flat) { options.append(flat) }
            }
            return options.isEmpty ? nil : options.count == 1 ? options[0] : .choice(options)
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return literal(arguments(macro.arguments), text: macro.trimmedDescription)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return color(call) }
        // An environment value's getter, `self[HighlightKey.self]`: the key's default value.
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.trimmedDescription == "self",
           subscriptCall.arguments.count == 1, let key = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self),
           key.declName.baseName.text == "self", let type = key.base?.trimmedDescription, type.first?.isUppercase == true {
            return .symbol(type + ".defaultValue")
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return color(member) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isLowercase == true || name.first == "_" ? .symbol(name) : nil
        }
        return nil
    }

    // MARK: Calls

    private static func color(_ call: FunctionCallExprSyntax) -> CodeColor? {
        let callee = call.calledExpression
        // A view's Liquid Glass (`.glassEffect(…)`, read as its background): what shows
        // through is only known at run time.
        // A sheet's material background (`.presentationBackground(.thinMaterial)`): blurs what
        // is behind the sheet.
        if callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "presentationBackground" {
            return .dynamic("a sheet's material background blurs what is behind it, known only at run time")
        }
        if callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "glassEffect" {
            return .dynamic("Liquid Glass shows what is behind it, known only at run time")
        }
        // A gradient (`LinearGradient(…)`, `.linearGradient(…)`): many colors, which a contrast
        // check of one pair cannot stand for.
        let calleeName = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        if calleeName.hasSuffix("Gradient") && calleeName.first?.isUppercase == true
            || ["linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "conicGradient"].contains(calleeName) {
            return .dynamic("a gradient: its colors change across it")
        }
        // A view wrapped without changing it: `AnyView(Color.black)`, `Group { cond ? a : b }`.
        if calleeName == "AnyView", call.arguments.count == 1, let only = call.arguments.first { return color(only.expression) }
        if calleeName == "Group", call.arguments.isEmpty, let closure = call.trailingClosure, closure.statements.count == 1,
           let only = closure.statements.first?.item.as(ExprSyntax.self) {
            return color(only)
        }
        // A color per appearance: `adaptive(light: a, dark: b)`, `Color(light: a, dark: b)`.
        let labeled = arguments(call.arguments)
        if let light = labeled["light"].flatMap(color), let dark = labeled["dark"].flatMap(color) {
            return .adaptive(light: light, dark: dark)
        }
        // A helper by its name: the caller's own type's first; by the name alone only when no
        // other type has one so named.
        if let reference = callee.as(DeclReferenceExprSyntax.self), isHelperName(reference.baseName.text),
           let helper = (typeName(around: Syntax(call), inBodies: true) ?? enclosingType).flatMap({ Self.helper($0 + "." + reference.baseName.text) })
                ?? Self.helper(reference.baseName.text).flatMap({ $0.ambiguous ? nil : $0 }) {
            return inline(helper, name: reference.baseName.text, call: call)
        }
        // Modifiers on a color: `.opacity(0.5)`, `withAlphaComponent(0.5)`, `R.color.brand()`.
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base {
                if name == "opacity" || name == "withAlphaComponent" || name == "withOpacity",
                   let alpha = call.arguments.first.flatMap({ number($0.expression) }), let inner = color(base) {
                    // At no opacity it draws nothing, as Interface Builder's alpha 0 is read:
                    // what is beneath shows (`black.withAlphaComponent(0)` before a fade-in).
                    return alpha == 0 && inner != .system("clear") ? .system("clear") : .alpha(inner, alpha)
                }
                // A type's name (`UIColor`, `R.color`, `Self`), not a chain of calls, whose text
                // is costly to print.
                guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else {
                    return name == "resolve" || name == "resolvedColor" ? color(base) : nil
                }
                let baseText = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.trimmedDescription
                if baseText == "R.color" { return .assetSymbol(name) }
                let type = selfType(baseText, at: Syntax(call))
                if name == "init", isColorType(type) {
                    return initializer(type: type, call: call)
                }
                // A color type's own helper: `UIColor.hex(0xcccccc)`, `Self.hex(…)`.
                if isColorType(type), isHelperName(name), let helper = Self.helper(type + "." + name) { return inline(helper, name: type + "." + name, call: call) }
                // An app type's function that makes a color (`CellBackground.colorFor(isHovering:)`).
                if type.first?.isUppercase == true, isHelperName(name), let helper = Self.helper(type + "." + name) {
                    // One of many colors by a `switch` on state the call does not pass (the
                    // user's theme): which one is drawn is known at run time.
                    if case .choice(let options)? = helper.returned, options.count > 2 {
                        // Per theme: the theme the call names (`primaryText01(for: .dark)`), else
                        // each theme's, which a pair compares within one theme.
                        if let cases = helper.themeCases {
                            let named = call.arguments.lazy.compactMap { $0.expression.as(MemberAccessExprSyntax.self) }
                                .first { $0.base == nil && cases[$0.declName.baseName.text] != nil }
                            if let named { return cases[named.declName.baseName.text] }
                            return .symbol(CodeColor.keyPathPrefix + (type.split(separator: ".").last.map(String.init) ?? type) + "." + name)
                        }
                        return .dynamic("\(type).\(name)() picks one of \(options.count) colors at run time (a theme or state)")
                    }
                    return inline(helper, name: type + "." + name, call: call)
                }
                if name == "resolve" || name == "resolvedColor" { return color(base) }
                return assetWrapper(call)
            }
            // `.hex(0x242424)` where a color goes: a color type's helper of that name.
            return colorTypeHelper(name, call: call)
        }
        let type = selfType(callee.trimmedDescription, at: Syntax(call))
        if assetTypes.contains(type), let name = arguments(call.arguments)["name"].flatMap(stringValue) { return .asset(name) }
        guard isColorType(type) else { return assetWrapper(call) }
        return initializer(type: type, call: call)
    }

    /// An app's own wrapper around a catalog lookup, where a color goes:
    /// `ColorResolver.assetColor(named: "appTintColor", fallback: .systemOrange)`,
    /// `themeColor(named: "Brand")` — the asset the string names (the fallback shows only when
    /// the catalog lacks it, which the audit reports as an unknown color name). Only a function
    /// whose name says color: `UIImage(named:)`, `NSSound(named:)` look up other assets.
    private static func assetWrapper(_ call: FunctionCallExprSyntax) -> CodeColor? {
        let callee = call.calledExpression.trimmedDescription.lowercased()
        guard callee.contains("color") || callee.contains("colour") else { return nil }
        return arguments(call.arguments)["named"].flatMap(stringValue).map { .asset($0) }
    }

    /// `Self` in an extension of a color type (or in a helper's body inlined from one) is that
    /// type; other names are themselves.
    static func selfType(_ name: String, at node: Syntax) -> String {
        guard name == "Self" || name == "Self.init" else { return name }
        return typeName(around: node, inBodies: true) ?? enclosingType ?? name
    }

    /// What a bare `.name(…)` in a color position gives when it calls a color type's own
    /// helper: the enclosing color type's, else the one color all such helpers give.
    private static func colorTypeHelper(_ name: String, call: FunctionCallExprSyntax) -> CodeColor? {
        guard isHelperName(name) else { return nil }
        if let scope = typeName(around: Syntax(call), inBodies: true) ?? enclosingType, isColorType(scope), let helper = Self.helper(scope + "." + name) {
            return inline(helper, name: scope + "." + name, call: call)
        }
        let keys = colorTypes.union(aliases).sorted().map { $0 + "." + name }.filter { Self.helper($0) != nil }
        let colors = keys.map { inline(Self.helper($0)!, name: $0, call: call) }
        guard let first = colors.first, let color = first, colors.allSatisfy({ $0 == color }) else { return nil }
        return color
    }

    /// A color as `.colorMultiply(factor)` draws it: white gives the factor, literals their
    /// product per component in sRGB; anything else is only known at run time.
    static func multiplied(_ color: CodeColor, by factor: CodeColor) -> CodeColor {
        switch (color, factor) {
        case (.system("white"), _): return factor
        case (.alpha(let base, let alpha), _): return .alpha(multiplied(base, by: factor), alpha)
        case (.choice(let options), _): return .choice(options.map { multiplied($0, by: factor) })
        case (_, .choice(let options)): return .choice(options.map { multiplied(color, by: $0) })
        case (.adaptive(let light, let dark), _): return .adaptive(light: multiplied(light, by: factor), dark: multiplied(dark, by: factor))
        case (_, .adaptive(let light, let dark)): return .adaptive(light: multiplied(color, by: light), dark: multiplied(color, by: dark))
        case (.literal(let a, let text), .literal(let b, let other)):
            let (x, y) = (a.srgb.clipped, b.srgb.clipped)
            return .literal(Color(SRGB(red: x.red * y.red, green: x.green * y.green, blue: x.blue * y.blue, alpha: (a.alpha ?? 1) * (b.alpha ?? 1))),
                            text: text + " × " + other)
        case (.system("black"), _): return color
        default: return .dynamic("\(color) multiplied by \(factor) with .colorMultiply")
        }
    }

    /// `Color(…)`, `UIColor(…)`, `NSColor(…)`, `CGColor(…)`.
    private static func initializer(type: String, call: FunctionCallExprSyntax) -> CodeColor? {
        let args = arguments(call.arguments)
        let first = call.arguments.first
        // A dynamic provider: `UIColor { traits in … }`, `UIColor(dynamicProvider:)`.
        if let closure = call.trailingClosure ?? args["dynamicProvider"]?.as(ClosureExprSyntax.self) {
            return dynamicProvider(closure)
        }
        if let name = args["named"].flatMap(stringValue) ?? (first?.label == nil ? first.flatMap({ stringValue($0.expression) }) : nil),
           args["hex"] == nil {
            if let hex = hexColor(name) { return hex }  // Color("#336699") through an extension
            return .asset(name)
        }
        if let resource = args["resource"] { return generated(resource) }
        for key in ["uiColor", "nsColor", "cgColor", "_colorLiteral", "asset"] {
            if let inner = args[key] { return color(inner) }
        }
        // `UIColor(0x336699)`: an unlabeled hex integer to a team's initializer.
        let unlabeledHex = first.flatMap { $0.label == nil ? $0.expression.as(IntegerLiteralExprSyntax.self) : nil }
            .flatMap { literal in literal.literal.text.lowercased().hasPrefix("0x") && [6, 8].contains(literal.literal.text.filter { $0 != "_" }.count - 2) ? ExprSyntax(literal) : nil }
        if let hex = args["hex"] ?? args["hexString"] ?? args["rgb"] ?? args["hexValue"] ?? args["rgba"] ?? args["argb"] ?? unlabeledHex {
            // An `alpha:`/`opacity:` beside it scales the hex color's own.
            let alpha = (args["alpha"] ?? args["opacity"]).flatMap(number)
            func faded(_ color: CodeColor?) -> CodeColor? {
                guard let alpha, alpha != 1, case .literal(var value, let text)? = color else { return color }
                value.alpha = (value.alpha ?? 1) * alpha
                return .literal(value, text: text + " at \(Int((alpha * 100).rounded()))%")
            }
            if let text = stringValue(hex) { return faded(hexColor(text)) ?? .dynamic("a hex string that does not parse: \(text)") }
            if let value = integer(hex) {
                // `rgba: 0xb9b9bbff` has its alpha last, `argb: 0xffb9b9bb` first.
                if args["argb"] != nil {
                    let digits = String(value, radix: 16).leftPadded(to: 8)
                    return faded(hexColor(String(digits.dropFirst(2)) + digits.prefix(2)))
                }
                let eight = args["rgba"] != nil || unlabeledHex.map { $0.trimmedDescription.filter { $0 != "_" }.count == 10 } == true
                return faded(hexColor(String(value, radix: 16).leftPadded(to: eight ? 8 : 6)))
            }
            return .dynamic("a hex value computed at run time")
        }
        if let first, first.label == nil, call.arguments.count == 1 {
            // `Color(.systemBackground)`, `Color(.cardBackground)`, `UIColor(white…)` forms below.
            if let member = first.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                return generated(first.expression)
            }
            if let inner = color(first.expression) { return inner }
        }
        if args["red"] != nil || args["displayP3Red"] != nil || args["srgbRed"] != nil || args["white"] != nil || args["gray"] != nil
            || args["hue"] != nil {
            return literal(args, text: call.trimmedDescription, space: first?.label == nil ? first?.expression.trimmedDescription : nil)
        }
        return teamInitializer(args)
    }

    /// A team's own initializer over its palette: `UIColor(studioColor: .blue50)`,
    /// `UIColor(lightColor: .gray100, darkColor: .white)`, with an `alpha:`; the palette entry is
    /// followed as a constant (an enum case whose raw value is a hex color, a static color).
    private static func teamInitializer(_ args: [String: ExprSyntax]) -> CodeColor? {
        let labels = args.keys.sorted()
        let alpha = args["alpha"].flatMap(number)
        func withAlpha(_ color: CodeColor) -> CodeColor { alpha.map { $0 == 1 ? color : .alpha(color, $0) } ?? color }
        if let light = labels.first(where: { $0.lowercased().hasPrefix("light") }), let dark = labels.first(where: { $0.lowercased().hasPrefix("dark") }),
           let lightColor = args[light].flatMap({ paletteEntry($0, label: light) }), let darkColor = args[dark].flatMap({ paletteEntry($0, label: dark) }) {
            return withAlpha(.adaptive(light: lightColor, dark: darkColor))
        }
        let colorArguments = labels.filter { $0 != "alpha" && $0 != "opacity" }
        if colorArguments.count == 1, let entry = args[colorArguments[0]].flatMap({ paletteEntry($0, label: colorArguments[0]) }) { return withAlpha(entry) }
        return nil
    }

    /// An argument naming a palette entry: `.blue50` (followed as the app's constant), or any
    /// color expression.
    private static func paletteEntry(_ expression: ExprSyntax, label: String) -> CodeColor? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            // The entry of the initializer's palette type when the app declares it
            // (`ColorStudio.blue50`); else a palette the sources do not hold.
            return .symbol(CodeColor.palettePrefix + (paletteParameters[label] ?? "") + "." + member.declName.baseName.text)
        }
        return color(expression)
    }

    /// `.cardBackground` where a color resource goes: a system color (UIKit's `.systemBackground`,
    /// AppKit's `.secondaryLabelColor`, which `Color(_:)` takes too), else a generated asset.
    private static func generated(_ expression: ExprSyntax) -> CodeColor? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return color(expression) }
        let name = member.declName.baseName.text
        if let system = SystemColorNames.paletteName(name, type: "UIColor") ?? SystemColorNames.paletteName(name, type: "NSColor") {
            return .system(system)
        }
        return .assetSymbol(name)
    }

    /// The branches of a dynamic provider's body when they are colors; else run time.
    private static func dynamicProvider(_ closure: ClosureExprSyntax) -> CodeColor {
        if let adaptive = traitSwitch(closure) { return adaptive }
        var branches: [CodeColor] = []
        for item in closure.statements {
            collectReturned(Syntax(item.item), into: &branches)
        }
        return branches.isEmpty ? .dynamic("decided by a dynamic provider") : .choice(branches)
    }

    private static func collectReturned(_ node: Syntax, into branches: inout [CodeColor]) {
        // What a `switch` or `if` tests is no branch: only what its cases give.
        if let choice = node.as(SwitchExprSyntax.self) {
            for item in choice.cases { collectReturned(Syntax(item), into: &branches) }
            return
        }
        if node.is(SwitchCaseLabelSyntax.self) || node.is(ConditionElementListSyntax.self) { return }
        if let expression = node.as(ExprSyntax.self), let color = color(expression) {
            if case .choice(let options) = color { branches += options } else { branches.append(color) }
            return
        }
        if let statement = node.as(ReturnStmtSyntax.self) {
            if let expression = statement.expression, let color = color(expression) { branches.append(color) }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { collectReturned(child, into: &branches) }
    }

    /// A body that returns one color per case of the theme the user picks (`let theme = theme ??
    /// Theme.current; switch theme { case .light: return a; case .dark, .extraDark: return b;
    /// … }`): each case's color by the case's name (a `default:` as ``otherCases``). Nil for any
    /// other body, for fewer than two cases, for a switch on anything but a theme (a state), and
    /// on the interface style or color scheme (an appearance: see ``traitSwitch(_:)``).
    static func themeCases(_ body: CodeBlockItemListSyntax) -> [String: CodeColor]? {
        guard let last = body.last?.item,
              body.dropLast().allSatisfy({ $0.item.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "let" }),
              let choice = last.as(SwitchExprSyntax.self) ?? last.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                ?? last.as(ReturnStmtSyntax.self)?.expression?.as(SwitchExprSyntax.self) else { return nil }
        // What the switch tests must be the theme (`theme`, `ThemeManager.shared.currentTheme`):
        // a switch on a state (`switch self` in an enum of states) picks by what is shown.
        let subject = choice.subject.trimmedDescription.lowercased()
        guard ["theme", "skin", "palette"].contains(where: subject.contains),
              !["userinterfacestyle", "colorscheme", "traitcollection", "accessibilitycontrast"].contains(where: subject.contains) else { return nil }
        var cases: [String: CodeColor] = [:]
        for item in choice.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self), let statement = switchCase.statements.last?.item,
                  let expression = statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExprSyntax.self)
                    ?? statement.as(ExpressionStmtSyntax.self)?.expression,
                  let color = color(expression) else { return nil }
            switch switchCase.label {
            case .default:
                cases[otherCases] = color
            case .case(let label):
                for caseItem in label.caseItems {
                    guard caseItem.whereClause == nil,
                          let member = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self) else { return nil }
                    cases[member.declName.baseName.text.replacingOccurrences(of: "`", with: "")] = color
                }
            }
        }
        return cases.count >= 2 ? cases : nil
    }

    /// The name a theme switch's `default:` case has among its cases.
    static let otherCases = "other"

    /// A dynamic provider that switches on the interface style, alone or with the contrast
    /// (`switch (traits.userInterfaceStyle, traits.accessibilityContrast) { case (.dark, .high):
    /// return a; case (.dark, _): return b; … default: return d }`): the color each scheme takes
    /// with normal contrast, per appearance; nil for any other body.
    static func traitSwitch(_ closure: ClosureExprSyntax) -> CodeColor? {
        guard let statement = closure.statements.last?.item, closure.statements.count == 1,
              let choice = statement.as(SwitchExprSyntax.self) ?? statement.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
        else { return nil }
        // Which element of the subject is the style, and which the contrast.
        let parts: [String]
        if let tuple = choice.subject.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            parts = tuple.elements.map(\.expression.trimmedDescription)
        } else {
            parts = [choice.subject.trimmedDescription]
        }
        guard let style = parts.firstIndex(where: { $0.hasSuffix("userInterfaceStyle") }) else { return nil }
        let contrast = parts.firstIndex { $0.hasSuffix("accessibilityContrast") }
        /// Whether one pattern element matches a value (`.dark`, `_`).
        func matches(_ pattern: String, _ value: String) -> Bool { pattern == "_" || pattern == "." + value }
        func color(for scheme: String) -> CodeColor? {
            for item in choice.cases {
                guard let switchCase = item.as(SwitchCaseSyntax.self) else { continue }
                let matched: Bool
                switch switchCase.label {
                case .default: matched = true
                case .case(let label):
                    matched = label.caseItems.contains { caseItem in
                        let pattern = caseItem.pattern.trimmedDescription.replacingOccurrences(of: " ", with: "")
                        let elements = pattern.hasPrefix("(") && parts.count > 1
                            ? pattern.dropFirst().dropLast().split(separator: ",").map(String.init) : [pattern]
                        guard elements.count == parts.count, caseItem.whereClause == nil else { return false }
                        return matches(elements[style], scheme) && contrast.map { matches(elements[$0], "normal") } != false
                    }
                }
                guard matched else { continue }
                let body = switchCase.statements
                guard body.count == 1, let first = body.first?.item else { return nil }
                let expression = first.as(ReturnStmtSyntax.self)?.expression ?? first.as(ExprSyntax.self)
                return expression.flatMap { ColorExpressionReader.color($0) }
            }
            return nil
        }
        guard let light = color(for: "light"), let dark = color(for: "dark") else { return nil }
        return .adaptive(light: light, dark: dark)
    }

    /// What a getter of several statements returns (`var tint: UIColor { if #available(…) {
    /// return a }; return b }`): each `return`'s color, except those of a transient state's
    /// branch (`if isSelected { return .white }`); nil when a return is no color.
    static func returnedColor(_ body: CodeBlockItemListSyntax) -> CodeColor? {
        var branches: [CodeColor] = []
        var unreadable = false
        func walk(_ node: Syntax) {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return }
            if let statement = node.as(ReturnStmtSyntax.self) {
                guard !SwiftUIPairing.isTransient(node) else { return }
                if let expression = statement.expression, let color = color(expression) {
                    if case .choice(let options) = color { branches += options } else { branches.append(color) }
                } else {
                    unreadable = true
                }
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { walk(child) }
        }
        walk(Syntax(body))
        guard !unreadable, !branches.isEmpty else { return nil }
        var distinct: [CodeColor] = []
        for branch in branches where !distinct.contains(branch) { distinct.append(branch) }
        return distinct.count == 1 ? distinct[0] : .choice(distinct)
    }

    // MARK: Members

    /// Set while the value assigned to a color property is read (`label.textColor = …`).
    @TaskLocal static var assignedToColorProperty = false

    /// Whether an implicit member (`.gray`) stands where UIKit or AppKit takes a color, whose
    /// `.gray`, `.blue` and `.red` are fixed colors, not SwiftUI's system ones: the value of a
    /// color property (`label.textColor = .gray`, `tint = isOn ? .blue : .gray`), of a
    /// `set…Color(_:)` call (`setTitleColor(.blue, for: .normal)`), or of a binding or function
    /// typed `UIColor`, `NSColor` or `CGColor` (`let dim: UIColor = .gray`).
    static func takesUIKitColor(_ member: MemberAccessExprSyntax) -> Bool {
        if assignedToColorProperty { return true }
        func isUIKit(_ type: TypeSyntax?) -> Bool {
            guard let text = type?.trimmedDescription else { return false }
            return ["UIColor", "NSColor", "CGColor"].contains(text.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
        }
        var node = Syntax(member)
        for _ in 0..<10 {
            guard let parent = node.parent else { return false }
            if let list = parent.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
                let elements = Array(list)
                if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), assignment > 0,
                   let index = elements.firstIndex(where: { $0.id == node.id }), index > assignment {
                    let target = elements[assignment - 1]
                    let name = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                    return name.hasSuffix("Color")
                }
            } else if let infix = parent.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                guard infix.rightOperand.id == node.id else { return false }
                let target = infix.leftOperand
                let name = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                return name.hasSuffix("Color")
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id {
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                return name.hasPrefix("set") && name.hasSuffix("Color")
            } else if let binding = parent.as(PatternBindingSyntax.self) {
                return isUIKit(binding.typeAnnotation?.type)
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                return isUIKit(function.signature.returnClause?.type)
            } else if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) {
                return false
            }
            node = parent
        }
        return false
    }

    private static func color(_ member: MemberAccessExprSyntax) -> CodeColor? {
        let name = member.declName.baseName.text
        // Materials blur what is behind them: their color is only known at run time.
        if name.hasSuffix("Material") || name == "bar", member.base == nil || member.base?.trimmedDescription == "Material" {
            return .dynamic("the \(name == "bar" ? "bar material" : name) blurs what is behind it, known only at run time")
        }
        guard let base = member.base else {
            if let system = SystemColorNames.paletteName(name, type: takesUIKitColor(member) ? "UIColor" : nil) { return .system(system) }
            // SwiftUI's `.tint` style is the accent color where no `.tint(_:)` is set.
            if name == "accentColor" || name == "tint" && !takesUIKitColor(member) { return .asset("AccentColor") }
            return .symbol("." + name)
        }
        let baseText = base.trimmedDescription
        // `Color("Card").gradient`: Apple's standard gradient of a color, a slight variation of
        // it, read as the color.
        // (`state.color` on a value of the app's own type is that type's property, looked up
        // first; a color asset's `brand.color` is the asset.)
        if name == "color", let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            return .symbol(baseText + ".color")
        }
        if name == "cgColor" || name == "gradient" || name == "color" && !baseText.hasPrefix("Asset") { return color(base) }
        // SwiftGen: `Asset.Colors.brand.color`, `Asset.brand.swiftUIColor` — the generated
        // constant when the sources hold it, else the asset named like it.
        if baseText.hasPrefix("Asset") || baseText.hasPrefix("ColorName") {
            if name == "color" || name == "swiftUIColor" || name == "nsColor" { return .symbol(baseText) }
            return .symbol(baseText + "." + name)
        }
        if isColorType(baseText) {
            if name == "accentColor" { return .asset("AccentColor") }
            if let system = SystemColorNames.paletteName(name, type: baseText) { return .system(system) }
            return .symbol(baseText + "." + name)
        }
        // A team's constants: `Theme.Text.main`, `Palette.primary`, `self.brand`.
        if base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
            return .symbol(baseText.hasPrefix("self.") ? String(baseText.dropFirst(5)) + "." + name : baseText + "." + name)
        }
        return nil
    }

    // MARK: Sequences: ternaries and `??`

    private static func color(_ sequence: SequenceExprSyntax) -> CodeColor? {
        let elements = Array(sequence.elements)
        if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let then = elements[ternary].as(UnresolvedTernaryExprSyntax.self) {
            let rest = elements[(ternary + 1)...]
            let otherwise = rest.count == 1 ? rest.first! : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(rest))))
            // A choice by interaction state is drawn at rest: the branch for an unselected,
            // enabled control (its background is chosen the same way, so the two agree).
            let condition = elements[..<ternary].map(\.trimmedDescription).joined(separator: " ")
            // `colorScheme == .dark ? a : b`: a color per appearance.
            if let darkFirst = appearanceCondition(condition), let first = color(then.thenExpression), let second = color(otherwise) {
                return darkFirst ? .adaptive(light: second, dark: first) : .adaptive(light: first, dark: second)
            }
            // Read for a view shown only under this condition (`if isSelected { checkmark }` on
            // `isSelected ? accent : fill`): the branch it is shown with.
            if !activeConditions.isEmpty, !condition.trimmingCharacters(in: .whitespaces).hasPrefix("!"),
               elements[..<ternary].contains(where: { $0.tokens(viewMode: .sourceAccurate).contains { activeConditions.contains($0.text) } }) {
                return color(then.thenExpression)
            }
            switch restingBranch(condition) {
            // A selection drawn in the foreground alone (`isSelected ? .accent : .primary` on an
            // unchanging background): a selected row is on screen at rest too, so both.
            case let resting? where keepsSelection && isSelection(condition):
                let options = [color(then.thenExpression), color(otherwise)].compactMap { $0 }
                return options.count == 2 ? .choice(resting ? options : options.reversed()) : (options.first)
            case true?: return color(then.thenExpression)
            case false?: return color(otherwise)
            case nil: break
            }
            let options = [color(then.thenExpression), color(otherwise)].compactMap { $0 }
            return options.isEmpty ? nil : (options.count == 1 ? options[0] : .choice(options))
        }
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return color(elements[0]) ?? color(elements[2])
        }
        return nil
    }

    /// The names the `if` conditions around a foreground test (`if isSelected { … }`), while
    /// reading what it is drawn on.
    @TaskLocal static var activeConditions: Set<String> = []

    /// Set while reading a foreground whose background does not change with the same
    /// selection: a selection ternary then gives both branches.
    @TaskLocal static var keepsSelection = false

    /// Whether a condition tests a lasting selection (`isSelected`, `isCurrent`, `isActive`),
    /// not a momentary state (pressed, highlighted, focused) or being enabled.
    static func isSelection(_ condition: String) -> Bool {
        let words = condition.lowercased()
        let momentary = ["highlighted", "pressed", "focused", "hover", "dragging", "tracking", "swiped", "editing", "disabled", "enabled", "ispreview", "celldropstate"]
        guard !momentary.contains(where: words.contains) else { return false }
        let names = words.split { !($0.isLetter || $0.isNumber) }
        return words.contains("selected") || names.contains { ["active", "isactive", "current", "iscurrent", "checked", "ischecked"].contains($0) }
    }

    /// The names a ternary's condition tests (`isSelected`, `selection`), or nil for no ternary.
    static func conditionNames(_ expression: ExprSyntax) -> Set<String>? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return nil }
        var names: Set<String> = []
        for element in elements[..<ternary] {
            for token in element.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(token.text) { names.insert(token.text) }
        }
        return names
    }

    /// Words of a condition on a control's transient state (`isSelected`, `configuration.isPressed`,
    /// `state.isHighlighted`), and of its being enabled.
    static let transientStates = ["selected", "highlighted", "pressed", "focused", "hovered", "hovering", "dragging", "tracking", "celldropstate",
                                  "swiped", "editing", "ispreview"]

    /// Whether a condition tests the appearance: true when its true branch is dark's
    /// (`colorScheme == .dark`, `traitCollection.userInterfaceStyle == .dark`, `!= .light`),
    /// false when it is light's; nil for other conditions.
    static func appearanceCondition(_ condition: String) -> Bool? {
        let text = condition.replacingOccurrences(of: " ", with: "")
        guard text.contains("colorScheme") || text.contains("userInterfaceStyle") || text.contains("ColorScheme") else { return nil }
        if text.hasSuffix("==.dark") || text.hasSuffix("!=.light") { return true }
        if text.hasSuffix("==.light") || text.hasSuffix("!=.dark") { return false }
        return nil
    }

    /// Which branch of `condition ? a : b` is the resting state: `false` (the else branch) for
    /// `isSelected`, `true` for `isEnabled` or `!isSelected`; nil for other conditions.
    static func restingBranch(_ condition: String) -> Bool? {
        let words = condition.lowercased()
        let negated = condition.trimmingCharacters(in: .whitespaces).hasPrefix("!")
        // `active`/`isActive` as a whole name (not `inactive` or `interactive`): a selection.
        let names = words.split { !($0.isLetter || $0.isNumber) }
        // Alternating rows (`isNextLineHighlighted ? gray : background`, `isOdd`): both are on
        // screen at rest.
        if names.contains(where: { name in ["alternat", "stripe", "zebra", "nextline", "oddrow", "evenrow"].contains { name.contains($0) }
                || ["odd", "even", "isodd", "iseven"].contains(name) }) { return nil }
        let active = names.contains { $0 == "active" || $0 == "isactive" }
        if transientStates.contains(where: words.contains) || words.contains("disabled") || active { return negated }
        if words.contains("enabled") { return !negated }
        return nil
    }

    // MARK: Literals

    static func arguments(_ list: LabeledExprListSyntax) -> [String: ExprSyntax] {
        var result: [String: ExprSyntax] = [:]
        for argument in list {
            if let label = argument.label?.text { result[label] = argument.expression }
        }
        return result
    }

    /// A literal from labeled components: `red:green:blue:` (+ `alpha:`/`opacity:`),
    /// `displayP3Red:`, `srgbRed:`, `white:`/`gray:`, `hue:saturation:brightness:`; the first
    /// unlabeled argument may name the space (`.sRGB`, `.displayP3`, `.sRGBLinear`).
    static func literal(_ args: [String: ExprSyntax], text: String, space: String? = nil) -> CodeColor? {
        let alpha = args["alpha"].flatMap(number) ?? args["opacity"].flatMap(number) ?? 1
        let clean = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        if let red = (args["red"] ?? args["displayP3Red"] ?? args["srgbRed"]).flatMap(number),
           var green = args["green"].flatMap(number), var blue = args["blue"].flatMap(number) {
            var red = red
            // Whole numbers past 1 (`Color(red: 244, green: 62, blue: 55)`) are bytes, given to
            // an app's own initializer (`init(red: Int, green: Int, blue: Int)`): a color API's
            // 0…1 components would make them all white.
            let components = [args["red"] ?? args["displayP3Red"] ?? args["srgbRed"], args["green"], args["blue"]]
            if components.allSatisfy({ $0?.is(IntegerLiteralExprSyntax.self) == true }), max(red, green, blue) > 1, max(red, green, blue) <= 255, min(red, green, blue) >= 0 {
                (red, green, blue) = (red / 255, green / 255, blue / 255)
            }
            let p3 = args["displayP3Red"] != nil || space == ".displayP3"
            let linear = space == ".sRGBLinear"
            let colorSpace: ColorSpace = p3 ? .displayP3 : linear ? .srgbLinear : .srgb
            return .literal(Color(space: colorSpace, coordinates: ColorCoordinates(red, green, blue), alpha: alpha), text: clean)
        }
        if let white = (args["white"] ?? args["gray"]).flatMap(number) {
            // UIColor(white:) is extended gray: a 2.2 curve, as asset catalogs' gray.
            let linear = pow(max(0, white), 2.2)
            let gray = SRGB(LinearSRGB(red: linear, green: linear, blue: linear, alpha: alpha))
            return .literal(Color(gray), text: clean)
        }
        if let hue = args["hue"].flatMap(number), let saturation = args["saturation"].flatMap(number),
           let brightness = args["brightness"].flatMap(number) {
            return .literal(Color(space: .hsv, coordinates: ColorCoordinates(hue * 360, saturation, brightness), alpha: alpha), text: clean)
        }
        return nil
    }

    /// `#336699`, `336699`, `#369`, `#33669980`, `0x336699` as a color.
    static func hexColor(_ text: String) -> CodeColor? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() } else if digits.lowercased().hasPrefix("0x") { digits.removeFirst(2) }
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit), let color = try? Color(css: "#" + digits) else { return nil }
        return .literal(color, text: "#" + digits.lowercased())
    }

    static func stringValue(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            // An interpolation makes the name a run-time one.
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    static func integer(_ expression: ExprSyntax) -> Int? {
        expression.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// A number written as a literal or simple arithmetic of literals (`51 / 255`, `0.5 * 0.8`,
    /// `-0.1`, `CGFloat(0.5)`).
    static func number(_ expression: ExprSyntax) -> Double? {
        if let float = expression.as(FloatLiteralExprSyntax.self) { return float.representedLiteralValue }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integer.representedLiteralValue.map(Double.init) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return number(prefix.expression).map { -$0 } }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return number(tuple.elements.first!.expression) }
        // The file's constants: `quietOpacity`, `Constants.quietOpacity`, `Self.quietOpacity`.
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return numbers[reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), let baseNode = member.base,
           baseNode.is(DeclReferenceExprSyntax.self) || baseNode.is(MemberAccessExprSyntax.self) {
            let base = baseNode.as(DeclReferenceExprSyntax.self)?.baseName.text ?? baseNode.trimmedDescription
            let name = member.declName.baseName.text
            return base == "Self" || base == "self" ? numbers[name] : numbers[base + "." + name]
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil,
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if ["CGFloat", "Double", "Float"].contains(type) { return number(call.arguments.first!.expression) }
            // A whole number converted (`UInt8(hex & 0xff)`, `Int(…)`), when it is whole.
            if type.hasPrefix("Int") || type.hasPrefix("UInt"), let value = number(call.arguments.first!.expression), value.rounded() == value { return value }
            return nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `isPressed ? 0.08 : 0.12`: the resting state's.
            let elements = Array(sequence.elements)
            if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
               let then = elements[ternary].as(UnresolvedTernaryExprSyntax.self) {
                let condition = elements[..<ternary].map(\.trimmedDescription).joined(separator: " ")
                guard let resting = restingBranch(condition) else { return nil }
                let rest = Array(elements[(ternary + 1)...])
                return resting ? number(then.thenExpression)
                    : rest.count == 1 ? number(rest[0]) : number(ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest))))
            }
            return arithmetic(elements)
        }
        return nil
    }
}

extension ColorExpressionReader {
    /// Swift's precedence of the operators numbers for colors are written with: shifts, then
    /// `*`, `/`, `%`, `&`, then `+`, `-`, `|`, `^` (`(hex & 0xff0000) >> 16`, `51 / 255`).
    static let precedence: [String: Int] = ["<<": 3, ">>": 3, "*": 2, "/": 2, "%": 2, "&": 2, "+": 1, "-": 1, "|": 1, "^": 1]

    /// A sequence of numbers and operators evaluated with Swift's precedence, left to right
    /// within one; bitwise operators on whole numbers only. Nil when a part is no number.
    static func arithmetic(_ elements: [ExprSyntax]) -> Double? {
        var values: [Double] = []
        var operators: [String] = []
        func apply() -> Bool {
            guard let op = operators.popLast(), values.count >= 2 else { return false }
            let right = values.removeLast(), left = values.removeLast()
            switch op {
            case "*": values.append(left * right)
            case "/": guard right != 0 else { return false }; values.append(left / right)
            case "+": values.append(left + right)
            case "-": values.append(left - right)
            default:
                // Bitwise operators and `%` on whole numbers only.
                guard let l = Int(exactly: left), let r = Int(exactly: right), abs(l) < 1 << 52 else { return false }
                switch op {
                case "%": guard r != 0 else { return false }; values.append(Double(l % r))
                case "&": values.append(Double(l & r))
                case "|": values.append(Double(l | r))
                case "^": values.append(Double(l ^ r))
                case "<<": guard (0..<32).contains(r) else { return false }; values.append(Double(l << r))
                case ">>": guard (0..<64).contains(r) else { return false }; values.append(Double(l >> r))
                default: return false
                }
            }
            return true
        }
        var expectsValue = true
        for element in elements {
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                guard !expectsValue, let rank = precedence[binary.operator.text] else { return nil }
                while let top = operators.last, precedence[top]! >= rank {
                    guard apply() else { return nil }
                }
                operators.append(binary.operator.text)
                expectsValue = true
                continue
            }
            guard expectsValue, let value = number(element) else { return nil }
            values.append(value)
            expectsValue = false
        }
        guard !expectsValue else { return nil }
        while !operators.isEmpty {
            guard apply() else { return nil }
        }
        return values.count == 1 ? values[0] : nil
    }
}

private extension String {
    func leftPadded(to count: Int) -> String {
        self.count >= count ? self : String(repeating: "0", count: count - self.count) + self
    }
}
