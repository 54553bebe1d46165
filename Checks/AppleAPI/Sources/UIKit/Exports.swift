// The stand-in of Apple's UIKit: only the API RefreshKit's Apple glue uses, declared with
// Apple's signatures and isolation. Never run: bodies are placeholders.
//
// UIKit re-exports Foundation, so `import UIKit` alone gives IndexPath, NSCoder and CGRect
// (Foundation declares CGFloat, CGPoint, CGSize and CGRect on Linux too).
// The OS releases as availability domains (`@available(AppleOS17)`): see README.md.
@_exported public import AppleOSAvailability
@_exported public import Foundation
