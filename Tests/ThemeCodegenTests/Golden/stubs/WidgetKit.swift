// A stub of the WidgetKit API that Tincture's generated widget code uses, with the signatures of
// the reference (api-signatures.json, group WidgetKit). Built as a module named WidgetKit after
// the SwiftUI stub, which it extends.
//
// WidgetRenderingMode and WidgetAccentedRenderingMode are structs of static constants; they are
// Equatable (Apple's own sample switches over `.fullColor`, `.accented`, `.vibrant`, which needs
// `~=` from Equatable).
import SwiftUI

public struct WidgetRenderingMode: Equatable, Hashable, CustomStringConvertible, Sendable {
    private let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public var description: String { name }
}

extension EnvironmentValues {
    public var widgetRenderingMode: WidgetRenderingMode {
        get { .fullColor }
        set {}
    }
}

extension View {
    @MainActor @preconcurrency public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}

public struct WidgetAccentedRenderingMode: Equatable, Hashable, Sendable {
    private let name: String
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View { self }
}
