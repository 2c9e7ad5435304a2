import SwiftSyntax

/// Which platform code under `#if` is for: `#if os(macOS)` code is a Mac's, the `#else` of
/// `#if os(iOS)` too; code outside any `#if` is the file's (its folders and imports).
enum PlatformConditions {
    /// The platform of the file being read, set for each file.
    @TaskLocal static var file: Platform = .iOS

    /// The file's platform from its imports: AppKit (or Cocoa) without UIKit is a Mac's,
    /// WatchKit or ClockKit without UIKit a watch's; else what its folders say.
    static func platform(of tree: SourceFileSyntax, folders: Platform) -> Platform {
        var modules: Set<String> = []
        for item in tree.statements {
            if let declaration = item.item.as(ImportDeclSyntax.self) { modules.insert(declaration.path.first?.name.text ?? "") }
        }
        if modules.contains("UIKit") { return folders == .macOS ? .iOS : folders }
        if modules.contains("AppKit") || modules.contains("Cocoa") { return .macOS }
        if modules.contains("WatchKit") || modules.contains("ClockKit") { return .watchOS }
        return folders
    }

    /// The platform the code at `node` runs on: the file's, narrowed by each `#if` around it.
    static func platform(at node: Syntax) -> Platform {
        var clauses: [IfConfigClauseSyntax] = []
        var current = node
        while let parent = current.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self) { clauses.append(clause) }
            current = parent
        }
        return clauses.reversed().reduce(file) { inside($1, from: $0) }
    }

    /// The platforms the `#if` clauses around `node` are compiled for; nil when no clause
    /// that names a platform is around it.
    static func platforms(at node: Syntax) -> Set<Platform>? {
        var allowed: Set<Platform>?
        var current = node
        while let parent = current.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                let platforms = Set(Platform.allCases.filter { applies(clause, on: $0) })
                if platforms.count < Platform.allCases.count { allowed = (allowed ?? platforms).intersection(platforms) }
            }
            current = parent
        }
        return allowed
    }

    /// The platform inside a clause, reached from code of `outer`: `outer` when the clause
    /// applies to it, else the first platform it applies to.
    static func inside(_ clause: IfConfigClauseSyntax, from outer: Platform) -> Platform {
        let platforms = Platform.allCases.filter { applies(clause, on: $0) }
        if platforms.contains(outer) { return outer }
        return platforms.first ?? outer
    }

    /// The clause of an `#if` that is compiled for `platform`, if any.
    static func clause(of declaration: IfConfigDeclSyntax, on platform: Platform) -> IfConfigClauseSyntax? {
        declaration.clauses.first { applies($0, on: platform) }
    }

    /// Whether a clause is compiled for `platform`: its condition holds, and no clause before
    /// it in its `#if` does.
    static func applies(_ clause: IfConfigClauseSyntax, on platform: Platform) -> Bool {
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return true }
        for earlier in list {
            if earlier.id == clause.id { break }
            if holds(earlier.condition, on: platform) { return false }
        }
        return holds(clause.condition, on: platform)
    }

    /// A condition's value for `platform`: `os(…)`, `canImport(…)` of the platform UI
    /// frameworks, `targetEnvironment(macCatalyst)`, with `!`, `&&`, `||` and parentheses; any
    /// other condition (`DEBUG`, `swift(>=6)`) holds.
    static func holds(_ condition: ExprSyntax?, on platform: Platform) -> Bool {
        guard let condition else { return true }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression, on: platform)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return holds(tuple.elements.first?.expression, on: platform)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            let (left, right) = (holds(infix.leftOperand, on: platform), holds(infix.rightOperand, on: platform))
            return operation == "&&" ? left && right : operation == "||" ? left || right : true
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `a && b || c`: `&&` binds tighter.
            var any = false, all = true
            for element in sequence.elements {
                if let operation = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                    if operation == "||" { any = any || all; all = true }
                } else {
                    all = all && holds(element, on: platform)
                }
            }
            return any || all
        }
        guard let call = condition.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first?.expression.trimmedDescription else { return true }
        switch function {
        case "os":
            return argument == platform.rawValue || argument == "OSX" && platform == .macOS || argument == "xrOS" && platform == .visionOS
        case "canImport":
            switch argument {
            case "UIKit": return platform != .macOS
            case "AppKit", "Cocoa": return platform == .macOS
            case "WatchKit", "ClockKit": return platform == .watchOS
            default: return true
            }
        case "targetEnvironment":
            return argument != "macCatalyst"
        default:
            return true
        }
    }
}
