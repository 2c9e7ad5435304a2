/// The theme `tincture init` writes: small, commented, valid, and built on the system palette.
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
        name: My App
        system: ios18            # Apple's system colors as of iOS 15–18; ios26 for the iOS 26 tints

        palette:
          brand: "#0a6cff"
          brand-dark: "#4c9dff"

        tokens:
          text:
            primary: "{system.label}"
            secondary: "{system.secondaryLabel}"
          background:
            primary: "{system.systemBackground}"
            grouped: "{system.systemGroupedBackground}"
          tint:
            accent:
              description: Buttons, links and selection.
              light: "{palette.brand}"
              dark: "{palette.brand-dark}"
          status:
            success:
              role: icon
              value: "{system.systemGreen}"
            error:
              role: icon
              value: "{system.systemRed}"

        # Which foregrounds are used on which backgrounds (group.* names a whole group).
        contrast:
          - foreground: text.*
            background: background.*
          - foreground: tint.accent
            background: background.*
            size: large

        # Colors that must stay distinguishable, also for people with color-vision deficiencies.
        distinct:
          - [status.success, status.error]

        # Runtime skins: each replaces some tokens of the theme it extends (default: this file).
        themes:
          midnight:
            tokens:
              tint.accent:
                light: "#5b3cc4"
                dark: "#a48bff"

        """
}
