import Yams

extension ThemeParser {
    /// The most aliases (`*name`) a theme file may use.
    static let maximumAliases = 10_000
    /// The most nodes a theme file's aliases may add, counting every node each alias stands for
    /// (an alias of a value adds none; an alias of a group adds the group's nodes, its own
    /// aliases expanded).
    static let maximumAliasExpansion = 100_000

    /// The error for a theme file whose aliases use more than ``maximumAliases`` or expand past
    /// ``maximumAliasExpansion`` nodes, or nil when they stay within both.
    ///
    /// An alias stands for the whole node its anchor (`&name`) marks, so aliases of aliases
    /// multiply: a few hundred bytes can stand for billions of nodes. Yams shares an aliased
    /// node rather than copying it, but reading the document visits every expansion, and Yams
    /// hashes every mapping key in full while composing — so such a file, composed as it is,
    /// exhausts memory or time. It is measured first on a copy in which no alias expands: each
    /// `*` becomes U+E000, a private-use character, so an alias reads as a plain scalar at the
    /// same line and column, named by what follows it; anchors stay. Walking that tree in
    /// document order, as the composer resolves aliases, gives the size each anchor stands for,
    /// and so what every alias adds, in time and memory linear in the text.
    ///
    /// When the copy does not compose, its error is the file's: the copy differs only where an
    /// alias stood, where a plain scalar is valid too, so the text is malformed there or before.
    func aliasProblem(in text: String) -> ThemeError? {
        // Without both an anchor and an alias, nothing can expand.
        guard text.utf8.contains(UInt8(ascii: "*")), text.utf8.contains(UInt8(ascii: "&")) else { return nil }
        let copy = String(String.UnicodeScalarView(text.unicodeScalars.lazy.map { $0 == "*" ? Self.aliasMark : $0 }))
        do {
            let parser = try Yams.Parser(yaml: copy)
            guard let root = try parser.singleRoot() else { return nil }
            // Anchors are weak references that the parser keeps alive.
            return withExtendedLifetime(parser) { aliasProblem(root) }
        } catch {
            return yamlError(error)
        }
    }

    /// What `*` becomes in the measured copy.
    private static let aliasMark: Unicode.Scalar = "\u{E000}"

    /// Walks the tree in document order, without recursion, keeping each anchor's expanded size
    /// (an anchor names its node once the node is complete, as in the composer).
    private func aliasProblem(_ root: Node) -> ThemeError? {
        struct Frame {
            var node: Node
            var children: [Node]
            var next = 0
            var size = 1
        }
        func frame(_ node: Node) -> Frame {
            switch node {
            case .mapping(let mapping): Frame(node: node, children: mapping.flatMap { [$0.key, $0.value] })
            case .sequence(let sequence): Frame(node: node, children: Array(sequence))
            case .scalar, .alias: Frame(node: node, children: [])
            }
        }
        var anchors: [String: Int] = [:]
        var aliases = 0
        var added = 0
        var stack = [frame(root)]
        while var top = stack.popLast() {
            if top.next < top.children.count {
                let child = top.children[top.next]
                top.next += 1
                stack.append(top)
                if let name = Self.aliasName(child) {
                    aliases += 1
                    let size = anchors[name] ?? 1
                    added += size - 1
                    stack[stack.count - 1].size += size
                    if aliases > Self.maximumAliases {
                        return ThemeError(.tooLarge, "more than \(Self.maximumAliases) aliases by here, the limit for a theme file",
                                          at: location(of: child), value: "*" + name,
                                          suggestion: "write the values out, or alias fewer of them")
                    }
                    if added > Self.maximumAliasExpansion {
                        return ThemeError(.tooLarge, "aliases add more than \(Self.maximumAliasExpansion) nodes by here, the limit for a theme file",
                                          at: location(of: child), value: "*" + name,
                                          suggestion: "alias single values rather than groups that alias other groups")
                    }
                } else {
                    stack.append(frame(child))
                }
                continue
            }
            if let anchor = top.node.anchor { anchors[anchor.rawValue] = top.size }
            if !stack.isEmpty { stack[stack.count - 1].size += top.size }
        }
        return nil
    }

    /// The anchor an alias of the measured copy names: a plain scalar starting with the mark,
    /// named by the characters libYAML allows in an anchor (ASCII letters, digits, `_`, `-`).
    private static func aliasName(_ node: Node) -> String? {
        guard case .scalar(let scalar) = node, scalar.style == .plain, scalar.string.unicodeScalars.first == aliasMark else { return nil }
        let name = scalar.string.unicodeScalars.dropFirst().prefix { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
        return String(String.UnicodeScalarView(name))
    }
}
