import SwiftSyntax

/// Code for systems older than the app's deployment target never runs: the `else` of `if
/// #available(iOS 14, *)` in an app for iOS 15 and later, the body of `if #unavailable(iOS 14)`
/// or of `guard #available(iOS 14, *) else { … }`. Its colors and views are not the app's.
enum Availability {
    /// The oldest system each platform's targets deploy to (`IPHONEOS_DEPLOYMENT_TARGET`), set
    /// for an app scan; empty when unknown, and then no code is left out.
    @TaskLocal static var targets: [Platform: Double] = [:]

    /// The project settings naming each platform's deployment target.
    static let settings: [(key: String, platform: Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// The oldest deployment target per platform that Xcode projects (`project.pbxproj`) set.
    static func targets(inProjects texts: [String]) -> [Platform: Double] {
        var found: [Platform: Double] = [:]
        for text in texts {
            for (key, platform) in settings {
                var rest = Substring(text)
                while let range = rest.range(of: key + " = ") {
                    rest = rest[range.upperBound...]
                    let value = rest.prefix { $0 != ";" && $0 != "\n" }.filter { $0 != "\"" && $0 != " " }
                    if let version = version(String(value)) { found[platform] = min(found[platform] ?? version, version) }
                }
            }
        }
        return found
    }

    /// `15`, `15.0`, `15.4` as a number that orders like the version (15.4 → 15.04).
    static func version(_ text: String) -> Double? {
        let parts = text.split(separator: ".").prefix(2).map { Int($0) }
        guard let major = parts.first ?? nil else { return nil }
        let minor = parts.count > 1 ? (parts[1] ?? 0) : 0
        return Double(major) + Double(min(minor, 99)) / 100
    }

    /// Whether `node` (a branch's code block) never runs on the platform of its code.
    static func neverRuns(_ node: Syntax) -> Bool {
        guard !targets.isEmpty, let parent = node.parent, parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self) else { return false }
        let platform = PlatformConditions.platform(at: node)
        guard let target = targets[platform] else { return false }
        if let branch = parent.as(IfExprSyntax.self), branch.conditions.count == 1, let condition = branch.conditions.first?.condition.as(AvailabilityConditionSyntax.self),
           let since = since(condition, on: platform), since <= target {
            let unavailable = condition.availabilityKeyword.tokenKind == .poundUnavailable
            return unavailable ? branch.body.id == node.id : branch.elseBody.map { Syntax($0).id == node.id } ?? false
        }
        if let guarded = parent.as(GuardStmtSyntax.self), guarded.body.id == node.id, guarded.conditions.count == 1,
           let condition = guarded.conditions.first?.condition.as(AvailabilityConditionSyntax.self), condition.availabilityKeyword.tokenKind == .poundAvailable,
           let since = since(condition, on: platform), since <= target {
            return true
        }
        return false
    }

    /// The version a condition names for `platform` (`iOS 14` in `#available(iOS 14, *)`).
    static func since(_ condition: AvailabilityConditionSyntax, on platform: Platform) -> Double? {
        let names: [Platform: String] = [.iOS: "iOS", .macOS: "macOS", .tvOS: "tvOS", .watchOS: "watchOS", .visionOS: "visionOS"]
        guard let name = names[platform] else { return nil }
        for argument in condition.availabilityArguments {
            let words = argument.argument.trimmedDescription.split(separator: " ")
            if words.count == 2, words[0] == name { return version(String(words[1])) }
        }
        return nil
    }
}
