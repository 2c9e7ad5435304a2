/// The theme `tincture init` writes: small, commented, valid, and built on the system palette.
///
/// It passes its own audit with no error under every contrast policy (`wcag-aa`, `wcag-aaa`,
/// `apple`; a test holds it to that), so the first audit a team runs shows what a passing theme
/// looks like, and a color they change is the one that fails.
enum StarterTheme {
    static let text = """
        # A Tincture theme. Colors take any CSS Color 4 syntax ("#0a84ff", "oklch(62% 0.2 255)",
        # "color(display-p3 0 0.5 1)"); quote them, since an unquoted # starts a YAML comment.
        # References are written in braces: {palette.brand}, {system.label}, {text.primary},
        # and may scale alpha: "{palette.brand} / 60%".
        #
        # A token gives a value for any of the eight appearances, by keys such as light, dark,
        # light+increased, dark+increased, dark+elevated, dark+increased+elevated, or value for
        # all. Missing ones fall back: dark+increased+elevated → dark+increased → dark+elevated →
        # dark → increased+elevated → increased → elevated → value.
        #
        # As written, every color passes `tincture audit` under each policy (--policy wcag-aa,
        # wcag-aaa or apple): text reaches 7:1 on every background, in every appearance.
        name: My App
        system: ios18            # Apple's system colors as of iOS 15–18; ios26 for the iOS 26 tints

        palette:
          brand: "#0a5fd6"
          brand-light: "#5aa2ff"

        tokens:
          text:
            primary:
              description: Body text and titles.
              value: "{system.label}"
            secondary:
              description: Subtitles, captions and other text that matters less.
              light: "#505056"
              light+increased: "#434348"     # Increase Contrast: darker in light…
              dark: "#a9a9b0"
              dark+increased: "#bdbdc3"      # …and lighter in dark
          background:
            primary:
              description: The main background of screens.
              value: "{system.systemBackground}"
            grouped:
              description: Behind grouped lists and settings screens.
              value: "{system.systemGroupedBackground}"
          separator:
            default:
              description: Hairlines between rows; decorative, so in no contrast pair.
              value: "{system.separator}"
            opaque:
              value: "{system.opaqueSeparator}"
          border:
            control:
              description: The outline of text fields and other controls (3:1, WCAG 1.4.11).
              light: "#7a7a80"
              light+increased: "#5e5e63"
              dark: "#86868c"
              dark+increased: "#a1a1a7"
          tint:
            accent:
              description: Buttons, links and selection.
              light: "{palette.brand}"
              light+increased: "#0046b0"
              dark: "{palette.brand-light}"
              dark+increased: "#84bbff"
          status:
            success:
              role: icon
              light: "#138868"
              light+increased: "#0f7759"
              dark: "#6ee68c"
              dark+increased: "#90f2aa"
            error:
              role: icon
              light: "#a3241b"
              light+increased: "#8a1a12"
              dark: "#ff3b30"
              dark+increased: "#ff5247"

        # Which foregrounds are used on which backgrounds (group.* names a whole group).
        contrast:
          - foreground: text.*
            background: background.*
          - foreground: tint.accent         # button titles: 17 pt semibold is large text
            background: background.*
            size: large
          - foreground: [border.control, status.*]
            background: background.*

        # Colors that must stay distinguishable, also for people with color-vision deficiencies.
        # (Red and green still differ mostly along red–green: show each state with its own
        # symbol too, as the audit's warning says.)
        distinct:
          - [status.success, status.error]

        # Runtime skins: each replaces some tokens of the theme it extends (default: this file).
        themes:
          midnight:
            tokens:
              tint.accent:
                light: "#5a36c8"
                light+increased: "#4524a8"
                dark: "#a98fff"
                dark+increased: "#c2b0ff"

        # What `tincture generate` writes, relative to this file: point it into your app.
        generate:
          - format: swift
            output: Colors.swift

        """
}
