// @vitest-environment node
import { describe, expect, test } from "vitest";
import { fillBoundaries } from "./react-boundaries";

/**
 * The end of a page as React writes it (React 19.2): React Router's loader data scripts in
 * two nested Suspense boundaries, filled by React's streaming runtime.
 */
const streamed =
  '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script><div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[1]");</script><!--$?--><template id="B:1"></template><!--/$--></div><script>$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e);var f=c.parentNode;if(f){var g=c.previousSibling,h=0;do{if(c&&8===c.nodeType){var d=c.data;if("/$"===d||"/&"===d)if(0===h)break;else h--;else"$"!==d&&"$?"!==d&&"$~"!==d&&"$!"!==d&&"&"!==d||h++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;e.firstChild;)f.insertBefore(e.firstChild,c);g.data="$";g._reactRetry&&requestAnimationFrame(g._reactRetry)}}a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data="$~",$RB.push(a,b),2===$RB.length&&("number"!==typeof $RT?requestAnimationFrame($RV.bind(null,$RB)):(a=performance.now(),setTimeout($RV.bind(null,$RB),2300>a&&2E3<a?2300-a:$RT+300-a)))):b.parentNode.removeChild(b)};$RC("B:0","S:0")</script><div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div><script>$RC("B:1","S:1")</script>';

describe("React's Suspense boundaries", () => {
  test("are written filled, in stream order, without React's runtime", () => {
    expect(fillBoundaries(`<body>${streamed}</body>`)).toBe(
      '<body><!--$--><script>window.__reactRouterContext.streamController.enqueue("[1]");</script>' +
        "<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$--></body>",
    );
  });

  test("a boundary without its part, or a runtime of another shape, fails the build", () => {
    expect(() => fillBoundaries(streamed.replace(/<div hidden id="S:1">.*?<\/div>/, ""))).toThrow(/no part|unexpected/);
    expect(() => fillBoundaries(streamed.replace("$RB=[];", "$RB=[],$RZ=1;"))).toThrow(/unexpected shape/);
  });
});
