import Foundation
import Testing
@testable import TinctureCLI

/// The top-level `tincture` command, run as the built executable: `--version` and the shell
/// completion scripts the README tells how to install.
@Suite("tincture command")
struct TinctureCommandTests {
    @Test("--version prints the version and exits 0")
    func version() throws {
        let output = try TinctureProcess.capture(["--version"])
        #expect(output.exitCode == 0, "\(output.standardError)")
        // Semantic versioning, major.minor.patch, on a line of its own.
        #expect(output.standardOutput.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+\n$"#, options: .regularExpression) != nil, "\(output.standardOutput)")
    }

    @Test("the README shows how to install the completion script of each shell, and each script completes the commands",
          arguments: ["bash", "zsh", "fish"])
    func completions(shell: String) throws {
        let readme = try AuditSchemas.read("README.md")
        #expect(readme.contains("tincture --generate-completion-script \(shell) > "), "README: installing the \(shell) completions")
        let output = try TinctureProcess.capture(["--generate-completion-script", shell])
        #expect(output.exitCode == 0, "\(output.standardError)")
        for command in ["audit", "fix", "generate", "init", "validate"] {
            #expect(output.standardOutput.contains(command), "\(shell) completes \(command)")
        }
    }
}
