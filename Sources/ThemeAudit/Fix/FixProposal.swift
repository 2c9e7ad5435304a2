import ColorScience
import ThemeModel

/// One color the fixer changes or adds: a token's value at one place in the theme file, the
/// themes and appearances that use it, the old and new colors, and what the new one satisfies.
public struct FixProposal: Hashable, Sendable {
    /// Whether the proposal replaces a value the file has, or adds one.
    public enum Kind: Hashable, Sendable {
        /// Replace the value written at `location` (a literal, or the token's own reference).
        case replace(location: SourceLocation)
        /// Add a key for `condition` to the token defined at `definition` (its key in the file):
        /// a reference that resolves differently per appearance keeps serving the appearances
        /// that pass, and the failing ones get a color of their own.
        case insert(definition: SourceLocation)
        /// Add a derived Increase Contrast value (`light+increased`, `dark+increased`) to the
        /// token defined at `definition`.
        case derive(definition: SourceLocation)
        /// Add `key` to the component entry (a `glass:` entry) that starts at `entry`: its
        /// `dim:` when it has none.
        case addKey(entry: SourceLocation, key: String)
    }

    public var kind: Kind
    public var token: TokenPath
    /// The value's condition: the key it is written under (`light`, `any`, `dark+increased`).
    public var condition: AppearanceCondition
    /// The themes whose appearances use the value, in theme order.
    public var themes: [String]
    /// The appearances that use the value (in any of `themes`).
    public var appearances: [Appearance]
    /// What the file says now (`"{palette.black} / 75%"`, `"#9a6200"`); nil for a new value.
    public var originalText: String?
    /// The color the appearances had (resolved, alpha included).
    public var originalColor: Color
    /// The new color, in sRGB or Display P3, alpha included.
    public var color: Color
    /// The new color as written in the file: `#rrggbb`, `#rrggbbaa` or
    /// `color(display-p3 r g b)`.
    public var text: String
    /// ΔEOK between the original and the new color.
    public var deltaE: Double
    /// What the new color satisfies, one line per kind of constraint (`4.5:1 on
    /// background.content`).
    public var satisfies: [String]
    /// The other tokens whose references lead to the changed value, and that change with it.
    public var moves: [TokenPath]
    /// Another way to fix it, when there is one worth saying (`palette.gray is shared by 4
    /// tokens; --move palette changes it instead …`).
    public var note: String?

    public init(kind: Kind, token: TokenPath, condition: AppearanceCondition, themes: [String], appearances: [Appearance],
                originalText: String?, originalColor: Color, color: Color, text: String, deltaE: Double, satisfies: [String],
                moves: [TokenPath] = [], note: String? = nil) {
        self.moves = moves
        self.note = note
        self.kind = kind
        self.token = token
        self.condition = condition
        self.themes = themes
        self.appearances = appearances
        self.originalText = originalText
        self.originalColor = originalColor
        self.color = color
        self.text = text
        self.deltaE = deltaE
        self.satisfies = satisfies
    }
}

/// A failing token that no color can fix, with the reason: which constraints conflict.
public struct FixFailure: Hashable, Sendable {
    public var token: TokenPath
    /// The other token of the finding (the background of a pair), if any.
    public var other: TokenPath?
    public var rule: AuditRule
    public var themes: [String]
    public var appearances: [Appearance]
    /// Why, in a sentence: "needs L ≤ 0.42 for 4.5:1 on background.content but L ≥ 0.61 for ΔEOK
    /// 0.1 from status.warning under deuteranopia".
    public var reason: String
    /// Where the token is defined.
    public var location: SourceLocation

    public init(token: TokenPath, other: TokenPath?, rule: AuditRule, themes: [String], appearances: [Appearance], reason: String,
                location: SourceLocation) {
        self.token = token
        self.other = other
        self.rule = rule
        self.themes = themes
        self.appearances = appearances
        self.reason = reason
        self.location = location
    }
}

/// What the fixer proposes for a theme: the changes, what it could not fix, and the document
/// with the changes applied.
public struct FixResult: Sendable {
    public var proposals: [FixProposal]
    public var failures: [FixFailure]
    /// The document with every proposal applied (new values carry locations outside the file).
    public var document: ThemeDocument
    /// The audit of `document`.
    public var report: AuditReport
    /// How many times the fixer audited the theme.
    public var passes: Int

    public init(proposals: [FixProposal], failures: [FixFailure], document: ThemeDocument, report: AuditReport, passes: Int) {
        self.proposals = proposals
        self.failures = failures
        self.document = document
        self.report = report
        self.passes = passes
    }

    /// Whether everything that failed could be fixed.
    public var isComplete: Bool { failures.isEmpty }
}
