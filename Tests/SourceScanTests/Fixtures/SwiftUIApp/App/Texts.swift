import SwiftUI

/// Text made by a function of no type, placed by another file.
func appendedText(_ words: String) -> Text {
    Text(words).foregroundColor(.secondary)
}
