/**
 * The language preference (spec §2, §9): stored under `preferred-language` when a visitor picks a
 * language. On a visit to the English home page `/`, the tiny inline script below sends the visitor to
 * the stored language, else to the browser's language when the site has it, else stays in English.
 */
export const preferredLanguageKey = 'preferred-language';

/**
 * The inline script for `/`. It runs before the page is drawn; it is plain ES5 so that it can be inlined
 * as is, and `test/unit/shared/public/language.test.ts` runs this exact text.
 */
export function homeLanguageScript(codes: readonly string[], defaultCode: string): string {
  const list = JSON.stringify(codes);
  const fallback = JSON.stringify(defaultCode);
  const key = JSON.stringify(preferredLanguageKey);
  return (
    `(function(){try{var c=${list},d=${fallback},s=localStorage.getItem(${key}),t=null;` +
    'if(s&&c.indexOf(s)>=0)t=s;' +
    'var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];' +
    'for(var i=0;!t&&i<n.length;i++){var b=String(n[i]).toLowerCase().split(/[-_]/)[0];if(c.indexOf(b)>=0)t=b}' +
    'if(t&&t!==d)location.replace("/"+t+"/"+location.search+location.hash)}catch(e){}})();'
  );
}
