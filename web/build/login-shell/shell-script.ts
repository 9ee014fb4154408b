import { createHash } from 'node:crypto';

/** The `<template>` in the built index.html holding /login's pre-rendered markup (Persian, a first visit's texts). */
export const loginShellTemplateId = 'login-shell';

/** The JSON data block in the built index.html naming the app's entry script and the chunks it imports statically. */
export const appScriptsId = 'app-scripts';

/**
 * Runs while the HTML is parsed, before any JavaScript file arrives: copies the sign-in shell into #root only where the
 * app's first screen will be exactly it — /login, no session (no refresh token), Persian (the stored choice, else the
 * default), and no stored Persian map whose texts for the screen differ from the bundled ones (the template's
 * data-texts). Anything else (English, a signed-in user, edited texts, storage that cannot be read) leaves #root
 * empty, as before. The shell's form does not submit; the e-mail typed, a focus on it and the last button pressed (its
 * index; on pointerdown too, as React may replace the button between press and release) are noted on #root while the
 * shell is there, and React's screen takes them, focuses its e-mail and presses that button again
 * (features/auth/login-shell-handoff.ts). The storage keys are SPEC §3's and
 * translation-storage.ts's.
 *
 * Then it starts the app's scripts (the build moved them out of <head>, deferred-scripts.ts): at once without the
 * shell, and with it once the page has loaded (the shell's style sheets and fonts), the fonts are ready and two
 * frames have begun, so the shell's paint does not share the network and the main thread with the app's start-up
 * (issue 19): one frame after the load event, the text of a face just loaded could still be unpainted (seen with
 * Vazirmatn's variable face), and the app's first tasks then held the shell's first paint back by a second. A hidden
 * page paints nothing: its scripts start at once. A constant, so the Content-Security-Policy can allow it by its hash.
 */
export const loginShellScript = `(function () {
  function showShell() {
    var s = localStorage;
    var lang = s.getItem('lang') || 'fa';
    if (!/^\\/login\\/?$/.test(location.pathname) || s.getItem('refreshToken') || lang !== 'fa') return false;
    var shell = document.getElementById('${loginShellTemplateId}');
    var root = document.getElementById('root');
    var texts = JSON.parse(shell.getAttribute('data-texts'));
    var map = (s.getItem('translations-lang') || s.getItem('lang')) === 'fa' ? JSON.parse(s.getItem('translations') || 'null') : null;
    for (var key in texts) if (map && typeof map[key] === 'string' && map[key] !== texts[key]) return false;
    root.appendChild(shell.content.cloneNode(true));
    root.setAttribute('data-shell', 'login');
    root.addEventListener('submit', function (event) { event.preventDefault(); });
    var inShell = function (node) { return node.closest && node.closest('main[data-login-shell]'); };
    root.addEventListener('input', function (event) {
      if (inShell(event.target)) root.setAttribute('data-shell-email', event.target.value);
    });
    root.addEventListener('focusin', function (event) {
      if (inShell(event.target) && event.target.type === 'email') root.setAttribute('data-shell-focus', 'email');
    });
    var press = function (event) {
      var button = inShell(event.target) && event.target.closest('button');
      if (button) root.setAttribute('data-shell-pressed', [].indexOf.call(root.querySelectorAll('button'), button));
    };
    root.addEventListener('pointerdown', press);
    root.addEventListener('click', press);
    return true;
  }
  function startApp() {
    var data = document.getElementById('${appScriptsId}');
    if (!data) return;
    var scripts = JSON.parse(data.textContent);
    var add = function (tag, attributes) {
      var element = document.createElement(tag);
      for (var name in attributes) element.setAttribute(name, attributes[name]);
      document.head.appendChild(element);
    };
    for (var i = 0; i < scripts.preload.length; i++) add('link', { rel: 'modulepreload', crossorigin: '', href: scripts.preload[i] });
    add('script', { type: 'module', crossorigin: '', src: scripts.entry });
  }
  var shown = false;
  try {
    shown = showShell();
  } catch (error) {}
  if (!shown || document.hidden) return startApp();
  addEventListener('load', function () {
    (document.fonts ? document.fonts.ready : Promise.resolve()).then(function () {
      requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(startApp, 0); }); });
    });
  });
})();`;

/** The CSP source allowing exactly that inline script. */
export const loginShellScriptSource = `'sha256-${createHash('sha256').update(loginShellScript).digest('base64')}'`;
