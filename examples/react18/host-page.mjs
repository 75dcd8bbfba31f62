// The page a server-rendering host draws, shared by its server render (render-host-page.mjs) and
// its browser entry (hydrate-host-page.mjs): the host's own button, which counts its clicks, over
// one card per intent. Plain `createElement`, so Node runs it as it is and vite bundles it as it is.

/** The host's page for `intents`, drawn with this host's React and the package's `ToolCard`. */
export function hostPage(React, ToolCard, intents) {
  function HostButton() {
    const [clicks, setClicks] = React.useState(0);
    return React.createElement(
      'button',
      { id: 'host-button', type: 'button', onClick: () => setClicks((count) => count + 1) },
      `clicked ${clicks}`,
    );
  }
  return React.createElement(
    'main',
    null,
    React.createElement(HostButton),
    intents.map((intent, index) => React.createElement(ToolCard, { key: index, intent })),
  );
}
