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
        /// Effect views showing Liquid Glass (`UIVisualEffectView(effect: UIGlassEffect())`), per
        /// type: what is in their `contentView` is drawn on the glass.
        var glassViews: [String: [String: CodeGlass]] = [:]
        /// The view inserted right behind another (`insertSubview(backdrop, belowSubview: bar)`),
        /// per type, by the view in front.
        var behind: [String: [String: String]] = [:]
        /// Views of type `UITextView` (`Scope#name`), which draw the system background behind
        /// their text unless code sets another.
        var textViews: Set<String> = []
        /// Locals bound to the bars' UIAppearance proxies (`let bar = UINavigationBar.appearance()`).
        var appearanceProxies: Set<String> = []
        /// Receivers made to fill the view they are added to (`UIView(frame: bounds)`).
        var filling: Set<String> = []
        /// Built-in views given a view made elsewhere (`backgroundView = bgView`), per type.
        var aliases: [String: [String: String]] = [:]
        /// Table cells a type makes or dequeues, per type, by the name that holds them (`let
        /// cell = tableView.dequeue…(…) as! ProfileCell`, `var cell: UITableViewCell`) and the
        /// lines of the function that binds the name (nil for a property): opaque views of
        /// their own, not views of the type that makes them.
        var cells: [String: [String: [(type: String, lines: ClosedRange<Int>?)]]] = [:]
        /// The style of the grouped table a type makes (`UITableView(frame:style: .insetGrouped)`).
        var groupedStyles: [String: String] = [:]
        /// The image a type draws its search field on (`setSearchFieldBackgroundImage(…)`), per
        /// type: what the text of the search bar's text field is drawn on.
        var searchFields: [String: ColorUse] = [:]

        /// Notes a table cell bound to `name`: UIKit's `UITableViewCell` and the app's `…Cell`
        /// classes; a collection view's cell is clear, so its views are on what holds it.
        mutating func noteCell(_ name: String, type: String, scope: String?, lines: ClosedRange<Int>?) {
            guard type.hasSuffix("Cell"), !type.hasPrefix("UICollectionView"), !type.hasPrefix("NS") else { return }
            cells[scope ?? "", default: [:]][name, default: []].append((type, lines))
        }

        /// The cell type `name` holds at `line`: the binding of the function around the line,
        /// else of a property.
        func cell(_ name: String, scope: String, line: Int) -> String? {
            guard let bindings = cells[scope]?[name] else { return nil }
            return (bindings.first { $0.lines?.contains(line) == true } ?? bindings.first { $0.lines == nil })?.type
        }

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

    /// What holds a subview UIKit builds in: the object itself (`textLabel` → `self`), or the
    /// object named before it (`cell.textLabel` → `cell`, `cell.contentView` → `cell`).
    static func builtInHolder(of receiver: String) -> String? {
        if builtInSubviews.contains(receiver) { return "self" }
        guard let dot = receiver.lastIndex(of: "."), builtInSubviews.contains(String(receiver[receiver.index(after: dot)...])) else { return nil }
        return String(receiver[..<dot])
    }

    /// `self.titleLabel` → `titleLabel`; `button.titleLabel?` → `button.titleLabel`; a cell's
    /// background configuration is the cell's background (`cell.backgroundConfiguration?` →
    /// `cell`).
    static func receiver(_ expression: ExprSyntax) -> String {
        // A plain name, the common case, without printing the expression.
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name == "backgroundConfiguration" ? "self" : name
        }
        var text = expression.trimmedDescription
        if text.contains(where: { $0 == "?" || $0 == "!" }) { text.removeAll { $0 == "?" || $0 == "!" } }
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
            var style = argument.expression.trimmedDescription
            // `super.init(style: style)` in `init(style: UITableView.Style = .insetGrouped)`: the default.
            if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let initializer = Syntax(call).ancestorOrSelf(mapping: { $0.as(InitializerDeclSyntax.self) }),
               let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
               let fallback = parameter.defaultValue?.value.trimmedDescription {
                style = fallback
            }
            if style.hasSuffix(".insetGrouped") || style.hasSuffix(".grouped") { return String(style.split(separator: ".").last ?? "") }
        }
        return nil
    }

    /// Whether an assignment makes a view fill the view it is added to: `UIView(frame: bounds)`,
    /// `frame = bounds`, an autoresizing mask flexible in width and height.
    static func fillsHolder(property: String, value: ExprSyntax) -> Bool {
        if property == "autoresizingMask" {
            let text = value.trimmedDescription
            return text.contains("flexibleWidth") && text.contains("flexibleHeight")
        }
        if property == "frame" { return value.trimmedDescription.hasSuffix("bounds") }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
              argument.label?.text == "frame" else { return false }
        return argument.expression.trimmedDescription.hasSuffix("bounds")
    }

    /// A view that fills `holder` behind its other subviews: one added to it that fills it, or
    /// is named as its background (`backgroundView`, `backdrop`), with a background of its own.
    static func backdrop(of holder: String, besides child: String, scope: String, facts: Facts) -> String? {
        // A cell's or header's `backgroundView` is behind its content.
        let builtIn = holder == "self" ? "backgroundView" : holder + ".backgroundView"
        if builtIn != child, facts.uses[scope]?[builtIn] != nil || facts.aliases[scope]?[builtIn] != nil { return builtIn }
        let added = (facts.parents[scope] ?? [:]).filter { $0.value == holder && $0.key != child }.map(\.key).sorted()
        return added.first { name in
            let word = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
            return facts.filling.contains(name) || word.hasPrefix("background") || word.hasPrefix("backdrop")
        }
    }

    /// A blur view added to `holder` (`insertSubview(blurView, at: 0)`, a `UIVisualEffectView`):
    /// what is behind its other subviews is a material, known at run time.
    static func materialBackdrop(of holder: String, besides child: String, scope: String, facts: Facts, location: ThemeModel.SourceLocation, platform: Platform) -> ColorUse? {
        let added = (facts.parents[scope] ?? [:]).filter { $0.value == holder && $0.key != child }.map(\.key).sorted()
        guard let blur = added.first(where: { name in
            let word = name.lowercased()
            return word.contains("blur") || word.contains("visualeffect") || word.contains("vibrancy")
        }) else { return nil }
        return ColorUse(color: .dynamic("\(blur) blurs what is behind it, known only at run time"), kind: .background, via: blur, location: location, platform: platform)
    }

    /// Whether a receiver is drawn on the navigation bar: the bar itself, a navigation item's
    /// buttons and title, a bar button item.
    static func isOnNavigationBar(_ receiver: String, facts: Facts) -> Bool {
        let lowercased = receiver.lowercased()
        return facts.barItems.contains(receiver) || ["navigationbar", "navigationitem", "barbutton"].contains { lowercased.contains($0) }
    }

    /// What holds `receiver` in `scope`, out to the first background: that background and how it
    /// was found, else nil and the outermost holder the code reaches.
    static func background(of receiver: String, scope: String, branch: String?, facts: Facts, allowOwn: Bool,
                           location: ThemeModel.SourceLocation = ThemeModel.SourceLocation(file: "", line: 0, column: 0), platform: Platform = .iOS)
        -> (background: ColorUse?, evidence: String, reached: String) {
        // The background set in the same branch, else unconditionally (a color before a clear),
        // else in any branch; a clear background shows what holds it.
        func opaque(_ holder: String) -> ColorUse? {
            let given = facts.aliases[scope]?[holder].flatMap { facts.uses[scope]?[$0] } ?? []
            let set = ((facts.uses[scope]?[holder] ?? []) + given).filter { $0.kind == .background }
            // Of several, a color over a clear one: a view made clear (`backgroundColor = .clear
            // // set after it appears`) and colored by a setup method shows that color.
            let unconditional = set.filter { $0.branch == nil }
            let chosen = set.last { $0.branch != nil && $0.branch == branch } ?? unconditional.last { $0.color != .system("clear") } ?? unconditional.last ?? set.last
            guard var chosen, chosen.color != .system("clear") else { return nil }
            // `hasClearBackground ? .clear : card`: the branch that draws.
            if case .choice(let options) = chosen.color, options.contains(.system("clear")) {
                let drawn = options.filter { $0 != .system("clear") }
                chosen.color = drawn.count == 1 ? drawn[0] : .choice(drawn)
            }
            return chosen
        }
        var current = receiver
        for level in 0..<8 {
            if let own = opaque(current) {
                let evidence = level == 0 ? "the same object's backgroundColor"
                    : current == "self" ? "the backgroundColor \(scope.isEmpty ? "the view" : scope) sets on itself, which holds it"
                    : "the backgroundColor of \(current), which holds it"
                return (own, evidence, current)
            }
            // An effect view showing Liquid Glass: the glass (``CodePair/glass``).
            if let glass = facts.glassViews[scope]?[current] {
                let use = ColorUse(color: .dynamic("Liquid Glass shows what is behind it, known only at run time"), kind: .background, via: "UIGlassEffect",
                                   location: glass.location, platform: platform)
                return (use, "\(current), a UIVisualEffectView of \(glass.variant.rawValue) glass, which holds it", current)
            }
            // A view inserted right behind it (`insertSubview(backdrop, belowSubview: bar)`), and
            // what is right behind that one: the first with a color, or a blur view.
            var behindChain = current
            var steps = 0
            while let back = facts.behind[scope]?[behindChain], steps < 4 {
                if let color = opaque(back) {
                    return (color, "the backgroundColor of \(back), inserted right behind \(behindChain)", back)
                }
                let word = back.lowercased()
                if word.contains("blur") || word.contains("visualeffect") || word.contains("vibrancy") {
                    let blur = ColorUse(color: .dynamic("\(back) blurs what is behind it, known only at run time"), kind: .background, via: back, location: location, platform: platform)
                    return (blur, "\(back), a blur view inserted right behind \(behindChain)", back)
                }
                behindChain = back
                steps += 1
            }
            // A text view draws the system background behind its text, unless cleared.
            if level == 0, facts.textViews.contains(scope + "#" + current), !((facts.uses[scope]?[current] ?? []).contains { $0.kind == .background }) {
                let own = ColorUse(color: .system(platform == .macOS ? "textBackground" : "systemBackground"), kind: .background, via: "UITextView",
                                   location: location, platform: platform)
                return (own, "a UITextView's own background (systemBackground), which code does not change", current)
            }
            // A cell's contentView and a controller's view are inside the object itself.
            guard let parent = facts.parents[scope]?[current] ?? Self.builtInHolder(of: current) else {
                // A table cell the type makes is opaque, on a background of its own.
                if facts.cell(current, scope: scope, line: location.line) != nil { return (nil, "", current) }
                if let dot = current.firstIndex(of: "."), facts.cell(String(current[..<dot]), scope: scope, line: location.line) != nil {
                    return (nil, "", String(current[..<dot]))
                }
                // Not added in code (an outlet, a view made elsewhere): a view of the type's own,
                // inside the background the type sets on itself.
                if allowOwn, !scope.isEmpty, current != "self",
                   let blur = materialBackdrop(of: "self", besides: current, scope: scope, facts: facts, location: location, platform: platform) {
                    return (blur, "\(blur.via), a blur view behind the views of \(scope)", current)
                }
                if allowOwn, !scope.isEmpty, current != "self", let own = opaque("self") ?? opaque("view") ?? opaque("contentView") ?? opaque("tableView") ?? opaque("collectionView") {
                    return (own, "the backgroundColor \(scope) sets on itself; \(receiver) is one of its views", current)
                }
                return (nil, "", current)
            }
            // A view filling the holder behind its other subviews comes before the holder's own; a
            // backdrop of a solid color covers a blur view beside it (`insertSubview(blur,
            // belowSubview: colorView)`).
            if let backdrop = backdrop(of: parent, besides: current, scope: scope, facts: facts), let color = opaque(backdrop),
               !SwiftUIPairing.isTranslucent(color.color) {
                return (color, "the backgroundColor of \(backdrop), which fills \(parent == "self" ? (scope.isEmpty ? "the view" : scope) : parent) behind it", backdrop)
            }
            if let blur = materialBackdrop(of: parent, besides: current, scope: scope, facts: facts, location: location, platform: platform) {
                return (blur, "\(blur.via), a blur view behind it in \(parent == "self" ? (scope.isEmpty ? "the view" : scope) : parent)", blur.via)
            }
            if let backdrop = backdrop(of: parent, besides: current, scope: scope, facts: facts), let color = opaque(backdrop) {
                return (color, "the backgroundColor of \(backdrop), which fills \(parent == "self" ? (scope.isEmpty ? "the view" : scope) : parent) behind it", backdrop)
            }
            current = parent
        }
        return (nil, "", current)
    }

    static func pairs(_ facts: Facts, file: String) -> [CodePair] {
        var result: [CodePair] = []
        for (scope, receiver) in facts.order {
            let uses = facts.uses[scope]?[receiver] ?? []
            for use in uses where use.kind.isForeground {
                let onBar = isOnNavigationBar(receiver, facts: facts)
                let found = background(of: receiver, scope: scope, branch: use.branch, facts: facts, allowOwn: !onBar, location: use.location, platform: use.platform)
                if found.background == nil, let cell = facts.cell(found.reached, scope: scope, line: use.location.line) {
                    result.append(clearedCellPair(use, receiver: receiver, cell: found.reached, scope: scope, facts: facts)
                                  ?? cellPair(use, receiver: receiver, cell: (found.reached, cell), scope: scope, facts: facts))
                    continue
                }
                // An app-wide bar appearance (`UINavigationBar.appearance().titleTextAttributes`)
                // is drawn on every screen's bar: unless the app colors its bars, a transparent
                // bar over each screen's top at rest, the bar's material once scrolled.
                let everyBar = onBar && found.background == nil && (receiver.contains(".appearance(") || facts.appearanceProxies.contains(receiver))
                    ? ColorUse(color: .dynamic("every screen's navigation bar: transparent over the screen's content at rest, its material once scrolled"),
                               kind: .background, via: "navigation bar", location: use.location, platform: use.platform)
                    : nil
                // A search bar's text field, in a type that sets the field's image.
                if found.background == nil, receiver.lowercased().contains("textfield"), let field = facts.searchFields[scope] {
                    result.append(CodePair(foreground: use, background: field, size: use.kind == .text ? facts.sizes[scope]?[receiver] : nil,
                                           evidence: "the search field's background image \(scope.isEmpty ? "the file" : scope) sets (setSearchFieldBackgroundImage)",
                                           viewType: nil, onNavigationBar: false, scope: scope.isEmpty ? nil : scope))
                    continue
                }
                // On an effect view's Liquid Glass: checked as glass.
                if let background = found.background, background.via == "UIGlassEffect", let glass = facts.glassViews[scope]?[found.reached] {
                    var pair = CodePair(foreground: use, background: background, size: use.kind == .text ? facts.sizes[scope]?[receiver] : nil,
                                        evidence: found.evidence, viewType: nil, onNavigationBar: false, scope: scope.isEmpty ? nil : scope)
                    pair.glass = glass
                    result.append(pair)
                    continue
                }
                let evidence = found.background != nil ? found.evidence
                    : everyBar != nil ? "on every screen's navigation bar (\(receiver)), which the app gives no background"
                    : onBar ? "on the navigation bar, with no bar background set: \(use.platform.defaultBackgroundName) assumed"
                    : "no background set for it or the views holding it: \(use.platform.defaultBackgroundName) assumed"
                result.append(CodePair(foreground: use, background: found.background ?? everyBar ?? ColorUse.assumed(behind: use),
                                       size: use.kind == .text ? facts.sizes[scope]?[receiver] : nil, evidence: evidence,
                                       viewType: found.background == nil && !scope.isEmpty && !onBar ? "class:" + scope + (found.reached == "self" ? "" : "#" + found.reached) : nil,
                                       onNavigationBar: onBar && found.background == nil, scope: scope.isEmpty ? nil : scope))
            }
        }
        return result
    }

    /// A foreground in a table cell a type makes (`cell.textLabel?.textColor`): on what the
    /// cell's class sets, looked up app-wide (`class:ProfileCell#nameLabel`); on UIKit's own
    /// `UITableViewCell`, the cell's default background for the type's table style.
    /// A foreground in a cell the type makes clear (`cell.backgroundColor = .clear`) in a list it
    /// also makes clear (`tableView.backgroundColor = .clear`): on what holds the list.
    static func clearedCellPair(_ use: ColorUse, receiver: String, cell: String, scope: String, facts: Facts) -> CodePair? {
        func isCleared(_ name: String) -> Bool {
            let set = (facts.uses[scope]?[name] ?? []).filter { $0.kind == .background && $0.branch == nil }
            return set.last?.color == .system("clear")
        }
        guard isCleared(cell), let list = ["tableView", "collectionView"].first(where: isCleared) else { return nil }
        let found = background(of: list, scope: scope, branch: use.branch, facts: facts, allowOwn: true, location: use.location, platform: use.platform)
        guard let background = found.background else { return nil }
        return CodePair(foreground: use, background: background, size: use.kind == .text ? facts.sizes[scope]?[receiver] : nil,
                        evidence: "\(cell) and \(list) are made clear: " + found.evidence.replacingOccurrences(of: "the same object's backgroundColor", with: "the backgroundColor of \(list)"),
                        viewType: nil, onNavigationBar: false, scope: scope)
    }

    static func cellPair(_ use: ColorUse, receiver: String, cell: (name: String, type: String), scope: String, facts: Facts) -> CodePair {
        let size = use.kind == .text ? facts.sizes[scope]?[receiver] : nil
        guard cell.type == "UITableViewCell" else {
            let inside = receiver.hasPrefix(cell.name + ".") ? String(receiver.dropFirst(cell.name.count + 1)) : ""
            let view = inside.split(separator: ".").first.map(String.init).flatMap { builtInSubviews.contains($0) ? nil : $0 }
            return CodePair(foreground: use, background: ColorUse.assumed(behind: use), size: size,
                            evidence: "in a \(cell.type) \(scope) makes (\(cell.name)), which sets no background there: \(use.platform.defaultBackgroundName) assumed",
                            viewType: "class:" + cell.type + (view.map { "#" + $0 } ?? ""), onNavigationBar: false, scope: scope)
        }
        let style = facts.groupedStyles[scope]
        let background = ColorUse(color: .system(style == nil ? "systemBackground" : "secondarySystemGroupedBackground"), kind: .background, via: "assumed",
                                  location: use.location, platform: use.platform)
        let evidence = style.map { "in a UITableViewCell of \(scope)'s \($0) table (\(cell.name)): the cell's default background (secondarySystemGroupedBackground) assumed" }
            ?? "in a UITableViewCell \(scope) makes (\(cell.name)): a plain table cell's default background (systemBackground) assumed"
        return CodePair(foreground: use, background: use.platform == .iOS || use.platform == .visionOS ? background : ColorUse.assumed(behind: use), size: size,
                        evidence: evidence, viewType: nil, onNavigationBar: false, scope: scope)
    }

    /// A SwiftUI view a UIKit type hosts: `let host = UIHostingController(rootView: Card())`.
    struct Host: Hashable {
        var scope: String
        var name: String
        var type: String
        var location: ThemeModel.SourceLocation
        var platform: Platform
    }

    /// The root view type of `UIHostingController(rootView: Card(…).environment(…))` (or
    /// `NSHostingController`, `UIHostingController<Card>`); nil for other calls.
    static func hostedRoot(_ call: FunctionCallExprSyntax) -> String? {
        var callee = ExprSyntax(call.calledExpression)
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        // UIKit's and AppKit's, or the app's own subclass (`StoriesHostingController(rootView:)`).
        guard (callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "").hasSuffix("HostingController"),
              var root = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression else { return nil }
        // Down the modifier chain to the view it starts from.
        while let inner = root.as(FunctionCallExprSyntax.self), let member = inner.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        guard let made = root.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              made.first?.isUppercase == true else { return nil }
        return made
    }

    /// Where hosted views are drawn: a hosting controller's view is opaque in the system
    /// background, unless code colors it (`host.view.backgroundColor = .clear`), and then on
    /// what it sets, or what holds the view when it is clear (`view.addSubview(host.view)`).
    static func hostedPlacements(_ hosts: [Host], facts: Facts) -> [ViewPlacement] {
        hosts.compactMap { host in
            let receiver = host.name + ".view"
            guard (facts.uses[host.scope]?[receiver] ?? []).contains(where: { $0.kind == .background }) else { return nil }
            let found = background(of: receiver, scope: host.scope, branch: nil, facts: facts, allowOwn: true, location: host.location, platform: host.platform)
            let where_ = "hosted by a UIHostingController in \(host.scope.isEmpty ? "the file" : host.scope) (\(host.name))"
            if let background = found.background {
                return ViewPlacement(type: host.type, background: background, evidence: where_ + ": " + found.evidence, insideList: false, location: host.location)
            }
            let unknown = ColorUse(color: .dynamic("a clear hosting view shows what is behind it"), kind: .background, via: "UIHostingController",
                                   location: host.location, platform: host.platform)
            return ViewPlacement(type: host.type, background: unknown, evidence: where_ + ", whose view is clear: what is behind it is not found", insideList: false,
                                 location: host.location)
        }
    }

    /// Where a type holds a view of another type (`let statusView = StatusView()` added to a
    /// cell's `contentView`): the background around it there, or the holding type to look in.
    static func placements(_ facts: Facts, types: [String: String], arguments: [String: [String]] = [:]) -> [ClassPlacement] {
        var result: [ClassPlacement] = []
        for (scope, children) in facts.parents.sorted(by: { $0.key < $1.key }) where !scope.isEmpty {
            for child in children.keys.sorted() {
                let own = SwiftColorScanner.Visitor.scoped(child, in: scope)
                guard let type = types[own] ?? types[child], type.first?.isUppercase == true, type != scope else { continue }
                let found = background(of: child, scope: scope, branch: nil, facts: facts, allowOwn: true)
                result.append(ClassPlacement(type: type, holder: scope, property: child, background: found.background,
                                             evidence: found.background.map { _ in "where \(scope) holds a \(type) (\(child)): " + found.evidence }
                                                ?? "where \(scope) holds a \(type) (\(child))", arguments: arguments[own] ?? arguments[child] ?? []))
            }
        }
        return result
    }
}
