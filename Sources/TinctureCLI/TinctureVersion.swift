/// The version `tincture --version` prints: semantic versioning, raised with each release.
enum TinctureVersion {
    static let current = "0.1.0"
}
