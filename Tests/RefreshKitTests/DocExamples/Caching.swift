// The code blocks of Documentation.docc/Caching.md, verbatim: they must compile.
import RefreshKit

@MainActor
func reopen(
  _ timeline: Pager<String, String, Post>, at saved: PagerRestoration<String, String, Int>
)
  async
{
  timeline.restore(saved)  // the cached rows around the anchor at once, offline too
  await timeline.waitUntilIdle()  // the anchor's page arrived, or failed (offline)
}
