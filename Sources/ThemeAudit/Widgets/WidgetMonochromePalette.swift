import ThemeModel

/// The monochrome palette the seed article arrived at for Clover's calendar widget: each
/// element drawn in white at an alpha set by its importance — the most important at 100 %, then
/// 60 %, 30 % and 20 % — so that what colors told apart is told apart by density instead.
///
/// Elements of the same importance share an alpha: the information their colors carried is
/// given up, as the article says it had to be. Apply it by giving each element
/// `monochrome: <alpha>` in the theme file; the generated widget code switches to it outside
/// full color.
public struct WidgetMonochromePalette: Hashable, Sendable {
    /// The article's four steps, most important first.
    public static let articleSteps: [Double] = [1, 0.6, 0.3, 0.2]
    /// The faintest step of a computed ladder (the article's lowest).
    public static let faintest = 0.2

    /// The alphas for `count` importance levels, most important first.
    ///
    /// Up to four levels take the article's steps from the top (two levels: 100 % and 60 %).
    /// More than four take a geometric ladder from 100 % down to 20 %:
    /// `alpha(i) = 0.2^(i / (count − 1))`, `i = 0…count − 1`, which keeps equal ratios between
    /// neighbours (equal steps in perceived density; at four levels it gives 100/58/34/20 %,
    /// within 5 points of the article's).
    public static func ladder(levels count: Int) -> [Double] {
        guard count > 0 else { return [] }
        if count <= articleSteps.count { return Array(articleSteps.prefix(count)) }
        let ratio = root(faintest, degree: count - 1)
        var alpha = 1.0
        var result: [Double] = []
        for _ in 0..<count {
            result.append((alpha * 1000).rounded() / 1000)
            alpha *= ratio
        }
        return result
    }

    /// The `degree`-th root of `value` in 0…1, by bisection (no Foundation here).
    static func root(_ value: Double, degree: Int) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<64 {
            let middle = (low + high) / 2
            var power = 1.0
            for _ in 0..<degree { power *= middle }
            if power < value { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The importance levels present, most important first.
    public var levels: [Int]
    /// The suggested alpha for each element, by name, in the widget's order.
    public var alphas: [(name: String, importance: Int, alpha: Double)]

    /// The palette for a widget's elements.
    public init(_ widget: WidgetDescription) {
        levels = Array(Set(widget.elements.map(\.importance))).sorted()
        let ladder = Self.ladder(levels: levels.count)
        let step = Dictionary(uniqueKeysWithValues: zip(levels, ladder))
        alphas = widget.elements.map { ($0.name, $0.importance, step[$0.importance] ?? Self.faintest) }
    }

    /// The suggested alpha of the element named `name`.
    public func alpha(of name: String) -> Double? { alphas.first { $0.name == name }?.alpha }

    /// The widget with every element's `monochrome` set to its suggested alpha (full color
    /// unchanged), for simulating and checking the suggestion.
    public func applied(to widget: WidgetDescription) -> WidgetDescription {
        var result = widget
        for index in result.elements.indices {
            result.elements[index].monochrome = alpha(of: result.elements[index].name)
        }
        return result
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.levels == b.levels && a.alphas.elementsEqual(b.alphas) { $0.name == $1.name && $0.importance == $1.importance && $0.alpha == $1.alpha }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(levels)
        for entry in alphas { hasher.combine(entry.name); hasher.combine(entry.alpha) }
    }
}
