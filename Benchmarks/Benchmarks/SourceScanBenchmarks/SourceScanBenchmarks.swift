import Benchmark
import Foundation
import SourceScan
import ThemeAudit
import ThemeModel

/// A generated app: an asset catalog of 300 colors (100 text, 100 backgrounds, 100 tints, each
/// with a dark value), a theme layer of constants, and Swift sources of 200,000 lines — SwiftUI
/// views (stacks, ZStack layers, backgrounds, fonts, opacity, literals) and UIKit view
/// controllers (labels, buttons, subviews) in equal parts.
enum GeneratedApp {
    static let colors = 300
    static let targetLines = 200_000

    static func write(to root: String) throws {
        let manager = FileManager.default
        let catalog = root + "/App/Assets.xcassets"
        try manager.createDirectory(atPath: catalog, withIntermediateDirectories: true)
        try #"{"info":{"author":"xcode","version":1}}"#.write(toFile: catalog + "/Contents.json", atomically: true, encoding: .utf8)
        for n in 0..<colors {
            let (name, light, dark) = color(n)
            let set = catalog + "/\(name).colorset"
            try manager.createDirectory(atPath: set, withIntermediateDirectories: true)
            try """
                {"colors":[{"color":{"color-space":"srgb","components":{"red":"\(light)","green":"\(light)","blue":"\(light)","alpha":"1.000"}},"idiom":"universal"},\
                {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"\(dark)","green":"\(dark)","blue":"\(dark)","alpha":"1.000"}},"idiom":"universal"}],\
                "info":{"author":"xcode","version":1}}
                """.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        }
        var theme = "import SwiftUI\nimport UIKit\n\nextension Color {\n"
        for n in 0..<colors { theme += "    static let \(name(n).prefix(1).lowercased() + name(n).dropFirst()) = Color(\"\(name(n))\")\n" }
        theme += "}\n\nenum Palette {\n"
        for n in 0..<colors { theme += "    static let c\(n) = UIColor(named: \"\(name(n))\")!\n" }
        theme += "}\n"
        try manager.createDirectory(atPath: root + "/App/Sources", withIntermediateDirectories: true)
        try theme.write(toFile: root + "/App/Sources/Theme.swift", atomically: true, encoding: .utf8)
        var lines = 0, file = 0
        while lines < targetLines {
            let text = file % 2 == 0 ? swiftUIFile(file) : uikitFile(file)
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
            try text.write(toFile: root + "/App/Sources/View\(file).swift", atomically: true, encoding: .utf8)
            file += 1
        }
        // The app's entry point names every screen, as a real app's navigation does (a type
        // nothing in use names is dead code to the scan).
        var router = "import SwiftUI\n\n@main\nstruct GeneratedApp: App {\n    var body: some Scene { WindowGroup { EmptyView() } }\n    static let screens: [Any.Type] = [\n"
        for written in 0..<file {
            for n in 0..<(written % 2 == 0 ? 40 : 30) { router += "        \(written % 2 == 0 ? "View" : "Controller")\(written)x\(n).self,\n" }
        }
        router += "    ]\n}\n"
        try router.write(toFile: root + "/App/Sources/Router.swift", atomically: true, encoding: .utf8)
    }

    static func name(_ n: Int) -> String { ["TextColor", "BackgroundColor", "TintColor"][n % 3] + String(n / 3) }

    static func color(_ n: Int) -> (String, String, String) {
        let light = n % 3 == 1 ? 0.9 + Double(n % 10) / 100 : 0.1 + Double(n % 30) / 100
        let dark = n % 3 == 1 ? 0.1 + Double(n % 10) / 100 : 0.7 + Double(n % 30) / 100
        return (name(n), String(format: "%.3f", light), String(format: "%.3f", dark))
    }

    static func member(_ n: Int) -> String { let name = name(n); return "." + name.prefix(1).lowercased() + name.dropFirst() }

    static func swiftUIFile(_ file: Int) -> String {
        var out = "import SwiftUI\n\n"
        for view in 0..<40 {
            let n = (file * 40 + view) * 3
            out += """
                struct View\(file)x\(view): View {
                    var title: String
                    var body: some View {
                        VStack(alignment: .leading, spacing: 8) {
                            Text(title)
                                .font(.headline)
                                .foregroundColor(\(member(n % colors)))
                            Text("Subtitle")
                                .font(.caption)
                                .foregroundStyle(Color("\(name((n + 3) % colors))").opacity(0.8))
                            ZStack {
                                Color(red: 0.2, green: 0.3, blue: \(Double(view % 10) / 10))
                                Label("Go", systemImage: "arrow.right").foregroundStyle(.white)
                            }
                            HStack {
                                Image(systemName: "star").foregroundStyle(\(member((n + 2) % colors)))
                                Spacer()
                                Text("Detail").foregroundStyle(.secondary)
                            }
                        }
                        .padding()
                        .background(\(member((n + 1) % colors)))
                    }
                }


                """
        }
        return out
    }

    static func uikitFile(_ file: Int) -> String {
        var out = "import UIKit\n\n"
        for controller in 0..<30 {
            let n = (file * 30 + controller) * 3
            out += """
                final class Controller\(file)x\(controller): UIViewController {
                    private let titleLabel = UILabel()
                    private let detailLabel = UILabel()
                    private let button = UIButton(type: .system)
                    private let card = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = Palette.c\((n + 1) % colors)
                        card.backgroundColor = .secondarySystemBackground
                        titleLabel.textColor = Palette.c\(n % colors)
                        titleLabel.font = UIFont.preferredFont(forTextStyle: .title2)
                        detailLabel.textColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
                        button.setTitleColor(Palette.c\((n + 2) % colors), for: .normal)
                        card.addSubview(titleLabel)
                        card.addSubview(detailLabel)
                        view.addSubview(card)
                        view.addSubview(button)
                    }
                }


                """
        }
        return out
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident],
        maxDuration: .seconds(60),
        maxIterations: 5
    )
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tincture-generated-app").path
    try? FileManager.default.removeItem(atPath: root)
    try! GeneratedApp.write(to: root)

    Benchmark("Scan and audit a generated 200,000-line SwiftUI + UIKit app with a 300-color catalog") { benchmark in
        for _ in benchmark.scaledIterations {
            let scan = try! AppScan.scan(root)
            precondition(scan.coverage.lines >= GeneratedApp.targetLines && scan.coverage.pairs > 10_000)
            blackHole(Auditor().audit(try! ResolvedTheme(scan.document)))
        }
    }
}
