/// The platform a piece of code runs on, which decides what it is drawn on when the code sets
/// nothing: iOS's system background, a Mac window's background, a watch face's black.
public enum Platform: String, Hashable, Sendable, CaseIterable {
    case iOS, macOS, watchOS, tvOS, visionOS

    /// The system color behind a view whose code sets no background, and behind a list row.
    public var defaultBackground: String {
        switch self {
        case .macOS: "windowBackground"
        case .watchOS: "black"
        default: "systemBackground"
        }
    }

    public var listRowBackground: String {
        switch self {
        case .macOS: "controlBackground"
        case .watchOS: "the row platter"
        default: "secondarySystemGroupedBackground"
        }
    }

    /// The background of a list itself (behind its rows, headers and clear rows): a watch's
    /// lists are on black, a Mac's on the window.
    public var listBackground: String {
        switch self {
        case .macOS: "windowBackground"
        case .watchOS: "black"
        default: "systemGroupedBackground"
        }
    }

    /// How reports name the default background: "the system background", "the window
    /// background (macOS)".
    public var defaultBackgroundName: String {
        switch self {
        case .macOS: "the window background (macOS)"
        case .watchOS: "black (watchOS)"
        case .tvOS: "tvOS's default background (not modeled)"
        default: "the system background"
        }
    }

    /// The one platform Xcode projects build for (`SDKROOT = macosx;` in every target), or nil
    /// when they build for several, or none says.
    public static func only(inProjects texts: [String]) -> Platform? {
        var found: Set<Platform> = []
        for text in texts {
            var rest = Substring(text)
            while let range = rest.range(of: "SDKROOT = ") {
                rest = rest[range.upperBound...]
                let value = String(rest.prefix { $0 != ";" && $0 != "\n" }.filter { $0 != "\"" && $0 != " " })
                switch value {
                case "macosx": found.insert(.macOS)
                case "iphoneos": found.insert(.iOS)
                case "appletvos": found.insert(.tvOS)
                case "watchos": found.insert(.watchOS)
                case "xros": found.insert(.visionOS)
                default: break
                }
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The platform a file is for, from the folders it is in (`Mac/`, `WatchApp/`), else the
    /// app's (iOS unless its projects build for one other platform only).
    public static func folders(_ components: [String], default fallback: Platform = .iOS) -> Platform {
        for original in components.dropLast() {
            let component = original.lowercased()
            // `tvOS/`, `AppleTV/`, `ACHNBrowserUITV/`
            if component == "tv" || component.hasPrefix("tvos") || component.hasSuffix("tvos") || component.hasSuffix("appletv") || component.hasSuffix("apple tv")
                || original.count > 2 && original.hasSuffix("TV") { return .tvOS }
            if ["mac", "macos", "osx", "appkit", "mac app", "macapp"].contains(component) || component.hasSuffix(" mac") || component.hasSuffix("-mac")
                || component.hasSuffix("macos") || component.hasPrefix("macos") { return .macOS }
            if component == "watch" || component.hasPrefix("watchkit") || component.hasPrefix("watchos") || component.hasPrefix("watch ")
                || component.hasPrefix("watchapp") || component.hasSuffix("watch app") || component.hasSuffix("watch extension")
                || component.hasSuffix("watchkit extension") || component.hasSuffix("watchapp") || component.hasSuffix("watchos") { return .watchOS }
        }
        return fallback
    }
}
