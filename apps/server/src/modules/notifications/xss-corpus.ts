import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/**
 * The XSS corpus (OWASP filter-evasion cheat sheet and known mutation-XSS payloads) and what a
 * sanitized text may hold, for every test of a write path that stores rich text through
 * html.ts: the notifications' sanitizer itself (html.test.ts) and the areas that use it (a
 * notice's message).
 */
export const ALLOWED = new Set(['p', 'div', 'br', 'hr', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'a', 'ul', 'ol', 'li',
  'blockquote', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

export const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "javascript:alert(1)";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="{{nome}}">x</a>',
  '<a href="https://{{nome}}">x</a>',
  '<a href="x" onmouseover="alert(1)">x</a>',
  '<a href="/ok" target="_blank" style="x" class="y" id="z">x</a>',
  '<<script>alert(1)//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<input onfocus=alert(1) autofocus>',
  '<button formaction=javascript:alert(1)>x</button>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<a href="/ok">a<a href="javascript:alert(1)">b</a></a>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<p title="&quot;><script>alert(1)</script>">x</p>',
  '<div><p><table><tr><td><svg><foreignObject><script>alert(1)</script></foreignObject></svg></td></tr></table></p></div>',
  '"><img src=x onerror=alert(1)>',
  "'';!--\"<XSS>=&{()}",
];

type Node = DefaultTreeAdapterMap['childNode'];

/** Every element of the output, as a browser would parse it, with its attributes. */
export function elements(html: string): { tag: string; attrs: { name: string; value: string }[] }[] {
  const out: { tag: string; attrs: { name: string; value: string }[] }[] = [];
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if ('tagName' in n) {
        out.push({ tag: n.tagName, attrs: n.attrs });
        walk(n.childNodes);
      }
    }
  };
  walk(parseFragment(html).childNodes);
  return out;
}

