import ThemeModel

/// What one Swift file holds about colors.
public struct SwiftFileScan: Hashable, Sendable {
    public var file: String
    public var lines: Int
    /// The platform the file is for (its folders and imports); `#if` narrows it in places.
    public var platform: Platform = .iOS
    /// Constants holding colors, by qualified name.
    public var definitions: [ColorDefinition] = []
    /// Colors the file passes to a view's color property or a function's color parameter, by
    /// the callee and label (`Tag(tint:)`).
    public var arguments: [ColorDefinition] = []
    /// Every use of a color with what it paints.
    public var uses: [ColorUse] = []
    /// Foregrounds with the background found for each.
    public var pairs: [CodePair] = []
    /// Where the file places views by type name (`ProfileRow(…)`), with what is behind them.
    public var placements: [ViewPlacement] = []
    /// Each class's superclass, and backgrounds set on a class's instances from outside it.
    public var superclasses: [String: String] = [:]
    /// Types that pin their scheme (`overrideUserInterfaceStyle = .light` on themselves, their
    /// view or navigation controller); "window" for a window's, which pins the whole app.
    public var pinnedSchemes: [String: Appearance.Scheme] = [:]
    public var classBackgrounds: [ClassBackground] = []
    /// Backgrounds types set on their views by name (`backgroundView.backgroundColor = …`).
    public var memberBackgrounds: [MemberBackground] = []
    /// Where a type holds views of another type, with what is around them.
    public var classPlacements: [ClassPlacement] = []
    /// Types that make a grouped table or list (`super.init(style: .insetGrouped)`), and the
    /// cell classes each type registers or dequeues.
    public var groupedLists: [String: GroupedList] = [:]
    public var cells: [String: Set<String>] = [:]
    /// Content configurations and the content view each makes (`func makeContentView()` in
    /// `SidebarContentView.Configuration` → `SidebarContentView`), by the configuration's
    /// qualified name.
    public var contentViewMakers: [String: String] = [:]
    /// View properties an extension makes the `body` (`extension PlatformView { var body: some
    /// View { iOSView } }`), by the type extended: in the types that conform, that property is
    /// the body.
    public var bodyAliases: [String: Set<String>] = [:]
    /// The protocols each struct the file declares or extends adopts.
    public var conformances: [String: [String]] = [:]
    /// Views given a content configuration (`contentConfiguration = SidebarContentView.Configuration()`
    /// in a cell): the holder type and the configuration's type as written.
    public var contentConfigurations: [ContentConfigurationUse] = []
    /// Shared functions that set the background of the view they are called for, and the
    /// functions each class calls on itself (`setupOnboardingAppearance()`).
    public var viewHelpers: [String: ColorUse] = [:]
    public var selfCalls: [String: Set<String>] = [:]
    /// The section header and footer views each type registers.
    public var headers: [String: Set<String>] = [:]
    /// The types its properties and locals are declared or made with (`viewModel` →
    /// `ReportViewModel`), to follow `viewModel.tint` to that type's constant.
    public var propertyTypes: [String: String] = [:]
    /// The names of color types the file was read with (the app's type aliases included).
    public var colorAliases: Set<String> = []
    /// The types it declares (not entry points), and the names it uses: a type no file uses
    /// is dead code.
    public var declaredTypes: [DeclaredType] = []
    /// The names each type's code uses, by type ("" for code outside any type).
    public var references: [String: Set<String>] = [:]
    /// Private functions and properties, which only this file can use.
    public var privateMembers: [DeclaredType] = []
    /// Functions and view properties any file of the app may use.
    public var internalMembers: [DeclaredType] = []
    /// Its extensions, by the type they extend.
    public var extensions: [DeclaredType] = []
    /// Problems reading the file (it does not parse), at their place.
    public var problems: [ThemeNote] = []

    public init(file: String, lines: Int) {
        self.file = file
        self.lines = lines
    }
}

/// A type that gives itself (a cell) a content configuration, which makes the view it shows.
public struct ContentConfigurationUse: Hashable, Sendable {
    public var holder: String
    public var configuration: String
}
