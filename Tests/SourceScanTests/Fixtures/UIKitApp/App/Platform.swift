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

/// A palette as an enum of hex strings, and initializers over it.
enum Studio: String {
    case gray100 = "101517"
    case blue50 = "3361cc"
    case white = "ffffff"
}

extension UIColor {
    static var note: UIColor { UIColor(lightColor: .gray100, darkColor: .white) }

    convenience init(studioColor: Studio, alpha: CGFloat = 1) {
        self.init(hexString: studioColor.rawValue, alpha: alpha)
    }

    convenience init(lightColor: Studio, darkColor: Studio) {
        self.init(hexString: lightColor.rawValue, alpha: 1)
    }
}

/// A constant per platform, and a getter of several returns.
enum Accents {
    #if os(macOS)
    static let primary = PlatformColor(named: "HeaderBackground")!
    #else
    static let primary = PlatformColor(named: "Ink")!
    #endif

    static var caption: UIColor {
        if isSelected { return .white }
        if #available(iOS 26, *) { return .secondaryLabel }
        return .tertiaryLabel
    }
}
