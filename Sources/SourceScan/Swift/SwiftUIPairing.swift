import SwiftSyntax
import ThemeModel

/// What a SwiftUI foreground is drawn on, read from the code around it.
///
/// The view's own modifier chain first (`Text(…).foregroundColor(a).background(b)`, in either
/// order), then each enclosing container outward — its chain's `.background`, and in a `ZStack`
/// the layers written before the view (`Color.x`, `Rectangle().fill(x)`) — up to the `body` or
/// function it is in; a sibling's color is never taken. The text size comes from the nearest
/// `.font` on the way. When nothing is found, the system background is assumed (a `List` or
/// `Form` row's cell background inside one), and the pair says so.
enum SwiftUIPairing {
    /// What was found behind a view: a background, how it was found, the text size on the way.
    struct Found {
        /// Nil when nothing was found in the code around it.
        var background: ColorUse?
        var evidence: String
        var size: TextSize?
        var insideList: Bool
        /// In a `.toolbar` or `ToolbarItem`: drawn on the navigation bar.
        var onNavigationBar = false
        /// A clear row background was passed on the way (a view placed in a List then shows
        /// the list's own background).
        var rowIsClear = false
        /// In a sheet or popover's content: what presents it is not behind it.
        var presented = false
        /// On Liquid Glass its code declares.
        var glass: CodeGlass?
    }

    static func pair(for use: ColorUse, at call: FunctionCallExprSyntax, location: (Syntax) -> ThemeModel.SourceLocation) -> CodePair {
        let found = ColorExpressionReader.$activeConditions.withValue(shownUnder(Syntax(call))) {
            background(around: Syntax(call), excluding: call, location: location)
        }
        var pair = CodePair(foreground: use, background: found.background ?? ColorUse.assumed(behind: use, listRow: found.insideList), size: found.size,
                            evidence: found.evidence, onNavigationBar: found.onNavigationBar)
        pair.rowIsClear = found.rowIsClear
        pair.inOwnList = found.insideList
        pair.scheme = surroundings(Syntax(call)).scheme
        pair.glass = found.glass
        return pair
    }

    /// The glass a `.glassEffect(…)` call draws (`.clear`, `Glass.regular.tint(x).interactive()`,
    /// none: regular), with the dimming layer the chain puts beneath its content: a translucent
    /// `.background(…)` in the same chain.
    static func glass(_ effect: FunctionCallExprSyntax, chain: Chain, location: ThemeModel.SourceLocation) -> CodeGlass {
        var (variant, tint) = glassValue(effect.arguments.first { $0.label == nil }?.expression)
        if tint == nil, let modifier = chain.modifiers.first(where: { $0.name == "tint" }) { tint = modifier.call.arguments.first.flatMap { ColorExpressionReader.color($0.expression) } }
        let dim = chain.modifiers.lazy.filter { $0.name == "background" }.compactMap { modifier in
            modifier.call.arguments.first.flatMap { ColorExpressionReader.color($0.expression) }.flatMap { isTranslucent($0) ? $0 : nil }
        }.first
        return CodeGlass(variant: variant, tint: tint, dim: dim, location: location)
    }

    /// A `Glass` value: its variant, down its chain of calls, and its `.tint(_:)`.
    static func glassValue(_ expression: ExprSyntax?) -> (GlassSurface.Variant, CodeColor?) {
        guard var current = expression else { return (.regular, nil) }
        var tint: CodeColor?
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "tint" { tint = call.arguments.first.flatMap { ColorExpressionReader.color($0.expression) } }
                // `.glass(.clear)`: the style's glass.
                if member.declName.baseName.text == "glass", let inner = call.arguments.first?.expression { return (glassValue(inner).0, tint ?? glassValue(inner).1) }
                guard let base = member.base else { return (.regular, tint) }
                current = base
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                if let variant = GlassSurface.Variant(rawValue: member.declName.baseName.text) { return (variant, tint) }
                guard let base = member.base, base.trimmedDescription != "Glass" else { return (.regular, tint) }
                current = base
                continue
            }
            return (.regular, tint)
        }
    }

    /// A color drawn partly see-through: a dimming layer.
    static func isTranslucent(_ color: CodeColor) -> Bool {
        if case .alpha(_, let alpha) = color { return alpha > 0 && alpha < 1 }
        return false
    }

    /// The background behind the view `node` is in: its chain, then each enclosing container's
    /// chain and ZStack layers, up to the body or function.
    static func background(around node: Syntax, excluding use: FunctionCallExprSyntax?, location: (Syntax) -> ThemeModel.SourceLocation) -> Found {
        let platform = PlatformConditions.platform(at: node)
        let start = node
        var size: TextSize?
        var bold = false
        /// What the view is found to be on: a surface of its own (a system material).
        func surface(_ color: CodeColor, via: String, at place: Syntax, evidence: String, insideList: Bool = false) -> Found {
            Found(background: ColorUse(color: color, kind: .background, via: via, location: location(place), platform: platform), evidence: evidence,
                  size: finish(size, bold), insideList: insideList)
        }
        var node = node
        var insideList = false
        var onNavigationBar = false
        // In a Section's header or footer: on the list's background, not a row's.
        var inSectionHeader = false
        var inInset = false
        // A row whose background is clear; the background of the list a bar is over.
        var clearRow = false
        var barOverList: String?
        var depth = 0
        while depth < 32 {
            depth += 1
            let chain = Chain(containing: node)
            if size == nil { size = chain.textSize(bold: &bold) }
            if ["ToolbarItem", "ToolbarItemGroup"].contains(chain.rootName) { onNavigationBar = true }
            // A Control Center or Lock Screen control is drawn by the system on its material.
            if let root = chain.rootName, root.hasPrefix("ControlWidget") {
                return surface(.dynamic("a control is drawn by the system on Control Center's or the Lock Screen's material"), via: "control", at: node,
                               evidence: "in a system control (\(root)), on the system's material")
            }
            // On the bar: the bar's own background, when the view gives it one.
            if onNavigationBar, let (modifier, expression) = chain.barBackground(), let color = ColorExpressionReader.color(expression) {
                let background = ColorUse(color: color, kind: .background, via: ".toolbarBackground", location: location(Syntax(modifier.nameNode)))
                return Found(background: background, evidence: "on the navigation bar: its .toolbarBackground", size: finish(size, bold),
                             insideList: false, onNavigationBar: true)
            }
            // A clear row background shows the list's own background.
            if chain.modifiers.contains(where: { $0.name == "listRowBackground" && $0.call.arguments.first.flatMap { ColorExpressionReader.color($0.expression) } == .system("clear") }) {
                clearRow = true
            }
            // A clear background lets what is behind it show: keep looking outward.
            // Inside a List's row, only a row background is behind it: the list's own
            // `.background` is behind the rows (a section header is on it, though).
            if let (modifier, expression) = chain.background(excluding: use, rows: !inSectionHeader, onlyRows: insideList && !inSectionHeader && !clearRow),
               let color = (isGradientMasked(expression) ? nil : ColorExpressionReader.color(expression))
                   ?? imageOrGradient(expression).map({ .dynamic("\($0) behind it, whose colors are known only at run time") })
                   ?? (modifier.name.contains("() → ") ? .dynamic("a view given to .\(modifier.name.prefix { $0 != " " }), known only at run time") : nil)
                   // `.background()` itself (not a call without arguments given to it, as
                   // `.background(AppGradients.destructiveButton())`): the default background.
                   ?? (expression.as(FunctionCallExprSyntax.self).map { $0.id == modifier.call.id && isDefaultBackground($0) } == true
                       ? .system(platform.defaultBackground) : nil)
                   ?? drawnByApp(expression),
               !isInvisible(color) {
                // Liquid Glass, and a dimming layer the same chain puts on it: the glass.
                let effect = modifier.name == "glassEffect" ? modifier.call
                    : modifier.name == "background" && isTranslucent(color) ? chain.modifiers.first(where: { $0.name == "glassEffect" })?.call : nil
                if let effect {
                    let glass = glass(effect, chain: chain, location: location(Syntax(effect)))
                    let background = ColorUse(color: .dynamic("Liquid Glass shows what is behind it, known only at run time"), kind: .background,
                                              via: ".glassEffect", location: location(Syntax(effect)))
                    var found = Found(background: background, evidence: (depth == 1 ? "the same view's" : "an enclosing view's") + " .glassEffect (\(glass.variant.rawValue) glass"
                                        + (glass.dim.map { ", dimmed by \($0)" } ?? "") + ")",
                                      size: finish(size, bold), insideList: false, onNavigationBar: onNavigationBar)
                    found.glass = glass
                    return found
                }
                let background = ColorUse(color: color, kind: .background, via: "." + modifier.name, location: location(Syntax(modifier.nameNode)))
                let evidence = onNavigationBar ? "on the navigation bar, over the .\(modifier.name) of the view it is on"
                    : depth == 1 ? "the same view's .\(modifier.name)" : "an enclosing view's .\(modifier.name)"
                return Found(background: background, evidence: evidence, size: finish(size, bold), insideList: insideList && !onNavigationBar,
                             onNavigationBar: onNavigationBar)
            }
            // A button that draws its own surface behind its label: Liquid Glass (`.glass`), a
            // tinted capsule (`.bordered`), a library's style, a Mac's push button bezel.
            if chain.rootName == "Button", let (style, drawn) = buttonSurface(around: node, platform: platform, onBar: onNavigationBar) {
                var found = surface(.dynamic("a \(style) button draws " + drawn), via: ".buttonStyle(\(style))", at: node,
                                    evidence: style.hasPrefix(".glass") ? "the label of a \(style) button, on Liquid Glass" : "the label of a \(style) button, on what it draws")
                if style.hasPrefix(".glass") {
                    found.glass = CodeGlass(variant: style.contains("clear") ? .clear : .regular, location: location(node))
                }
                return found
            }
            // A view kept in a local (`let label = Text(…)`) is drawn where the local is used.
            if let use = localViewUse(of: chain.top) {
                node = use
                continue
            }
            guard let container = enclosingContainer(of: chain.top) else { break }
            // Toolbar content is drawn on the navigation bar, over the view the toolbar is on.
            if ["toolbar", "navigationBarItems"].contains(container.call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "") {
                onNavigationBar = true
                insideList = false
                // Over a List or Form: at rest the bar shows the list's own background.
                let screen = Chain(containing: Syntax(container.call))
                if screen.rootName == "List" || screen.rootName == "Form" {
                    barOverList = screen.modifiers.contains { $0.name == "listStyle" && $0.call.arguments.first?.expression.trimmedDescription.lowercased().contains("plain") == true }
                        ? "systemBackground" : "systemGroupedBackground"
                }
            }
            // A context menu, alert or dialog is drawn on the system's material.
            if let presenting = container.call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               systemMaterials.contains(presenting) {
                return surface(.dynamic("a .\(presenting) is drawn on the system's material"), via: "." + presenting, at: Syntax(container.call),
                               evidence: "in a .\(presenting), on the system's material")
            }
            // A NavigationLink's destination is a page of its own, pushed, not in the link's row.
            if isNavigationDestination(chain.top, of: container.call) {
                var found = Found(background: nil, evidence: "pushed by a NavigationLink, with no background of its own: \(platform.defaultBackgroundName) assumed",
                                  size: finish(size, bold), insideList: false)
                found.presented = true
                return found
            }
            // A sheet, popover or alert is presented on its own background.
            if let presenting = container.call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               presentations.contains(presenting) {
                let evidence = "presented in a .\(presenting), with no background of its own: \(platform.defaultBackgroundName) assumed"
                var found = Found(background: nil, evidence: evidence, size: finish(size, bold), insideList: false)
                found.presented = true
                return found
            }
            let containerChain = Chain(containing: Syntax(container.call))
            let containerName = containerChain.rootName
            // A widget whose configuration offers only accessory families (`.supportedFamilies(
            // [.accessoryRectangular])`) is drawn over the Lock Screen's wallpaper.
            if let families = containerChain.modifiers.first(where: { $0.name == "supportedFamilies" })?.call.arguments.first?.expression,
               let array = families.as(ArrayExprSyntax.self), !array.elements.isEmpty,
               array.elements.allSatisfy({ $0.expression.trimmedDescription.hasPrefix(".accessory") }) {
                return surface(.dynamic("an accessory widget is drawn over the Lock Screen's wallpaper"), via: "accessory widget", at: Syntax(container.call),
                               evidence: "in a widget of accessory families only, over the wallpaper")
            }
            // An overlay on a filled shape (`Capsule().fill(a).overlay(Capsule().stroke(b))`) is
            // drawn on the shape's fill.
            if container.call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "overlay",
               let root = containerChain.rootName, shapes.contains(where: { root.hasPrefix($0) }),
               let fill = containerChain.modifiers.first(where: { ["fill", "foregroundStyle", "foregroundColor"].contains($0.name) && $0.call.endPosition < container.call.endPosition }),
               let argument = fill.call.arguments.first?.expression, let color = ColorExpressionReader.color(argument), color != .system("clear") {
                let use = ColorUse(color: color, kind: .background, via: root + "." + fill.name, location: location(Syntax(fill.nameNode)))
                return Found(background: use, evidence: "an overlay on a \(root) filled with .\(fill.name)", size: finish(size, bold),
                             insideList: insideList && !onNavigationBar, onNavigationBar: onNavigationBar)
            }
            // A container view of the app's own that puts its content on a background.
            if !insideList || inSectionHeader || clearRow, let name = containerName, let (background, expression) = AppModifiers.containerBackground(name, call: container.call),
               let color = ColorExpressionReader.color(expression), color != .system("clear") {
                let use = ColorUse(color: color, kind: .background, via: name + " → ." + background.modifier, location: location(Syntax(container.call)))
                return Found(background: use, evidence: "inside \(name), which puts its content on a .\(background.modifier)", size: finish(size, bold),
                             insideList: insideList && !onNavigationBar, onNavigationBar: onNavigationBar)
            }
            // A plain list's rows are on the system background; other lists' on grouped cells.
            let plain = containerChain.modifiers.contains { $0.name == "listStyle" && $0.call.arguments.first?.expression.trimmedDescription.lowercased().contains("plain") == true }
            if containerName == "Section", isHeaderOrFooter(chain.top, of: container.call) { inSectionHeader = true }
            // A list's safe-area inset (`.safeAreaInset(edge: .bottom) { … }`) is over the list's
            // own background, like a section header, not in a row.
            if container.call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "safeAreaInset" { inSectionHeader = true; inInset = true }
            // A menu's items (not its label) are drawn on the system's menu material.
            if containerName == "Menu" || containerName == "ToolbarTitleMenu", !isArgument(chain.top, of: container.call, named: ["label"]) {
                return surface(.dynamic("a menu is drawn on the system's material"), via: containerName ?? "Menu", at: Syntax(container.call),
                               evidence: "an item of a \(containerName ?? "Menu"), on the system's material")
            }
            // A Mac's Form is in columns, with no row background, unless grouped.
            let groupedForm = platform != .macOS || containerChain.modifiers.contains { $0.name == "formStyle" && $0.call.arguments.first?.expression.trimmedDescription.contains("grouped") == true }
            // A Mac's grouped Form draws its sections on a fill of its own that no system color
            // names (lighter than the window in dark mode): not known here.
            if platform == .macOS, containerName == "Form", groupedForm, !onNavigationBar, !inSectionHeader {
                return surface(.dynamic("a grouped Form's section fill on macOS, which no system color names"), via: "Form", at: Syntax(container.call),
                               evidence: "a row of a grouped Form on macOS")
            }
            if containerName == "List" && !plain || containerName == "Form" && groupedForm, !onNavigationBar { insideList = true }
            // A plain list's rows are opaque cells on the system background.
            if containerName == "List", plain, !onNavigationBar, !clearRow, !inSectionHeader {
                let background = ColorUse(color: .system(platform.defaultBackground), kind: .background, via: "plain List row", location: location(Syntax(container.call)),
                                          platform: platform)
                return Found(background: background, evidence: "a row of a plain List: its cell background (\(platform.defaultBackground))", size: finish(size, bold),
                             insideList: false)
            }
            // Surfaces with a background of their own: the Dynamic Island is black; a Live
            // Activity's Lock Screen view is on its .activityBackgroundTint, else a material.
            if containerName?.hasPrefix("DynamicIsland") == true {
                let background = ColorUse(color: .system("black"), kind: .background, via: "Dynamic Island", location: location(Syntax(container.call)), platform: platform)
                return Found(background: background, evidence: "in the Dynamic Island, which is black", size: finish(size, bold), insideList: false)
            }
            if containerName == "ActivityConfiguration" {
                return surface(.dynamic("a Live Activity on the Lock Screen is on a material unless .activityBackgroundTint sets a color"), via: "Live Activity",
                               at: Syntax(container.call), evidence: "a Live Activity's Lock Screen view")
            }
            // A GroupBox draws its own fill behind its content.
            if containerName == "GroupBox" {
                let background = ColorUse(color: .system("secondarySystemBackground"), kind: .background, via: "GroupBox", location: location(Syntax(container.call)),
                                          platform: platform)
                return Found(background: background, evidence: "a GroupBox's own fill (secondarySystemBackground)", size: finish(size, bold),
                             insideList: false, onNavigationBar: onNavigationBar)
            }
            if containerName == "ZStack", !insideList || inSectionHeader || clearRow {
                for item in container.earlier + container.statements[..<container.index].reversed() {
                    // A blur view layer: a material, run-time. An image or a gradient behind it:
                    // what is drawn there is known only at run time.
                    if let expression = item.item.as(ExprSyntax.self), let root = Chain(containing: Syntax(expression)).rootName,
                       root.contains("VisualEffect") || root.contains("Blur") {
                        return surface(.dynamic("\(root) blurs what is behind it, known only at run time"), via: "ZStack layer", at: Syntax(expression),
                                       evidence: "a ZStack layer behind it", insideList: insideList)
                    }
                    if let expression = item.item.as(ExprSyntax.self), let kind = imageOrGradient(expression) {
                        return surface(.dynamic("\(kind) behind it, whose colors are known only at run time"), via: "ZStack layer", at: Syntax(expression),
                                       evidence: "a ZStack layer behind it (\(kind))", insideList: insideList)
                    }
                    // Text and outlines are drawn beside it, not behind it; a clear layer shows
                    // what is behind it.
                    guard let expression = item.item.as(ExprSyntax.self), !isOutlineOrText(expression), let layer = layerColorExpression(expression),
                          let color = ColorExpressionReader.color(layer), !isInvisible(color) else { continue }
                    let background = ColorUse(color: color, kind: .background, via: "ZStack layer", location: location(Syntax(layer)))
                    return Found(background: background, evidence: "a ZStack layer behind it", size: finish(size, bold), insideList: insideList)
                }
            }
            node = Syntax(container.call)
        }
        // An accessory widget (`case .accessoryRectangular:`) is drawn over the Lock Screen's wallpaper.
        if isAccessoryWidget(start) {
            return surface(.dynamic("an accessory widget is drawn over the Lock Screen's wallpaper"), via: "accessory widget", at: start,
                           evidence: "in an accessory widget family, over the wallpaper")
        }
        if onNavigationBar, let list = barOverList {
            let background = ColorUse(color: .system(list), kind: .background, via: "assumed", location: location(start), platform: platform)
            return Found(background: background, evidence: "on the navigation bar, over a List: its background (\(list)) assumed", size: finish(size, bold),
                         insideList: false, onNavigationBar: true)
        }
        if (inSectionHeader || clearRow) && insideList {
            let background = ColorUse(color: .system(platform.listBackground), kind: .background, via: "assumed", location: location(node), platform: platform)
            return Found(background: background, evidence: (clearRow ? "a List row with a clear background" : inInset ? "a List's safe-area inset" : "a List section's header or footer")
                            + ": the list's background (\(platform.listBackground)) assumed",
                         size: finish(size, bold), insideList: false)
        }
        let evidence = onNavigationBar ? "on the navigation bar, with no background in the code around it: \(platform.defaultBackgroundName) assumed"
            : insideList ? "no background in the code around it: a List row's background (\(platform.listRowBackground)) assumed"
            : "no background in the code around it: \(platform.defaultBackgroundName) assumed"
        return Found(background: nil, evidence: evidence, size: finish(size, bold), insideList: insideList, onNavigationBar: onNavigationBar, rowIsClear: clearRow)
    }

    /// The `switch` case or `if` branch code is in, as an identity; nil outside any.
    static func branch(of node: Syntax) -> String? {
        var current = node.parent
        while let next = current, !isDeclaration(next) {
            if next.is(SwitchCaseSyntax.self) || next.is(CodeBlockSyntax.self) && next.parent?.is(IfExprSyntax.self) == true { return "\(next.id)" }
            current = next.parent
        }
        return nil
    }

    /// Whether a node ends the code around a view: a declaration, but not an `#if` around
    /// statements (`#if os(iOS) Toggle(…) #endif` in a builder).
    static func isDeclaration(_ node: Syntax) -> Bool { node.is(DeclSyntax.self) && !node.is(IfConfigDeclSyntax.self) }

    /// Whether code is in a widget's accessory family branch (`case .accessoryCircular:`,
    /// `if family == .accessoryRectangular`).
    static func isAccessoryWidget(_ node: Syntax) -> Bool {
        var current = node.parent
        while let next = current, !SwiftUIPairing.isDeclaration(next) {
            if let switchCase = next.as(SwitchCaseSyntax.self), switchCase.label.trimmedDescription.contains(".accessory") { return true }
            if let branch = next.as(IfExprSyntax.self), branch.conditions.trimmedDescription.contains(".accessory") { return true }
            current = next.parent
        }
        return false
    }

    /// Whether `node` is in the `header:` or `footer:` of a call (`Section { } header: { … }`,
    /// `Section(header: Text(…))`).
    static func isHeaderOrFooter(_ node: Syntax, of call: FunctionCallExprSyntax) -> Bool {
        isArgument(node, of: call, named: ["header", "footer"])
    }

    /// Whether `node` is in one of the named arguments or trailing closures of a call.
    static func isArgument(_ node: Syntax, of call: FunctionCallExprSyntax, named labels: Set<String>) -> Bool {
        var current = node.parent
        while let next = current, next.id != call.id {
            if let element = next.as(MultipleTrailingClosureElementSyntax.self) { return labels.contains(element.label.text) }
            if let argument = next.as(LabeledExprSyntax.self), argument.parent?.parent?.id == call.id {
                return labels.contains(argument.label?.text ?? "")
            }
            current = next.parent
        }
        return false
    }

    /// Whether a use colors a shape's area or a view that is itself a background (the
    /// `.foregroundStyle` of a `RoundedRectangle`, anything inside `.background(…)`), or a mask
    /// (`.mask { Circle().stroke(.red) }`, whose colors give only their opacity): no foreground
    /// then. A shape's `.stroke` is a border, a foreground.
    static func isInsideBackground(_ call: FunctionCallExprSyntax, modifier: String) -> Bool {
        let chain = Chain(containing: Syntax(call))
        if !modifier.hasPrefix("stroke"), let root = chain.rootName, shapes.contains(where: { root.hasPrefix($0) }) { return true }
        var current = Syntax(call)
        while let parent = current.parent {
            if SwiftUIPairing.isDeclaration(parent) { return false }
            if let outer = parent.as(FunctionCallExprSyntax.self), let member = outer.calledExpression.as(MemberAccessExprSyntax.self),
               ["background", "listRowBackground", "overlay", "mask"].contains(member.declName.baseName.text),
               outer.calledExpression.id != current.id, member.base?.id != current.id {
                return member.declName.baseName.text != "overlay"
            }
            current = parent
        }
        return false
    }

    /// Whether a foreground chosen by a selection (`isSelected ? .accent : .primary`) is drawn
    /// on a background that does not change with it: no background, fill or row background in
    /// the declaration it is written in tests the same names.
    static func selectionInForegroundOnly(_ argument: ExprSyntax) -> Bool {
        guard let names = ColorExpressionReader.conditionNames(argument), !names.isEmpty else { return false }
        var current = Syntax(argument)
        while let parent = current.parent, !isDeclaration(parent) { current = parent }
        for token in current.tokens(viewMode: .sourceAccurate) where ["background", "fill", "listRowBackground", "backgroundColor", "tint"].contains(token.text) {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { continue }
            if call.arguments.contains(where: { argument in argument.expression.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) } }) { return false }
        }
        return true
    }

    /// Whether the file being read hides views or pins a scheme at all (its text says
    /// `.hidden()`, `opacity(0`, `colorScheme` or `preferredColorScheme`): else no walk is needed.
    @TaskLocal static var mayHideOrPin = true

    /// What the views holding a view in the same body say of it: whether one of them (or it)
    /// is hidden — `.hidden()`, `.opacity(0)`, so it is never seen there — and the scheme the
    /// nearest pins (`.environment(\.colorScheme, .light)`, `.preferredColorScheme(.dark)`).
    static func surroundings(_ node: Syntax) -> (hidden: Bool, scheme: Appearance.Scheme?) {
        guard mayHideOrPin else { return (false, nil) }
        var current: Syntax? = node
        var depth = 0
        var scheme: Appearance.Scheme?
        while let here = current, depth < 16 {
            depth += 1
            let chain = Chain(containing: here)
            for modifier in chain.modifiers {
                let arguments = modifier.call.arguments
                switch modifier.name {
                case "hidden" where arguments.isEmpty:
                    return (true, scheme)
                case "opacity" where arguments.first.flatMap({ ColorExpressionReader.number($0.expression) }) == 0:
                    return (true, scheme)
                case "environment" where arguments.count == 2 && arguments.first?.expression.trimmedDescription.hasSuffix(".colorScheme") == true:
                    scheme = scheme ?? Appearance.Scheme(rawValue: String((arguments.last?.expression.trimmedDescription ?? "").drop { $0 == "." }))
                case "preferredColorScheme" where arguments.count == 1:
                    scheme = scheme ?? Appearance.Scheme(rawValue: String((arguments.first?.expression.trimmedDescription ?? "").drop { $0 == "." }))
                default: break
                }
            }
            guard let container = enclosingContainer(of: chain.top) else { break }
            current = Syntax(container.call)
        }
        return (false, scheme)
    }

    /// The names tested by the `if` conditions a view is shown under, in the body it is in
    /// (`if isSelected { Image(systemName: "checkmark") }` → `isSelected`).
    static func shownUnder(_ node: Syntax) -> Set<String> {
        var names: Set<String> = []
        var current = node
        while let parent = current.parent, !isDeclaration(parent) {
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == current.id {
                for condition in branch.conditions {
                    for token in condition.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(token.text) { names.insert(token.text) }
                }
            }
            current = parent
        }
        return names
    }

    /// Whether code runs only in a control's transient state: in the branch of an `if
    /// isSelected`/`if state.isHighlighted`, or a `switch` on such a state's `true` case.
    static func isTransient(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            // A method for a state (`setFilterButtonToActive()`, `applySelectedStyle()`).
            if let function = parent.as(FunctionDeclSyntax.self) {
                let name = function.name.text.lowercased()
                let words = ["active", "selected", "highlighted", "pressed"]
                // A delegate's, by its labels (`tableView(_:didHighlightRowAt:)`).
                let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
                if labels.contains(where: { $0.hasPrefix("didHighlight") || $0.hasPrefix("didSelect") }) { return true }
                return words.contains { name.contains($0) } && !["inactive", "unselected", "deselect", "unhighlight", "unpressed"].contains { name.contains($0) }
            }
            if SwiftUIPairing.isDeclaration(parent) { return false }
            if let branch = parent.as(IfExprSyntax.self) {
                let condition = branch.conditions.trimmedDescription
                if let resting = ColorExpressionReader.restingBranch(condition), !condition.contains(","), !isLastingMark(branch) {
                    let inThen = branch.body.id == current.id
                    let inElse = branch.elseBody.map { Syntax($0).id == current.id } ?? false
                    if inThen && !resting || inElse && resting { return true }
                }
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), let statement = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
               ColorExpressionReader.restingBranch(statement.subject.trimmedDescription) == false,
               let label = switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems.trimmedDescription,
               label.hasPrefix("true") || label.hasPrefix("(true") || label.hasPrefix(".highlighted") || label.hasPrefix(".selected") {
                return true
            }
            current = parent
        }
        return false
    }

    /// A view a builder shows only in a lasting state (`if isSelected { Image(systemName:
    /// "checkmark") }`): it stays on screen in that state, so it is drawn, unlike a pressed or
    /// highlighted look, or an assignment that restyles a view for a moment.
    static func isLastingMark(_ branch: IfExprSyntax) -> Bool {
        guard branch.elseBody == nil else { return false }
        let condition = branch.conditions.trimmedDescription.lowercased()
        guard condition.contains("selected") || condition.contains("checked"),
              !["pressed", "highlighted", "focused", "hover", "dragging", "tracking"].contains(where: condition.contains) else { return false }
        // Views built, not properties assigned.
        return branch.body.statements.allSatisfy { item in
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { return !item.item.is(StmtSyntax.self) || item.item.is(ExpressionStmtSyntax.self) }
            return !sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
        }
    }

    /// The `#if` that holds `node` as the modifiers of a view (`Text(…) #if os(iOS)
    /// .foregroundColor(x) #endif`): `node` is the outermost of those modifiers.
    static func conditionalModifiers(holding node: Syntax) -> PostfixIfConfigExprSyntax? {
        guard node.parent?.is(IfConfigClauseSyntax.self) == true else { return nil }
        return node.parent?.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
    }

    /// Whether a modifier with no base is one of a view's modifiers under `#if`.
    static func isConditionalModifier(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        // Up to the outermost modifier written in the clause.
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            current = Syntax(outer)
        }
        return conditionalModifiers(holding: current) != nil
    }

    /// Whether a called member is a method of a style value rather than a view modifier: its
    /// chain starts at an implicit member (`.regular.tint(x)`, `.bordered.tint(x)`) or at
    /// `Glass`.
    static func isStyleValue(_ member: MemberAccessExprSyntax) -> Bool {
        var current = member.base
        while let next = current {
            if let call = next.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let access = next.as(MemberAccessExprSyntax.self) {
                guard let base = access.base else { return true }
                current = base
            } else {
                return next.as(DeclReferenceExprSyntax.self)?.baseName.text == "Glass"
            }
        }
        return false
    }

    /// The button style a view's chain (or an enclosing one) sets, if it fills the button
    /// with the tint (`.borderedProminent`, `.glassProminent`).
    static func prominentButtonStyle(around node: Syntax) -> String? {
        var current = node
        for _ in 0..<8 {
            let chain = Chain(containing: current)
            for modifier in chain.modifiers where modifier.name == "buttonStyle" {
                let style = modifier.call.arguments.first?.expression.trimmedDescription ?? ""
                if style.contains("Prominent") { return style }
            }
            guard let container = enclosingContainer(of: chain.top) else {
                // A function that builds the button, called inside `.swipeActions { … }`.
                return isSwipeActionBuilder(around: current) ? ".swipeActions" : nil
            }
            // A swipe action's button is filled with its tint too.
            if container.call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "swipeActions" { return ".swipeActions" }
            current = Syntax(container.call)
        }
        return nil
    }

    /// A foreground a container sets (`HStack { … }.foregroundStyle(.label)`) is inherited by
    /// the texts and images inside; one that sets a background of its own and no foreground
    /// (a badge: `Text("TAB").background(Color.gray.opacity(0.2))`) draws it on that background.
    static func inheritedOnOwnBackgrounds(_ use: ColorUse, setBy call: FunctionCallExprSyntax,
                                          location: (Syntax) -> ThemeModel.SourceLocation) -> [CodePair] {
        guard let container = Chain(containing: Syntax(call)).root?.as(FunctionCallExprSyntax.self),
              let content = container.trailingClosure else { return [] }
        final class Finder: SyntaxVisitor {
            var backgrounds: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "background" { backgrounds.append(node) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(content)
        var pairs: [CodePair] = []
        for background in finder.backgrounds {
            let inner = Chain(containing: Syntax(background))
            guard ["Text", "Image", "Label"].contains(inner.rootName ?? ""),
                  !inner.modifiers.contains(where: { ["foregroundStyle", "foregroundColor", "tint"].contains($0.name) }),
                  let argument = SwiftColorScanner.Visitor.colorArgument(background, modifier: "background"),
                  let color = ColorExpressionReader.color(argument), !isInvisible(color) else { continue }
            var bold = false
            let size = inner.textSize(bold: &bold)
            let surface = ColorUse(color: color, kind: .background, via: ".background", location: location(Syntax(background)), platform: use.platform)
            pairs.append(CodePair(foreground: use, background: surface, size: finish(size, bold),
                                  evidence: "a \(inner.rootName ?? "view") inside, with a .background of its own, inherits it"))
        }
        return pairs
    }

    /// Whether `node` is in a function (`voteSwipeAction(for:)`) that the same file calls
    /// directly inside a `.swipeActions { … }` closure.
    static func isSwipeActionBuilder(around node: Syntax) -> Bool {
        var current: Syntax? = node
        while let here = current, !here.is(FunctionDeclSyntax.self) { current = here.parent }
        guard let name = current?.as(FunctionDeclSyntax.self)?.name.text else { return false }
        final class Finder: SyntaxVisitor {
            let name: String
            var found = false
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard !found, node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "swipeActions",
                      let closure = node.trailingClosure else { return found ? .skipChildren : .visitChildren }
                found = closure.statements.contains { statement in
                    let call = statement.item.as(FunctionCallExprSyntax.self)
                    return call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                }
                return .skipChildren
            }
        }
        let finder = Finder(name)
        finder.walk(node.root)
        return finder.found
    }

    /// SwiftUI's own button styles, by how code names them.
    static let systemButtonStyles: Set<String> = [
        "PlainButtonStyle", "BorderlessButtonStyle", "DefaultButtonStyle", "BorderedButtonStyle", "BorderedProminentButtonStyle", "LinkButtonStyle",
        "CardButtonStyle", "GlassButtonStyle", "GlassProminentButtonStyle", "AccessoryBarButtonStyle", "AccessoryBarActionButtonStyle",
    ]

    /// The surface the button style that applies to the button `node` makes draws behind its
    /// label, and what it is: Liquid Glass (`.glass`, `.glass(.clear)`, `GlassButtonStyle()`, not
    /// the prominent one, whose tint is its fill), a `.bordered` button's tinted capsule, a
    /// library's style (`BorderedBarButtonStyle()`, declared in no file of the app), or on a Mac
    /// a default button's bezel. Nil for a style that draws no surface of its own.
    static func buttonSurface(around node: Syntax, platform: Platform, onBar: Bool) -> (style: String, drawn: String)? {
        var current = node
        for _ in 0..<8 {
            let chain = Chain(containing: current)
            for modifier in chain.modifiers where modifier.name == "buttonStyle" {
                guard let argument = modifier.call.arguments.first?.expression else { return nil }
                let style = argument.trimmedDescription
                if (style.hasPrefix(".glass") || style.hasPrefix("GlassButtonStyle")) && !style.contains("Prominent") {
                    return (style.contains("clear") ? ".glass(.clear)" : ".glass", "Liquid Glass behind its label, known only at run time")
                }
                if style == ".bordered" || style.hasPrefix("BorderedButtonStyle") {
                    return (".bordered", "a translucent capsule of its tint behind its label, known only at run time")
                }
                let made = argument.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                if let made, made.first?.isUppercase == true, !systemButtonStyles.contains(made), !AppModifiers.isAppButtonStyle(made) {
                    return (made + "()", "a surface of a library's style behind its label, not read here")
                }
                return nil
            }
            guard let container = enclosingContainer(of: chain.top) else { break }
            current = Syntax(container.call)
        }
        // A Mac's button with no style set is a push button: its label is on the bezel.
        if platform == .macOS, !onBar { return ("Mac push", "its bezel behind its label, drawn by the system") }
        return nil
    }

    /// A layer that shows what is behind it: clear, or all but clear (`Color.black.opacity(0.001)`,
    /// a layer that only fills a frame or takes taps).
    /// A background the app's own code draws (`AppGradients.primaryButton(isEnabled:)`,
    /// `CardBackground()`), named like something drawn: unknown, but there — the view is not on
    /// what lies further out. Calls named otherwise (`SizeReader()`, `WindowAccessor()`) are
    /// often invisible helpers and are looked past.
    static func drawnByApp(_ expression: ExprSyntax) -> CodeColor? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        // A name (`CardBackground`, `AppGradients.primaryButton`), not a chain of calls whose
        // closures may say anything.
        var part: ExprSyntax? = call.calledExpression
        while let member = part?.as(MemberAccessExprSyntax.self) { part = member.base }
        guard part?.is(DeclReferenceExprSyntax.self) == true else { return nil }
        let callee = call.calledExpression.trimmedDescription
        guard callee.first?.isUppercase == true, !callee.contains(where: \.isWhitespace) else { return nil }
        let lowered = callee.lowercased()
        guard ["gradient", "background", "color", "fill", "material", "blur", "surface", "card", "shape", "button"].contains(where: lowered.contains) else { return nil }
        return .dynamic("\(callee)(…) draws behind it, which the sources do not show as one color")
    }

    static func isInvisible(_ color: CodeColor) -> Bool {
        if color == .system("clear") { return true }
        if case .alpha(_, let alpha) = color { return alpha < 0.02 }
        return false
    }

    /// Where a view kept in a local (`let label = Text(…).padding()`) is used next in the same
    /// block (`label.background(…)`, `HStack { label }`); nil when `top` is no local's value.
    static func localViewUse(of top: Syntax) -> Syntax? {
        guard let binding = top.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let item = binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        var after = false
        for statement in list {
            if statement.id == item.id { after = true; continue }
            guard after else { continue }
            for token in statement.tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                // Not another value's member of that name (`model.label`).
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
                return Syntax(reference)
            }
        }
        return nil
    }

    /// Stacks, whose views inherit the foreground style the stack is given.
    static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack"]

    /// Whether a stack's every view sets a foreground of its own (`HStack { Text("a")
    /// .foregroundColor(x); Spacer() }.foregroundColor(y)`): then the stack's is drawn nowhere.
    /// Any view that might inherit it (one with no foreground or a level of the stack's, a view
    /// of the app's, an `if`, a `ForEach`) says no.
    static func everyViewSetsItsForeground(_ chain: Chain) -> Bool {
        guard stacks.contains(chain.rootName ?? ""), let closure = chain.root?.as(FunctionCallExprSyntax.self)?.trailingClosure,
              !closure.statements.isEmpty else { return false }
        func sets(_ statements: CodeBlockItemListSyntax) -> Bool {
            statements.allSatisfy { item in
                guard let expression = item.item.as(ExprSyntax.self) else { return false }
                let inner = Chain(containing: Syntax(expression))
                // (A level of the style around it, `.foregroundStyle(.primary, .secondary)`, is
                // the stack's own.)
                if inner.modifiers.contains(where: { modifier in
                    ["foregroundColor", "foregroundStyle"].contains(modifier.name)
                        && modifier.call.arguments.first.map { styleLevel($0.expression) == nil } == true
                }) { return true }
                if ["Spacer", "Divider"].contains(inner.rootName ?? "") { return true }
                if stacks.contains(inner.rootName ?? ""), let nested = inner.root?.as(FunctionCallExprSyntax.self)?.trailingClosure, !nested.statements.isEmpty {
                    return sets(nested.statements)
                }
                return false
            }
        }
        return sets(closure.statements)
    }

    /// SwiftUI's controls, which draw with the tint they are given (a symbol image too).
    static let controls: Set<String> = [
        "Button", "Toggle", "Link", "ProgressView", "Slider", "Picker", "Menu", "NavigationLink", "Stepper", "DatePicker", "MultiDatePicker",
        "ColorPicker", "Gauge", "TextField", "SecureField", "TextEditor", "ShareLink", "EditButton", "PasteButton", "RenameButton", "Image", "Label",
    ]

    /// Whether a view by this name is a control: SwiftUI's, or one named like them
    /// (`ControlWidgetButton`, a team's `PrimaryButton`).
    static func isControl(_ name: String?) -> Bool {
        guard let name else { return false }
        return controls.contains(name) || ["Button", "Toggle", "Link", "Picker", "Slider"].contains { name.hasSuffix($0) }
    }

    /// Modifiers whose content is presented apart from the view they are written on.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector", "navigationDestination"]

    /// Whether `node` is the destination of a `NavigationLink` (`NavigationLink(destination: X)
    /// { … }`, `NavigationLink { X } label: { … }`), not its label.
    static func isNavigationDestination(_ node: Syntax, of call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationLink" else { return false }
        func inside(_ holder: some SyntaxProtocol) -> Bool { node.position >= holder.position && node.endPosition <= holder.endPosition }
        if let destination = call.arguments.first(where: { $0.label?.text == "destination" }), inside(destination) { return true }
        guard let closure = call.trailingClosure else { return false }
        // `NavigationLink { X } label: { … }`, and `NavigationLink("Title") { X }`, whose one
        // closure is the destination (not `NavigationLink(value: v) { label }`).
        if call.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) { return inside(closure) }
        // (An app's own `NavigationLink(.settings(.theme)) { label }`, given a route, not a title.)
        if let first = call.arguments.first, first.label == nil, call.arguments.count == 1,
           !first.expression.is(MemberAccessExprSyntax.self), !first.expression.is(FunctionCallExprSyntax.self) { return inside(closure) }
        return false
    }
    /// Modifiers whose content the system draws on its own menu or dialog material.
    static let systemMaterials: Set<String> = ["contextMenu", "alert", "confirmationDialog"]

    static let shapes = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape"]

    private static func finish(_ size: TextSize?, _ bold: Bool) -> TextSize? {
        guard bold else { return size }
        switch size {
        case .points(let points, _): return .points(points, bold: true)
        case nil: return .points(17, bold: true)
        default: return size
        }
    }

    /// A view's modifier chain: the outermost call and the modifiers down to the root view.
    struct Chain {
        var top: Syntax
        var modifiers: [(name: String, nameNode: TokenSyntax, call: FunctionCallExprSyntax)] = []
        var root: ExprSyntax?

        init(containing node: Syntax) {
            var current = node
            // Up: while this expression is the base of a called member access, or of modifiers
            // under `#if` (`#if os(iOS) .listRowBackground(x) #endif`).
            while true {
                if let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current,
                   let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self) == member {
                    current = Syntax(call)
                } else if let postfix = current.parent?.as(PostfixIfConfigExprSyntax.self), postfix.base.map(Syntax.init) == current {
                    current = Syntax(postfix)
                } else if let postfix = SwiftUIPairing.conditionalModifiers(holding: current) {
                    current = Syntax(postfix)
                } else {
                    break
                }
            }
            top = current
            // Down: each modifier to the root view; under `#if`, the first clause's.
            var expression = current.as(ExprSyntax.self)
            while let next = expression {
                if let call = next.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    modifiers.append((member.declName.baseName.text, member.declName.baseName, call))
                    modifiers += Self.passedThrough(call)
                    expression = base
                } else if let postfix = next.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                    let clause = PlatformConditions.clause(of: postfix.config, on: PlatformConditions.platform(at: Syntax(postfix)))
                    if case .postfixExpression(let inner)? = clause?.elements {
                        var modifier: ExprSyntax? = inner
                        while let call = modifier?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                            modifiers.append((member.declName.baseName.text, member.declName.baseName, call))
                            modifier = member.base
                        }
                    }
                    expression = base
                } else {
                    break
                }
            }
            root = expression
        }

        /// The modifiers a team's own view-passing modifier applies (`.modify { view in if
        /// #available(iOS 26, *) { view.glassEffect() } else { view.background(x) } }`): those of
        /// the first chain in the closure that starts at its parameter.
        static func passedThrough(_ call: FunctionCallExprSyntax) -> [(name: String, nameNode: TokenSyntax, call: FunctionCallExprSyntax)] {
            guard call.arguments.isEmpty, let closure = call.trailingClosure else { return [] }
            let parameter: String? = switch closure.signature?.parameterClause {
            case .simpleInput(let names)?: names.count == 1 ? names.first?.name.text : nil
            case .parameterClause(let clause)?: clause.parameters.count == 1 ? (clause.parameters.first?.secondName ?? clause.parameters.first?.firstName)?.text : nil
            // `{ $0.background(x) }`
            case nil: "$0"
            }
            guard let parameter else { return [] }
            for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.text == parameter {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                let chain = Chain(containing: Syntax(reference))
                if !chain.modifiers.isEmpty, chain.rootName == parameter { return chain.modifiers }
            }
            return []
        }

        /// The root view's type name (`Text`, `ZStack`, `List`).
        var rootName: String? {
            guard let root else { return nil }
            let named = root.as(FunctionCallExprSyntax.self)?.calledExpression ?? root
            if let reference = named.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            // `Color.red`, `SwiftUI.Text`: short; anything else is no view's name.
            return named.is(MemberAccessExprSyntax.self) ? named.trimmedDescription : nil
        }

        /// A `.background`/`.listRowBackground` in the chain and its color expression; `rows`
        /// false for a section header, which a row background is not behind.
        func background(excluding use: FunctionCallExprSyntax?, rows: Bool = true, onlyRows: Bool = false)
            -> (modifier: (name: String, nameNode: TokenSyntax, call: FunctionCallExprSyntax), expression: ExprSyntax)? {
            let names = onlyRows ? ["listRowBackground"] : ["background", "containerBackground", "glassEffect", "activityBackgroundTint", "presentationBackground"]
                + (rows ? ["listRowBackground"] : [])
            // The nearest to the view first: a `.background` on the content is in front of the row's.
            for modifier in modifiers.reversed() where modifier.call != use {
                // A team's own modifier that sets a background; a button style's, on the button
                // it is given to.
                if modifier.name == "buttonStyle", !["Button", "NavigationLink", "Link", "Menu", "ShareLink"].contains(rootName ?? "") { continue }
                if !names.contains(modifier.name), let (background, expression) = AppModifiers.background(applied: modifier.name, call: modifier.call),
                   rows || background.modifier != "listRowBackground", !onlyRows || background.modifier == "listRowBackground" {
                    return ((modifier.name + "() → ." + background.modifier, modifier.nameNode, modifier.call), expression)
                }
                guard names.contains(modifier.name) else { continue }
                // Liquid Glass: its own modifier stands for what it draws (read as run-time).
                if modifier.name == "glassEffect" { return (modifier, ExprSyntax(modifier.call)) }
                // A sheet's background: a material (`.presentationBackground(.thinMaterial)`) is
                // read as run-time.
                if modifier.name == "presentationBackground", let argument = modifier.call.arguments.first?.expression,
                   argument.trimmedDescription.contains("Material") || argument.trimmedDescription.hasPrefix(".ultraThin") || argument.trimmedDescription.hasPrefix(".thin")
                    || argument.trimmedDescription.hasPrefix(".regular") || argument.trimmedDescription.hasPrefix(".thick") || argument.trimmedDescription.hasPrefix(".bar") {
                    return (modifier, ExprSyntax(modifier.call))
                }
                if let expression = SwiftColorScanner.Visitor.colorArgument(modifier.call, modifier: modifier.name).flatMap(layerColorExpression) {
                    return (modifier, expression)
                }
                // An image or a gradient behind it (`.background(Image("paper").resizable())`).
                if let view = SwiftUIPairing.builtView(modifier.call), imageOrGradient(view) != nil { return (modifier, view) }
                // Something the app draws, named like it (`AppGradients.primaryButton(…)`).
                if modifier.name == "background", let argument = modifier.call.arguments.first?.expression, SwiftUIPairing.drawnByApp(argument) != nil {
                    return (modifier, argument)
                }
                // `.background()`, `.background(in: shape)`: the default background style, the
                // window's background.
                if modifier.name == "background", SwiftUIPairing.isDefaultBackground(modifier.call) { return (modifier, ExprSyntax(modifier.call)) }
            }
            return nil
        }

        /// A `.toolbarBackground(color, for: .navigationBar)` in the chain (not a visibility or
        /// a material).
        func barBackground() -> (modifier: (name: String, nameNode: TokenSyntax, call: FunctionCallExprSyntax), expression: ExprSyntax)? {
            for modifier in modifiers where modifier.name == "toolbarBackground" {
                guard let first = modifier.call.arguments.first, first.label == nil else { continue }
                let bars = modifier.call.arguments.first { $0.label?.text == "for" }?.expression.trimmedDescription
                let text = first.expression.trimmedDescription
                if bars.map({ $0.contains("navigationBar") }) == false || [".visible", ".hidden", ".automatic"].contains(text) || text.contains("Material") { continue }
                return (modifier, first.expression)
            }
            return nil
        }

        /// The text size of the nearest `.font` in the chain; `bold` is set by `.bold()` or a
        /// bold `.fontWeight`.
        func textSize(bold: inout Bool) -> TextSize? {
            for modifier in modifiers {
                switch modifier.name {
                case "bold": bold = true
                case "fontWeight":
                    if let weight = modifier.call.arguments.first?.expression.trimmedDescription, SwiftUIPairing.isBold(weight) { bold = true }
                case "font":
                    if let font = modifier.call.arguments.first?.expression { return SwiftUIPairing.textSize(font, bold: &bold) }
                default: continue
                }
            }
            return nil
        }
    }

    static func isBold(_ weight: String) -> Bool {
        ["bold", "semibold", "heavy", "black"].contains { weight.hasSuffix($0) }
    }

    /// `.caption`, `.title.bold()`, `Font.headline`, `.system(size: 12, weight: .bold)`,
    /// `.custom("X", size: 20)`, `UIFont.preferredFont(forTextStyle: .caption1)`,
    /// `.systemFont(ofSize: 12, weight: .bold)`, `.boldSystemFont(ofSize: 15)`.
    ///
    /// A custom font scaled with Dynamic Type (`.custom("X", size: 9, relativeTo: .caption2)`,
    /// `UIFontMetrics(…).scaledFont(for: UIFont(name: "X", size: 9)!)`) has the size written:
    /// its size at the default text size.
    static func textSize(_ font: ExprSyntax, bold: inout Bool) -> TextSize? {
        if let unwrapped = font.as(ForceUnwrapExprSyntax.self) { return textSize(unwrapped.expression, bold: &bold) }
        if let optional = font.as(OptionalChainingExprSyntax.self) { return textSize(optional.expression, bold: &bold) }
        if let call = font.as(FunctionCallExprSyntax.self) {
            let args = ColorExpressionReader.arguments(call.arguments)
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledExpression.trimmedDescription
            if name == "bold" || name == "weight", let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                if name == "bold" || call.arguments.first.map({ isBold($0.expression.trimmedDescription) }) == true { bold = true }
                return textSize(base, bold: &bold)
            }
            if name == "scaledFont", let base = args["for"] { return textSize(base, bold: &bold) }
            if name == "boldSystemFont" { bold = true }
            if let weight = args["weight"], isBold(weight.trimmedDescription) { bold = true }
            if let size = (args["size"] ?? args["ofSize"] ?? args["fixedSize"]).flatMap(ColorExpressionReader.number) { return .points(size, bold: bold) }
            if let style = args["forTextStyle"]?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                return TextSize(parsing: uikitStyles[style] ?? style)
            }
            // A team's own helper given a text style (`.preferredFont(for: .largeTitle, weight: .bold)`).
            for argument in call.arguments {
                guard let member = argument.expression.as(MemberAccessExprSyntax.self),
                      member.base == nil || member.base?.trimmedDescription.hasSuffix("TextStyle") == true else { continue }
                let style = member.declName.baseName.text
                guard TextStyle(parsing: uikitStyles[style] ?? style) != nil, let size = TextSize(parsing: uikitStyles[style] ?? style) else { continue }
                if bold, case .points(let points, _) = size { return .points(points, bold: true) }
                return size
            }
            return nil
        }
        if let member = font.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            return TextSize(parsing: name) ?? styleNamed(in: name)
        }
        return nil
    }

    /// A team's font named after a text style (`.scaledFootnote`, `.appCaption2`): that style.
    static func styleNamed(in name: String) -> TextSize? {
        let lowered = name.lowercased()
        let styles = ["largetitle": "largeTitle", "subheadline": "subheadline", "headline": "headline", "title3": "title3", "title2": "title2",
                      "title": "title", "caption2": "caption2", "caption": "caption", "footnote": "footnote", "callout": "callout", "body": "body"]
        let found = styles.keys.filter { lowered.contains($0) }.max { $0.count < $1.count }
        return found.flatMap { styles[$0] }.flatMap { TextSize(parsing: $0) }
    }

    /// UIKit's text styles as SwiftUI names them.
    static let uikitStyles = ["title1": "title", "caption1": "caption", "largeTitle": "largeTitle"]

    /// The color a layer view paints: `Color.x`, `Color("x").ignoresSafeArea()`,
    /// `Rectangle().fill(x)`, `RoundedRectangle(…).fill(x).opacity(…)`; the expression itself
    /// when it reads as a color.
    /// "an image" or "a gradient" when a ZStack layer is one (`Image(…).resizable()`,
    /// `AsyncImage(url:)`, `LinearGradient(…)`, `Rectangle().fill(.linearGradient(…))`).
    static func imageOrGradient(_ expression: ExprSyntax) -> String? {
        let chain = Chain(containing: Syntax(expression))
        guard let root = chain.rootName, !isOutlineOrText(expression) else { return nil }
        if root.hasSuffix("Gradient") { return "a gradient" }
        if chain.modifiers.contains(where: { ($0.name == "fill" || $0.name == "foregroundStyle") && $0.call.arguments.first?.expression.trimmedDescription.contains("radient") == true }) {
            return "a gradient"
        }
        if isGradientMasked(expression) { return "a gradient" }
        // An image drawn large (`.resizable()`), or one loaded from the network.
        if root == "AsyncImage" || root.hasSuffix("Image") && root != "Image" && root != "UIImage" { return "an image" }
        if root == "Image", chain.modifiers.contains(where: { $0.name == "resizable" }) { return "an image" }
        return nil
    }

    /// A color faded by a gradient mask (`Color.black.mask(gradient: .linear) { … }`), which
    /// shows what is behind it through the gradient.
    static func isGradientMasked(_ expression: ExprSyntax) -> Bool {
        Chain(containing: Syntax(expression)).modifiers.contains { $0.name == "mask" && $0.call.trimmedDescription.contains("radient") }
    }

    /// A layer that covers no area: text, or a shape only stroked (`Circle().stroke(…)`).
    static func isOutlineOrText(_ expression: ExprSyntax) -> Bool {
        let chain = Chain(containing: Syntax(expression))
        if ["Text", "Label"].contains(chain.rootName ?? "") { return true }
        let names = chain.modifiers.map(\.name)
        return names.contains { $0 == "stroke" || $0 == "strokeBorder" } && !names.contains("fill")
    }

    /// The level of a hierarchical style given to `.foregroundStyle` (`.secondary`,
    /// `HierarchicalShapeStyle.tertiary`): 1 for secondary, 2 for tertiary…; nil for a color
    /// (`Color.secondary` is one) or the primary level.
    static func hierarchicalLevel(_ argument: ExprSyntax) -> Int? {
        guard let level = styleLevel(argument), level > 0 else { return nil }
        return level
    }

    /// The level of a hierarchical style, `.primary` included (0): a level of the foreground
    /// style around it.
    static func styleLevel(_ argument: ExprSyntax) -> Int? {
        guard let member = argument.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "HierarchicalShapeStyle" else { return nil }
        return ["primary": 0, "secondary": 1, "tertiary": 2, "quaternary": 3, "quinary": 4][member.declName.baseName.text]
    }

    /// The nearest enclosing view's `.foregroundStyle(…)` or `.foregroundColor(…)` around
    /// `node`, within its body: the style a hierarchical level inside it is a level of. Nil when
    /// there is none, or when it is itself hierarchical (its levels are the label colors).
    static func enclosingForegroundStyle(of node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var chain = Chain(containing: Syntax(node))
        while let container = enclosingContainer(of: chain.top) {
            chain = Chain(containing: Syntax(container.call))
            guard let style = chain.modifiers.first(where: { $0.name == "foregroundStyle" || $0.name == "foregroundColor" })?.call,
                  let first = style.arguments.first?.expression else { continue }
            if styleLevel(first) != nil { return nil }
            return style
        }
        return nil
    }

    /// `.background()` or `.background(in: shape, fillStyle: …)`: the default background style.
    static func isDefaultBackground(_ call: FunctionCallExprSyntax) -> Bool {
        call.trailingClosure == nil && call.arguments.allSatisfy { $0.label?.text == "in" || $0.label?.text == "fillStyle" }
    }

    /// The view a modifier is given, as written: its first unlabeled argument, or what its
    /// view builder builds in one statement (`.background { Image("paper").resizable() }`).
    static func builtView(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) { return first.expression }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1 else { return nil }
        return closure.statements.first?.item.as(ExprSyntax.self)
    }

    static func layerColorExpression(_ expression: ExprSyntax) -> ExprSyntax? {
        if ColorExpressionReader.color(expression) != nil { return expression }
        let chain = Chain(containing: Syntax(expression))
        // A symbol or text colors only its glyphs: no fill behind what it is put behind.
        if let root = chain.rootName, ["Image", "Text", "Label"].contains(root) { return nil }
        if let fill = chain.modifiers.first(where: { $0.name == "fill" || $0.name == "foregroundColor" || $0.name == "foregroundStyle" }),
           let argument = fill.call.arguments.first?.expression {
            return argument
        }
        // A color view with layout modifiers: the part up to its last `.opacity`.
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.text == "opacity", ColorExpressionReader.color(ExprSyntax(call)) != nil { return ExprSyntax(call) }
            current = base
        }
        if let current, ColorExpressionReader.color(current) != nil { return current }
        // A stack of layers (`ZStack { Color.black; Glow() }`): its topmost opaque color layer,
        // what the other layers (a glow, a picture) leave showing; with none, not one color.
        if let stack = current?.as(FunctionCallExprSyntax.self), stack.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ZStack",
           let closure = stack.trailingClosure {
            let layers = closure.statements.compactMap { $0.item.as(ExprSyntax.self).flatMap(layerColorExpression) }
            let opaque = layers.last { layer in
                switch ColorExpressionReader.color(layer) {
                case .alpha?, .dynamic?, nil: false
                default: true
                }
            }
            return opaque
        }
        return nil
    }

    /// The container view whose content closure holds `node`: its call, the closure's
    /// statements and which of them holds `node`. Nil at a `body`, function or type.
    ///
    /// `earlier` holds the statements before the view inside an `if`, `else` or `switch` case
    /// of the closure, nearest first: in a `ZStack` they are layers behind it too.
    static func enclosingContainer(of node: Syntax) -> (call: FunctionCallExprSyntax, statements: CodeBlockItemListSyntax, index: CodeBlockItemListSyntax.Index,
                                                        earlier: [CodeBlockItemSyntax])? {
        var current = node
        var item: CodeBlockItemSyntax?
        while let parent = current.parent {
            if SwiftUIPairing.isDeclaration(parent) || parent.is(AccessorBlockSyntax.self) { return nil }
            if let block = parent.as(CodeBlockItemSyntax.self), item == nil { item = block }
            // A view given to a modifier (`.overlay(RoundedRectangle().stroke(…))`) is drawn with
            // the view the modifier is on.
            // So is a view given to a container as an argument (`Section(header: Text(…),
            // footer: VStack { … })`).
            if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               call.calledExpression.is(MemberAccessExprSyntax.self)
                || argument.label != nil && call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true {
                return (call, CodeBlockItemListSyntax([]), CodeBlockItemListSyntax([]).endIndex, [])
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                var holder = closure.parent
                if holder?.is(MultipleTrailingClosureElementSyntax.self) == true { holder = holder?.parent?.parent }
                if holder?.is(LabeledExprSyntax.self) == true { holder = holder?.parent?.parent }
                guard let call = holder?.as(FunctionCallExprSyntax.self) else { return nil }
                let statements = closure.statements
                // Out of the branches the view is in, to the closure's own statement.
                var earlier: [CodeBlockItemSyntax] = []
                var step = item
                while let inner = step, inner.parent?.id != statements.id, let list = inner.parent?.as(CodeBlockItemListSyntax.self) {
                    earlier += list.prefix { $0.id != inner.id }.reversed()
                    var up = list.parent
                    while let next = up, !next.is(CodeBlockItemSyntax.self), next.id != closure.id { up = next.parent }
                    step = up?.as(CodeBlockItemSyntax.self)
                }
                let index = step.flatMap { found in statements.firstIndex { $0.id == found.id } } ?? statements.endIndex
                return (call, statements, index, earlier)
            }
            current = parent
        }
        return nil
    }
}
