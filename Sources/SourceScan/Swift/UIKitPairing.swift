import SwiftSyntax
import ThemeModel

/// What a UIKit or AppKit foreground is drawn on, from the facts a type's code states: the same
/// object's background (`label.textColor` and `label.backgroundColor`), else the background of
/// the view it is added to (`view.addSubview(label)`, `stack.addArrangedSubview(label)`),
/// followed up to eight levels; else the system background, said so.
enum UIKitPairing {
    /// What one file says, per type: each receiver's color uses and which receivers hold which.
    struct Facts {
        var uses: [String: [String: [ColorUse]]] = [:]
        var parents: [String: [String: String]] = [:]
        /// Text sizes from `font` assignments, per type and receiver.
        var sizes: [String: [String: TextSize]] = [:]
        var order: [(scope: String, receiver: String)] = []
        /// Receivers made as bar button items (`let done = UIBarButtonItem(…)`).
        var barItems: Set<String> = []

        mutating func add(_ use: ColorUse, receiver: String, scope: String?) {
            let scope = scope ?? ""
            if uses[scope]?[receiver] == nil { order.append((scope, receiver)) }
            uses[scope, default: [:]][receiver, default: []].append(use)
        }

        mutating func addChild(_ child: String, to parent: String, scope: String?) {
            parents[scope ?? "", default: [:]][child] = parent
        }
    }

    /// Subviews UIKit builds into cells, buttons and controllers: inside the object itself.
    static let builtInSubviews: Set<String> = ["contentView", "view", "textLabel", "detailTextLabel", "imageView", "titleLabel", "accessoryView",
                                               "backgroundView", "subtitleLabel"]

    /// `self.titleLabel` → `titleLabel`; `button.titleLabel?` → `button.titleLabel`; a cell's
    /// background configuration is the cell's background (`cell.backgroundConfiguration?` →
    /// `cell`).
    static func receiver(_ expression: ExprSyntax) -> String {
        var text = expression.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if text.hasPrefix("self.") { text.removeFirst(5) }
        if text == "backgroundConfiguration" { return "self" }
        if text.hasSuffix(".backgroundConfiguration") { text.removeLast(".backgroundConfiguration".count) }
        return text
    }

    /// The background a system background configuration draws:
    /// `UIBackgroundConfiguration.listGroupedCell()` (`.updated(for: state)` too), `.clear()`.
    static func configurationColor(_ expression: ExprSyntax) -> CodeColor? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let system = configurations[name] { return .system(system) }
            guard name == "updated", let base = member.base else { return nil }
            current = base
        }
        return nil
    }

    static let configurations = [
        "listGroupedCell": "secondarySystemGroupedBackground", "listInsetGroupedCell": "secondarySystemGroupedBackground",
        "listPlainCell": "systemBackground", "listCell": "systemBackground", "clear": "clear",
        "listGroupedHeaderFooter": "systemGroupedBackground", "listPlainHeaderFooter": "systemBackground",
    ]

    /// A grouped table or list made in code: `UITableView(frame:style: .insetGrouped)`,
    /// `super.init(style: .grouped)`, `UICollectionLayoutListConfiguration(appearance:
    /// .insetGrouped)`. Its style's name.
    static func groupedStyle(_ call: FunctionCallExprSyntax) -> String? {
        for argument in call.arguments where argument.label?.text == "style" || argument.label?.text == "appearance" {
            let style = argument.expression.trimmedDescription
            if style.hasSuffix(".insetGrouped") || style.hasSuffix(".grouped") { return String(style.split(separator: ".").last ?? "") }
        }
        return nil
    }

    /// Whether a receiver is drawn on the navigation bar: the bar itself, a navigation item's
    /// buttons and title, a bar button item.
    static func isOnNavigationBar(_ receiver: String, facts: Facts) -> Bool {
        facts.barItems.contains(receiver) || ["navigationBar", "navigationItem", "BarButtonItem", "barButtonItem"].contains { receiver.contains($0) }
    }

    static func pairs(_ facts: Facts, file: String) -> [CodePair] {
        var result: [CodePair] = []
        for (scope, receiver) in facts.order {
            let uses = facts.uses[scope]?[receiver] ?? []
            for use in uses where use.kind.isForeground {
                var current = receiver
                var background: ColorUse?
                let onBar = isOnNavigationBar(receiver, facts: facts)
                var evidence = onBar ? "on the navigation bar, with no bar background set: \(use.platform.defaultBackgroundName) assumed"
                    : "no background set for it or the views holding it: \(use.platform.defaultBackgroundName) assumed"
                // A clear background shows what holds it: keep going out.
                // The background set in the same branch as the foreground, else unconditionally,
                // else in any branch.
                func opaque(_ holder: String) -> ColorUse? {
                    let set = (facts.uses[scope]?[holder] ?? []).filter { $0.kind == .background }
                    let chosen = set.last { $0.branch != nil && $0.branch == use.branch } ?? set.last { $0.branch == nil } ?? set.last
                    return chosen.flatMap { $0.color == .system("clear") ? nil : $0 }
                }
                for level in 0..<8 {
                    if let own = opaque(current) {
                        background = own
                        evidence = level == 0 ? "the same object's backgroundColor"
                            : current == "self" ? "the backgroundColor \(scope.isEmpty ? "the view" : scope) sets on itself, which holds it"
                            : "the backgroundColor of \(current), which holds it"
                        break
                    }
                    // A cell's contentView and a controller's view are inside the object itself.
                    guard let parent = facts.parents[scope]?[current] ?? (Self.builtInSubviews.contains(current) ? "self" : nil) else {
                        // Not added in code (an outlet, a view made elsewhere): a view of the
                        // type's own, inside the background the type sets on itself.
                        if !onBar, !scope.isEmpty, current != "self", let own = opaque("self") ?? opaque("view") ?? opaque("contentView") {
                            background = own
                            evidence = "the backgroundColor \(scope) sets on itself; \(receiver) is one of its views"
                        }
                        break
                    }
                    current = parent
                }
                result.append(CodePair(foreground: use, background: background ?? ColorUse.assumed(behind: use),
                                       size: use.kind == .text ? facts.sizes[scope]?[receiver] : nil, evidence: evidence,
                                       viewType: background == nil && !scope.isEmpty && !onBar ? "class:" + scope + (current == "self" ? "" : "#" + current) : nil,
                                       onNavigationBar: onBar && background == nil, scope: scope.isEmpty ? nil : scope))
            }
        }
        return result
    }
}
