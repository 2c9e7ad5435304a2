import ColorScience
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ThemeModel

/// What a storyboard or xib says about backgrounds the Swift code cannot see: the background
/// color of each view, cell or controller's view of a custom class, and which controllers show
/// a grouped table (whose cells are then on the grouped cell background).
public struct InterfaceBuilderFile: Hashable, Sendable {
    public var file: String
    /// Background colors by custom class (`customClass="ProfileCell"` with a
    /// `<color key="backgroundColor" …>`), and grouped-table cells' default.
    public var classBackgrounds: [ClassBackground] = []
    /// Controllers (by custom class) whose table is grouped, and the cell classes of the
    /// grouped tables.
    public var groupedLists: [String: GroupedList] = [:]
    public var cells: [String: Set<String>] = [:]
    /// The background around each view an outlet names, by the outlet's class and property.
    public var outletBackgrounds: [OutletBackground] = []
    /// Every custom class the file names: classes it makes, that code may never name.
    public var customClasses: Set<String> = []
    /// Problems reading the file, at their place.
    public var problems: [ThemeNote] = []

    public init(file: String) { self.file = file }

    /// Reads a storyboard or xib's XML.
    public static func read(_ data: Data, file: String) -> InterfaceBuilderFile {
        let reader = Reader(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        // Foundation on Linux may report success with an error set.
        if !parser.parse() || parser.parserError != nil {
            let error = parser.parserError.map { "not well-formed XML, parser error \(($0 as NSError).code)" } ?? "not well-formed XML"
            reader.result.problems.append(ThemeNote(.unreadableColor, .warning, "does not read as a storyboard or xib (\(error)); what was read is kept",
                                                    at: SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))))
        }
        reader.finish()
        return reader.result
    }

    /// The color an Interface Builder `<color>` element stands for: a system color
    /// (`systemColor="systemBackgroundColor"`), a catalog color (`name="Brand"`), or
    /// components in their color space.
    static func color(_ attributes: [String: String]) -> CodeColor? {
        if attributes["catalog"] == "System", let name = attributes["name"], name.hasPrefix("_") {
            return .dynamic("\(name), a private system color")
        }
        if let system = attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"] ?? (attributes["catalog"] == "System" ? attributes["name"] : nil) {
            return .system(system.hasSuffix("Color") ? String(system.dropLast(5)) : system)
        }
        if let name = attributes["name"] { return .asset(name) }
        let alpha = attributes["alpha"].flatMap(Double.init) ?? 1
        if alpha == 0 { return .system("clear") }
        let space = attributes["customColorSpace"] ?? attributes["colorSpace"] ?? "sRGB"
        let text = attributes.sorted { $0.key < $1.key }.filter { $0.key != "key" }.map { "\($0.key)=\"\($0.value)\"" }.joined(separator: " ")
        if let red = attributes["red"].flatMap(Double.init), let green = attributes["green"].flatMap(Double.init),
           let blue = attributes["blue"].flatMap(Double.init) {
            let colorSpace: ColorSpace = space.lowercased().contains("p3") ? .displayP3 : .srgb
            return .literal(Color(space: colorSpace, coordinates: ColorCoordinates(red, green, blue), alpha: alpha), text: "<color \(text)>")
        }
        if let white = attributes["white"].flatMap(Double.init) {
            // Gray spaces (genericGamma22GrayColorSpace, calibratedWhite): a 2.2 curve.
            let linear = pow(max(0, white), 2.2)
            return .literal(Color(SRGB(LinearSRGB(red: linear, green: linear, blue: linear, alpha: alpha))), text: "<color \(text)>")
        }
        return nil
    }

    /// A SAX reader keeping the open elements, and every element with an id: its parent, custom
    /// class and background, and the outlets that name it.
    private final class Reader: NSObject, XMLParserDelegate {
        struct Element {
            var name: String
            var id: String?
            var customClass: String?
            var label: String?
            var grouped: String?
            var background: ColorUse?
            var parent: String?
            /// For a table or outline view: a source list (a sidebar's material), and the cell
            /// classes it holds.
            var sourceList = false
            var cells: [String] = []
        }

        var result: InterfaceBuilderFile
        var stack: [Element] = []
        var elements: [String: Element] = [:]
        /// (owner class, property, destination id), in the order written.
        var outlets: [(owner: String, property: String, destination: String)] = []

        init(file: String) { result = InterfaceBuilderFile(file: file) }

        /// The custom class of the element whose `<connections>` are open (a controller, the
        /// File's Owner, a custom view or cell).
        var connectionOwner: String? {
            guard let index = stack.lastIndex(where: { $0.name == "connections" }), index > 0 else { return nil }
            return stack[index - 1].customClass
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let location = SourceLocation(file: result.file, line: parser.lineNumber, column: max(1, parser.columnNumber))
            // A xib's File's Owner is made by code, not by the xib: naming it is no use of it.
            if let custom = attributes["customClass"], attributes["placeholderIdentifier"] != "IBFilesOwner" { result.customClasses.insert(custom) }
            var element = Element(name: name, id: attributes["id"], customClass: attributes["customClass"], label: attributes["userLabel"],
                                  parent: stack.last(where: { $0.id != nil })?.id)
            if name == "tableView" || name == "collectionView", let style = attributes["style"], style == "grouped" || style == "insetGrouped" {
                element.grouped = style
                // The controller showing it, by its class.
                if let controller = stack.last(where: { $0.name.hasSuffix("Controller") && $0.customClass != nil })?.customClass, result.groupedLists[controller] == nil {
                    result.groupedLists[controller] = GroupedList(style: style, location: location)
                }
            }
            if name == "tableView" || name == "outlineView" { element.sourceList = attributes["selectionHighlightStyle"] == "sourceList" }
            // An AppKit table's cell views: on the table's background (below).
            if name == "tableCellView", let cell = element.customClass, let table = stack.lastIndex(where: { $0.name == "tableView" || $0.name == "outlineView" }) {
                stack[table].cells.append(cell)
            }
            if name == "tableViewCell" || name == "collectionViewCell", let cell = element.customClass,
               let table = stack.last(where: { $0.name == "tableView" || $0.name == "collectionView" }), let style = table.grouped {
                let owner = stack.last(where: { $0.name.hasSuffix("Controller") && $0.customClass != nil })?.customClass ?? result.file
                result.cells[owner, default: []].insert(cell)
                if result.groupedLists[owner] == nil { result.groupedLists[owner] = GroupedList(style: style, location: location) }
            }
            if name == "color", attributes["key"] == "backgroundColor", let color = InterfaceBuilderFile.color(attributes), color != .system("clear"),
               let holder = stack.indices.last {
                stack[holder].background = ColorUse(color: color, kind: .background, via: "backgroundColor in Interface Builder", location: location)
                // A controller's root view speaks for the controller.
                let owner = stack[holder].customClass
                    ?? (stack[holder].name == "view" && stack.dropLast().last?.name.hasSuffix("Controller") == true ? stack.dropLast().last?.customClass : nil)
                if let owner, let use = stack[holder].background {
                    var given = ClassBackground(type: owner, background: use, evidence: "the backgroundColor \(fileName) gives \(owner)", isAppearance: false)
                    given.fromInterface = true
                    result.classBackgrounds.append(given)
                }
            }
            if name == "outlet", let property = attributes["property"], let destination = attributes["destination"], let owner = connectionOwner {
                outlets.append((owner, property, destination))
            }
            stack.append(element)
        }

        var fileName: String { (result.file as NSString).lastPathComponent }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if let id = element.id { elements[id] = element }
            // The cells of an AppKit table are on its background; a source list's on the
            // sidebar's material (run-time). A default, after what code sets on the class.
            for cell in element.cells {
                let location = SourceLocation(file: result.file, line: parser.lineNumber, column: 1)
                if element.sourceList {
                    let material = ColorUse(color: .dynamic("a source list is drawn on the sidebar's material"), kind: .background, via: "source list", location: location)
                    result.classBackgrounds.append(ClassBackground(type: cell, background: material, evidence: "a cell of a source list (sidebar) in \(fileName)",
                                                                   isAppearance: false, isStyleDefault: true))
                } else if let background = element.background {
                    result.classBackgrounds.append(ClassBackground(type: cell, background: background, evidence: "the background of the table holding it in \(fileName)",
                                                                   isAppearance: false, isStyleDefault: true))
                }
            }
        }

        /// Each outlet's view with the nearest background around it (its own first): a File's
        /// Owner's `view` is the controller's; other outlets are the views code names.
        func finish() {
            for outlet in outlets {
                var current = elements[outlet.destination]
                var own = true
                var depth = 0
                // The owner's outlets to the views holding this one, nearest first: code that
                // colors one of them replaces what the file gives.
                var holders: [String] = []
                while let element = current, depth < 64 {
                    if !own, let id = element.id {
                        holders += outlets.filter { $0.owner == outlet.owner && $0.destination == id && $0.property != "view" }.map(\.property)
                    }
                    if let background = element.background {
                        let name = element.label.map { "\"\($0)\"" } ?? element.customClass ?? element.name
                        let evidence = outlet.property == "view" ? "the backgroundColor \(fileName) gives \(outlet.owner)"
                            : own ? "the backgroundColor \(fileName) gives \(outlet.owner).\(outlet.property)"
                            : "the backgroundColor of \(name) in \(fileName), which holds \(outlet.owner).\(outlet.property)"
                        if outlet.property == "view" {
                            var given = ClassBackground(type: outlet.owner, background: background, evidence: evidence, isAppearance: false)
                            given.fromInterface = true
                            result.classBackgrounds.append(given)
                        } else {
                            let ownersView = outlets.first { $0.owner == outlet.owner && $0.property == "view" }.map { elements[$0.destination]?.id == element.id } ?? false
                            result.outletBackgrounds.append(OutletBackground(type: outlet.owner, property: outlet.property, background: background, evidence: evidence,
                                                                             onOwnersView: ownersView, holders: holders))
                        }
                        break
                    }
                    // A table cell is opaque: what holds it (the table) is not behind its views.
                    if element.name == "tableViewCell" { break }
                    own = false
                    depth += 1
                    current = element.parent.flatMap { elements[$0] }
                }
            }
        }
    }
}

/// The background around a view an Interface Builder file connects to an outlet
/// (`@IBOutlet var title: UILabel!`): its own, or the nearest view holding it that has one.
public struct OutletBackground: Hashable, Sendable {
    public var type: String
    public var property: String
    public var background: ColorUse
    public var evidence: String
    /// The background found is that of the owner's own `view`, which the owner's code may set.
    public var onOwnersView = false
    /// The owner's outlets to the views holding this one, out to the one whose background was
    /// found (`backgroundView`), nearest first: the owner's code may color them.
    public var holders: [String] = []
}
