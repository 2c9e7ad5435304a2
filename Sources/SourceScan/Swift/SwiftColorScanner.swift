import SwiftParser
import SwiftSyntax
import ThemeModel

/// Reads one Swift file's colors with swift-syntax: the constants that hold colors, every use
/// of a color in SwiftUI modifiers and UIKit/AppKit properties, and the pairs those uses make
/// (``SwiftUIPairing``, ``UIKitPairing``).
public enum SwiftColorScanner {
    /// Scans source text; `file` names it in every location.
    /// Reads one file; `aliases` are the app's names for color types (``colorAliases(in:)``).
    /// `folders` is the platform the file's folders name (``Platform/folders(_:)``).
    public static func scan(_ text: String, file: String, aliases: Set<String> = [], folders: Platform = .iOS) -> SwiftFileScan {
        scan(text, file: file, aliases: aliases, folders: folders, modifiers: AppModifiers.read([text]))
    }

    /// With the background-setting modifiers of the whole app (``AppModifiers``).
    /// `helpers` are the color-making functions of the app's other files (``ColorExpressionReader/appColorFunctions(in:aliases:)``), and `palettes` the palette types of
    /// their initializers' labels (nil: read from this file alone).
    static func scan(_ text: String, file: String, aliases: Set<String>, folders: Platform, modifiers: [String: AppModifiers.Background],
                     freeViews: Set<String> = [], viewExtensions: Set<String> = [], helpers appHelpers: ColorExpressionReader.AppHelpers = .init(),
                     palettes: [String: String]? = nil) -> SwiftFileScan {
        if let problem = unparsable(text, file: file) {
            var result = SwiftFileScan(file: file, lines: 0)
            result.problems.append(problem)
            return result
        }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        var result = SwiftFileScan(file: file, lines: converter.location(for: tree.endPosition).line)
        if tree.hasError {
            let problem = firstError(in: Syntax(tree)).map { node in
                node.startLocation(converter: converter)
            }
            result.problems.append(ThemeNote(.unreadableColor, .warning, "does not parse as Swift; what parsed is still read",
                                             at: problem.map { ThemeModel.SourceLocation(file: file, line: $0.line, column: $0.column) }))
        }
        let visitor = Visitor(file: file, converter: converter)
        visitor.freeViews = freeViews
        visitor.viewExtensions = viewExtensions
        var parameters = ColorParameters()
        visitor.viewBuilders = Visitor.viewBuilders(in: tree)
        let aliases = aliases.union(ColorExpressionReader.colorAliases(in: tree, known: aliases))
        result.colorAliases = aliases
        result.platform = PlatformConditions.platform(of: tree, folders: folders)
        let mayHideOrPin = text.holds(".hidden()") || text.holds("opacity(0") || text.holds("olorScheme")
        SwiftUIPairing.$mayHideOrPin.withValue(mayHideOrPin) {
        AppModifiers.$known.withValue(modifiers) {
        PlatformConditions.$file.withValue(result.platform) {
            ColorExpressionReader.$aliases.withValue(aliases) {
                let (helpers, numbers) = ColorExpressionReader.helpers(in: tree)
                ColorExpressionReader.$numbers.withValue(numbers) {
                    ColorExpressionReader.$paletteParameters.withValue(palettes ?? ColorExpressionReader.appColorFunctions(in: [text], aliases: aliases).palettes) {
                    ColorExpressionReader.$appWide.withValue(appHelpers) {
                    ColorExpressionReader.$localHelperNames.withValue(ColorExpressionReader.names(of: helpers)) {
                    ColorExpressionReader.$helpers.withValue(helpers) {
                        visitor.walk(tree)
                        visitor.placeAttributedByFunction()
                        parameters = ColorParameters.read(tree, file: file, converter: converter)
                    }
                    }
                    }
                    }
        }
                }
            }
        }
        }
        result.definitions = visitor.definitions
        result.uses = visitor.uses
        visitor.uikit.groupedStyles = visitor.groupedLists.mapValues(\.style)
        // Text views made in code draw their own background unless cleared.
        // (By the type that declares them: `Scope#name`, as ``Visitor/scoped(_:in:)`` keys them.)
        visitor.uikit.textViews = Set(visitor.localTypes.filter { $0.value == "UITextView" && $0.key.contains("#") }.keys)
        result.pairs = visitor.pairs + UIKitPairing.pairs(visitor.uikit, file: file) + visitor.unplacedAttributed
        result.placements = visitor.placements + UIKitPairing.hostedPlacements(visitor.hosts, facts: visitor.uikit)
        result.superclasses = visitor.superclasses
        result.pinnedSchemes = visitor.pinnedSchemes
        result.classBackgrounds = visitor.classBackgrounds
        result.memberBackgrounds = visitor.memberBackgrounds
        result.classPlacements = UIKitPairing.placements(visitor.uikit, types: visitor.localTypes, arguments: visitor.localArguments)
        result.groupedLists = visitor.groupedLists
        result.cells = visitor.cellTypes
        result.contentViewMakers = visitor.contentViewMakers
        result.bodyAliases = visitor.bodyAliases
        result.conformances = visitor.conformances.filter { !$0.value.isEmpty }
        result.contentConfigurations = visitor.contentConfigurations
        result.headers = visitor.headerTypes
        result.viewHelpers = visitor.viewHelpers
        result.selfCalls = visitor.calls
        (result.declaredTypes, result.references, result.privateMembers, result.extensions, result.internalMembers) = PlatformConditions.$file.withValue(result.platform) {
            TypeUsage.read(tree, converter: converter)
        }
        result.propertyTypes = visitor.localTypes.filter { $0.value.first?.isUppercase == true && !ColorExpressionReader.isColorType($0.value) }
        result.arguments = parameters.arguments
        parameters.qualify(&result)
        return result
    }

    /// The deepest nesting of square brackets the parser is given: past it, the Swift parser's
    /// look-ahead takes time that doubles with each bracket (`var a: C[[[[…`, 26 deep: 7 s).
    static let maximumBracketDepth = 20

    /// Why a file is not parsed at all, or nil: brackets nested deeper than any code nests them
    /// (string literals and comments counted too, which real code never fills with them).
    static func unparsable(_ text: String, file: String) -> ThemeNote? {
        var depth = 0, deepest = 0, line = 1, deepestLine = 1
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                if depth > deepest { deepest = depth; deepestLine = line }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "\n"): line += 1
            default: break
            }
        }
        guard deepest > maximumBracketDepth else { return nil }
        return ThemeNote(.unreadableColor, .warning,
                         "square brackets nested \(deepest) deep (more than \(maximumBracketDepth)): not read, as the Swift parser would take too long on it",
                         at: ThemeModel.SourceLocation(file: file, line: deepestLine, column: 1))
    }

    /// The view-building functions declared at the top of a file (`func appendedText(_:) ->
    /// Text`), which any file may place: read from the text, a declaration starting its line.
    public static func freeViewFunctions(in texts: [String]) -> Set<String> {
        var names: Set<String> = []
        let starts = ["func ", "public func ", "internal func ", "@MainActor func ", "@ViewBuilder func ", "@MainActor public func "]
        for text in texts where text.holds("\nfunc ") || text.holds("\npublic func ") || text.holds("\ninternal func ") || text.holds("\n@") {
            for line in text.split(separator: "\n") where line.first == "f" || line.first == "p" || line.first == "i" || line.first == "@" {
                guard let start = starts.first(where: line.hasPrefix), line.contains("->") else { continue }
                let rest = line.dropFirst(start.count)
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard !name.isEmpty, let arrow = rest.lastIndex(of: ">"), arrow > rest.startIndex, rest[rest.index(before: arrow)] == "-" else { continue }
                let returns = rest[rest.index(after: arrow)...].prefix { $0 != "{" }.trimmingCharacters(in: .whitespaces)
                if Visitor.buildsView(returns) { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The names the app gives color types (`typealias RSColor = UIColor`) across `texts`; only
    /// the files that declare a type alias are parsed for it.
    public static func colorAliases(in texts: [String]) -> Set<String> {
        var aliases: Set<String> = []
        let declaring = texts.filter { $0.holds("typealias") }.map { Parser.parse(source: $0) }
        // Aliases of aliases declared in other files: until nothing new is found.
        while true {
            let found = declaring.reduce(into: aliases) { $0.formUnion(ColorExpressionReader.colorAliases(in: $1, known: aliases)) }
            if found == aliases { return aliases }
            aliases = found
        }
    }

    private static func firstError(in node: Syntax) -> Syntax? {
        if node.is(MissingExprSyntax.self) || node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing { return node }
        for child in node.children(viewMode: .all) where child.hasError {
            if let found = firstError(in: child) { return found }
        }
        return node.hasError ? node : nil
    }

    /// SwiftUI modifiers that color what they apply to, and what they paint.
    static let swiftUIModifiers: [String: ColorUse.Kind] = [
        "foregroundColor": .text, "foregroundStyle": .text, "tint": .tint, "accentColor": .tint,
        "background": .background, "listRowBackground": .background, "fill": .background, "border": .border,
        "stroke": .border, "strokeBorder": .border, "shadow": .shadow, "backgroundStyle": .background, "containerBackground": .background,
    ]

    /// SwiftUI's own views and common types, never an app's view placement.
    static let builtInViews: Set<String> = [
        "Text", "Label", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "List", "Form", "Section", "ForEach", "Group", "ScrollView", "NavigationStack", "NavigationView", "NavigationLink", "Button",
        "Toggle", "Picker", "Spacer", "Divider", "Color", "UIColor", "NSColor", "Font", "GeometryReader", "TabView", "Menu", "Link",
        "TextField", "SecureField", "TextEditor", "ProgressView", "AsyncImage", "ViewThatFits", "Canvas", "TimelineView",
        "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
        "EmptyView", "AnyView", "Binding", "State", "URL", "String", "Int", "Double", "CGFloat", "CGSize", "CGPoint", "CGRect", "Date",
        "Task", "UUID", "Array", "Set", "Dictionary", "Optional", "Result", "Data", "UIImage", "NSImage", "UIFont", "Animation",
    ]

    /// UIKit and AppKit properties that take a color.
    static let uikitProperties: [String: ColorUse.Kind] = [
        "textColor": .text, "tintColor": .tint, "backgroundColor": .background, "barTintColor": .background,
        "borderColor": .border, "shadowColor": .shadow, "titleTextColor": .text, "onTintColor": .tint,
        "thumbTintColor": .tint, "placeholderColor": .text,
    ]

    final class Visitor: SyntaxVisitor {
        let file: String
        let converter: SourceLocationConverter
        var scopes: [String] = []
        var definitions: [ColorDefinition] = []
        var uses: [ColorUse] = []
        var pairs: [CodePair] = []
        var uikit = UIKitPairing.Facts()
        /// SwiftUI views this file declares, and where it places views by type name.
        var viewTypes: [String] = []
        var placements: [ViewPlacement] = []
        /// SwiftUI views a UIKit type hosts (`let host = UIHostingController(rootView: Card())`).
        var hosts: [UIKitPairing.Host] = []
        var pinnedSchemes: [String: Appearance.Scheme] = [:]

        /// Each class's superclass, and backgrounds set on a class's instances from outside it:
        /// `UITableViewCell.appearance().backgroundColor`, a controller's `cell.backgroundColor`.
        var superclasses: [String: String] = [:]
        var classBackgrounds: [ClassBackground] = []
        var memberBackgrounds: [MemberBackground] = []
        /// Structs and enums the file declares: no UIKit view, so their own `textColor = …` is
        /// model data, not a color drawn.
        var valueTypes: Set<String> = []
        /// Per class, the properties it declares itself (not overrides): a `tintColor` of its
        /// own is data, not the view's tint.
        var ownProperties: [String: Set<String>] = [:]
        /// Local names typed by how they are made (`let cell = … as! ProfileCell`), per scope.
        var localTypes: [String: String] = [:]
        /// Background configurations being built (`var background = UIBackgroundConfiguration
        /// .listGroupedCell()`, then `background.backgroundColor = …`), by local name.
        var configurations: [String: ColorUse] = [:]
        /// Types that make a grouped table or list, and the cell classes each type registers
        /// or dequeues.
        var groupedLists: [String: GroupedList] = [:]
        var cellTypes: [String: Set<String>] = [:]
        var contentViewMakers: [String: String] = [:]
        var bodyAliases: [String: Set<String>] = [:]
        var contentConfigurations: [ContentConfigurationUse] = []
        /// Locals made by a qualified type (`var configuration = Row.Configuration().updated(for: state)`).
        var madeAs: [String: String] = [:]
        var headerTypes: [String: Set<String>] = [:]
        /// Shared functions that set the background of the view they are called for, and the
        /// functions each class calls on itself.
        var viewHelpers: [String: ColorUse] = [:]
        var calls: [String: Set<String>] = [:]

        /// Whether code is in a closure (a property's `{ let view = UIView(); … }()`), where
        /// `view` is a local, not the object's own.
        static func isInClosure(_ node: Syntax) -> Bool {
            var current = node.parent
            while let next = current, !next.is(MemberBlockSyntax.self) {
                if next.is(ClosureExprSyntax.self) { return true }
                current = next.parent
            }
            return false
        }

        /// The call that makes the local a closure returns (`{ let label = MetaLabel(style: .x);
        /// …; return label }`), and the type it names.
        static func returnedLocal(of closure: ClosureExprSyntax) -> (call: FunctionCallExprSyntax?, type: String?)? {
            guard let last = closure.statements.last?.item,
                  let name = (last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self))?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            for item in closure.statements {
                guard let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first,
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                      let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { continue }
                let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                return (call, type.flatMap { $0.first?.isUppercase == true ? $0 : nil })
            }
            return nil
        }

        /// A local a property's initializer closure makes and returns (`let menuButton: UIButton =
        /// { let button = UIButton(); button.tintColor = x; return button }()`): that property.
        static func madeProperty(_ receiver: String, at node: Syntax) -> String {
            var current = node.parent
            while let next = current {
                if let closure = next.as(ClosureExprSyntax.self) {
                    guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                          let binding = call.parent?.parent?.as(PatternBindingSyntax.self),
                          let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let last = closure.statements.last?.item else { return receiver }
                    let returned = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
                    return returned?.as(DeclReferenceExprSyntax.self)?.baseName.text == receiver ? property : receiver
                }
                if next.is(MemberBlockSyntax.self) { return receiver }
                // A local that shadows a view UIKit builds in (`let backgroundView = UIView()` in a
                // cell's method, later its `selectedBackgroundView`) is not that view.
                if let body = next.as(CodeBlockSyntax.self), body.parent?.is(FunctionDeclSyntax.self) == true {
                    let root = String(receiver.prefix { $0 != "." })
                    guard UIKitPairing.builtInSubviews.contains(root) else { return receiver }
                    let shadowed = body.statements.contains { item in
                        item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == root } == true
                    }
                    return shadowed ? "local " + receiver : receiver
                }
                current = next.parent
            }
            return receiver
        }

        /// Whether `node` is in a property's `set` accessor.
    static func isInSetter(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let accessor = syntax.as(AccessorDeclSyntax.self) { return accessor.accessorSpecifier.tokenKind == .keyword(.set) }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    static func enclosingFunctionName(of node: Syntax) -> String? {
            var current = node.parent
            while let next = current {
                if let function = next.as(FunctionDeclSyntax.self) { return function.name.text }
                if next.is(ClosureExprSyntax.self) || next.is(MemberBlockSyntax.self) { return nil }
                current = next.parent
            }
            return nil
        }

        /// The enum cases locals and properties are made with (`MetaLabel(style: .x)`).
        var localArguments: [String: [String]] = [:]

        static func enumArguments(_ call: FunctionCallExprSyntax) -> [String] {
            call.arguments.compactMap { enumCase($0.expression) }
        }

        /// `.name` or `.name(…)`: the case an enum value or pattern names.
        static func enumCase(_ expression: ExprSyntax) -> String? {
            let member = expression.as(MemberAccessExprSyntax.self)
                ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
            guard let member, member.base == nil else { return nil }
            return "." + member.declName.baseName.text
        }

        /// The cases of the `switch` on a parameter that code is in.
        static func switchCases(of node: Syntax) -> [String] {
            var current = node.parent
            while let next = current, !SwiftUIPairing.isDeclaration(next) {
                if let switchCase = next.as(SwitchCaseSyntax.self), let statement = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
                   statement.subject.is(DeclReferenceExprSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self) {
                    return label.caseItems.compactMap { $0.pattern.as(ExpressionPatternSyntax.self).flatMap { enumCase($0.expression) } }
                }
                current = next.parent
            }
            return []
        }

        /// Catalog images given to image views, by receiver.
        var imageAssets: [String: String] = [:]
        /// Navigation bar appearances being built, by local name: their background.
        var barAppearances: [String: ColorUse] = [:]

        /// The view-building functions and view properties the visitor is in, by key
        /// (`func activityRow(…) -> some View`, `var header: some View`); empty for others.
        var viewFunctions: [String] = []

        /// The SwiftUI view the visitor is in: a view-building function (`func:activityRow`),
        /// else a view type.
        var viewScope: String? {
            if let function = viewFunctions.last, function != Self.typeBody { return function.isEmpty ? nil : function }
            return scopes.last(where: viewTypes.contains)
        }

        /// A view-building function by name within its type — in whichever file's extension of
        /// the type it is declared (`extension SettingsView { func devices() -> some View }`) —
        /// else within its file: two types' `content()` are not one view.
        static func functionKey(_ name: String, scope: String?, file: String) -> String { "func:" + name + "@" + owner(scope, file: file) }
        /// A type by its own name (`Outer.Inner` → `Inner`), else the file.
        static func owner(_ scope: String?, file: String) -> String {
            guard let scope else { return file }
            return scope.split(separator: ".").last.map(String.init) ?? scope
        }
        /// A view-building function of no type (`func appendedText(…) -> Text` at the top of a
        /// file), which any file may call.
        static func freeFunctionKey(_ name: String) -> String { "func:" + name }
        var freeViews: Set<String> = []
        /// A view-building function of an extension of `View`, `Text` or `Image` (`func
        /// widgetHeader() -> some View`), applied in chains in any file.
        static func extensionKey(_ name: String) -> String { "ext:" + name }
        var viewExtensions: Set<String> = []
        /// A view property (`var header: some View`) by name within its file.
        /// Marks a type's `body` written as a function: the view is the type.
        static let typeBody = "body"
        static func propertyKey(_ name: String, scope: String?, file: String) -> String { "var:" + name + "@" + owner(scope, file: file) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let returns = node.signature.returnClause?.type.trimmedDescription ?? ""
            // A content configuration's `makeContentView()`: the view it makes.
            if node.name.text == "makeContentView", !scopes.isEmpty, let statements = node.body?.statements, statements.count == 1,
               let expression = statements.first?.item.as(ExprSyntax.self) ?? statements.first?.item.as(ReturnStmtSyntax.self)?.expression,
               let made = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               made.first?.isUppercase == true {
                contentViewMakers[scopes.joined(separator: ".")] = made
            }
            // A function that returns one color per theme the user picks: each theme's color.
            if let scope = scopes.last, ColorExpressionReader.isColorType(returns.replacingOccurrences(of: "?", with: "")),
               let body = node.body?.statements, let cases = ColorExpressionReader.themeCases(body) {
                addThemeCases(cases, name: node.name.text, scope: scope, at: Syntax(node))
            }
            let free = scopes.isEmpty && freeViews.contains(node.name.text)
            let extending = scopes.last.map(AppModifiers.extendedViews.contains) == true && viewExtensions.contains(node.name.text)
            // `func body(props:) -> some View` (a library's view protocol) is the type's body.
            viewFunctions.append(!Self.buildsView(returns) ? "" : node.name.text == "body" && !scopes.isEmpty ? Self.typeBody : extending ? Self.extensionKey(node.name.text)
                                    : free ? Self.freeFunctionKey(node.name.text) : Self.functionKey(node.name.text, scope: scopes.last, file: file))
            return .visitChildren
        }
        override func visitPost(_ node: FunctionDeclSyntax) { viewFunctions.removeLast() }

        /// A color per theme (``ColorExpressionReader/themeCases(_:)``) as the members of the
        /// theme instances (`ThemeColor.dark.primaryText01`), as a palette instance's are, so that
        /// a pair is compared within one theme; the name itself reads them through its type.
        func addThemeCases(_ cases: [String: CodeColor], name: String, scope: String, at node: Syntax) {
            let platform = PlatformConditions.platform(at: node)
            for (theme, color) in cases.sorted(by: { $0.key < $1.key }) {
                definitions.append(ColorDefinition(qualifiedName: [scope, theme, name].joined(separator: "."), color: color, location: location(node),
                                                   platform: platform))
            }
        }

        /// A view a table or collection delegate returns as a section header or footer
        /// (`tableView(_:viewForHeaderInSection:)`) is inside the table, clear unless colored.
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            // `let effectView: UIVisualEffectView = { …; return UIVisualEffectView(effect: glass) }()`:
            // the property shows that glass.
            if let call = node.expression?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIVisualEffectView",
               let effect = call.arguments.first(where: { $0.label?.text == "effect" })?.expression, let glass = glassEffect(effect),
               let binding = node.ancestorOrSelf(mapping: { $0.as(PatternBindingSyntax.self) }),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                uikit.glassViews[scopes.last ?? "", default: [:]][name] = glass
            }
            guard let returned = node.expression, let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
                  ["tableView", "collectionView"].contains(function.name.text),
                  function.signature.parameterClause.parameters.contains(where: { ["viewForHeaderInSection", "viewForFooterInSection", "viewForSupplementaryElementOfKind"].contains($0.firstName.text) }),
                  let table = function.signature.parameterClause.parameters.first.map({ ($0.secondName ?? $0.firstName).text }) else { return .visitChildren }
            var name = UIKitPairing.receiver(returned.as(AsExprSyntax.self)?.expression ?? returned)
            if let call = returned.as(FunctionCallExprSyntax.self), let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               type.first?.isUppercase == true {
                guard !type.hasPrefix("UI"), !type.hasPrefix("NS") else { return .visitChildren }
                name = "section view " + type
                setType(name, type)
            }
            guard name != "nil" else { return .visitChildren }
            uikit.addChild(name, to: table, scope: scopes.last)
            // In a grouped table with no color of its own, on the grouped background.
            if let type = localTypes[Self.scoped(name, in: scopes.last)] ?? localTypes[name], type.first?.isUppercase == true, !type.hasPrefix("UI") {
                headerTypes[scopes.last ?? "", default: []].insert(type)
            }
            return .visitChildren
        }

        init(file: String, converter: SourceLocationConverter) {
            self.file = file
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        func location(_ node: some SyntaxProtocol) -> ThemeModel.SourceLocation {
            let here = node.startLocation(converter: converter)
            return ThemeModel.SourceLocation(file: file, line: here.line, column: here.column)
        }

        // MARK: Scopes

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append(node.extendedType.trimmedDescription)
            conformances[node.extendedType.trimmedDescription, default: []] += node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            extensionDepth += 1
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) {
            scopes.removeLast()
            extensionDepth -= 1
        }
        var extensionDepth = 0
        /// The protocols each struct, or an extension of it, adopts.
        var conformances: [String: [String]] = [:]
        // Code under `#if false` is never compiled; code for systems older than the app's
        // deployment target never runs.
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind { TypeUsage.isNeverCompiled(node) ? .skipChildren : .visitChildren }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            Availability.neverRuns(Syntax(node)) ? .skipChildren : .visitChildren
        }

        // Previews show sample data on sample backgrounds, not the app.
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append(node.name.text)
            valueTypes.insert(node.name.text)
            conformances[node.name.text, default: []] += node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            // (visitPost still runs, and pops the scope.)
            if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true {
                return .skipChildren
            }
            if node.inheritanceClause?.inheritedTypes.contains(where: { ["View", "SwiftUI.View", "ToolbarContent"].contains($0.type.trimmedDescription) }) == true
                || Self.isViewLike(node) {
                viewTypes.append(node.name.text)
            }
            return .visitChildren
        }

        /// A view by a protocol of the app's or a library's (`struct Menu: ConnectedView`) whose
        /// name says it is one, or whose `body` builds one (`func body(props: Props) -> some View`).
        static func isViewLike(_ node: StructDeclSyntax) -> Bool {
            if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("View") }) == true { return true }
            return node.memberBlock.members.contains { member in
                if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body" {
                    return buildsView(function.signature.returnClause?.type.trimmedDescription ?? "")
                }
                if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                   binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
                    return buildsView(binding.typeAnnotation?.type.trimmedDescription ?? "")
                }
                return false
            }
        }
        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append(node.name.text)
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "override" }) else { continue }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { ownProperties[node.name.text, default: []].insert(name) }
                }
            }
            // The superclass by its name alone: `BaseViewController<Model>` is a `BaseViewController`.
            if let type = node.inheritanceClause?.inheritedTypes.first?.type {
                superclasses[node.name.text] = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text ?? type.trimmedDescription
            }
            // A model class (`@Observable final class Theme`, `class Settings: ObservableObject`):
            // its `tintColor = …` is data, not a color drawn.
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if node.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@Observable") }) || inherited.allSatisfy(Self.modelProtocols.contains) {
                valueTypes.insert(node.name.text)
            }
            return .visitChildren
        }

        /// Protocols a model class adopts; a class that adopts nothing else is no view.
        static let modelProtocols: Set<String> = ["ObservableObject", "Observable", "Codable", "Decodable", "Encodable", "Equatable", "Hashable",
                                                  "Identifiable", "Sendable", "@unchecked Sendable", "CustomStringConvertible"]
        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { scopes.append(node.name.text); valueTypes.insert(node.name.text); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { scopes.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

        // MARK: Constants

        /// Whether each variable the visitor is in is a view property (`var header: some View`).
        var viewProperties: [Bool] = []
        override func visitPost(_ node: VariableDeclSyntax) {
            if viewProperties.removeLast() { viewFunctions.removeLast() }
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            // A computed view property other than `body` builds a view placed by its name.
            if node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock != nil,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
               binding.typeAnnotation.map({ Self.buildsView($0.type.trimmedDescription) }) == true {
                viewFunctions.append(Self.propertyKey(name, scope: scopes.last, file: file))
                viewProperties.append(true)
            } else {
                viewProperties.append(false)
            }
            // `extension PlatformView { var body: some View { iOSView } }`: a protocol's body that
            // is a property of the type conforming.
            if extensionDepth > 0, node.bindings.count == 1, let binding = node.bindings.first,
               binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
               case .getter(let items) = binding.accessorBlock?.accessors, let returned = Self.singleExpression(items)?.as(DeclReferenceExprSyntax.self),
               returned.baseName.text.first?.isLowercase == true {
                if let scope = scopes.last { bodyAliases[scope, default: []].insert(returned.baseName.text) }
            }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var expression = binding.initializer?.value
                var getter: CodeBlockItemListSyntax?
                if expression == nil, let accessors = binding.accessorBlock?.accessors {
                    switch accessors {
                    case .getter(let items): getter = items
                    case .accessors(let list): getter = list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
                    }
                    expression = getter.flatMap(Self.singleExpression)
                }
                var declared = binding.typeAnnotation?.type.trimmedDescription
                // A getter of several statements whose type is a color (or one `switch` of
                // `return`s): what it returns.
                if let getter, expression.flatMap(ColorExpressionReader.color) == nil, let declared, ColorExpressionReader.isColorType(declared.replacingOccurrences(of: "?", with: "")),
                   var color = ColorExpressionReader.returnedColor(getter) {
                    let qualified = (scopes + [name]).joined(separator: ".")
                    // One color per theme the user picks: each theme's, read through the type.
                    if let scope = scopes.last, let cases = ColorExpressionReader.themeCases(getter) {
                        addThemeCases(cases, name: name, scope: scope, at: Syntax(node))
                        color = .symbol(CodeColor.keyPathPrefix + scope + "." + name)
                    }
                    definitions.append(ColorDefinition(qualifiedName: qualified, color: color, location: location(binding), localTo: localLines(of: Syntax(node)),
                                                   platform: PlatformConditions.platform(at: Syntax(node))))
                    continue
                }
                // A palette instance made by its initializers (`static let standard = Palette(label:
                // .init(primary: .primary), accent: .blue)`): each color at its path.
                if let expression, node.modifiers.contains(where: { $0.name.text == "static" }), !scopes.isEmpty {
                    let made = paletteEntries(expression, path: scopes + [name.replacingOccurrences(of: "`", with: "")], depth: 0)
                    if !made.isEmpty {
                        definitions += made
                        continue
                    }
                }
                // A team's color type reading its palette through a key path (`ThemedColor(getColor:
                // \.label.primary)`): that member of the palette.
                if let expression, let call = expression.as(FunctionCallExprSyntax.self), ColorExpressionReader.color(expression) == nil,
                   let keyPath = call.arguments.lazy.compactMap({ $0.expression.as(KeyPathExprSyntax.self) }).first,
                   let path = Self.keyPathText(keyPath) {
                    definitions.append(ColorDefinition(qualifiedName: (scopes + [name]).joined(separator: "."), color: .symbol(CodeColor.keyPathPrefix + path),
                                                       location: location(binding), platform: PlatformConditions.platform(at: Syntax(node))))
                    continue
                }
                // A hex color kept as text in a palette (`enum Colors { enum Gray { static let dark =
                // "24292e" } }`, read as `Styles.Colors.Gray.dark.color`): the color it names.
                if let expression, let text = ColorExpressionReader.stringValue(expression), Self.namesColors(scopes + [name]),
                   text.hasPrefix("#") || [6, 8].contains(text.count), let hex = ColorExpressionReader.hexColor(text) {
                    definitions.append(ColorDefinition(qualifiedName: (scopes + [name]).joined(separator: "."), color: hex, location: location(binding),
                                                       localTo: localLines(of: Syntax(node)), platform: PlatformConditions.platform(at: Syntax(node))))
                    continue
                }
                guard let expression, var color = ColorExpressionReader.color(expression) else { continue }
                // In a color type's own static (`extension UIColor { static let critical =
                // systemRed; static let tint = carbs }`), a bare name is another static of the type.
                if case .symbol(let bare) = color, !bare.contains("."), node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
                   let type = scopes.last, scopes.count == 1, ColorExpressionReader.isColorType(type) {
                    color = SystemColorNames.paletteName(bare, type: type).map(CodeColor.system) ?? .symbol(type + "." + bare)
                    declared = declared ?? type
                }
                // A bare identifier is a color only where the declared type says so (a member or a
                // choice of them, `isSelected ? Palette.a : Palette.b`, is read as one).
                if case .symbol = color, declared.map({ ColorExpressionReader.isColorType($0.replacingOccurrences(of: "?", with: "")) }) != true,
                   !(expression.is(MemberAccessExprSyntax.self) || expression.is(SequenceExprSyntax.self)) { continue }
                let qualified = (scopes + [name]).joined(separator: ".")
                definitions.append(ColorDefinition(qualifiedName: qualified, color: color, location: location(binding), localTo: localLines(of: Syntax(node)),
                                                   platform: PlatformConditions.platform(at: Syntax(node))))
            }
            return .visitChildren
        }

        /// Whether a constant's path names colors (`Styles.Colors.Gray.dark`, `Palette.brandHex`,
        /// `Theme.accent`), so that text in it that reads as a hex color is one.
        static func namesColors(_ path: [String]) -> Bool {
            path.contains { part in
                let lower = part.lowercased()
                return ["color", "colour", "palette", "theme", "hex"].contains { lower.contains($0) }
            }
        }

        /// The function a call calls, as written (`AppTheme.colorForStyle()`), for messages.
        static func calleeText(_ expression: ExprSyntax) -> String {
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return expression.trimmedDescription }
            let callee = call.calledExpression.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return (callee.count > 60 ? String(callee.prefix(60)) + "…" : callee) + "()"
        }

        /// `\.label.primary` → `.label.primary`; `\Palette.label.primary` → `Palette.label.primary`;
        /// nil for a key path with subscripts or optional chains.
        static func keyPathText(_ keyPath: KeyPathExprSyntax) -> String? {
            var names: [String] = []
            for component in keyPath.components {
                guard let property = component.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
                names.append(property.declName.baseName.text)
            }
            guard !names.isEmpty else { return nil }
            return (keyPath.root?.trimmedDescription ?? "") + "." + names.joined(separator: ".")
        }

        /// The colors a palette instance is made with, through nested initializers with labeled
        /// arguments, each at its path (`Palette.standard.label.primary`). Empty unless the value
        /// is made by an initializer (`.init(…)`, `Self(…)`, a type's name) of labeled arguments
        /// at least one of which is a color.
        func paletteEntries(_ expression: ExprSyntax, path: [String], depth: Int) -> [ColorDefinition] {
            guard depth < 4, let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, !call.arguments.isEmpty,
                  call.arguments.allSatisfy({ $0.label != nil }) else { return [] }
            let callee = call.calledExpression.trimmedDescription
            let last = callee.split(separator: ".").last.map(String.init) ?? callee
            guard callee == ".init" || callee == "Self" || callee == "Self.init" || last.first?.isUppercase == true && !ColorExpressionReader.isColorType(last)
            else { return [] }
            // A bare member (`.black`, `.background`) is a color only in a call whose bare members
            // all could be: beside one that is no color (`Appearance(barStyle: .black,
            // statusBarStyle: .lightContent)`), it is of some other type, as a label naming a style
            // or a quality of service (`DispatchQueue(label: "…", qos: .background)`) says too.
            let mixed = call.arguments.contains { argument in
                guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
                return ColorExpressionReader.color(argument.expression) == nil
            }
            func isBareMember(_ value: ExprSyntax, label: String) -> Bool {
                guard value.as(MemberAccessExprSyntax.self)?.base == nil, value.is(MemberAccessExprSyntax.self) else { return false }
                return mixed || label.hasSuffix("Style") || label.hasSuffix("style") || label.lowercased().hasSuffix("appearance")
                    || label.lowercased().hasSuffix("appearence") || label == "qos"
            }
            var found: [ColorDefinition] = []
            for argument in call.arguments {
                guard let label = argument.label?.text else { continue }
                var value = argument.expression
                if isBareMember(value, label: label) { continue }
                // `.init(uiColor: .systemBackground)` for a `Color` member: that color.
                if let inner = value.as(FunctionCallExprSyntax.self), inner.arguments.count == 1, let only = inner.arguments.first,
                   ["uiColor", "nsColor", "cgColor"].contains(only.label?.text ?? "") {
                    value = only.expression
                }
                let nested = paletteEntries(value, path: path + [label], depth: depth + 1)
                if !nested.isEmpty {
                    found += nested
                } else if !value.is(ArrayExprSyntax.self), !value.is(StringLiteralExprSyntax.self), !value.is(BooleanLiteralExprSyntax.self),
                          let color = ColorExpressionReader.color(value) {
                    found.append(ColorDefinition(qualifiedName: (path + [label]).joined(separator: "."), color: color, location: location(value),
                                                 platform: PlatformConditions.platform(at: Syntax(value))))
                }
            }
            return found
        }

        /// A palette as an enum of hex strings (`enum Palette: String { case gray100 = "101517" }`):
        /// each case a color constant.
        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            for element in node.elements {
                guard let raw = element.rawValue?.value, let text = ColorExpressionReader.stringValue(raw),
                      text.filter({ $0.isHexDigit }).count >= 6, let color = ColorExpressionReader.hexColor(text) else { continue }
                definitions.append(ColorDefinition(qualifiedName: (scopes + [element.name.text]).joined(separator: "."), color: color, location: location(element)))
            }
            return .visitChildren
        }

        /// The lines of the function, initializer, accessor or closure a declaration is in; nil
        /// for a member of a type.
        func localLines(of node: Syntax) -> ClosedRange<Int>? {
            var current = node.parent
            while let next = current {
                if next.is(MemberBlockSyntax.self) || next.is(SourceFileSyntax.self) { return nil }
                if next.is(CodeBlockSyntax.self) || next.is(ClosureExprSyntax.self) || next.is(AccessorBlockSyntax.self) {
                    let start = next.startLocation(converter: converter).line, end = next.endLocation(converter: converter).line
                    return start...max(start, end)
                }
                current = next.parent
            }
            return nil
        }

        static func singleExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
            guard items.count == 1, let item = items.first?.item else { return nil }
            if let expression = item.as(ExprSyntax.self) { return expression }
            // A `switch` or `if` written as the getter's value.
            if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
            return item.as(ReturnStmtSyntax.self)?.expression
        }

        /// The names of the file's view-building functions and view properties: the only calls
        /// and names whose placement is looked up.
        var viewBuilders: Set<String> = []

        static func viewBuilders(in tree: SourceFileSyntax) -> Set<String> {
            final class Collector: SyntaxVisitor {
                var names: Set<String> = []
                override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                    if Visitor.buildsView(node.signature.returnClause?.type.trimmedDescription ?? "") { names.insert(node.name.text) }
                    return .skipChildren
                }
                override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                    for binding in node.bindings where binding.accessorBlock != nil && Visitor.buildsView(binding.typeAnnotation?.type.trimmedDescription ?? "") {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body" { names.insert(name) }
                    }
                    return .skipChildren
                }
            }
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            return collector.names
        }

        /// Whether a declared type is a view's (`some View`, `AnyView`, `Text`, `Image`).
        static func buildsView(_ type: String) -> Bool { type.contains("View") || type == "Text" || type == "Image" }

        /// Records that the view `key` names is placed at `node`, with what is behind it there.
        func place(_ key: String, at node: Syntax, outer: String? = nil) {
            // In a type, or a function of no type (`func makeDynamicIsland(…) -> DynamicIsland`).
            guard viewScope != nil || !scopes.isEmpty || node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }) != nil else { return }
            // A view placed hidden (`.hidden()`, `.opacity(0)`, a measuring copy) is not seen there.
            let surroundings = SwiftUIPairing.surroundings(node)
            guard !surroundings.hidden else { return }
            let found = SwiftUIPairing.background(around: node, excluding: nil, location: location)
            var placement = ViewPlacement(type: key, background: found.background, evidence: found.evidence, insideList: found.insideList,
                                          onNavigationBar: found.onNavigationBar, enclosingView: viewScope, location: location(node))
            placement.presented = found.presented
            placement.rowIsClear = found.rowIsClear
            placement.glass = found.glass
            placement.scheme = surroundings.scheme
            placement.platforms = PlatformConditions.platforms(at: Syntax(node))
            placement.outerScopes = outer.map { [$0] } ?? scopes
            placements.append(placement)
        }

        /// Whether an expression stands where a view goes: a statement of a builder, or the
        /// start of a modifier chain (`devices().padding()`).
        static func placedAsView(_ node: Syntax) -> Bool {
            if node.parent?.is(CodeBlockItemSyntax.self) == true { return true }
            return node.parent?.as(MemberAccessExprSyntax.self).map { $0.base?.id == node.id && $0.parent?.is(FunctionCallExprSyntax.self) == true } == true
        }

        /// A view property placed by its name: `header` as a statement of a builder, or as the
        /// start of a modifier chain (`header.padding()`).
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // A view property of the type declared in another file's extension counts too.
            guard viewScope != nil, node.argumentNames == nil, node.baseName.text.first?.isLowercase == true,
                  viewBuilders.contains(node.baseName.text) || !scopes.isEmpty else { return .visitChildren }
            var placed = Syntax(node)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id, member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                placed = Syntax(member)
            } else if node.parent?.is(MemberAccessExprSyntax.self) == true && node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id {
                return .visitChildren
            }
            let isStatement = placed.parent?.is(CodeBlockItemSyntax.self) == true
            let startsChain = placed.parent?.as(MemberAccessExprSyntax.self).map { $0.base?.id == placed.id && $0.parent?.is(FunctionCallExprSyntax.self) == true } == true
            if isStatement || startsChain { place(Self.propertyKey(node.baseName.text, scope: scopes.last, file: file), at: placed) }
            // A view-building function handed to a view by name (`RowButton(route, label: label)`):
            // drawn inside that view.
            if viewBuilders.contains(node.baseName.text), let argument = placed.parent?.as(LabeledExprSyntax.self), argument.label != nil,
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true {
                place(Self.functionKey(node.baseName.text, scope: scopes.last, file: file), at: Syntax(call))
            }
            return .visitChildren
        }

        // MARK: SwiftUI modifiers and UIKit calls

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // `ProfileRow(…)`: where an app's own view is placed, and what is behind it there.
            // …and where a view-building function's result is placed (`activityRow(item)`).
            // `ActiveSessionsView.ProgressSection(…)`: a view nested in another type, by its name.
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
               base.baseName.text.first?.isUppercase == true, member.declName.baseName.text.first?.isUppercase == true,
               !ColorExpressionReader.isColorType(base.baseName.text), !SwiftColorScanner.builtInViews.contains(member.declName.baseName.text) {
                place(member.declName.baseName.text, at: Syntax(node), outer: base.baseName.text)
            }
            let placed: String? = {
                guard let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) ?? node.calledExpression.as(MemberAccessExprSyntax.self)
                    .flatMap({ $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil }), let first = reference.baseName.text.first else { return nil }
                // (A function of the file named like a type, `func Subtitles() -> some View`, is the function.)
                if first.isUppercase, !(viewBuilders.contains(reference.baseName.text) && !scopes.isEmpty) {
                    return SwiftColorScanner.builtInViews.contains(reference.baseName.text) ? nil : reference.baseName.text
                }
                // Only the file's own view-building functions are looked up later.
                if freeViews.contains(reference.baseName.text) { return Self.freeFunctionKey(reference.baseName.text) }
                if viewBuilders.contains(reference.baseName.text) { return Self.functionKey(reference.baseName.text, scope: scopes.last, file: file) }
                // One the type declares in another file's extension, called where a view goes.
                guard viewScope != nil, !scopes.isEmpty, Self.placedAsView(Syntax(node)) else { return nil }
                return Self.functionKey(reference.baseName.text, scope: scopes.last, file: file)
            }()
            if let placed { place(placed, at: Syntax(node)) }
            // `Text(…).widgetHeader()`: what that extension draws is where the chain is.
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
               viewExtensions.contains(member.declName.baseName.text) {
                place(Self.extensionKey(member.declName.baseName.text), at: Syntax(node))
            }
            noteLists(node)
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else {
                if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                    uikitCall(node, base: nil, name: reference.baseName)
                    if let scope = scopes.last, superclasses[scope] != nil { calls[scope, default: []].insert(reference.baseName.text) }
                }
                return .visitChildren
            }
            let name = member.declName.baseName.text
            // A style's own method (`.glassEffect(.regular.tint(x))`): a value, not a view's modifier.
            if SwiftUIPairing.isStyleValue(member) { return .visitChildren }
            if var kind = SwiftColorScanner.swiftUIModifiers[name], let argument = Self.colorArgument(node, modifier: name),
               let color = ColorExpressionReader.$keepsSelection.withValue(kind.isForeground && SwiftUIPairing.selectionInForegroundOnly(argument), operation: {
                   ColorExpressionReader.color(argument)
               }) {
                // `.secondary` inside a view that sets the foreground style is a level of that
                // style: its own second color (`.foregroundStyle(.white, .gray)`), else that
                // color at an opacity SwiftUI does not publish; `.primary` is its first.
                var color = color
                if name == "foregroundStyle", let argument = node.arguments.first?.expression,
                   let level = SwiftUIPairing.styleLevel(argument),
                   let enclosing = SwiftUIPairing.enclosingForegroundStyle(of: node) {
                    let styles = Array(enclosing.arguments)
                    if styles.count > level, let given = ColorExpressionReader.color(styles[level].expression) {
                        color = given
                    } else if let base = styles.first?.expression, ColorExpressionReader.color(base) != nil {
                        color = .dynamic("the \(argument.trimmedDescription.dropFirst()) level of the enclosing .\(enclosing.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "foregroundStyle")(\(base.trimmedDescription)), an opacity SwiftUI does not publish")
                    }
                }
                // A symbol image's color is an icon's, held to the non-text ratio.
                let chain = SwiftUIPairing.Chain(containing: Syntax(node))
                if kind == .text, chain.rootName == "Image" { kind = .tint }
                // A stack's foreground that every view inside replaces with its own is drawn nowhere.
                if name == "foregroundColor" || name == "foregroundStyle", SwiftUIPairing.everyViewSetsItsForeground(chain) {
                    uses.append(ColorUse(color: color, kind: kind, via: "." + name, location: location(member.declName), platform: PlatformConditions.platform(at: Syntax(node))))
                    return .visitChildren
                }
                // A tint colors controls, not text (a Text's links at most): nothing drawn here.
                if name == "tint", chain.rootName == "Text" {
                    uses.append(ColorUse(color: color, kind: kind, via: "." + name, location: location(member.declName), platform: PlatformConditions.platform(at: Syntax(node))))
                    return .visitChildren
                }
                // A plain-style button draws no tint of its own: its content sets its colors.
                if name == "tint", chain.modifiers.contains(where: { $0.name == "buttonStyle" && ["plain", "PlainButtonStyle()", ".plain"].contains(
                    $0.call.arguments.first?.expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? "") }) {
                    uses.append(ColorUse(color: color, kind: kind, via: "." + name, location: location(member.declName), platform: PlatformConditions.platform(at: Syntax(node))))
                    return .visitChildren
                }
                // The view's own `.opacity(x)` fades what it draws.
                var drawn = color
                if kind.isForeground, let opacity = chain.modifiers.first(where: { $0.name == "opacity" })?.call.arguments.first.flatMap({ ColorExpressionReader.number($0.expression) }),
                   opacity < 1 {
                    drawn = .alpha(color, opacity)
                }
                // `.colorMultiply(x)` after it: what is drawn is multiplied by x (white becomes x).
                if kind.isForeground, let multiply = chain.modifiers.first(where: { $0.name == "colorMultiply" && $0.call.endPosition > node.endPosition }),
                   let factor = multiply.call.arguments.first.flatMap({ ColorExpressionReader.color($0.expression) }) {
                    drawn = ColorExpressionReader.multiplied(drawn, by: factor)
                }
                var use = ColorUse(color: drawn, kind: kind, via: "." + name, location: location(member.declName), platform: PlatformConditions.platform(at: Syntax(node)))
                // A catalog image (`Image("logo")`) is tinted only if it renders as a template.
                if kind.isForeground, let root = chain.root?.as(FunctionCallExprSyntax.self), root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image",
                   let first = root.arguments.first, first.label == nil, let asset = ColorExpressionReader.stringValue(first.expression),
                   !chain.modifiers.contains(where: { $0.name == "renderingMode" }) {
                    use.imageAsset = asset
                }
                uses.append(use)
                // `.foregroundStyle(.white, .blue)` on a palette symbol: the first layer is drawn on the second.
                // (On other views the second style is only what `.secondary` inside resolves to.)
                if name == "foregroundStyle", chain.rootName == "Image", node.arguments.count >= 2, let second = node.arguments.dropFirst().first?.expression,
                   let layer = ColorExpressionReader.color(second), layer != .system("clear") {
                    let background = ColorUse(color: layer, kind: .background, via: ".foregroundStyle layer", location: location(second))
                    pairs.append(CodePair(foreground: use, background: background, size: nil, evidence: "a symbol's palette layer beneath it"))
                    return .visitChildren
                }
                // On a prominent button the tint is the fill, and the label is drawn white on it.
                if kind == .tint, let style = SwiftUIPairing.prominentButtonStyle(around: Syntax(node)) {
                    let fill = ColorUse(color: color, kind: .background, via: ".tint with .buttonStyle(\(style))", location: use.location)
                    let label = ColorUse(color: .system("white"), kind: .text, via: "a prominent button's label", location: use.location, platform: use.platform)
                    pairs.append(CodePair(foreground: label, background: fill, size: nil, evidence: "a \(style) button: its label is white on the tint"))
                    return .visitChildren
                }
                // A tint on anything but a control (a stack, a list, a screen, the app's root) is
                // a default the controls inside inherit: drawn on no one surface here.
                if name == "tint" || name == "accentColor", !SwiftUIPairing.isControl(chain.rootName) { return .visitChildren }
                if kind.isForeground, member.base != nil || SwiftUIPairing.isConditionalModifier(node), !SwiftUIPairing.isInsideBackground(node, modifier: name),
                   !SwiftUIPairing.isTransient(Syntax(node)) {
                    var pair = SwiftUIPairing.pair(for: use, at: node, location: location)
                    // The bar is over the screen itself, not over where the screen is placed.
                    // (A view's own List decides its rows' background, wherever it is placed.)
                    if pair.background?.via == "assumed", !pair.onNavigationBar, !pair.inOwnList {
                        pair.viewType = viewScope
                        pair.outerScopes = scopes
                    }
                    pairs.append(pair)
                    if name == "foregroundStyle" || name == "foregroundColor" {
                        pairs += SwiftUIPairing.inheritedOnOwnBackgrounds(use, setBy: node, location: location)
                    }
                }
                return .visitChildren
            }
            uikitCall(node, base: member.base, name: member.declName.baseName)
            return .visitChildren
        }

        /// Grouped tables and lists a type makes, and the cells it registers: `register(X.self,
        /// …)`, `UICollectionView.CellRegistration<X, Item> { cell, … in }` (whose `cell` is
        /// then an `X`).
        func noteLists(_ node: FunctionCallExprSyntax) {
            let scope = scopes.last ?? ""
            if let style = UIKitPairing.groupedStyle(node), groupedLists[scope] == nil { groupedLists[scope] = GroupedList(style: style, location: location(node)) }
            // (Names from tokens: the text of a long modifier chain is costly to build.)
            let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            if callee == "register", let type = node.arguments.first?.expression.trimmedDescription, type.hasSuffix(".self") {
                // Section headers and footers are on the list's background, not a cell's.
                let header = node.arguments.contains { ["forHeaderFooterViewReuseIdentifier", "forSupplementaryViewOfKind"].contains($0.label?.text ?? "") }
                if header { headerTypes[scope, default: []].insert(String(type.dropLast(5))) } else { cellTypes[scope, default: []].insert(String(type.dropLast(5))) }
            }
            // A view given to a bar button item is on the bar (its material: run-time).
            if callee == "UIBarButtonItem", let view = node.arguments.first(where: { $0.label?.text == "customView" })?.expression {
                barView(view, in: Syntax(node), evidence: "the custom view of a bar button item in \(scope)")
            }
            if let generic = node.calledExpression.as(GenericSpecializationExprSyntax.self),
               generic.expression.trimmedDescription.hasSuffix("SupplementaryRegistration"),
               let header = generic.genericArgumentClause.arguments.first?.argument.trimmedDescription {
                headerTypes[scope, default: []].insert(header)
            }
            if let generic = node.calledExpression.as(GenericSpecializationExprSyntax.self),
               generic.expression.trimmedDescription.hasSuffix("CellRegistration"),
               let cell = generic.genericArgumentClause.arguments.first?.argument.trimmedDescription {
                cellTypes[scope, default: []].insert(cell)
                let parameter: String? = switch node.trailingClosure?.signature?.parameterClause {
                case .simpleInput(let names)?: names.first?.name.text
                case .parameterClause(let clause)?: clause.parameters.first?.firstName.text
                case nil: nil
                }
                if let parameter { localTypes[parameter] = cell }
            }
        }

        /// `button.setTitleColor(…)`, `card.addSubview(label)`, or the same on the object itself
        /// (`addSubview(label)` in a view's class).
        func uikitCall(_ node: FunctionCallExprSyntax, base: ExprSyntax?, name token: TokenSyntax) {
            let name = token.text
            // `.assign(to: \.backgroundColor, on: view.card)`: a color a publisher gives at run time.
            if name == "assign", let keyPath = node.arguments.first(where: { $0.label?.text == "to" })?.expression.as(KeyPathExprSyntax.self),
               let property = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
               let kind = SwiftColorScanner.uikitProperties[property], let target = node.arguments.first(where: { $0.label?.text == "on" })?.expression,
               !SwiftUIPairing.isTransient(Syntax(node)) {
                let receiver = Self.madeProperty(UIKitPairing.receiver(target), at: Syntax(node))
                let use = ColorUse(color: .dynamic("\(property) is assigned by a publisher at run time"), kind: kind, via: property, location: location(keyPath),
                                   platform: PlatformConditions.platform(at: Syntax(node)))
                uses.append(use)
                uikit.add(use, receiver: receiver, scope: scopes.last)
                return
            }
            // `[title, date].forEach(card.addSubview)`: each element added to the card.
            if name == "forEach", let array = base?.as(ArrayExprSyntax.self), let adding = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
               Self.addsSubview(adding.declName.baseName.text) {
                let holder = Self.madeProperty(adding.base.map(UIKitPairing.receiver) ?? "self", at: Syntax(node))
                for element in array.elements { addChild(Self.madeProperty(UIKitPairing.receiver(element.expression), at: Syntax(node)), to: holder, at: Syntax(node)) }
                return
            }
            guard ["setTitleColor", "setAttributedTitle", "setTitleTextAttributes", "setBackgroundImage", "setSearchFieldBackgroundImage",
                   "configureWithTransparentBackground"].contains(name)
                    || Self.addsSubview(name) else { return }
            let receiver = Self.madeProperty(base.map(UIKitPairing.receiver) ?? "self", at: Syntax(node))
            if name == "configureWithTransparentBackground", localTypes[receiver] == "UINavigationBarAppearance" {
                barAppearances[receiver] = ColorUse(color: .dynamic("a transparent navigation bar shows the content under it"), kind: .background,
                                                    via: name, location: location(token), platform: PlatformConditions.platform(at: Syntax(node)))
            }
            if name == "setTitleColor", let argument = node.arguments.first?.expression, let color = ColorExpressionReader.color(argument) {
                var use = ColorUse(color: color, kind: .text, via: "setTitleColor", location: location(token), platform: PlatformConditions.platform(at: Syntax(node)))
                use.branch = SwiftUIPairing.branch(of: Syntax(node))
                uses.append(use)
                // A title for a pressed, selected or disabled button is drawn on that state's look.
                let state = node.arguments.first { $0.label?.text == "for" }?.expression.trimmedDescription ?? ".normal"
                if state.contains("normal"), !SwiftUIPairing.isTransient(Syntax(node)) { uikit.add(use, receiver: receiver, scope: scopes.last) }
            }
            // A button filled by an image made of a color (`setBackgroundImage(UIImage(color: x),
            // for: .normal)`, `x.imageRepresentation()`): that color is its background.
            if name == "setBackgroundImage", let argument = node.arguments.first?.expression, let color = Self.imageColor(argument),
               (node.arguments.first { $0.label?.text == "for" }?.expression.trimmedDescription ?? ".normal").contains("normal"), !SwiftUIPairing.isTransient(Syntax(node)) {
                var use = ColorUse(color: color, kind: .background, via: "setBackgroundImage", location: location(token), platform: PlatformConditions.platform(at: Syntax(node)))
                use.branch = SwiftUIPairing.branch(of: Syntax(node))
                uses.append(use)
                uikit.add(use, receiver: receiver, scope: scopes.last)
            }
            // A search field drawn on an image: of a color, or one known at run time.
            if name == "setSearchFieldBackgroundImage", let argument = node.arguments.first?.expression,
               (node.arguments.first { $0.label?.text == "for" }?.expression.trimmedDescription ?? ".normal").contains("normal"), !SwiftUIPairing.isTransient(Syntax(node)) {
                let color = Self.imageColor(argument) ?? .dynamic("the search field's background image \(argument.trimmedDescription) is drawn at run time")
                uikit.searchFields[scopes.last ?? ""] = ColorUse(color: color, kind: .background, via: name, location: location(token),
                                                                  platform: PlatformConditions.platform(at: Syntax(node)))
            }
            if name == "setAttributedTitle" || name == "setTitleTextAttributes" {
                let state = node.arguments.first { $0.label?.text == "for" }?.expression.trimmedDescription ?? ".normal"
                if state.contains("normal") { attributedText(shownBy: receiver, at: Syntax(node)) }
            }
            // `insertSubview(backdrop, belowSubview: bar)`: the backdrop is right behind the bar.
            if name == "insertSubview", let child = node.arguments.first(where: { $0.label == nil })?.expression {
                let made = Self.madeProperty(UIKitPairing.receiver(child), at: Syntax(node))
                if let below = node.arguments.first(where: { $0.label?.text == "belowSubview" })?.expression {
                    uikit.behind[scopes.last ?? "", default: [:]][Self.madeProperty(UIKitPairing.receiver(below), at: Syntax(node))] = made
                } else if let above = node.arguments.first(where: { $0.label?.text == "aboveSubview" })?.expression {
                    uikit.behind[scopes.last ?? "", default: [:]][made] = Self.madeProperty(UIKitPairing.receiver(above), at: Syntax(node))
                }
            }
            if Self.addsSubview(name) {
                // Each view given unlabeled, or in an array (`addSubviews([a, b])`); `$0` in `[a,
                // b].forEach { card.addSubview($0) }` stands for each element.
                var children: [ExprSyntax] = []
                for argument in node.arguments where argument.label == nil {
                    if let array = argument.expression.as(ArrayExprSyntax.self) { children += array.elements.map(\.expression) } else { children.append(argument.expression) }
                }
                children = children.flatMap { child in child.trimmedDescription == "$0" ? Self.forEachElements(around: Syntax(node)) : [child] }
                for child in children { addChild(Self.madeProperty(UIKitPairing.receiver(child), at: Syntax(node)), to: receiver, at: Syntax(node)) }
            }
        }

        /// Whether a method adds its argument as a subview: UIKit's, and a team's named after
        /// them (`addSubviewForAutoLayout`, `addSubviews`, `addArrangedSubviews`).
        static func addsSubview(_ name: String) -> Bool {
            name.hasPrefix("addSubview") || name.hasPrefix("addArrangedSubview") || name == "insertSubview" || name == "insertArrangedSubview"
        }

        /// The elements of the array literal whose `forEach` closure holds `node`.
        static func forEachElements(around node: Syntax) -> [ExprSyntax] {
            guard let closure = node.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }),
                  let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
                  let array = member.base?.as(ArrayExprSyntax.self) else { return [] }
            return array.elements.map(\.expression)
        }

        /// The color an image is made of: `UIImage(color: x)`, `x.image()`, `x.dynamicImageRepresentation()`.
        static func imageColor(_ expression: ExprSyntax) -> CodeColor? {
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            if let color = call.arguments.first(where: { $0.label?.text == "color" })?.expression { return ColorExpressionReader.color(color) }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  member.declName.baseName.text.lowercased().contains("image") else { return nil }
            return ColorExpressionReader.color(base)
        }

        /// The color argument of a modifier: the first unlabeled one, `color:` for shadows,
        /// `.background(_:in:)`'s style, or a trailing closure's single view (`.background {
        /// Color.black }`).
        static func colorArgument(_ call: FunctionCallExprSyntax, modifier: String) -> ExprSyntax? {
            if modifier == "shadow" { return call.arguments.first { $0.label?.text == "color" }?.expression }
            if let first = call.arguments.first, first.label == nil { return first.expression.as(ClosureExprSyntax.self).flatMap(Self.builtLayer) ?? first.expression }
            if let closure = call.trailingClosure { return builtLayer(closure) }
            // A team's modifier given its content as a labeled closure (`.widgetBackground(content: { … })`).
            if call.arguments.count == 1, let closure = call.arguments.first?.expression.as(ClosureExprSyntax.self) { return builtLayer(closure) }
            return nil
        }

        /// What a one-statement view builder closure builds, as a layer's color expression.
        static func builtLayer(_ closure: ClosureExprSyntax) -> ExprSyntax? {
            guard closure.statements.count == 1, let first = closure.statements.first?.item else { return nil }
            // `if colorScheme == .dark { A } else { B }`: read as `colorScheme == .dark ? A : B`.
            if let branch = first.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? first.as(ExprSyntax.self)?.as(IfExprSyntax.self) {
                return ternary(branch).flatMap(AppModifiers.parsed).flatMap(SwiftUIPairing.layerColorExpression)
            }
            guard let item = first.as(ExprSyntax.self) else { return nil }
            return SwiftUIPairing.layerColorExpression(item)
        }

        /// An `if`/`else` whose branches each build one view, as a ternary's text; nil otherwise.
        static func ternary(_ branch: IfExprSyntax) -> String? {
            func only(_ block: CodeBlockSyntax) -> String? {
                guard block.statements.count == 1, let item = block.statements.first?.item.as(ExprSyntax.self) else { return nil }
                return SwiftUIPairing.layerColorExpression(item)?.trimmedDescription
            }
            // `if #available(iOS 17, *)`: the branch of the newest systems.
            if branch.conditions.count == 1, branch.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true { return only(branch.body) }
            guard branch.conditions.count == 1, let condition = branch.conditions.first?.condition.as(ExprSyntax.self), let then = only(branch.body) else { return nil }
            let otherwise: String?
            switch branch.elseBody {
            case .codeBlock(let block): otherwise = only(block)
            case .ifExpr(let inner): otherwise = ternary(inner).map { "(" + $0 + ")" }
            case nil: otherwise = nil
            }
            guard let otherwise else { return nil }
            return "\(condition.trimmedDescription) ? (\(then)) : \(otherwise)"
        }

        /// A view of the app's put on a bar (`UIBarButtonItem(customView:)`, a navigation item's
        /// `titleView`): on the bar's material, known at run time.
        func barView(_ view: ExprSyntax, in node: Syntax, evidence: String) {
            guard let type = view.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? localTypes[UIKitPairing.receiver(view)] else { return }
            let background = ColorUse(color: .dynamic("a view on a bar is on the bar's material"), kind: .background, via: "a bar's view",
                                      location: location(node), platform: PlatformConditions.platform(at: node))
            classBackgrounds.append(ClassBackground(type: type, background: background, evidence: evidence, isAppearance: false))
        }

        // MARK: Assignments: `label.textColor = …`

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
            // A color property's value is a UIKit or AppKit color (`.gray` is UIColor.gray there).
            let name = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            // Not in a struct, whose `selectedColor = .blue` is a SwiftUI color.
            guard name.hasSuffix("Color"), !(scopes.last.map(valueTypes.contains) ?? false) else { return visitAssignment(node, elements: elements) }
            return ColorExpressionReader.$assignedToColorProperty.withValue(true) { visitAssignment(node, elements: elements) }
        }

        func visitAssignment(_ node: SequenceExprSyntax, elements: [ExprSyntax]) -> SyntaxVisitorContinueKind {
            // What is assigned: one expression, or a ternary or `??` (`isSelected ? .white : .label`).
            let assigned = elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements[2...]))))
            // `label.textColor = …`, or a view's own `backgroundColor = …` in its class.
            let target: (base: ExprSyntax?, name: TokenSyntax)
            if let member = elements[0].as(MemberAccessExprSyntax.self) {
                target = (member.base, member.declName.baseName)
            } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                target = (nil, reference.baseName)
            } else {
                // `textView.textAttributes[.foregroundColor] = …`: the text color of that view.
                if let subscriptCall = elements[0].as(SubscriptCallExprSyntax.self), let member = subscriptCall.calledExpression.as(MemberAccessExprSyntax.self),
                   Self.attributedProperties.contains(member.declName.baseName.text),
                   subscriptCall.arguments.first?.expression.trimmedDescription.hasSuffix("foregroundColor") == true,
                   let color = ColorExpressionReader.color(assigned), !SwiftUIPairing.isTransient(Syntax(node)) {
                    var use = ColorUse(color: color, kind: .text, via: member.declName.baseName.text, location: location(member.declName),
                                       platform: PlatformConditions.platform(at: Syntax(node)))
                    use.branch = SwiftUIPairing.branch(of: Syntax(node))
                    uses.append(use)
                    uikit.add(use, receiver: member.base.map(UIKitPairing.receiver) ?? "self", scope: scopes.last)
                }
                return .visitChildren
            }
            let property = target.name.text
            // `overrideUserInterfaceStyle = .light`: what the type (or the window) shows is drawn
            // in that scheme only.
            if property == "overrideUserInterfaceStyle", let scheme = Appearance.Scheme(rawValue: String(assigned.trimmedDescription.drop { $0 == "." })) {
                let receiver = target.base.map(UIKitPairing.receiver) ?? "self"
                if receiver == "window" || receiver.hasSuffix(".window") || receiver.hasSuffix("Window") {
                    pinnedSchemes["window"] = scheme
                } else if ["self", "view", "navigationController", "self.navigationController"].contains(receiver), let scope = scopes.last, !SwiftUIPairing.isTransient(Syntax(node)) {
                    pinnedSchemes[scope] = scheme
                }
            }
            // `backgroundView = bgView`: the built-in background view is the one made above.
            if property == "backgroundView", let made = assigned.as(DeclReferenceExprSyntax.self)?.baseName.text {
                let holder = target.base.map(UIKitPairing.receiver) ?? "self"
                uikit.aliases[scopes.last ?? "", default: [:]][holder == "self" ? "backgroundView" : holder + ".backgroundView"] = made
            }
            // A view made to fill its holder (`background = UIView(frame: bounds)`,
            // `backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]`).
            if UIKitPairing.fillsHolder(property: property, value: assigned) {
                uikit.filling.insert(target.base.map(UIKitPairing.receiver) ?? property)
            }
            // `label = MetaLabel(style: .x)`: what the property is made as.
            if let call = elements[2].as(FunctionCallExprSyntax.self), let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               type.first?.isUppercase == true, !ColorExpressionReader.isColorType(type), target.base.map({ UIKitPairing.receiver($0) == "self" }) ?? true {
                if localTypes[property] == nil { localTypes[property] = type }
                localTypes[Self.scoped(property, in: scopes.last)] = type
                setArguments(property, Self.enumArguments(call))
            }
            // `background = UIBackgroundConfiguration.listGroupedCell()` on a declared local.
            if target.base == nil, let color = UIKitPairing.configurationColor(assigned) {
                if !SwiftUIPairing.isTransient(Syntax(node)) {
                    configurations[property] = ColorUse(color: color, kind: .background, via: "backgroundConfiguration", location: location(elements[2]),
                                                        platform: PlatformConditions.platform(at: Syntax(node)))
                }
                return .visitChildren
            }
            if Self.attributedProperties.contains(property) {
                let receiver = target.base.map(UIKitPairing.receiver) ?? "self"
                attributedText(shownBy: receiver, at: Syntax(node))
                // `label.attributedText = footerText()`: that function's colors, once read.
                if let call = assigned.as(FunctionCallExprSyntax.self) {
                    let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                        ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
                    if let callee, callee.first?.isLowercase == true { attributedByFunction[(scopes.last ?? "") + "#" + callee] = receiver }
                }
                return .visitChildren
            }
            // `imageView.image = UIImage(named: "logo")`: the catalog image a tint would color.
            if property == "image", let call = elements[2].as(FunctionCallExprSyntax.self) ?? elements[2].as(ForceUnwrapExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
               ["UIImage", "NSImage"].contains(call.calledExpression.trimmedDescription),
               let name = call.arguments.first(where: { $0.label?.text == "named" })?.expression, let asset = ColorExpressionReader.stringValue(name) {
                imageAssets[target.base.map(UIKitPairing.receiver) ?? "self"] = asset
                return .visitChildren
            }
            if property == "font" {
                var bold = false
                if let size = SwiftUIPairing.textSize(elements[2], bold: &bold) {
                    uikit.sizes[scopes.last ?? "", default: [:]][target.base.map(UIKitPairing.receiver) ?? "self"] = size
                }
                return .visitChildren
            }
            // A navigation bar appearance being built, and where it is given: a navigation
            // item's is its controller's bar; a bar's or UIAppearance's, every bar's.
            if let local = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, localTypes[local] == "UINavigationBarAppearance",
               property == "backgroundColor", let color = ColorExpressionReader.color(assigned) {
                barAppearances[local] = ColorUse(color: color, kind: .background, via: "backgroundColor", location: location(target.name),
                                                 platform: PlatformConditions.platform(at: Syntax(node)))
                return .visitChildren
            }
            if ["standardAppearance", "scrollEdgeAppearance", "compactAppearance"].contains(property),
               let local = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text, let background = barAppearances[local] {
                let holder = target.base.map(UIKitPairing.receiver) ?? "self"
                let scope = scopes.last ?? ""
                let own = holder.contains("navigationItem")
                classBackgrounds.append(ClassBackground(type: own ? "UINavigationBar@" + scope : "UINavigationBar", background: background,
                                                        evidence: own ? "\(scope)'s navigationItem.\(property)" : "\(holder).\(property) (\(file.split(separator: "/").last.map(String.init) ?? file))",
                                                        isAppearance: true))
                return .visitChildren
            }
            // A navigation item's title view is on the bar (its material: run-time).
            if property == "titleView", target.base.map(UIKitPairing.receiver)?.hasSuffix("navigationItem") == true {
                barView(elements[2], in: Syntax(node), evidence: "the title view of a navigation item in \(scopes.last ?? "the app")")
                return .visitChildren
            }
            // A background configuration: a local being built, or one given to a cell.
            if property == "backgroundConfiguration" {
                let value = elements[2]
                let configured = value.as(DeclReferenceExprSyntax.self).flatMap { configurations[$0.baseName.text] }
                    ?? UIKitPairing.configurationColor(value).map {
                        ColorUse(color: $0, kind: .background, via: "backgroundConfiguration", location: location(value),
                                 platform: PlatformConditions.platform(at: Syntax(node)))
                    }
                guard let configured, !SwiftUIPairing.isTransient(Syntax(node)) else { return .visitChildren }
                let receiver = target.base.map(UIKitPairing.receiver) ?? "self"
                if let type = backgroundTarget(target.base, property: property) {
                    classBackgrounds.append(ClassBackground(type: type.name, background: configured, evidence: type.evidence, isAppearance: type.isAppearance,
                                                            isContained: type.contained))
                }
                // A cell's own (`backgroundConfiguration = background` in its class).
                if receiver == "self", let scope = scopes.last, superclasses[scope] != nil, !Self.isInClosure(Syntax(node)) {
                    classBackgrounds.append(ClassBackground(type: scope, background: configured, evidence: "the backgroundConfiguration \(scope) sets on itself",
                                                            isAppearance: false, isOwn: true))
                }
                uikit.add(configured, receiver: receiver, scope: scopes.last)
                return .visitChildren
            }
            // `background.backgroundColorTransformer = .init { _ in … }`: the colors the closure
            // returns at rest (not in a highlighted or selected branch).
            if property == "backgroundColorTransformer", let local = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, configurations[local] != nil {
                if let closure = assigned.as(FunctionCallExprSyntax.self)?.trailingClosure ?? assigned.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.as(ClosureExprSyntax.self),
                   let color = Self.restingReturn(of: closure), !SwiftUIPairing.isTransient(Syntax(node)) {
                    configurations[local] = ColorUse(color: color, kind: .background, via: "backgroundColorTransformer", location: location(target.name),
                                                     platform: PlatformConditions.platform(at: Syntax(node)))
                }
                return .visitChildren
            }
            if property == "backgroundColor", let local = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, configurations[local] != nil {
                if let color = ColorExpressionReader.color(assigned), !SwiftUIPairing.isTransient(Syntax(node)) {
                    configurations[local] = ColorUse(color: color, kind: .background, via: "backgroundConfiguration", location: location(target.name),
                                                     platform: PlatformConditions.platform(at: Syntax(node)))
                }
                return .visitChildren
            }
            // A cell given a content configuration shows the view the configuration makes.
            if property == "contentConfiguration", elements.count == 3 {
                let value = elements[2]
                let configuration = value.as(DeclReferenceExprSyntax.self).flatMap { madeAs[$0.baseName.text] } ?? Self.madeType(value)
                let holder = target.base.map { base in localTypes[Self.scoped(UIKitPairing.receiver(base), in: scopes.last)] ?? localTypes[UIKitPairing.receiver(base)] }
                    ?? scopes.last
                if let configuration, let holder {
                    contentConfigurations.append(ContentConfigurationUse(holder: holder, configuration: configuration))
                }
                return .visitChildren
            }
            // A glass effect's tint, and an effect view given a glass effect.
            if property == "tintColor", let local = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, glassEffects[local] != nil {
                glassEffects[local]?.tint = ColorExpressionReader.color(assigned)
                return .visitChildren
            }
            if property == "effect", elements.count == 3, let glass = glassEffect(elements[2]) {
                uikit.glassViews[scopes.last ?? "", default: [:]][Self.madeProperty(target.base.map(UIKitPairing.receiver) ?? "self", at: Syntax(node))] = glass
                return .visitChildren
            }
            // A container of the app's given its content (`card.contentView = stack`) holds it.
            if property == "contentView", elements.count == 3, let base = target.base, !["self", "cell"].contains(base.trimmedDescription),
               elements[2].is(DeclReferenceExprSyntax.self) || elements[2].is(MemberAccessExprSyntax.self) {
                addChild(Self.madeProperty(UIKitPairing.receiver(elements[2]), at: Syntax(node)), to: Self.madeProperty(UIKitPairing.receiver(base), at: Syntax(node)),
                         at: Syntax(node))
                return .visitChildren
            }
            // A table's header or footer view (`tableView.tableFooterView = footer`) is inside the table.
            if property == "tableFooterView" || property == "tableHeaderView", elements.count == 3 {
                let table = Self.madeProperty(target.base.map(UIKitPairing.receiver) ?? "self", at: Syntax(node))
                uikit.addChild(Self.madeProperty(UIKitPairing.receiver(elements[2]), at: Syntax(node)), to: table, scope: scopes.last)
                return .visitChildren
            }
            guard let kind = SwiftColorScanner.uikitProperties[property] else { return .visitChildren }
            // A color the app's code computes (`AppTheme.colorForStyle(themeStyle)`) is known at
            // run time only, but it is set: it, not a storyboard's or the default, is the color.
            guard var color = ColorExpressionReader.color(assigned)
                ?? (assigned.is(FunctionCallExprSyntax.self) ? .dynamic("\(Self.calleeText(assigned)) computes it at run time") : nil) else { return .visitChildren }
            // No background (`isValid ? .none : errorRed`) shows what holds the view.
            if kind == .background { color = color.replacing(".none", with: .system("clear")) }
            // A property that forwards to a view it holds (`var textColor: UIColor? { set {
            // textField.textColor = newValue } }`): each assignment to it is a use of its own.
            if assigned.as(DeclReferenceExprSyntax.self)?.baseName.text == "newValue", Self.isInSetter(Syntax(node)) { return .visitChildren }
            // A struct's own `textColor` property is model data (a SwiftUI view draws with modifiers).
            // A model's own color, or one it hands to another model (`storage.tintColor = …`).
            let owner = target.base.map(UIKitPairing.receiver) ?? "self"
            if let scope = scopes.last, valueTypes.contains(scope), owner == "self" || localTypes[owner].map(valueTypes.contains) == true { return .visitChildren }
            // A class's own property of that name (`let tintColor: UIColor` in a list item) is data.
            if owner == "self", let scope = scopes.last, ownProperties[scope]?.contains(property) == true { return .visitChildren }
            // A window's tint, or every view's by UIAppearance, is a default the controls inherit:
            // it is drawn on no one surface.
            // A navigation controller's view's tint is inherited by its bars' items and every page.
            // A switch's `tintColor` (its off outline) draws nothing since iOS 13.
            if property == "tintColor", owner == "window" || owner.hasSuffix(".window") || owner.hasPrefix("UIWindow.appearance") || owner.hasPrefix("UIView.appearance")
                || owner.lowercased().hasSuffix("navigationcontroller.view") || (localTypes[Self.scoped(owner, in: scopes.last)] ?? localTypes[owner]) == "UISwitch" {
                uses.append(ColorUse(color: color, kind: kind, via: property, location: location(target.name), platform: PlatformConditions.platform(at: Syntax(node))))
                return .visitChildren
            }
            var use = ColorUse(color: color, kind: kind, via: property, location: location(target.name), platform: PlatformConditions.platform(at: Syntax(node)))
            use.branch = SwiftUIPairing.branch(of: Syntax(node))
            use.cases = Self.switchCases(of: Syntax(node))
            if property == "tintColor", let asset = imageAssets[target.base.map(UIKitPairing.receiver) ?? "self"] { use.imageAsset = asset }
            uses.append(use)
            var receiver = Self.madeProperty(target.base.map(UIKitPairing.receiver) ?? "self", at: Syntax(node))
            if receiver.hasSuffix(".layer") { receiver.removeLast(".layer".count) }
            if receiver == "layer" { receiver = "self" }
            if kind == .background, let type = backgroundTarget(target.base, property: property) {
                classBackgrounds.append(ClassBackground(type: type.name, background: use, evidence: type.evidence, isAppearance: type.isAppearance,
                                                        isContained: type.contained))
            }
            // A class's own background, which its subclasses inherit.
            // (A table or collection view controller's own list is its view.)
            let listController = scopes.last.flatMap { superclasses[$0] }.map { $0.hasSuffix("TableViewController") || $0.hasSuffix("CollectionViewController") } == true
            if kind == .background, property == "backgroundColor",
               receiver == "self" || receiver == "contentView" || receiver == "view" || listController && (receiver == "tableView" || receiver == "collectionView"),
               let scope = scopes.last, superclasses[scope] != nil, !SwiftUIPairing.isTransient(Syntax(node)), !Self.isInClosure(Syntax(node)) {
                classBackgrounds.append(ClassBackground(type: scope, background: use, evidence: "the backgroundColor \(scope) sets on itself",
                                                        isAppearance: false, isOwn: true))
            }
            // A view of the type's by name, which Interface Builder may fill with others.
            if kind == .background, property == "backgroundColor", let scope = scopes.last, superclasses[scope] != nil,
               !receiver.contains("."), !["self", "view", "contentView"].contains(receiver), !SwiftUIPairing.isTransient(Syntax(node)) {
                memberBackgrounds.append(MemberBackground(type: scope, member: receiver, background: use))
            }
            // A shared helper that colors the view of whatever calls it (`func
            // setupOnboardingAppearance() { view.backgroundColor = … }` in a protocol extension).
            if kind == .background, property == "backgroundColor", receiver == "view" || receiver == "self", let scope = scopes.last, superclasses[scope] == nil,
               let function = Self.enclosingFunctionName(of: Syntax(node)), !SwiftUIPairing.isTransient(Syntax(node)) {
                viewHelpers[function] = use
            }
            if localTypes[receiver] == "UIBarButtonItem" { uikit.barItems.insert(receiver) }
            // Colors for a selected or highlighted state are drawn on that state's look.
            guard !SwiftUIPairing.isTransient(Syntax(node)) else { return .visitChildren }
            uikit.add(use, receiver: receiver, scope: scopes.last)
            return .visitChildren
        }

        /// The colors a closure returns outside highlighted or selected branches; nil when one
        /// is not read.
        static func restingReturn(of closure: ClosureExprSyntax) -> CodeColor? {
            final class Returns: SyntaxVisitor {
                var found: [ExprSyntax] = []
                // A nested closure's returns are its own.
                override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
                override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                    if let expression = node.expression, !SwiftUIPairing.isTransient(Syntax(node)) { found.append(expression) }
                    return .skipChildren
                }
            }
            let returns = Returns(viewMode: .sourceAccurate)
            returns.walk(closure.statements)
            // A closure of one expression returns it.
            if returns.found.isEmpty, closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) { returns.found = [only] }
            var colors: [CodeColor] = []
            for expression in returns.found {
                guard let color = ColorExpressionReader.color(expression) else { return nil }
                if !colors.contains(color) { colors.append(color) }
            }
            return colors.isEmpty ? nil : colors.count == 1 ? colors[0] : .choice(colors)
        }

        /// The class whose instances a `backgroundColor` assignment colors from outside:
        /// `UITableViewCell.appearance()`, or a local made as one (`cell`, `cell.contentView`).
        func backgroundTarget(_ base: ExprSyntax?, property: String) -> (name: String, evidence: String, isAppearance: Bool, contained: Bool)? {
            guard let base else { return nil }
            if let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text.hasPrefix("appearance"), let type = member.base?.trimmedDescription {
                let contained = !call.arguments.isEmpty
                return (type, "\(type).appearance(\(contained ? "whenContainedInInstancesOf: …" : "")).\(property)", true, contained)
            }
            var root = UIKitPairing.receiver(base)
            if let (type, contained) = appearances[root] {
                return (type, "\(type).appearance(\(contained ? "whenContainedInInstancesOf: …" : "")).\(property)", true, contained)
            }
            if root.hasSuffix(".contentView") { root.removeLast(".contentView".count) }
            // The bars' own background (`navigationController?.navigationBar.barTintColor`, a
            // `UINavigationBarAppearance`): every navigation bar's, as the app sets it.
            if root.hasSuffix("navigationBar") {
                return ("UINavigationBar", "\(root).\(property) (\(file.split(separator: "/").last.map(String.init) ?? file))", true, false)
            }
            guard let type = localTypes[root] else { return nil }
            return (type, "the \(property) \(scopes.last ?? "the code") gives a \(type)", false, false)
        }

        /// A name within the type that declares it (`Card#caption`): two types of one file may
        /// each have a `caption` of their own.
        static func scoped(_ name: String, in scope: String?) -> String { (scope ?? "") + "#" + name }

        /// Notes that `child` is added to `parent`. In a helper given a view of a class this file
        /// declares (`func layout(statusView: StatusView) { statusView.header.addSubview(statusView.icon) }`),
        /// the views are that class's own.
        func addChild(_ child: String, to parent: String, at node: Syntax) {
            let owner = child.prefix { $0 != "." }
            if owner.count < child.count, parent.hasPrefix(owner + "."), let type = Self.parameterType(String(owner), at: node),
               superclasses[type] != nil, type != scopes.last {
                uikit.addChild(String(child.dropFirst(owner.count + 1)), to: String(parent.dropFirst(owner.count + 1)), scope: type)
                return
            }
            uikit.addChild(child, to: parent, scope: scopes.last)
        }

        /// The type an expression is made with, down its chain of calls: `Row.Configuration()
        /// .updated(for: state)` → `Row.Configuration`.
        static func madeType(_ expression: ExprSyntax) -> String? {
            var current = expression
            while true {
                if let call = current.as(FunctionCallExprSyntax.self) {
                    let callee = call.calledExpression
                    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.baseName.text.first?.isLowercase == true {
                        current = base
                        continue
                    }
                    let text = callee.trimmedDescription
                    return text.split(separator: ".").last?.first?.isUppercase == true ? text : nil
                }
                return nil
            }
        }

        /// The type of the parameter `name` of the function around `node`.
        static func parameterType(_ name: String, at node: Syntax) -> String? {
            guard let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
                  let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
            return parameter.type.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        }

        /// `UIGlassEffect(style: .clear)` locals, with the tint set on them since.
        var glassEffects: [String: CodeGlass] = [:]

        /// The glass an expression makes or names: `UIGlassEffect()`, `UIGlassEffect(style: .clear)`,
        /// a local holding one.
        func glassEffect(_ expression: ExprSyntax) -> CodeGlass? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return glassEffects[reference.baseName.text] }
            guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIGlassEffect" else { return nil }
            let style = call.arguments.first(where: { $0.label?.text == "style" })?.expression.trimmedDescription ?? ".regular"
            return CodeGlass(variant: style.hasSuffix("clear") ? .clear : .regular, location: location(Syntax(call)))
        }

        /// Locals bound to a class's UIAppearance proxy (`let bar = UINavigationBar.appearance()`).
        var appearances: [String: (type: String, contained: Bool)] = [:]

        /// How many times a name was given a type, to tell whether a binding gave one.
        var typesSet = 0

        func setType(_ name: String, _ type: String) {
            typesSet += 1
            localTypes[name] = type
            localTypes[Self.scoped(name, in: scopes.last)] = type
        }

        func setArguments(_ name: String, _ arguments: [String]) {
            localArguments[name] = arguments
            localArguments[Self.scoped(name, in: scopes.last)] = arguments
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            // `let cell = tableView.dequeue…(…) as! ProfileCell`, `let cell = ProfileCell()`.
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            let typed = typesSet
            defer {
                // A table cell bound here: in the function around, or as a property.
                if typesSet != typed, let type = localTypes[Self.scoped(name, in: scopes.last)], type.hasSuffix("Cell") {
                    let function = Syntax(node).ancestorOrSelf { $0.as(FunctionDeclSyntax.self).map(Syntax.init) ?? $0.as(InitializerDeclSyntax.self).map(Syntax.init) }
                    uikit.noteCell(name, type: type, scope: scopes.last, lines: function.map { location($0).line...converter.location(for: $0.endPositionBeforeTrailingTrivia).line })
                }
            }
            guard let value = node.initializer?.value else {
                // `@ObservedObject var viewModel: ReportViewModel`, `@IBOutlet var title: UILabel!`
                if let type = node.typeAnnotation?.type.trimmedDescription { setType(name, type.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")) }
                return .visitChildren
            }
            // `let title: MetaLabel = { let label = MetaLabel(style: .x); …; return label }()`:
            // the property is made as the local its closure returns.
            if let closure = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(ClosureExprSyntax.self),
               let returned = Self.returnedLocal(of: closure), let made = returned.call {
                setArguments(name, Self.enumArguments(made))
                if node.typeAnnotation == nil, let type = returned.type { setType(name, type) }
            }
            if let color = UIKitPairing.configurationColor(value) {
                configurations[name] = ColorUse(color: color, kind: .background, via: "backgroundConfiguration", location: location(value),
                                                platform: PlatformConditions.platform(at: Syntax(node)))
                return .visitChildren
            }
            if let type = node.typeAnnotation?.type.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") {
                setType(name, type)
            } else if let cast = value.as(AsExprSyntax.self) {
                setType(name, cast.type.trimmedDescription)
                if cast.expression.trimmedDescription.contains("dequeueReusable") { cellTypes[scopes.last ?? "", default: []].insert(cast.type.trimmedDescription) }
            } else if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.contains(where: { $0.is(UnresolvedAsExprSyntax.self) }),
                      let type = sequence.elements.last?.as(TypeExprSyntax.self) {
                setType(name, type.type.trimmedDescription)
                if sequence.elements.first?.trimmedDescription.contains("dequeueReusable") == true { cellTypes[scopes.last ?? "", default: []].insert(type.type.trimmedDescription) }
            } else if let call = value.as(FunctionCallExprSyntax.self), let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      type.first?.isUppercase == true {
                setType(name, type)
                setArguments(name, Self.enumArguments(call))
                // A cell made directly (`let cell = ThemeCell(style: .value1, …)`), as one dequeued.
                if type.hasSuffix("Cell"), !type.hasPrefix("UI"), !type.hasPrefix("NS"), let scope = scopes.last { cellTypes[scope, default: []].insert(type) }
            }
            if let type = Self.madeType(value), type.contains(".") { madeAs[name] = type }
            // UIKit's Liquid Glass: `let glass = UIGlassEffect(style: .clear)`, and the effect view
            // it is given to (`UIVisualEffectView(effect: glass)`).
            if let call = value.as(FunctionCallExprSyntax.self) {
                if let glass = glassEffect(ExprSyntax(call)) {
                    glassEffects[name] = glass
                } else if call.calledExpression.trimmedDescription == "UIVisualEffectView",
                          let effect = call.arguments.first(where: { $0.label?.text == "effect" })?.expression, let glass = glassEffect(effect) {
                    uikit.glassViews[scopes.last ?? "", default: [:]][Self.madeProperty(name, at: Syntax(node))] = glass
                }
            }
            // `let bar = UINavigationBar.appearance()`: every bar, by UIAppearance.
            if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text.hasPrefix("appearance"), let type = member.base?.trimmedDescription, type.first?.isUppercase == true {
                setType(name, type)
                appearances[name] = (type, !call.arguments.isEmpty)
                if ["UIBarButtonItem", "UINavigationBar"].contains(type) {
                    uikit.barItems.insert(name)
                    uikit.appearanceProxies.insert(name)
                }
            }
            // A SwiftUI view hosted by UIKit: on the hosting controller's view.
            if let call = value.as(FunctionCallExprSyntax.self), let root = UIKitPairing.hostedRoot(call) {
                hosts.append(UIKitPairing.Host(scope: scopes.last ?? "", name: name, type: root, location: location(call), platform: PlatformConditions.platform(at: Syntax(node))))
            }
            return .visitChildren
        }

        // MARK: Attributed text: `[.foregroundColor: UIColor.red]`

        override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
            let key = node.key.trimmedDescription
            let kind: ColorUse.Kind? = key.hasSuffix("foregroundColor") ? .text : key.hasSuffix("backgroundColor") ? .background : nil
            guard let kind, let color = ColorExpressionReader.color(node.value) else { return .visitChildren }
            let use = ColorUse(color: color, kind: kind, via: "attributed text \(key)", location: location(node.value), platform: PlatformConditions.platform(at: Syntax(node)))
            uses.append(use)
            // Shown by the view the attributed string is given to in the same function
            // (`label.attributedText = …`), once that is read.
            guard kind == .text, !SwiftUIPairing.isTransient(Syntax(node)) else { return .visitChildren }
            // The same attributes' own `.backgroundColor` is drawn right behind the text.
            if let list = node.parent?.as(DictionaryElementListSyntax.self),
               let highlight = list.first(where: { $0.key.trimmedDescription.hasSuffix("backgroundColor") }),
               let fill = ColorExpressionReader.color(highlight.value), fill != .system("clear") {
                let background = ColorUse(color: fill, kind: .background, via: "attributed text \(highlight.key.trimmedDescription)", location: location(highlight.value),
                                          platform: use.platform)
                pairs.append(CodePair(foreground: use, background: background, size: nil, evidence: "the attributed text's own background color"))
                return .visitChildren
            }
            if let receiver = Self.attributedReceiver(around: Syntax(node)) {
                // ("" for a highlighted or disabled state's title: not drawn at rest.)
                if !receiver.isEmpty { uikit.add(use, receiver: receiver, scope: scopes.last) }
            } else {
                pendingAttributed.append((use, Self.enclosingFunction(of: Syntax(node)), Self.enclosingFunctionName(of: Syntax(node)), scopes.last))
            }
            return .visitChildren
        }

        static let attributedProperties: Set<String> = ["attributedText", "attributedTitle", "attributedPlaceholder", "attributedString",
                                                        "titleTextAttributes", "largeTitleTextAttributes", "textAttributes", "typingAttributes",
                                                        "defaultTextAttributes", "linkTextAttributes", "attributedStringValue"]

        /// The view an attributed string written in place is given to: `label.attributedText =
        /// NSAttributedString(…, attributes: [...])`, `button.setAttributedTitle(…, for: .normal)`;
        /// "" for another state's title.
        static func attributedReceiver(around node: Syntax) -> String? {
            var current = node.parent
            while let next = current, !SwiftUIPairing.isDeclaration(next) {
                if let sequence = next.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                   sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
                    guard let member = sequence.elements.first?.as(MemberAccessExprSyntax.self), attributedProperties.contains(member.declName.baseName.text) else { return nil }
                    return member.base.map(UIKitPairing.receiver) ?? "self"
                }
                // A button's title, a bar button item's title attributes (`UIBarButtonItem.appearance()
                // .setTitleTextAttributes([...], for: .normal)`).
                if let call = next.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                   ["setAttributedTitle", "setTitleTextAttributes"].contains(member.declName.baseName.text) {
                    let state = call.arguments.first { $0.label?.text == "for" }?.expression.trimmedDescription ?? ".normal"
                    guard state.contains("normal") else { return "" }
                    return member.base.map(UIKitPairing.receiver) ?? "self"
                }
                current = next.parent
            }
            return nil
        }

        /// Attributed text colors not yet given to a view, with the function they are in.
        var pendingAttributed: [(use: ColorUse, function: SyntaxIdentifier?, name: String?, scope: String?)] = []
        /// Views given the result of a function of the type (`label.attributedText =
        /// footerText()`), by function name and type.
        var attributedByFunction: [String: String] = [:]

        /// The attributed colors of a function whose result a view of the same type is given
        /// (`func footerText() -> NSAttributedString`): drawn by that view.
        func placeAttributedByFunction() {
            pendingAttributed.removeAll { item in
                guard let name = item.name, let receiver = attributedByFunction[(item.scope ?? "") + "#" + name] else { return false }
                uikit.add(item.use, receiver: receiver, scope: item.scope)
                return true
            }
        }

        static func enclosingFunction(of node: Syntax) -> SyntaxIdentifier? {
            var current = node.parent
            while let next = current {
                if next.is(FunctionDeclSyntax.self) || next.is(InitializerDeclSyntax.self) || next.is(AccessorDeclSyntax.self) || next.is(ClosureExprSyntax.self) {
                    return next.id
                }
                current = next.parent
            }
            return nil
        }

        /// `label.attributedText = …`, `button.setAttributedTitle(…, for: .normal)`: the
        /// attributed colors of this function are drawn by that view.
        func attributedText(shownBy receiver: String, at node: Syntax) {
            let function = Self.enclosingFunction(of: node)
            let (mine, others) = (pendingAttributed.filter { $0.function == function }, pendingAttributed.filter { $0.function != function })
            pendingAttributed = others
            for item in mine {
                // A menu item's title is on the menu's material.
                if localTypes[receiver] == "NSMenuItem" || localTypes[receiver] == "UIMenuItem" || receiver.lowercased().hasSuffix("menuitem") {
                    let background = ColorUse(color: .dynamic("a menu is drawn on the system's material"), kind: .background, via: "menu", location: item.use.location,
                                              platform: item.use.platform)
                    pairs.append(CodePair(foreground: item.use, background: background, size: nil, evidence: "a menu item's title, on the menu's material"))
                } else {
                    uikit.add(item.use, receiver: receiver, scope: scopes.last)
                }
            }
        }

        /// The attributed colors no view was found for.
        var unplacedAttributed: [CodePair] {
            pendingAttributed.map { CodePair(foreground: $0.use, background: nil, size: nil, evidence: "attributed text: the view it is shown in is not known") }
        }
    }
}
