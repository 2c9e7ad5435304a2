/// The older `value`/`type` token form (Tokens Studio, Style Dictionary's classic format,
/// Figma plugin exports) rewritten as the DTCG structure the rest of the reader takes.
///
/// A token is an object with `value`; `value`, `type` and `description` (or Style
/// Dictionary's `comment`) become `$value`, `$type` and `$description`. References take the DTCG
/// form: Style Dictionary's `{color.base.red.value}` becomes `{color.base.red}`, and Tokens
/// Studio's old `$color.base.red` becomes `{color.base.red}`. A group's `type` string becomes
/// its `$type`, which its tokens inherit. Places are kept, so errors still point at the file
/// as written.
enum LegacyTokenTree {
    static func normalized(_ node: DTCGNode, depth: Int = 0) -> DTCGNode {
        guard depth < DTCGJSONParser.maximumDepth, let members = node.members else { return node }
        if node["value"] != nil, node["$value"] == nil {
            let renamed = members.map { member -> DTCGNode.Member in
                var member = member
                switch member.key {
                case "value":
                    member.key = "$value"
                    member.value = reference(member.value)
                case "type": member.key = "$type"
                case "description": member.key = "$description"
                case "comment" where node["description"] == nil: member.key = "$description"
                default: break
                }
                return member
            }
            return DTCGNode(content: .object(renamed), location: node.location)
        }
        let children = members.map { member -> DTCGNode.Member in
            var member = member
            // A group's own `type` (a string; a token named "type" is an object) is inherited.
            if member.key == "type", member.value.string != nil {
                member.key = "$type"
            } else if !member.key.hasPrefix("$") {
                member.value = normalized(member.value, depth: depth + 1)
            }
            return member
        }
        return DTCGNode(content: .object(children), location: node.location)
    }

    /// A string value with its references in the DTCG form.
    private static func reference(_ node: DTCGNode) -> DTCGNode {
        guard var text = node.string else { return node }
        if text.hasPrefix("$"), !text.dropFirst().contains(where: { $0.isWhitespace || $0 == "{" }) {
            text = "{" + text.dropFirst() + "}"
        }
        text = text.replacingOccurrences(of: ".value}", with: "}")
        return DTCGNode(content: .string(text), location: node.location)
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
