import ThemeModel

/// The theme `tincture audit` checks when given none: the Try! Swift palette of
/// `Examples/try-swift.yml` (a test keeps the two identical).
///
/// It stands in for a missing theme only where a person is watching — text output to a
/// terminal, outside CI — or when asked for with `--example`. Anywhere else a missing theme is
/// the error it is (exit 66, as `validate` says it), so a misconfigured CI job fails for the
/// right reason instead of auditing, and failing on, a palette that is not the team's.
enum BuiltInExample {
    /// Whether the built-in example may stand in for a missing theme: always when `requested`
    /// (`--example`); otherwise only for text output (`machineReadable` false) to a terminal,
    /// outside CI (see ``isContinuousIntegration(_:)``).
    static func mayStandIn(requested: Bool, machineReadable: Bool, console: Console) -> Bool {
        requested || (!machineReadable && console.outputIsTerminal && !isContinuousIntegration(console.environment))
    }

    /// Whether the environment is a CI job's: `CI` set to anything but empty, `0` or `false`
    /// (GitHub Actions, GitLab, CircleCI, Travis, Buildkite, Xcode Cloud… all set it).
    static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// The failure where the example may not stand in: loads `tincture.yml` as `validate`
    /// does, so the same message is printed and the command exits 66 (or, had the file appeared
    /// meanwhile, returns it), then says how to ask for the example.
    static func missingTheme(console: Console, options: ThemeInput.Options) throws -> ResolvedTheme {
        do {
            return try console.loadTheme(defaultThemeFile, options: options, warnings: false)
        } catch {
            console.errorLine("tincture: note: the built-in example stands in for a missing theme only for text output to an interactive terminal outside CI; --example audits it anywhere")
            throw error
        }
    }

    static let name = "the Try! Swift palette, light and dark, with two skins"
    static let fileName = "Examples/try-swift.yml"
    static let text = #"""
# The palette from the Try! Swift Tokyo 2017 talk "Building a robust color system":
# eight named base colors, semantic colors chosen per appearance, and two runtime skins.
name: Try Swift
description: A light and dark theme over the talk's palette, with "ocean" and "sunset" skins.

palette:
  ceruleanBlue: "#009edc"
  cannonPurple: "#934e84"
  mulberryRed: "#c55152"
  fireBushOrange: "#e19433"
  saffronYellow: "#f2be2e"
  sushiGreen: "#76b83b"
  black: "#2c2c2c"
  white: "#ffffff"

tokens:
  text:
    primary:
      description: Body text and titles.
      light: "{palette.black}"
      dark: "{palette.white}"
      light+increased: "#000000"
    secondary:
      light: "{palette.black} / 75%"
      dark: "{palette.white} / 70%"
    inverse:
      light: "{palette.white}"
      dark: "{palette.black}"
  background:
    content:
      light: "{palette.white}"
      dark: "{palette.black}"
      dark+elevated: "#3a3a3c"
    secondary:
      light: "#f2f2f7"
      dark: "#1c1c1e"
      dark+elevated: "#2c2c2e"
  tint:
    accent:
      description: Buttons, links and selection.
      light: "#007aa8"
      dark: "{palette.ceruleanBlue}"
  status:
    success:
      role: icon
      light: "#4e8a1f"
      dark: "{palette.sushiGreen}"
    warning:
      role: icon
      light: "#9a6200"
      dark: "{palette.saffronYellow}"
    error:
      role: icon
      light: "#b03a3b"
      dark: "{palette.mulberryRed}"

contrast:
  - foreground: [text.primary, text.secondary]
    background: background.*
  - foreground: [tint.accent, status.*]
    background: background.content
    size: large

distinct:
  - [status.success, status.warning, status.error]

themes:
  ocean:
    description: Cool blues; the accent is the palette's cerulean.
    tokens:
      tint/accent:
        light: "#00759f"
        dark: "{palette.ceruleanBlue}"
      background/secondary:
        light: "#e8f4fa"
        dark: "#0f2530"
  sunset:
    extends: ocean
    description: Warm accents over ocean's backgrounds.
    tokens:
      tint/accent:
        light: "#a8620f"
        dark: "{palette.fireBushOrange}"
"""#
}
