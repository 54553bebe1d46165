// The stand-in of Apple's SwiftUI: only the API RefreshKit's Apple glue and its documentation
// use, declared with Apple's signatures and isolation. Never run: bodies are placeholders.
//
// SwiftUI re-exports Foundation and Observation (`@Observable` works with `import SwiftUI`).
// The OS releases as availability domains (`@available(AppleOS17)`): see README.md.
@_exported public import AppleOSAvailability
@_exported public import Foundation
@_exported public import Observation
