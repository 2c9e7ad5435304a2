#if canImport(UIKit)
import UIKit
typealias PlatformColor = UIColor
#else
import AppKit
typealias PlatformColor = NSColor
#endif
typealias BrandColor = PlatformColor

enum Brand {
    static let highlight = BrandColor(named: "Ink")!
}
