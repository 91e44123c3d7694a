// The embed helper (docs/embed.md): <script type="module" src=".../embed.js"></script>, then
//   <card-table-embed game="euchre" deal="euchre-0135290A-0-3" mode="replay"></card-table-embed>
// The element makes an iframe of embed.html (beside this file) with its attributes as the
// query, sizes it from the frame's `resize` messages, and re-dispatches every message as a
// DOM CustomEvent "cardtable-<type>" (detail: the message) on itself. Attribute loading="lazy"
// delays the frame until it nears the viewport. It adds no global CSS
// and defines no global name but the element. Methods: go(step), play(), pause(), load(params).
const PARAMS = ["game", "rules", "deal", "record", "seat", "open", "mode", "step", "autoplay", "speed", "lang", "theme", "controls", "level"];
const FRAME = new URL("embed.html", import.meta.url);

class CardTableEmbed extends HTMLElement {
  static get observedAttributes() { return PARAMS; }

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    const style = new CSSStyleSheet();
    style.replaceSync(":host{display:block;width:100%;min-width:280px;max-width:1200px}iframe{display:block;width:100%;height:320px;border:0;overflow:hidden}");
    root.adoptedStyleSheets = [style];
    this.frame = document.createElement("iframe");
    this.frame.setAttribute("title", this.getAttribute("title") ?? "Card Table");
    this.frame.setAttribute("scrolling", "no");
    root.append(this.frame);
    this.onMessage = (e) => {
      const d = e.data;
      if (e.source !== this.frame.contentWindow || e.origin !== FRAME.origin || !d || d.source !== "cardtable" || typeof d.type !== "string") return;
      if (d.type === "resize" && Number.isFinite(d.height)) this.frame.style.height = `${Math.ceil(d.height)}px`;
      this.dispatchEvent(new CustomEvent(`cardtable-${d.type}`, { detail: d, bubbles: true, composed: true }));
    };
  }

  connectedCallback() {
    addEventListener("message", this.onMessage);
    // loading="lazy" on the element: the frame loads when it nears the viewport.
    this.frame.setAttribute("loading", this.getAttribute("loading") === "lazy" ? "lazy" : "eager");
    this.update();
  }

  disconnectedCallback() { removeEventListener("message", this.onMessage); }

  attributeChangedCallback() { if (this.isConnected) this.update(); }

  update() {
    const url = new URL(FRAME);
    for (const p of PARAMS) {
      const v = this.getAttribute(p);
      if (v != null) url.searchParams.set(p, v);
    }
    if (this.frame.src !== url.href) this.frame.src = url.href;
  }

  /** @param {object} msg */
  send(msg) { this.frame.contentWindow?.postMessage({ target: "cardtable", ...msg }, FRAME.origin); }
  /** @param {number | "first" | "last"} step */
  go(step) { this.send({ type: "go", step }); }
  play() { this.send({ type: "play" }); }
  pause() { this.send({ type: "pause" }); }
  /** @param {object} params  {game, rules, deal, record, mode, step} */
  load(params) { this.send({ type: "load", ...params }); }
}

if (!customElements.get("card-table-embed")) customElements.define("card-table-embed", CardTableEmbed);
