import ColorScience
import Foundation
import PropertyBased
import SwiftParser
import SwiftSyntax
import Testing
import ThemeModel
@testable import SourceScan

/// Color expressions, uses and pairs in small snippets; and results that do not depend on how
/// the code is formatted.
@Suite("Swift color scanner")
struct SwiftColorScannerTests {
    static func color(_ source: String) -> CodeColor? {
        let tree = Parser.parse(source: "let x = " + source)
        guard let binding = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first,
              let value = binding.initializer?.value else { return nil }
        return ColorExpressionReader.color(value)
    }

    @Test("color expressions", arguments: [
        (#"Color("CardBackground")"#, #"asset "CardBackground""#),
        (#"Color("Brand", bundle: .main)"#, #"asset "Brand""#),
        (#"UIColor(named: "Ink")!"#, #"asset "Ink""#),
        (#"NSColor(named: "Ink")"#, #"asset "Ink""#),
        // An app's own wrapper around a catalog lookup.
        (#"Color(uiColor: ColorResolver.assetColor(named: "appTintColor", fallback: .systemOrange))"#, #"asset "appTintColor""#),
        (#"themeColor(named: "Brand")"#, #"asset "Brand""#),
        ("Color(.cardBackground)", "asset symbol .cardBackground"),
        ("UIColor(resource: .cardBackground)", "asset symbol .cardBackground"),
        ("Color(.systemBackground)", "system systemBackground"),
        // `Color(_:)` given an AppKit color by its implicit member.
        ("Color(.secondaryLabelColor)", "system secondaryLabel"),
        // SwiftUI's tint style where no `.tint(_:)` is set; the bar material.
        (".tint", #"asset "AccentColor""#),
        (".bar", "run-time color (the bar material blurs what is behind it, known only at run time)"),
        ("Color(uiColor: .secondaryLabel)", "system secondaryLabel"),
        ("UIColor.secondaryLabel", "system secondaryLabel"),
        ("Color.primary", "system label"),
        (".secondary", "system secondaryLabel"),
        (".red", "system systemRed"),
        ("NSColor.windowBackgroundColor", "system windowBackground"),
        ("UIColor.white.withAlphaComponent(0.5)", "system white at 50% opacity"),
        ("Color.black.opacity(0.3)", "system black at 30% opacity"),
        ("UIColor(red: 51/255, green: 102/255, blue: 153/255, alpha: 1)", "UIColor(red: 51/255, green: 102/255, blue: 153/255, alpha: 1)"),
        ("Color(red: 0.2, green: 0.4, blue: 0.6)", "Color(red: 0.2, green: 0.4, blue: 0.6)"),
        ("Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5)", "Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.5)"),
        ("#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)", "#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)"),
        (##"Color(hex: "#336699")"##, "#336699"),
        ("UIColor(hex: 0x336699)", "#336699"),
        ("Color(rgba: 0x33669980)", "#33669980"),
        ("Color(argb: 0x80336699)", "#33669980"),
        (".foreground", "system label"),
        ("Asset.Colors.brandPrimary.color", "Asset.Colors.brandPrimary"),
        (#"ColorAsset(name: "Colors/Brand")"#, #"asset "Colors/Brand""#),
        ("R.color.brandPrimary()", "asset symbol .brandPrimary"),
        ("Theme.Text.main", "Theme.Text.main"),
        ("isOn ? Color.green : Color.gray", "system systemGreen or system systemGray"),
        // A team's initializers over its own palette.
        ("UIColor(studioColor: .blue50)", ".blue50"),
        ("UIColor(lightColor: .gray100, darkColor: .white, lightColorAlpha: 1)", ".gray100 in light, .white in dark"),
        // A choice by interaction state: the resting branch.
        ("configuration.isPressed ? Color.gray : Color.blue", "system systemBlue"),
        ("state.isHighlighted || state.isSelected ? UIColor.white : .label", "system label"),
        ("isEnabled ? UIColor.label : UIColor.tertiaryLabel", "system label"),
        ("UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }", "system black in light, system white in dark"),
        ("Color(colorScheme != .dark ? .white : Color(white: 0.1))", "system white in light, Color(white: 0.1) in dark"),
        (#"UIColor(named: "Ink") ?? .black"#, #"asset "Ink""#),
        ("label.textColor.cgColor", "label.textColor"),
        // A team's hex initializers: unlabeled, and with an alpha beside the hex.
        ("UIColor(0x336699)", "#336699"),
        ("Color(0x33669980)", "#33669980"),
        (##"UIColor(hex: "#336699", alpha: 0.5)"##, "#336699 at 50%"),
    ])
    func expressions(source: String, expected: String) {
        #expect(Self.color(source)?.description == expected, "\(source)")
    }

    @Test("literal components", arguments: [
        ("UIColor(red: 51/255, green: 102/255, blue: 153/255, alpha: 1)", "#336699"),
        ("UIColor(white: 0.5, alpha: 1)", "#808080"),
        // Bytes, to an app's own `init(red: Int, green: Int, blue: Int)`.
        ("Color(red: 244, green: 62, blue: 55)", "#f43e37"),
        ("Color(red: 1, green: 0, blue: 0)", "#ff0000"),
        ("UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)", "#ff0000"),
        ("CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)", "#0000ff80"),
    ])
    func literals(source: String, hex: String) throws {
        guard case .literal(let color, _)? = Self.color(source) else { Issue.record("not a literal: \(source)"); return }
        #expect(RGBA8(rounding: color.srgb.clipped).hex == hex)
    }

    @Test("a file that does not parse, and binary text, are read as far as they go")
    func badInput() {
        let broken = SwiftColorScanner.scan("struct A: View { var body: some View { Text(\"x\").foregroundColor(.red) ", file: "A.swift")
        #expect(broken.problems.first?.location?.file == "A.swift")
        #expect(broken.uses.count == 1)
        let binary = SwiftColorScanner.scan(String(decoding: [0xFF, 0x00, 0x13, 0x37], as: UTF8.self), file: "B.swift")
        #expect(binary.uses.isEmpty)
    }

    /// The pairs of a snippet without places.
    static func pairs(_ source: String, folders: Platform = .iOS) -> [String] {
        SwiftColorScanner.scan(source, file: "T.swift", folders: folders).pairs.map {
            "\($0.foreground.color) on \($0.background.map(\.color.description) ?? "-") \($0.size?.description ?? "") \($0.evidence)"
        }
    }

    /// The pairs of a snippet, colors only.
    static func sides(_ source: String) -> [String] { pairs(source).map { $0.components(separatedBy: "  ")[0] } }

    static let card = """
        struct Card: View {
            var body: some View {
                VStack {
                    Text("Title").font(.caption).foregroundColor(Color("Ink"))
                    ZStack {
                        Rectangle().fill(Color.black)
                        Text("Over").foregroundStyle(.white)
                    }
                }
                .background(Color("Paper"))
            }
        }
        """

    @Test("trailing closures and parentheses give the same pairs")
    func closureForms() {
        let parenthesized = Self.card
            .replacingOccurrences(of: "VStack {", with: "VStack(content: {")
            .replacingOccurrences(of: "        }\n        .background", with: "        })\n        .background")
        #expect(parenthesized != Self.card)
        #expect(Self.pairs(parenthesized) == Self.pairs(Self.card))
        #expect(Self.pairs(Self.card).count == 2)
        let background = Self.card.replacingOccurrences(of: ".background(Color(\"Paper\"))", with: ".background { Color(\"Paper\") }")
        #expect(Self.pairs(background) == Self.pairs(Self.card))
    }

    /// The snippet with its whitespace between tokens replaced at random (spaces, newlines,
    /// none where none was).
    static func reformatted(_ source: String, seed: Int) -> String {
        var state = UInt64(truncatingIfNeeded: seed) &* 6364136223846793005 &+ 1442695040888963407
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        var out = ""
        for token in Parser.parse(source: source).tokens(viewMode: .sourceAccurate) {
            let hadSpace = !token.leadingTrivia.isEmpty
            if hadSpace || out.last.map({ $0.isLetter || $0.isNumber }) == true && token.text.first.map({ $0.isLetter || $0.isNumber }) == true {
                out += ["\n", " ", "  ", "\n    "][Int(next() % 4)]
            }
            out += token.text
            if !token.trailingTrivia.isEmpty { out += [" ", "\n", "   "][Int(next() % 3)] }
        }
        return out
    }

    @Test("reformatting does not change what is found")
    func formatting() async {
        let expected = Self.pairs(Self.card)
        await propertyCheck(count: 40, input: Gen.int(in: 0...1_000_000)) { seed in
            #expect(Self.pairs(Self.reformatted(Self.card, seed: seed)) == expected)
        }
    }

    @Test("a clear row background shows what is behind it; a cell's own labels are on the cell's background")
    func throughClearAndCells() {
        let list = "struct L: View { var body: some View { List { Text(\"a\").foregroundColor(.red).listRowBackground(Color.clear) }.background(Color(\"Paper\")) } }"
        #expect(Self.pairs(list) == [#"system systemRed on asset "Paper"  an enclosing view's .background"#])
        // An opaque row: the list's own background is behind the rows, not behind the text.
        let rows = "struct L: View { var body: some View { List { Text(\"a\").foregroundColor(.red) }.background(Color(\"Paper\")) } }"
        #expect(Self.pairs(rows) == ["system systemRed on system secondarySystemGroupedBackground  no background in the code around it: a List row's background (secondarySystemGroupedBackground) assumed"])
        let cell = "class Cell: UITableViewCell { func configure() { textLabel?.textColor = .red\n backgroundColor = .black } }"
        #expect(Self.pairs(cell) == ["system red on system black  the backgroundColor Cell sets on itself, which holds it"])
    }

    @Test("a sheet's content is on its own background; a palette symbol's first layer is on its second")
    func sheetsAndSymbols() {
        let sheet = "struct S: View { var body: some View { VStack { }.background(Color.black).sheet(isPresented: $on) { Text(\"a\").foregroundColor(.gray) } } }"
        #expect(Self.pairs(sheet) == ["system systemGray on system systemBackground  presented in a .sheet, with no background of its own: the system background assumed"])
        let symbol = "struct S: View { var body: some View { Image(systemName: \"x\").foregroundStyle(.white, .blue) } }"
        #expect(Self.pairs(symbol) == ["system white on system systemBlue  a symbol's palette layer beneath it"])
    }

    @Test("a prominent button's tint is its fill, with a white label; a plain List's rows are on the system background")
    func buttonsAndPlainLists() {
        let button = "struct B: View { var body: some View { Button(\"Go\") { }.buttonStyle(.borderedProminent).tint(.orange) } }"
        #expect(Self.pairs(button) == ["system white on system systemOrange  a .borderedProminent button: its label is white on the tint"])
        let plain = "struct L: View { var body: some View { List { Text(\"a\").foregroundColor(.gray) }.listStyle(.plain) } }"
        #expect(Self.pairs(plain) == ["system systemGray on system systemBackground  a row of a plain List: its cell background (systemBackground)"])
    }

    @Test("a container view of the app's puts what it is given on its background, directly or through a modifier that wraps the view in it")
    func containers() {
        let source = """
            struct Bar<Content: View>: View {
                let backgroundColor: Color
                let content: Content
                var body: some View {
                    VStack { Text("Title"); self.content }
                        .background(self.backgroundColor.ignoresSafeArea())
                }
            }
            extension View {
                func barStyle(backgroundColor: Color = .paper) -> some View { Bar(backgroundColor: backgroundColor, content: self) }
            }
            struct Card<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View { content().padding().background(Color.black) }
            }
            struct Screen: View {
                var body: some View {
                    VStack { Text("a").foregroundColor(.gray) }.barStyle()
                    Text("b").foregroundColor(.red).barStyle(backgroundColor: .yellow)
                    Card { Text("c").foregroundColor(.white) }
                }
            }
            """
        #expect(Self.pairs(source) == [
            "system systemGray on .paper  an enclosing view's .barStyle() → .background",
            "system systemRed on system systemYellow  the same view's .barStyle() → .background",
            "system white on system black  inside Card, which puts its content on a .background",
        ])
    }

    @Test("a hierarchical level inside a view that sets the foreground style is a level of that style; a second style is a layer only on a symbol")
    func hierarchicalLevels() {
        let single = "struct A: View { var body: some View { VStack { Text(\"s\").foregroundStyle(.secondary) }.foregroundStyle(.white).background(Color.teal) } }"
        #expect(Self.pairs(single).contains { $0.hasPrefix("run-time color (the secondary level of the enclosing .foregroundStyle(.white)") }, "\(Self.pairs(single))")
        let two = "struct B: View { var body: some View { VStack { Text(\"s\").foregroundStyle(.secondary) }.foregroundStyle(.white, .gray).background(Color.black) } }"
        #expect(Self.pairs(two).contains("system systemGray on system black  an enclosing view's .background"), "\(Self.pairs(two))")
        let plain = "struct C: View { var body: some View { VStack { Text(\"s\").foregroundStyle(.secondary) }.background(Color.white) } }"
        #expect(Self.pairs(plain) == ["system secondaryLabel on system white  an enclosing view's .background"], "\(Self.pairs(plain))")
        let symbol = "struct D: View { var body: some View { Image(systemName: \"person.circle.fill\").foregroundStyle(.white, .blue) } }"
        #expect(Self.pairs(symbol) == ["system white on system systemBlue  a symbol's palette layer beneath it"], "\(Self.pairs(symbol))")
        let text = "struct E: View { var body: some View { Text(\"t\").foregroundStyle(.white, .blue).background(Color.black) } }"
        #expect(Self.pairs(text) == ["system white on system black  the same view's .background"], "\(Self.pairs(text))")
    }

    @Test("a NavigationLink's destination is a page of its own; a tint on text, on a container and a switch's tint draw nothing")
    func destinationsAndTints() {
        let links = """
            struct R: View {
                var body: some View {
                    List {
                        NavigationLink(destination: Text("d").foregroundColor(.red)) { Text("row").foregroundColor(.blue) }
                        NavigationLink { Text("page").foregroundColor(.orange) } label: { Text("row2").foregroundColor(.green) }
                        NavigationLink("Report") { Text("report").foregroundColor(.pink) }
                        NavigationLink(value: 1) { Text("row3").foregroundColor(.mint) }
                    }
                }
            }
            """
        let pairs = Self.sides(links)
        #expect(pairs == ["system systemRed on system systemBackground", "system systemBlue on system secondarySystemGroupedBackground",
                          "system systemOrange on system systemBackground", "system systemGreen on system secondarySystemGroupedBackground",
                          "system systemPink on system systemBackground", "system systemMint on system secondarySystemGroupedBackground"], "\(Self.pairs(links))")
        let tinted = "struct T: View { var body: some View { Text(\"t\").tint(.red).background(Color.black) } }"
        #expect(Self.pairs(tinted).isEmpty, "\(Self.pairs(tinted))")
        let toggle = "final class C: UITableViewCell { let toggle = UISwitch()\n func setup() { toggle.tintColor = .red; toggle.onTintColor = .green; contentView.addSubview(toggle); backgroundColor = .white } }"
        #expect(Self.pairs(toggle).map { $0.components(separatedBy: " on ")[0] } == ["system green"], "\(Self.pairs(toggle))")
        // A class's own `tintColor` property (a list item's) is data, not a view's tint.
        let item = "class Item: ListItem { let tintColor: UIColor\n init(tint: UIColor) { self.tintColor = .red; super.init() } }"
        #expect(Self.pairs(item).isEmpty, "\(Self.pairs(item))")
        // A view made clear where it is declared and colored by a setup method shows the color.
        let overlay = """
            final class H: UIView {
                func setUpOverlay() { dim.backgroundColor = UIColor.black.withAlphaComponent(0.6); icon.tintColor = .white }
                let dim: UIView = { let view = UIView(); view.backgroundColor = .clear; return view }()
                let icon = UIButton()
                func layout() { backgroundColor = .systemBackground; addSubview(dim); dim.addSubview(icon) }
            }
            """
        #expect(Self.sides(overlay) == ["system white on system black at 60% opacity"], "\(Self.pairs(overlay))")
        let navigation = "final class P: UIViewController { override func viewDidLoad() { navigationController?.view.tintColor = .red; view.backgroundColor = .white } }"
        #expect(Self.pairs(navigation).isEmpty, "\(Self.pairs(navigation))")
        // A tint on a stack, a list or the app's root is a default its controls inherit; on a
        // control (SwiftUI's, or one named like them) it is drawn.
        let inherited = """
            struct S: View { var body: some View { VStack { Toggle("a", isOn: $on) }.tint(.green).background(Color.black) } }
            struct R: View { var body: some View { ContentView().accentColor(.orange) } }
            struct C: View { var body: some View { Toggle("a", isOn: $on).tint(.green).background(Color.black)
                PrimaryButton("b").tint(.red).background(Color.black) } }
            """
        #expect(Self.sides(inherited) == ["system systemGreen on system black", "system systemRed on system black"], "\(Self.pairs(inherited))")
    }

    @Test("an app-wide bar appearance's title is on every screen's bar: run-time unless the app colors its bars; another state's title is not drawn at rest")
    func barAppearances() throws {
        let source = """
            final class Appearance {
                func apply() {
                    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.red]
                    UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
                    UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .disabled)
                }
            }
            func launch() { Appearance().apply() }
            """
        let pairs = Self.pairs(source)
        #expect(pairs.count == 2 && pairs.allSatisfy { $0.contains("on run-time color (every screen's navigation bar") }, "\(pairs)")
        #expect(pairs.first?.hasPrefix("system red") == true && pairs.last?.hasPrefix("system blue") == true, "\(pairs)")
        // Bars the app colors: on that color.
        let colored = AppScan(root: "", files: [SwiftColorScanner.scan(source.replacingOccurrences(of: "func apply() {", with: "func apply() {\n UINavigationBar.appearance().barTintColor = .black"),
                                                                      file: "A.swift")], base: ThemeDocument(file: "", name: "t"))
        #expect(colored.pairs.map { $0.backgrounds.map(\.string) } == [["system.black"], ["system.black"]], "\(colored.pairs.map(\.pair.evidence))")
    }

    @Test("a list's safe-area inset is on the list's background; an empty .background() is the window's; a clear palette layer is no layer; views added in a loop or by a team's adding method")
    func insetsAndLoops() {
        let inset = "struct A: View { var body: some View { List { Text(\"r\") }.safeAreaInset(edge: .bottom) { Text(\"i\").foregroundStyle(.secondary) } } }"
        #expect(Self.pairs(inset).contains("system secondaryLabel on system systemGroupedBackground  a List's safe-area inset: the list's background (systemGroupedBackground) assumed"),
                "\(Self.pairs(inset))")
        let card = "struct B: View { var body: some View { ZStack { Color.indigo; Text(\"c\").foregroundColor(.gray).background(); Image(systemName: \"s\").foregroundStyle(.white, .clear) } } }"
        #expect(Self.sides(card) == ["system systemGray on system systemBackground", "system white on system systemIndigo"], "\(Self.pairs(card))")
        let glass = "struct G: View { var body: some View { HStack { Button { } label: { Image(systemName: \"x\").foregroundStyle(.red) }; Button(\"b\") { }.foregroundStyle(.blue) }.buttonStyle(.glass).background(Color.black) } }"
        #expect(Self.pairs(glass).count == 2 && Self.pairs(glass).allSatisfy { $0.contains(" on run-time color (a .glass button") }, "\(Self.pairs(glass))")
        // A layer all but clear (one that fills a frame or takes taps) shows what is behind it.
        let hitArea = "struct H: View { var body: some View { ZStack { Color.black; ZStack { Color.black.opacity(0.001); Text(\"a\").foregroundStyle(.white) } } } }"
        #expect(Self.sides(hitArea) == ["system white on system black"], "\(Self.pairs(hitArea))")
        // A .bordered button draws a tinted capsule, a library's style its own surface, a Mac's
        // default button its bezel: known at run time. A plain one draws nothing.
        let styled = """
            struct B: View { var body: some View { VStack {
                Button("a") { }.foregroundStyle(.red).buttonStyle(.bordered)
                Button("b") { }.foregroundStyle(.blue).buttonStyle(BorderedBarButtonStyle())
                Button("c") { }.foregroundStyle(.green).buttonStyle(.plain)
            }.background(Color.black) } }
            """
        #expect(Self.sides(styled) == ["system systemRed on run-time color (a .bordered button draws a translucent capsule of its tint behind its label, known only at run time)",
                                       "system systemBlue on run-time color (a BorderedBarButtonStyle() button draws a surface of a library's style behind its label, not read here)",
                                       "system systemGreen on system black"], "\(Self.pairs(styled))")
        let mac = "struct M: View { var body: some View { VStack { Button(\"d\") { }.foregroundStyle(.red) }.background(Color.black) } }"
        #expect(Self.pairs(mac, folders: .macOS).first?.contains("on run-time color (a Mac push button draws its bezel") == true, "\(Self.pairs(mac, folders: .macOS))")
        // A sheet's own background: a color, or a material (run-time).
        let sheets = """
            struct S: View { var body: some View { List { Text("r") }
                .sheet(isPresented: $a) { VStack { Text("a").foregroundStyle(.gray) }.presentationBackground(Color.indigo) }
                .sheet(isPresented: $b) { VStack { Text("b").foregroundStyle(.gray) }.presentationBackground(.thinMaterial) } } }
            """
        #expect(Self.sides(sheets).filter { $0.hasPrefix("system systemGray") } == ["system systemGray on system systemIndigo",
                "system systemGray on run-time color (a sheet's material background blurs what is behind it, known only at run time)"], "\(Self.pairs(sheets))")
        // A stack's foreground that every view inside replaces is drawn nowhere.
        let replaced = """
            struct R: View { var body: some View {
                HStack { Text("a").foregroundColor(.red); Spacer(); VStack { Text("b").foregroundStyle(.blue) } }.foregroundColor(.gray).background(Color.black)
                HStack { Text("c").foregroundColor(.red); Text("d") }.foregroundColor(.green).background(Color.black)
                HStack { Text("e").foregroundStyle(.secondary); Text("f").foregroundStyle(.primary) }.foregroundStyle(.orange, .yellow).background(Color.black)
            } }
            """
        // (`.primary` inside is the first level of the stack's style, `.secondary` its second.)
        #expect(Self.sides(replaced).sorted() == ["system systemBlue on system black", "system systemGreen on system black", "system systemOrange on system black",
                                                  "system systemOrange on system black", "system systemRed on system black", "system systemRed on system black",
                                                  "system systemYellow on system black"],
                "\(Self.pairs(replaced))")
        // A view kept in a local is drawn where the local is used.
        let local = """
            struct L: View { var body: some View {
                let label = Text("a").foregroundStyle(.gray).padding()
                label.background(Color.indigo)
            } }
            """
        #expect(Self.sides(local) == ["system systemGray on system systemIndigo"], "\(Self.pairs(local))")
        // A mask's colors give only its opacity: nothing drawn in them.
        let masked = "struct M: View { var body: some View { LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).mask { Circle().stroke(.red, lineWidth: 4) }.background(Color.black) } }"
        #expect(Self.pairs(masked).isEmpty, "\(Self.pairs(masked))")
        // A stack given as a background: its topmost opaque color layer.
        let stacked = """
            struct S: View { var body: some View {
                VStack { Text("a").foregroundStyle(.gray) }.background(ZStack(alignment: .top) { Color.black; Glow() }.ignoresSafeArea())
                VStack { Text("b").foregroundStyle(.gray) }.background(ZStack { Color.black; Color.indigo; Color.white.opacity(0.1) })
            } }
            """
        #expect(Self.sides(stacked) == ["system systemGray on system black", "system systemGray on system systemIndigo"], "\(Self.pairs(stacked))")
        let shaped = "struct C: View { var body: some View { List { Image(systemName: \"s\").foregroundStyle(.red).background(in: Circle()) } } }"
        #expect(Self.sides(shaped) == ["system systemRed on system systemBackground"], "\(Self.pairs(shaped))")
        let loop = """
            final class Card: UIView {
                let title = UILabel(), ago = UILabel(), tag = UILabel()
                func setup() {
                    let cardView = UIView()
                    cardView.backgroundColor = .systemGray
                    [title, ago].forEach { cardView.addSubviewForAutoLayout($0) }
                    [tag].forEach(cardView.addSubview)
                    title.textColor = .label; ago.textColor = .secondaryLabel; tag.textColor = .tertiaryLabel
                    addSubview(cardView)
                }
            }
            """
        #expect(Self.pairs(loop).allSatisfy { $0.contains(" on system systemGray ") } && Self.pairs(loop).count == 3, "\(Self.pairs(loop))")
        let shadowing = "final class S: UITableViewCell { func style() { let backgroundView = UIView(); backgroundView.backgroundColor = .blue; backgroundColor = .white; selectedBackgroundView = backgroundView; textLabel?.textColor = .black } }"
        #expect(Self.sides(shadowing) == ["system black on system white"], "\(Self.pairs(shadowing))")
        let added = "final class A: UIView { let card = UIView()\n func setup() { backgroundColor = .white; card.backgroundColor = .black; let imageView = UIImageView(); imageView.tintColor = .red; card.addSubview(imageView); addSubview(card) } }"
        #expect(Self.sides(added) == ["system red on system black"], "\(Self.pairs(added))")
        let footer = "final class F: UIViewController { let table = UITableView(); let note = UILabel()\n override func viewDidLoad() { table.backgroundColor = .black; note.textColor = .white; table.tableFooterView = note; view.addSubview(table) } }"
        #expect(Self.sides(footer) == ["system white on system black"], "\(Self.pairs(footer))")
    }

    @Test("a background configuration's color transformer is the color it returns at rest")
    func colorTransformer() {
        let cell = """
            final class Add: UICollectionViewListCell {
                let icon = UIImageView()
                func setup() {
                    icon.tintColor = .systemGreen
                    contentView.addSubview(icon)
                    var background = UIBackgroundConfiguration.listPlainCell()
                    background.backgroundColorTransformer = .init { [weak self] _ in
                        guard let self else { return .secondarySystemBackground }
                        if self.configurationState.isHighlighted { return .secondarySystemBackground.withAlphaComponent(0.5) }
                        return .secondarySystemBackground
                    }
                    backgroundConfiguration = background
                }
            }
            """
        #expect(Self.pairs(cell) == ["system systemGreen on system secondarySystemBackground  the backgroundColor Add sets on itself, which holds it"], "\(Self.pairs(cell))")
    }

    @Test("a color multiplied after it is what is drawn; a plain list style by any spelling")
    func multipliedAndPlain() {
        let multiplied = "struct T: View { var body: some View { Text(\"t\").foregroundColor(.white).colorMultiply(.red).background(Color.black) } }"
        #expect(Self.pairs(multiplied) == ["system systemRed on system black  the same view's .background"])
        let overlay = "struct P: View { var body: some View { Capsule().foregroundStyle(Color.black).overlay(Capsule().stroke(Color.gray)).background(Color.white) } }"
        #expect(Self.pairs(overlay) == ["system systemGray on system black  an overlay on a Capsule filled with .foregroundStyle"])
        let glyph = "struct G: View { var body: some View { Circle().strokeBorder(Color.red).background(Image(systemName: \"x\").foregroundColor(.red)).background(Color.white) } }"
        #expect(Self.pairs(glyph).allSatisfy { $0.hasPrefix("system systemRed on system white") })
        let cell = "class VC: UITableViewController { func setup(_ cell: UITableViewCell) { cell.textLabel?.textColor = .red\n cell.backgroundColor = .black } }"
        #expect(Self.pairs(cell) == ["system red on system black  the backgroundColor of cell, which holds it"])
        // A selection the foreground alone shows: both colors; one the background shows too: the resting state's.
        let selected = "struct R: View { let isSelected: Bool\n var body: some View { Text(\"a\").foregroundColor(isSelected ? .orange : .primary).background(Color.white) } }"
        #expect(Self.pairs(selected) == ["system label or system systemOrange on system white  the same view's .background"])
        let both = "struct R: View { let isSelected: Bool\n var body: some View { Text(\"a\").foregroundColor(isSelected ? .white : .primary).background(isSelected ? Color.blue : Color.white) } }"
        #expect(Self.pairs(both) == ["system label on system white  the same view's .background"])
        let pressed = "struct R: View { let isPressed: Bool\n var body: some View { Text(\"a\").foregroundColor(isPressed ? .orange : .primary).background(Color.white) } }"
        #expect(Self.pairs(pressed) == ["system label on system white  the same view's .background"])
        // Wrapped backgrounds; bar items; a library's view protocol with `func body(props:)`.
        let wrapped = "struct W: View { var body: some View { Text(\"w\").foregroundColor(.white).background { Group { colorScheme == .dark ? AnyView(Color.black) : AnyView(Color.orange) } } } }"
        #expect(Self.pairs(wrapped) == ["system white on system systemOrange in light, system black in dark  the same view's .background"])
        let items = "struct N: View { var body: some View { List { }.navigationBarItems(trailing: Image(systemName: \"star\").foregroundColor(.yellow)) } }"
        #expect(Self.pairs(items).first?.contains("on the navigation bar") == true, "\(Self.pairs(items))")
        let connected = "struct M: ConnectedView { func body(props: Props) -> some View { Image(systemName: \"heart\").foregroundColor(.primary) } }"
        #expect(SwiftColorScanner.scan(connected, file: "M.swift").pairs.first?.viewType == "M")
        // An attributed highlight is behind its own text; a color's standard gradient is read as the color.
        let highlighted = "class V: UIView { func f() { let a: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.black, .backgroundColor: UIColor.yellow] } }"
        #expect(Self.pairs(highlighted) == ["system black on system yellow  the attributed text's own background color"])
        #expect(Self.color(#"Color("Card").gradient"#)?.description == #"asset "Card""#)
        let lockScreen = "struct W: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: \"k\", provider: P()) { _ in Text(\"w\").foregroundColor(.white) }.supportedFamilies([.accessoryRectangular, .accessoryInline]) } }"
        #expect(Self.pairs(lockScreen) == ["system white on run-time color (an accessory widget is drawn over the Lock Screen's wallpaper)  in a widget of accessory families only, over the wallpaper"])
        let grouped = "class S: UITableViewController { init(style: UITableView.Style = .insetGrouped) { super.init(style: style) } }"
        #expect(SwiftColorScanner.scan(grouped, file: "S.swift").groupedLists["S"]?.style == "insetGrouped")
        // A collection view controller's list is its view.
        let collection = "class C: UICollectionViewController { override func viewDidLoad() { collectionView.backgroundColor = .black\n nameLabel.textColor = .white } }"
        #expect(Self.pairs(collection) == ["system white on system black  the backgroundColor C sets on itself; nameLabel is one of its views"])
        // A header's background view made in code is behind its label.
        let header = "class H: UITableViewHeaderFooterView { func style() { let bg = UIView()\n bg.backgroundColor = .black\n backgroundView = bg\n textLabel?.textColor = .white } }"
        #expect(Self.pairs(header) == ["system white on system black  the backgroundColor of backgroundView, which fills H behind it"])
        // A view shown only while selected is on the selected background.
        let check = "struct C: View { let isSelected: Bool\n var body: some View { ZStack { RoundedRectangle(cornerRadius: 4).fill(isSelected ? Color.pink : Color.gray)\n if isSelected { Image(systemName: \"checkmark\").foregroundColor(.white) } } } }"
        #expect(Self.pairs(check) == ["system white on system systemPink  a ZStack layer behind it"])
        let plain = "struct L: View { var body: some View { List { Text(\"a\").foregroundColor(.gray) }.listStyle(PlainListStyle()) } }"
        #expect(Self.pairs(plain) == ["system systemGray on system systemBackground  a row of a plain List: its cell background (systemBackground)"])
        // A team's view-passing modifier written with `$0`.
        let applying = "struct P: View { var body: some View { Text(\"p\").foregroundColor(.white).applying { $0.background(Color.black) } } }"
        #expect(Self.pairs(applying) == ["system white on system black  the same view's .background"])
    }

    @Test("a shape's stroke is a border on what is behind it; its fill is not a foreground")
    func strokes() {
        let card = "struct C: View { var body: some View { Text(\"a\").overlay(RoundedRectangle(cornerRadius: 4).stroke(.gray.opacity(0.35))).background(Color.white) } }"
        #expect(Self.pairs(card) == ["system systemGray at 35% opacity on system white  an enclosing view's .background"])
        let fill = "struct C: View { var body: some View { Circle().foregroundStyle(.red).background(Color.white) } }"
        #expect(Self.pairs(fill).isEmpty)
    }

    @Test("a file's own color helpers are read through, and light/dark helpers give a color per appearance")
    func helpers() {
        let source = """
            extension ShapeStyle where Self == Color {
                static var brand: Color { adaptive(light: srgb(0x00, 0x9A, 0xC7, opacity: 1), dark: srgb(0x11, 0x22, 0x33, opacity: 1)) }
            }
            private func srgb(_ red: Double, _ green: Double, _ blue: Double, opacity: Double) -> Color {
                Color(.sRGB, red: red / 255.0, green: green / 255.0, blue: blue / 255.0, opacity: opacity)
            }
            """
        let scan = SwiftColorScanner.scan(source, file: "S.swift")
        guard case .adaptive(.literal(let light, _), .literal(let dark, _))? = scan.definitions.first?.color else {
            Issue.record("\(scan.definitions)"); return
        }
        #expect(RGBA8(rounding: light.srgb).hex == "#009ac7")
        #expect(RGBA8(rounding: dark.srgb).hex == "#112233")
    }

    @Test("another file's color helpers: a color type's own (`Color.hex`, `Self`), called bare, on the type, or as `.hex`")
    func appHelpers() throws {
        let helpers = """
            extension Color {
                public static func hex(_ hex: UInt) -> Self {
                    Self(red: Double((hex & 0xff0000) >> 16) / 255, green: Double((hex & 0x00ff00) >> 8) / 255, blue: Double(hex & 0x0000ff) / 255, opacity: 1)
                }
            }
            extension UIColor {
                public static func hex(_ hex: UInt) -> Self {
                    Self(red: CGFloat((hex & 0xff0000) >> 16) / 255, green: CGFloat((hex & 0x00ff00) >> 8) / 255, blue: CGFloat(hex & 0x0000ff) / 255, alpha: 1)
                }
            }
            func gray(_ level: Int) -> UIColor { UIColor(white: CGFloat(level) / 100, alpha: 1) }
            """
        let source = """
            extension Color {
                static let ink = hex(0x121212)
                static let paper = Self { $0.userInterfaceStyle == .dark ? .ink : .white }
                static let fog = Color.hex(0x242424).opacity(0.5)
            }
            extension UIColor {
                static let used = UIColor.hex(0xcccccc)
                static let mid = gray(50)
            }
            struct V: View { var body: some View { Text("a").foregroundColor(.hex(0x336699)) } }
            """
        let app = ColorExpressionReader.appColorFunctions(in: [helpers, source], aliases: []).helpers
        #expect(app["Color.hex"] != nil && app["UIColor.hex"] != nil && app["gray"] != nil)
        // A member's helper is not called by its bare name from another type.
        #expect(app["hex"] == nil)
        let scan = SwiftColorScanner.scan(source, file: "S.swift", aliases: [], folders: .iOS, modifiers: [:], helpers: .init(app))
        func hex(_ name: String) -> String? {
            guard case .literal(let color, _)? = scan.definitions.first(where: { $0.qualifiedName == name })?.color else { return nil }
            return RGBA8(rounding: color.srgb.clipped).hex
        }
        #expect(hex("Color.ink") == "#121212")
        #expect(hex("UIColor.used") == "#cccccc")
        #expect(hex("UIColor.mid") == "#808080")
        #expect(scan.definitions.first { $0.qualifiedName == "Color.paper" }?.color.description == "system white in light, .ink in dark")
        #expect(scan.definitions.first { $0.qualifiedName == "Color.fog" }?.color.description == "Color.hex(0x242424) at 50% opacity")
        #expect(scan.uses.first?.color.description == ".hex(0x336699)")
        // Without the other file, the names stay unread.
        #expect(SwiftColorScanner.scan(source, file: "S.swift").definitions.first { $0.qualifiedName == "Color.ink" }?.color == nil)
    }

    @Test("numbers as colors are written: shifts and masks of a hex value, with Swift's precedence")
    func arithmetic() {
        func value(_ text: String) -> Double? {
            let tree = Parser.parse(source: "let x = " + text)
            return tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer.flatMap { ColorExpressionReader.number($0.value) }
        }
        #expect(value("(0x336699 & 0xff0000) >> 16") == 0x33)
        #expect(value("0x336699 >> 8 & 0xff") == 0x66)
        #expect(value("1 + 2 * 3") == 7)
        #expect(value("10 - 4 - 3") == 3)
        #expect(value("Double(0x99 & 0xff) / 255").map { abs($0 - 0.6) < 1e-12 } == true)
        #expect(value("0.5 & 1") == nil)
        #expect(value("1 << 70") == nil)
    }

    @Test("the platform decides the default background: a Mac file's window, a watch's black, the clause of an #if")
    func platforms() {
        #expect(Platform.folders(["Mac", "Preferences", "View.swift"]) == .macOS)
        #expect(Platform.folders(["Sources", "WatchApp", "Home", "View.swift"]) == .watchOS)
        #expect(Platform.folders(["Sources", "App", "Settings", "AppleWatch", "View.swift"]) == .iOS)
        #expect(Platform.folders(["App", "BrowserTV", "views", "View.swift"]) == .tvOS)
        #expect(Platform.folders(["App", "tvOS", "View.swift"]) == .tvOS)
        #expect(Platform.folders(["App", "Activity", "View.swift"]) == .iOS)
        // A project that builds for the Mac only makes the Mac every file's default.
        #expect(Platform.only(inProjects: ["\t\tSDKROOT = macosx;\n", "SDKROOT = macosx;"]) == .macOS)
        #expect(Platform.only(inProjects: ["SDKROOT = macosx;", "SDKROOT = iphoneos;"]) == nil)
        #expect(Platform.folders(["App", "View.swift"], default: .macOS) == .macOS)
        #expect(Platform.folders(["App", "WatchApp", "View.swift"], default: .macOS) == .watchOS)
        // A Mac's grouped Form fills its sections with a color no system name gives.
        let macForm = "import AppKit\nstruct F: View { var body: some View { Form { Text(\"f\").foregroundColor(.gray) }.formStyle(.grouped) } }"
        #expect(Self.pairs(macForm) == ["system systemGray on run-time color (a grouped Form's section fill on macOS, which no system color names)  a row of a grouped Form on macOS"])
        // tvOS's defaults are not assumed to be iOS's.
        let tv = "struct T: View { var body: some View {\n#if os(tvOS)\nText(\"t\").foregroundColor(.gray)\n#endif\n} }"
        #expect(Self.pairs(tv) == ["system systemGray on run-time color (tvOS's default backgrounds and focus platters are not modeled)  no background in the code around it: tvOS's default background (not modeled) assumed"])
        #expect(Platform.folders(["Mac.swift"]) == .iOS)
        let text = "struct T: View { var body: some View { Text(\"a\").foregroundColor(.gray) } }"
        #expect(Self.pairs("import AppKit\nimport SwiftUI\n" + text)
            == ["system systemGray on system windowBackground  no background in the code around it: the window background (macOS) assumed"])
        #expect(Self.pairs(text, folders: .watchOS) == ["system systemGray on system black  no background in the code around it: black (watchOS) assumed"])
        let conditional = """
            #if os(watchOS)
            \(text)
            #else
            struct U: View { var body: some View { Text("b").foregroundColor(.red) } }
            #endif
            """
        #expect(Self.pairs(conditional) == [
            "system systemGray on system black  no background in the code around it: black (watchOS) assumed",
            "system systemRed on system systemBackground  no background in the code around it: the system background assumed",
        ])
        // Modifiers under `#if`: the clause compiled for the platform.
        let row = """
            struct R: View { var body: some View { List { Text("a").foregroundColor(.gray)
                #if os(visionOS)
                .listRowBackground(Color.black)
                #elseif !os(macOS) && (DEBUG || true)
                .listRowBackground(Color("Paper"))
                #endif
            } } }
            """
        #expect(Self.pairs(row) == [#"system systemGray on asset "Paper"  the same view's .listRowBackground"#])
        #expect(Self.pairs(row, folders: .macOS).first?.hasPrefix("system systemGray on system controlBackground") == true)
    }

    @Test("toolbar content is on the navigation bar: its .toolbarBackground, else over the view the toolbar is on")
    func toolbars() {
        let over = """
            struct T: View { var body: some View { List { }.toolbar { ToolbarItem { Button("Done") { }.foregroundStyle(.gray) } }.background(Color.black) } }
            """
        let pairs = SwiftColorScanner.scan(over, file: "T.swift").pairs
        #expect(pairs.map(\.evidence) == ["on the navigation bar, over the .background of the view it is on"])
        #expect(pairs.map(\.onNavigationBar) == [true])
        let own = """
            struct T: View { var body: some View { List { }.toolbar { Button("Done") { }.foregroundStyle(.gray) }
                .toolbarBackground(.visible, for: .navigationBar).toolbarBackground(Color("Bar"), for: .navigationBar) } }
            """
        #expect(Self.pairs(own) == [#"system systemGray on asset "Bar"  on the navigation bar: its .toolbarBackground"#])
    }

    @Test("a view-passing modifier's branches, Liquid Glass and materials behind a view; previews are not the app")
    func passedThroughAndGlass() {
        let modify = """
            struct T: View { var body: some View {
                Text("a").foregroundStyle(.secondary)
                    .modify { view in
                        if #available(iOS 26.0, *) { view.glassEffect(.regular, in: .capsule) } else { view.background(Color("Tile")) }
                    }
            } }
            """
        #expect(Self.pairs(modify) == ["system secondaryLabel on run-time color (Liquid Glass shows what is behind it, known only at run time)  the same view's .glassEffect (regular glass)"])
        // The first branch is the newest system's.
        let older = modify.replacingOccurrences(of: "view.glassEffect(.regular, in: .capsule) } else { view.background(Color(\"Tile\")) }",
                                                with: "view.background(Color(\"Tile\")) } else { view.glassEffect() }")
        #expect(Self.pairs(older) == [#"system secondaryLabel on asset "Tile"  the same view's .background"#])
        let material = "struct T: View { var body: some View { Text(\"a\").foregroundStyle(.primary).background(.ultraThinMaterial) } }"
        #expect(Self.pairs(material).first?.contains("ultraThinMaterial blurs what is behind it") == true)
        let previews = """
            #Preview { Text("a").foregroundStyle(.red) }
            struct T_Previews: PreviewProvider { static var previews: some View { Text("b").foregroundStyle(.red) } }
            """
        #expect(SwiftColorScanner.scan(previews, file: "T.swift").uses.isEmpty)
    }

    @Test("attributed text is drawn by the view it is given to, written in place or in the same function")
    func attributedText() {
        let source = """
            class Card: UIView {
                let label = UILabel()
                func inPlace() {
                    backgroundColor = .black
                    addSubview(label)
                    label.attributedText = NSAttributedString(string: "x", attributes: [.foregroundColor: UIColor.red])
                }
                func local() {
                    let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.gray]
                    label.attributedText = NSAttributedString(string: "y", attributes: attributes)
                }
                func elsewhere() -> [NSAttributedString.Key: Any] { [.foregroundColor: UIColor.blue] }
            }
            """
        #expect(Self.pairs(source) == [
            "system red on system black  the backgroundColor Card sets on itself, which holds it",
            "system gray on system black  the backgroundColor Card sets on itself, which holds it",
            "system blue on -  attributed text: the view it is shown in is not known",
        ])
    }

    @Test("a local constant is only its own function's; a GroupBox draws its own fill")
    func localsAndGroupBoxes() {
        let source = """
            final class Buttons {
                func favorite() { let tint = UIColor.orange; favoriteButton.tintColor = tint }
                func reblog() { reblogButton.tintColor = tint }
            }
            """
        let scan = SwiftColorScanner.scan(source, file: "B.swift")
        let resolver = CodeColorResolver(tokens: [], definitions: scan.definitions)
        let uses = scan.uses.filter { $0.via == "tintColor" }
        #expect(uses.count == 2)
        #expect(resolver.resolve(uses[0].color, near: uses[0].location) == [.color(.reference(TokenPath(["system", "orange"]), alpha: nil))])
        if case .unresolved? = resolver.resolve(uses[1].color, near: uses[1].location).first {} else { Issue.record("another function's local was used") }
        let box = "struct T: View { var body: some View { GroupBox { Text(\"a\").foregroundStyle(.secondary) } } }"
        #expect(Self.pairs(box) == ["system secondaryLabel on system secondarySystemBackground  a GroupBox's own fill (secondarySystemBackground)"])
    }

    @Test("surfaces of their own: a section header on the list, the Dynamic Island, a Live Activity, a watch's list row")
    func surfaces() {
        let header = """
            struct T: View { var body: some View { List { Section { Text("row") } header: { Text("Title").foregroundStyle(.secondary) }
                .listRowBackground(Color.white) } } }
            """
        #expect(Self.pairs(header) == ["system secondaryLabel on system systemGroupedBackground  a List section's header or footer: the list's background (systemGroupedBackground) assumed"])
        let island = "struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { c in Text(\"x\").foregroundStyle(.secondary) } dynamicIsland: { c in DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text(\"y\").foregroundStyle(.gray) } } compactLeading: { } compactTrailing: { } minimal: { } } } }"
        let pairs = Self.pairs(island)
        #expect(pairs.contains("system systemGray on system black  in the Dynamic Island, which is black"))
        #expect(pairs.contains { $0.hasPrefix("system secondaryLabel on run-time color (a Live Activity on the Lock Screen") })
        let conditional = "struct T: View { var body: some View { Form { Section {\n#if os(iOS)\nText(\"a\").foregroundStyle(.gray)\n#endif\n} } } }"
        #expect(Self.pairs(conditional).first?.contains("a List row's background") == true)
        let clearWatchRow = "struct T: View { var body: some View { List { Text(\"a\").foregroundStyle(.gray).listRowBackground(Color.clear) } } }"
        #expect(Self.pairs(clearWatchRow, folders: .watchOS).first?.hasPrefix("system systemGray on system black") == true)
        let watch = "struct T: View { var body: some View { List { Text(\"a\").foregroundStyle(.gray) } } }"
        #expect(Self.pairs(watch, folders: .watchOS).first?.contains("a watchOS list row's platter") == true)
    }

    @Test("a swipe action is filled with its tint; a context menu is on the system's material; code under #if false is not read")
    func menusAndDeadBranches() {
        let swipe = "struct R: View { var body: some View { Text(\"a\").swipeActions { Button(\"Delete\") { }.tint(.red) } } }"
        #expect(Self.pairs(swipe) == ["system white on system systemRed  a .swipeActions button: its label is white on the tint"])
        let menu = "struct R: View { var body: some View { Text(\"a\").contextMenu { Button(\"Delete\") { }.foregroundStyle(.red) } } }"
        #expect(Self.pairs(menu) == ["system systemRed on run-time color (a .contextMenu is drawn on the system's material)  in a .contextMenu, on the system's material"])
        let never = "#if false\nstruct Old: View { var body: some View { Text(\"a\").foregroundStyle(.red) } }\n#endif"
        #expect(SwiftColorScanner.scan(never, file: "T.swift").uses.isEmpty)
        let previewOnly = "private struct Gallery: View { var body: some View { Text(\"a\") } }\n#Preview { Gallery() }"
        let usage = SwiftColorScanner.scan(previewOnly, file: "T.swift")
        #expect(usage.declaredTypes.map(\.name) == ["Gallery"])
        #expect(!usage.references.values.contains { $0.contains("Gallery") })
        // Named only by a type nothing names: dead too.
        let chain = SwiftColorScanner.scan("struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { Text(\"b\") } }\n#if false\nlet a = A()\n#endif", file: "C.swift")
        #expect(TypeUsage.used(declared: Set(chain.declaredTypes.map(\.name)), references: chain.references, external: []).isDisjoint(with: ["A", "B"]))
    }

    @Test("a team's font named after a text style has that style's size")
    func teamFonts() {
        let text = "struct T: View { var body: some View { Text(\"a\").font(.scaledSubheadline).foregroundStyle(.gray) } }"
        #expect(SwiftColorScanner.scan(text, file: "T.swift").pairs.first?.size == TextSize(parsing: "subheadline"))
    }

    @Test("icons, state methods, accessory widgets, blur and clear layers, buttons filled by a color's image")
    func iconsStatesAndLayers() {
        let icon = "struct T: View { var body: some View { Image(systemName: \"star\").foregroundStyle(.yellow) } }"
        #expect(SwiftColorScanner.scan(icon, file: "T.swift").pairs.map(\.foreground.kind) == [.tint])
        let active = "final class C: UIView { let b = UIButton()\n func setFilterActive() { b.tintColor = .red }\n func setFilterInactive() { b.tintColor = .label } }"
        #expect(Self.pairs(active).map { $0.components(separatedBy: " on ").first ?? "" } == ["system label"])
        let accessory = "struct W: View { var body: some View { switch family { case .accessoryRectangular: Text(\"a\").foregroundStyle(.gray) default: EmptyView() } } }"
        #expect(Self.pairs(accessory).first?.contains("over the wallpaper") == true)
        let layers = "struct T: View { var body: some View { ZStack { Color.black; VisualEffectView(effect: blur); Color.clear; Text(\"a\").foregroundStyle(.white) } } }"
        #expect(Self.pairs(layers).first?.contains("VisualEffectView blurs what is behind it") == true)
        let button = "final class B: UIButton { func style() { setTitleColor(.white, for: .normal)\n setBackgroundImage(UIColor.systemBlue.imageRepresentation(), for: .normal) } }"
        #expect(Self.pairs(button) == ["system white on system systemBlue  the same object's backgroundColor"])
        let title = "final class C: UIViewController { func style() { navigationController?.navigationBar.barTintColor = .black\n navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white] } }"
        #expect(Self.pairs(title) == ["system white on system black  the same object's backgroundColor"])
        let attributes = "final class C: UIView { let text = UITextView()\n func style() { text.backgroundColor = .black\n text.textAttributes[.foregroundColor] = UIColor.white } }"
        #expect(Self.pairs(attributes) == ["system white on system black  the same object's backgroundColor"])
        let bar = SwiftColorScanner.scan("final class C: UIViewController { func setUp() { navigationItem.rightBarButtonItem = UIBarButtonItem(customView: ProgressBadge()) } }", file: "C.swift")
        #expect(bar.classBackgrounds.map(\.type) == ["ProgressBadge"])
        let constant = SwiftColorScanner.scan("extension UIColor { static var brandBlue: UIColor { UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) } }", file: "C.swift")
        let resolver = CodeColorResolver(tokens: [], definitions: constant.definitions)
        guard case .color(.literal)? = resolver.resolve(.assetSymbol("brandBlue")).first else { Issue.record("Color(.brandBlue) not followed"); return }
    }

    @Test("a view's own List decides its rows, wherever the view is placed")
    func ownLists() {
        let source = "struct T: View { var body: some View { List { Text(\"a\").foregroundColor(.gray) } } }"
        let pair = try! #require(SwiftColorScanner.scan(source, file: "T.swift").pairs.first)
        #expect(pair.inOwnList && pair.viewType == nil)
    }

    @Test("a function returning Text is placed where it is called")
    func textFunctions() {
        let source = "struct T: View { var body: some View { List { caption() } }\n func caption() -> Text { Text(\"a\").foregroundColor(.gray) } }"
        let scan = SwiftColorScanner.scan(source, file: "T.swift")
        #expect(scan.pairs.first?.viewType == "func:caption@T")
        #expect(scan.placements.contains { $0.type == "func:caption@T" && $0.insideList })
    }

    @Test("a menu's items are on the system's material, its label is not; a struct's textColor is model data; a member property by bare name")
    func menusModelsAndMembers() {
        let menu = "struct T: View { var body: some View { Menu { Button(\"a\") { }.foregroundStyle(.red) } label: { Text(\"b\").foregroundStyle(.gray) } } }"
        let pairs = Self.pairs(menu)
        #expect(pairs.contains { $0.hasPrefix("system systemRed on run-time color (a menu is drawn on the system's material)") })
        #expect(pairs.contains { $0.hasPrefix("system systemGray on system systemBackground") })
        let model = "struct Item: Codable { var textColor: String; init(textColor: String) { self.textColor = textColor } }"
        #expect(SwiftColorScanner.scan(model, file: "M.swift").uses.isEmpty)
        let cell = SwiftColorScanner.scan("final class C: UITableViewCell { var iconTint: UIColor { isSelected ? .white : .systemBlue }\n func style() { imageView?.tintColor = iconTint } }", file: "C.swift")
        let use = try! #require(cell.uses.first { $0.via == "tintColor" })
        #expect(CodeColorResolver(tokens: [], definitions: cell.definitions).resolve(use.color, near: use.location) == [.color(.reference(TokenPath(["system", "systemBlue"]), alpha: nil))])
    }

    @Test("a tint on a catalog image records the image, in SwiftUI and UIKit; a template rendering mode does not")
    func tintedImages() {
        let swiftUI = SwiftColorScanner.scan("struct T: View { var body: some View { Image(\"Logo\").foregroundColor(.red)\n Image(\"Glyph\").renderingMode(.template).foregroundColor(.red) } }", file: "T.swift")
        #expect(swiftUI.uses.map(\.imageAsset) == ["Logo", nil])
        let uikit = SwiftColorScanner.scan("final class C: UIView { let icon = UIImageView()\n func style() { icon.image = UIImage(named: \"Logo\")\n icon.tintColor = .red } }", file: "C.swift")
        #expect(uikit.uses.map(\.imageAsset) == ["Logo"])
    }

    @Test("a team's modifier that passes its argument to a background stands for the argument")
    func forwardingModifiers() {
        let source = """
            extension View {
                func widgetBackground(_ background: some View) -> some View { containerBackground(for: .widget) { background } }
                func cardBackground(_ color: Color) -> some View { self.background(color) }
            }
            struct W: View { var body: some View { Text("a").foregroundStyle(.gray).cardBackground(Color("Card")) } }
            """
        #expect(Self.pairs(source) == [#"system systemGray on asset "Card"  the same view's .cardBackground() → .background"#])
    }

    @Test("a sheet's content does not look past the sheet; a system control is on the system's material; a closure's local view is not the object's")
    func sheetsControlsAndClosures() {
        let sheet = SwiftColorScanner.scan("struct P: View { var body: some View { List { Text(\"a\") }.sheet(isPresented: $on) { Detail() } } }", file: "P.swift")
        #expect(sheet.placements.first { $0.type == "Detail" }?.presented == true)
        let control = "struct C: ControlWidget { var body: some ControlWidgetConfiguration { StaticControlConfiguration(kind: \"k\") { ControlWidgetButton(action: A()) { Label(\"x\", systemImage: \"y\") }.tint(.purple) } } }"
        #expect(Self.pairs(control).first?.contains("in a system control (ControlWidgetButton)") == true)
        let faded = "struct T: View { var body: some View { Text(\"a\").foregroundStyle(.gray).opacity(0.5) } }"
        #expect(Self.pairs(faded).first?.hasPrefix("system systemGray at 50% opacity on") == true)
        let closure = SwiftColorScanner.scan("final class M: UIView { let separator: UIView = { let view = UIView(); view.backgroundColor = .separator; return view }() }", file: "M.swift")
        #expect(!closure.classBackgrounds.contains { $0.isOwn })
    }
}

extension SwiftColorScannerTests {
    @Test("A background the app draws, named like one, is unknown but there; invisible helpers are looked past")
    func appDrawnBackgrounds() {
        let drawn = """
            struct L: View { var body: some View {
                VStack { Text("Sign in").foregroundStyle(.white).background(AppGradients.primaryButton(isEnabled: true)) }.background(Color.black)
            } }
            """
        #expect(Self.pairs(drawn) == ["system white on run-time color (AppGradients.primaryButton(…) draws behind it, which the sources do not show as one color)  the same view's .background"])
        let helper = """
            struct L: View { var body: some View {
                VStack { Text("Sign in").foregroundStyle(.white).background(SizeReader()) }.background(Color.black)
            } }
            """
        #expect(Self.sides(helper) == ["system white on system black"])
        let chained = """
            struct L: View { var body: some View {
                VStack { Text("a").foregroundStyle(.white).background(GeometryReader { p in Color.clear }.onPreferenceChange(K.self) { _ in }) }.background(Color.black)
            } }
            """
        #expect(Self.sides(chained) == ["system white on system black"])
        // A call without arguments given to `.background` is not `.background()` itself.
        let zeroArguments = """
            struct L: View { var body: some View {
                Text("Sign out").foregroundStyle(.white).background(AppGradients.destructiveButton())
            } }
            """
        #expect(Self.sides(zeroArguments) == ["system white on run-time color (AppGradients.destructiveButton(…) draws behind it, which the sources do not show as one color)"])
        let defaultBackground = "struct L: View { var body: some View { Text(\"a\").foregroundStyle(.secondary).background() } }"
        #expect(Self.sides(defaultBackground) == ["system secondaryLabel on system systemBackground"])
    }
}

extension SwiftColorScannerTests {
    @Test("A swipe action's button built by a function called in .swipeActions is white on its tint")
    func swipeActionBuilder() {
        let source = """
            struct F: View {
                var body: some View {
                    List { Text("row").swipeActions(edge: .leading) { voteAction() } }
                }
                private func voteAction() -> some View {
                    Button { } label: { Image(systemName: "arrow.up") }
                        .tint(.orange)
                }
            }
            """
        #expect(Self.sides(source) == ["system white on system systemOrange"])
    }
}

extension SwiftColorScannerTests {
    @Test("A container's foreground is inherited by a text inside that sets its own background, and is drawn on it there")
    func inheritedForegroundOnOwnBackground() {
        let source = """
            struct P: View { var body: some View {
                HStack {
                    Text("TAB").background(Color.gray.opacity(0.2)).font(.system(size: 10))
                    Text("Your Command")
                    Text("own").foregroundStyle(.red).background(Color.yellow)
                }
                .foregroundStyle(.primary)
                .background(Color.black)
            } }
            """
        let sides = Self.sides(source)
        #expect(sides.count == 3, "\(Self.pairs(source))")
        #expect(sides.contains("system label on system black"))
        #expect(sides.contains("system systemRed on system systemYellow"))
        #expect(sides.contains { $0.hasPrefix("system label on system systemGray at 20% opacity 10pt a Text inside, with a .background of its own") })
    }
}
