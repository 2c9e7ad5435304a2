import Yams

extension ThemeParser {
    static let widgetKeys = ["description", "background", "elements"]
    static let widgetElementKeys = ["color", "alpha", "role", "importance", "accentable", "image", "monochrome", "on", "description"]

    /// `widgets:` — a mapping of widget names to `{description?, background, elements}`, each
    /// element a color or `{color, alpha?, role?, importance?, accentable?, image?, monochrome?, on?}`.
    mutating func widgets(_ node: Node) -> [WidgetDescription] {
        guard let mapping = node.mapping else {
            if !node.isNull {
                errors.append(ThemeError(.wrongType, "`widgets` is a mapping of widget names to their background and elements",
                                         at: location(of: node), suggestion: "widgets: { calendar: { background: \"#000\", elements: { … } } }"))
            }
            return []
        }
        var result: [WidgetDescription] = []
        for (nameNode, value) in mapping {
            let name = nameNode.string ?? ""
            guard TokenPath.isValidComponent(name) else {
                errors.append(ThemeError(.invalidName, "a widget name may hold letters, digits, '-' and '_'", at: location(of: nameNode), value: name))
                continue
            }
            if let widget = widget(value, name: name, nameNode: nameNode) { result.append(widget) }
        }
        return result
    }

    private mutating func widget(_ node: Node, name: String, nameNode: Node) -> WidgetDescription? {
        let path = TokenPath(["widgets", name])
        guard let mapping = node.mapping else {
            errors.append(ThemeError(.wrongType, "a widget is a mapping with `background` and `elements`", at: location(of: node), path: path.string))
            return nil
        }
        var description: String?
        var background: ColorValueDefinition?
        var elements: [WidgetElement] = []
        var sawElements = false
        for (keyNode, value) in mapping {
            switch keyNode.string ?? "" {
            case "description": description = string(value, for: "description", path: path)
            case "background": background = colorValue(value, path: path.appending(["background"]), keyNode: keyNode)
            case "elements":
                sawElements = true
                elements = widgetElements(value, widget: path)
            default: unknownKey(keyNode, among: Self.widgetKeys, in: "a widget", path: path)
            }
        }
        guard let background else {
            if !mapping.keys.contains(where: { $0.string == "background" }) {
                errors.append(ThemeError(.missingValue, "a widget needs a `background`", at: location(of: nameNode), path: path.string,
                                         suggestion: "add background: \"{background.primary}\" (the widget's containerBackground)"))
            }
            return nil
        }
        if !sawElements || elements.isEmpty, errors.allSatisfy({ $0.path?.hasPrefix(path.string) != true }) {
            errors.append(ThemeError(.missingValue, "a widget needs `elements`", at: location(of: nameNode), path: path.string,
                                     suggestion: "elements: { title: { color: \"{text.primary}\", role: text } }"))
        }
        checkSupports(elements, widget: path)
        return WidgetDescription(name: name, description: description, background: background.expression,
                                 backgroundLocation: background.location, elements: elements, location: location(of: nameNode))
    }

    private mutating func widgetElements(_ node: Node, widget: TokenPath) -> [WidgetElement] {
        guard let mapping = node.mapping else {
            errors.append(ThemeError(.wrongType, "`elements` is a mapping of element names to colors or element settings",
                                     at: location(of: node), path: widget.string))
            return []
        }
        var result: [WidgetElement] = []
        for (nameNode, value) in mapping {
            let name = nameNode.string ?? ""
            guard TokenPath.isValidComponent(name) else {
                errors.append(ThemeError(.invalidName, "an element name may hold letters, digits, '-' and '_'", at: location(of: nameNode),
                                         path: widget.string, value: name))
                continue
            }
            if let element = widgetElement(value, name: name, nameNode: nameNode, widget: widget) { result.append(element) }
        }
        return result
    }

    private mutating func widgetElement(_ node: Node, name: String, nameNode: Node, widget: TokenPath) -> WidgetElement? {
        let path = widget.appending([name])
        // A bare color (or reference) is an element with every setting at its default.
        guard let mapping = node.mapping, !Self.isBareReference(mapping) else {
            guard let color = colorValue(node, path: path, keyNode: nameNode) else { return nil }
            return WidgetElement(name: name, color: color.expression, location: location(of: nameNode), colorLocation: color.location)
        }
        var color: ColorValueDefinition?
        var element = WidgetElement(name: name, color: .reference(path, alpha: nil), location: location(of: nameNode))
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "color": color = colorValue(value, path: path, keyNode: keyNode)
            case "alpha":
                if let text = scalarText(value), let alpha = Self.alpha(text.trimmingLeadingAndTrailingSpaces) {
                    element.alpha = alpha
                } else {
                    errors.append(ThemeError(.invalidName, "`alpha` must be between 0 and 1, or 0% and 100%", at: location(of: value),
                                             path: path.string, value: scalarText(value), suggestion: "write 60% or 0.6"))
                }
            case "role":
                if let role = role(value, path: path) { element.role = role }
            case "importance":
                if let text = scalarText(value), let level = Int(text), level >= 1 {
                    element.importance = level
                } else {
                    errors.append(ThemeError(.invalidName, "`importance` is a whole number from 1 (the most important) up", at: location(of: value),
                                             path: path.string, value: scalarText(value), suggestion: "write importance: 1 for the element that matters most"))
                }
            case "accentable":
                switch scalarText(value)?.lowercased() {
                case "true", "yes", "on": element.accentable = true
                case "false", "no", "off": element.accentable = false
                default:
                    errors.append(ThemeError(.invalidName, "`accentable` is true or false", at: location(of: value), path: path.string,
                                             value: scalarText(value)))
                }
            case "image":
                guard let text = string(value, for: key, path: path) else { continue }
                if let mode = WidgetImageRenderingMode(rawValue: text) {
                    element.image = mode
                } else {
                    let names = WidgetImageRenderingMode.allCases.map(\.rawValue)
                    errors.append(ThemeError(.invalidName, "unknown accented rendering mode for an image", at: location(of: value), path: path.string,
                                             value: text, suggestion: suggestion(for: text, among: names, otherwise: "modes: " + names.joined(separator: ", "))))
                }
            case "monochrome":
                if let text = scalarText(value), let alpha = Self.alpha(text.trimmingLeadingAndTrailingSpaces) {
                    element.monochrome = alpha
                } else {
                    errors.append(ThemeError(.invalidName, "`monochrome` is the alpha of white in the tinted modes, between 0% and 100%",
                                             at: location(of: value), path: path.string, value: scalarText(value), suggestion: "write 60% or 0.6"))
                }
            case "on": element.on = string(value, for: key, path: path)
            case "description": break
            default: unknownKey(keyNode, among: Self.widgetElementKeys, in: "a widget element", path: path)
            }
        }
        guard let color else {
            if !mapping.keys.contains(where: { $0.string == "color" }) {
                errors.append(ThemeError(.missingValue, "has no color", at: location(of: nameNode), path: path.string,
                                         suggestion: "add color: \"{calendar.today}\" or a literal such as \"#ff9500\""))
            }
            return nil
        }
        element.color = color.expression
        element.colorLocation = color.location
        return element
    }

    /// Each `on:` names another element of the same widget, and following them never comes back.
    private mutating func checkSupports(_ elements: [WidgetElement], widget: TokenPath) {
        let names = elements.map(\.name)
        for element in elements {
            guard let support = element.on else { continue }
            let path = widget.appending([element.name])
            guard names.contains(support), support != element.name else {
                let others = names.filter { $0 != element.name }
                errors.append(ThemeError(.unknownReference, "`on` names no other element of this widget", at: element.location, path: path.string,
                                         value: support, suggestion: suggestion(for: support, among: others,
                                                                                otherwise: others.isEmpty ? nil : "elements: " + others.joined(separator: ", "))))
                continue
            }
            var seen = [element.name]
            var next: String? = support
            while let current = next {
                if seen.contains(current) {
                    errors.append(ThemeError(.referenceCycle, "elements are drawn on each other in a circle: " + (seen + [current]).joined(separator: " → "),
                                             at: element.location, path: path.string, suggestion: "draw one of them on the background"))
                    break
                }
                seen.append(current)
                next = elements.first { $0.name == current }?.on
            }
        }
    }
}
