// Tincture: the umbrella module. Importing it brings in every library of the package.
@_exported import ColorScience
@_exported import ThemeModel
@_exported import ThemeAudit
@_exported import ThemeCodegen
