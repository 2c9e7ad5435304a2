import ThemeModel

/// Where and how code draws with a color.
public struct ColorUse: Hashable, Sendable {
    /// What the color paints.
    public enum Kind: String, Hashable, Sendable {
        /// Text (`.foregroundColor`, `.foregroundStyle`, `textColor`, `setTitleColor`,
        /// attributed text's foreground).
        case text
        /// A tint: icons, controls (`.tint`, `.accentColor`, `tintColor`).
        case tint
        /// A stroke or border (`.border`, `.stroke`, `layer.borderColor`).
        case border
        /// What something is drawn on (`.background`, `.fill` behind, `backgroundColor`,
        /// `.listRowBackground`).
        case background
        /// A shadow.
        case shadow

        var isForeground: Bool { self == .text || self == .tint || self == .border }
    }

    public var color: CodeColor
    public var kind: Kind
    /// The modifier or property (`.foregroundColor`, `textColor`).
    public var via: String
    public var location: SourceLocation
    /// The platform the code runs on there (its file's, or an `#if`'s).
    public var platform: Platform
    /// The `switch` case or `if` branch it is set in (nil when set unconditionally): a
    /// foreground and a background set in different branches never show together.
    public var branch: String?
    /// The catalog image it tints (`Image("logo").foregroundColor(x)`, an image view given
    /// `UIImage(named: "logo")`): no color is drawn when that image renders as original.
    public var imageAsset: String?
    /// The cases of a `switch` on a parameter it is set in (`case .profileFieldValue:` of
    /// `setup(style:)`): only instances made with one of them draw it.
    public var cases: [String] = []

    public init(color: CodeColor, kind: Kind, via: String, location: SourceLocation, platform: Platform = .iOS) {
        self.color = color
        self.kind = kind
        self.via = via
        self.location = location
        self.platform = platform
    }

    /// The background assumed behind `foreground` where code sets none: its platform's
    /// default, or a list row's.
    public static func assumed(behind foreground: ColorUse, listRow: Bool = false) -> ColorUse {
        let platform = foreground.platform
        // A watch's list rows are on a gray platter no system color names; tvOS draws focus
        // platters and backgrounds the system palette here does not model.
        let color: CodeColor = listRow && platform == .watchOS ? .dynamic("a watchOS list row's platter, a gray no system color names")
            : platform == .tvOS ? .dynamic("tvOS's default backgrounds and focus platters are not modeled")
            : .system(listRow ? platform.listRowBackground : platform.defaultBackground)
        return ColorUse(color: color, kind: .background, via: "assumed", location: foreground.location, platform: platform)
    }
}

/// A foreground drawn on a background, read from code, with how the pairing was inferred.
public struct CodePair: Hashable, Sendable {
    public var foreground: ColorUse
    /// The background use; nil when none could be found (the system background is assumed).
    public var background: ColorUse?
    /// The text size the code gives it, if any.
    public var size: TextSize?
    /// How the background was found ("the same view's .background", "ZStack layer behind it",
    /// "the view controller's view, to which it is added").
    public var evidence: String
    /// The SwiftUI view type the foreground is in, when no background was found around it: its
    /// background is then looked for where that view is placed (``ViewPlacement``).
    public var viewType: String?
    /// Drawn on the navigation bar (toolbar content, a bar button item): the app's bar
    /// appearance, when it sets one, is behind it.
    public var onNavigationBar: Bool
    /// The type whose code draws it (UIKit), for what that type alone sets (its navigation
    /// item's bar appearance).
    public var scope: String?
    /// In a List row whose background is clear: placed in a List, it shows the list's own
    /// background.
    public var rowIsClear = false
    /// In a List or Form of the view's own code: its rows are that list's, wherever the view
    /// is placed.
    public var inOwnList = false
    /// The one scheme it is drawn in, when the view or a view holding it pins it.
    public var scheme: Appearance.Scheme?
    /// The types its code is written in, outermost first (`["VideoPlayer", "Toolbar"]`): which
    /// of two views of one name (`VideoPlayer.Toolbar`, `SelectUserView.Toolbar`) it is in.
    public var outerScopes: [String] = []
    /// The Liquid Glass its background is, when its code declares one.
    public var glass: CodeGlass?

    public init(foreground: ColorUse, background: ColorUse?, size: TextSize?, evidence: String, viewType: String? = nil, onNavigationBar: Bool = false,
                scope: String? = nil) {
        self.scope = scope
        self.foreground = foreground
        self.background = background
        self.size = size
        self.evidence = evidence
        self.viewType = viewType
        self.onNavigationBar = onNavigationBar
    }
}

/// Liquid Glass a view is drawn on, as its code declares it: `.glassEffect(.clear)` with a
/// dimming layer in the same chain (`.background(.black.opacity(0.3))`), `.glassEffect(.regular
/// .tint(x))`, a `.glass` button. The audit checks the content over every backdrop.
public struct CodeGlass: Hashable, Sendable {
    public var variant: GlassSurface.Variant
    public var tint: CodeColor?
    public var dim: CodeColor?
    public var location: SourceLocation

    public init(variant: GlassSurface.Variant, tint: CodeColor? = nil, dim: CodeColor? = nil, location: SourceLocation) {
        self.variant = variant
        self.tint = tint
        self.dim = dim
        self.location = location
    }
}

/// Where code places a view by its type name (`ProfileRow(user: user)`), and what is behind it
/// there: the background a row's own code cannot see.
public struct ViewPlacement: Hashable, Sendable {
    public var type: String
    /// Nil when nothing is found around the placement either.
    public var background: ColorUse?
    public var evidence: String
    public var insideList: Bool
    /// Placed in a `.toolbar`: on the navigation bar.
    public var onNavigationBar: Bool = false
    /// In a sheet or popover's content: the search for a background stops there.
    public var presented: Bool = false
    /// Under a `.listRowBackground(Color.clear)`: the row it ends up in is clear.
    public var rowIsClear: Bool = false
    /// The view type the placement is written in, to look further out.
    public var enclosingView: String?
    /// The scheme pinned around the placement (`.environment(\.colorScheme, .light)`).
    public var scheme: Appearance.Scheme?
    public var location: SourceLocation
    /// The platforms the `#if` clauses around the placement are compiled for; nil when none is
    /// around it.
    public var platforms: Set<Platform>?
    /// The types the placement is written in, outermost first: a name of a nested view is the
    /// one nested in these.
    public var outerScopes: [String] = []
    /// The Liquid Glass the view is placed on, when the code around the placement declares one.
    public var glass: CodeGlass?
}

/// A constant of the app's own that holds a color: `static let brand = Color("Brand")` in an
/// extension of `Color`, `enum Theme { enum Text { static let main = Palette.primary } }`.
public struct ColorDefinition: Hashable, Sendable {
    /// Enclosing types and the name (`Theme.Text.main`, `Color.brand`).
    public var qualifiedName: String
    public var color: CodeColor
    public var location: SourceLocation
    /// For a local constant, the lines of the function or closure it is declared in: a bare
    /// name elsewhere is not it.
    public var localTo: ClosedRange<Int>?
    /// The platform it is defined for (its file's, or an `#if`'s).
    public var platform: Platform

    public init(qualifiedName: String, color: CodeColor, location: SourceLocation, localTo: ClosedRange<Int>? = nil, platform: Platform = .iOS) {
        self.qualifiedName = qualifiedName
        self.color = color
        self.location = location
        self.localTo = localTo
        self.platform = platform
    }

    public var name: String { String(qualifiedName.split(separator: ".").last ?? "") }
}

/// A background set on a class's instances from outside the class: by `UIAppearance`
/// (`UITableViewCell.appearance().backgroundColor`), or by the code that makes one
/// (`cell.backgroundColor` after `… as! ProfileCell`).
public struct ClassBackground: Hashable, Sendable {
    public var type: String
    public var background: ColorUse
    public var evidence: String
    /// Set by `UIAppearance` (for every instance), rather than on one instance the code made.
    public var isAppearance: Bool
    /// The system's background for a cell of a grouped table or list, not one code sets: any
    /// background code sets on the class comes first.
    public var isStyleDefault: Bool = false
    /// Set by the class's own code on itself (`backgroundColor = …` in its `init`): its
    /// subclasses' instances have it too.
    public var isOwn: Bool = false
    /// Given by a storyboard or xib: code that sets the class's background replaces it when
    /// the view loads.
    public var fromInterface: Bool = false
    /// Set by UIAppearance only inside the app's own containers (`appearance(whenContainedIn…:
    /// [AppNavigationController.self])`): not on a SwiftUI navigation stack's bar.
    public var isContained: Bool = false

    public init(type: String, background: ColorUse, evidence: String, isAppearance: Bool, isStyleDefault: Bool = false, isOwn: Bool = false,
                isContained: Bool = false) {
        self.type = type
        self.background = background
        self.evidence = evidence
        self.isAppearance = isAppearance
        self.isStyleDefault = isStyleDefault
        self.isOwn = isOwn
        self.isContained = isContained
    }
}

/// A background a type's code sets on one of its views by name (`backgroundView.backgroundColor
/// = …` in `BannerView`): what a view Interface Builder places inside that one is drawn on.
public struct MemberBackground: Hashable, Sendable {
    public var type: String
    public var member: String
    public var background: ColorUse
}

/// A grouped table or list a type makes, in code or in Interface Builder: its cells are on the
/// grouped cell background unless code sets one.
public struct GroupedList: Hashable, Sendable {
    /// `insetGrouped`, `grouped`.
    public var style: String
    public var location: SourceLocation

    public init(style: String, location: SourceLocation) {
        self.style = style
        self.location = location
    }
}

/// Where a UIKit type holds a view of another of the app's types (`let statusView =
/// StatusView()` added to a cell): the background around it there, else the holding type, whose
/// own background is then looked for.
public struct ClassPlacement: Hashable, Sendable {
    public var type: String
    public var holder: String
    public var property: String
    public var background: ColorUse?
    public var evidence: String
    /// The enum cases the view is made with (`MetaLabel(style: .profileFieldValue)`).
    public var arguments: [String] = []
}
