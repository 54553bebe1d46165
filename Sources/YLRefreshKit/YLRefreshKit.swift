// `import YLRefreshKit` brings the core with it: the seed's operators are built on `Pager`'s
// types (`Page`, `RefreshPresentation`, `RefreshTexts`), and a screen moves to `Pager` one list
// at a time without a second import.
@_exported public import RefreshKit
